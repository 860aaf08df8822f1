### Lapok, színek, helyek és a beírható lépések szavai. A $case "acc" a tárgyeset ("kijátssza a zöld 14-est").

## A lap teljes neve: "a zöld 14-es", tárgyesetben "a zöld 14-est".
card-rook = a { $colour ->
        [R] piros
        [Y] sárga
        [G] zöld
       *[B] fekete
    } { $case ->
        [acc] { $number ->
            [3] 3-ast
            [5] 5-öst
            [6] 6-ost
            [8] 8-ast
            [13] 13-ast
           *[other] { $number }-est
        }
       *[other] { $number ->
            [3] 3-as
            [5] 5-ös
            [6] 6-os
            [8] 8-as
            [13] 13-as
           *[other] { $number }-es
        }
    }
card-standard = a { $suit ->
        [S] pikk
        [H] kőr
        [D] káró
       *[C] treff
    } { $case ->
        [acc] { $rank ->
            [A] ászt
            [K] királyt
            [Q] dámát
            [J] bubit
            [3] 3-ast
            [5] 5-öst
            [6] 6-ost
            [8] 8-ast
           *[other] { $rank }-est
        }
       *[other] { $rank ->
            [A] ász
            [K] király
            [Q] dáma
            [J] bubi
            [3] 3-as
            [5] 5-ös
            [6] 6-os
            [8] 8-as
           *[other] { $rank }-es
        }
    }
card-joker = a { $joker ->
        [big] nagy
       *[small] kis
    } { $case ->
        [acc] jokert
       *[other] joker
    }
card-bird = { ARTICLE($bird) } { $bird ->
        [Crow] { $case ->
            [acc] Varjút
           *[other] Varjú
        }
       *[other] { $case ->
            [acc] { $bird }ot
           *[other] { $bird }
        }
    }

## Színek: $case "one" egy lap a színből ("magasabb kőrrel").
suit-S = pikk
suit-H = kőr
suit-D = káró
suit-C = treff
suit-trump = { $case ->
        [acc] adut
       *[other] adu
    }
suit-NT = adu nélkül
suit-R = piros
suit-Y = sárga
suit-G = zöld
suit-B = fekete

## Helyek: számozva, vagy onnan nézve, ahol ülsz.
seat-number = { $case ->
        [start] { ARTICLE($n, case: "start") } { $n }. játékos
       *[other] { ARTICLE($n) } { $n }. játékos
    }
seat-you = { $case ->
        [start] Te
       *[other] te
    }
seat-left = Bal
seat-right = Jobb
seat-partner = Társ
seat-across = Szemközti

## A lépések beírható szavai (az angolok is mindig működnek: bid, pass, discard, trump, play, declare).
verb-bid = licit
verb-pass = passz
verb-discard = dob
verb-trump = adu
verb-call = bemond
verb-play = lap
verb-declare = bemond

# The joiner of a list of clauses (rules pages, replay lines); Greek writes the semicolon as the ano teleia.
list-joiner-semicolon = {"; "}
verb-claim = követel
