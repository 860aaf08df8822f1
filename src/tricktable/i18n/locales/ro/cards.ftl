### Cărți, culori, locuri și cuvintele mutărilor.

## Numele întreg al unei cărți: "14 verde", "asul de pică".
card-rook = { $number } { $colour ->
        [R] roșu
        [Y] galben
        [G] verde
       *[B] negru
    }
card-standard = { $rank ->
        [A] asul
        [K] regele
        [Q] dama
        [J] valetul
       *[other] { $rank }
    } de { $suit ->
        [S] pică
        [H] cupă
        [D] caro
       *[C] treflă
    }
card-joker = jokerul { $joker ->
        [big] mare
       *[small] mic
    }
card-bird = { $bird ->
        [Crow] Cioara
       *[other] { $bird }
    }

## Culori (SUIT); $case "one" este o carte din culoare ("o pică mai mare").
suit-S = pică
suit-H = cupă
suit-D = caro
suit-C = treflă
suit-trump = { $case ->
        [one] atu
       *[other] atuuri
    }
suit-NT = fără atu
suit-R = roșu
suit-Y = galben
suit-G = verde
suit-B = negru

## Locuri: numerotate, sau numite după locul tău la masă.
seat-number = { $case ->
        [start] Locul { $n }
       *[other] locul { $n }
    }
seat-you = { $case ->
        [start] Tu
       *[other] tu
    }
seat-left = { $case ->
        [start] Cel din stânga
       *[other] cel din stânga
    }
seat-right = { $case ->
        [start] Cel din dreapta
       *[other] cel din dreapta
    }
seat-partner = { $case ->
        [start] Partenerul
       *[other] partenerul
    }
seat-across = { $case ->
        [start] Cel din față
       *[other] cel din față
    }

## Cuvintele mutărilor (cele englezești merg mereu: bid, pass, discard, trump, play, declare).
verb-bid = licit
verb-pass = pas
verb-discard = arunc
verb-trump = atu
verb-call = anunț
verb-play = joc
verb-declare = declar

# The joiner of a list of clauses (rules pages, replay lines); Greek writes the semicolon as the ano teleia.
list-joiner-semicolon = {"; "}
verb-claim = revendic
