### Karty, barvy, místa a slova tahů. $case: "acc" 4. pád ("hraje zelenou 14"), "adj-ins" přídavné jméno barvy
### v 7. pádě ("vyšší srdcovou kartou"), jinak 1. pád.

## Celé jméno karty: "zelená 14", ve 4. pádě "zelenou 14".
card-rook = { $case ->
        [acc] { $colour ->
            [R] červenou
            [Y] žlutou
            [G] zelenou
           *[B] černou
        }
       *[other] { $colour ->
            [R] červená
            [Y] žlutá
            [G] zelená
           *[B] černá
        }
    } { $number }
card-standard = { $rank ->
        [A] { $suit ->
            [S] pikové
            [H] srdcové
            [D] kárové
           *[C] křížové
        } eso
        [K] { $case ->
            [acc] { $suit ->
                [S] pikového
                [H] srdcového
                [D] kárového
               *[C] křížového
            } krále
           *[other] { $suit ->
                [S] pikový
                [H] srdcový
                [D] kárový
               *[C] křížový
            } král
        }
        [J] { $case ->
            [acc] { $suit ->
                [S] pikového
                [H] srdcového
                [D] kárového
               *[C] křížového
            } kluka
           *[other] { $suit ->
                [S] pikový
                [H] srdcový
                [D] kárový
               *[C] křížový
            } kluk
        }
       *[other] { $case ->
            [acc] { $suit ->
                [S] pikovou
                [H] srdcovou
                [D] károvou
               *[C] křížovou
            }
           *[other] { $suit ->
                [S] piková
                [H] srdcová
                [D] kárová
               *[C] křížová
            }
        } { $rank ->
            [Q] dám{ $case ->
                [acc] u
               *[other] a
            }
           *[other] { $rank }
        }
    }
card-joker = { $case ->
        [acc] { $joker ->
            [big] velkého
           *[small] malého
        } žolíka
       *[other] { $joker ->
            [big] velký
           *[small] malý
        } žolík
    }
card-bird = { $bird ->
        [Crow] { $case ->
            [acc] Vránu
           *[other] Vrána
        }
       *[other] { $bird }
    }

## Barvy (SUIT): 1. a 4. pád jsou u barev stejné; "adj-ins" je přídavné jméno v 7. pádě.
suit-S = { $case ->
        [adj-ins] pikovou
       *[other] piky
    }
suit-H = { $case ->
        [adj-ins] srdcovou
       *[other] srdce
    }
suit-D = { $case ->
        [adj-ins] károvou
       *[other] kára
    }
suit-C = { $case ->
        [adj-ins] křížovou
       *[other] kříže
    }
suit-trump = { $case ->
        [adj-ins] trumfovou
       *[other] trumfy
    }
suit-NT = bez trumfů
suit-R = { $case ->
        [acc] červenou
       *[other] červená
    }
suit-Y = { $case ->
        [acc] žlutou
       *[other] žlutá
    }
suit-G = { $case ->
        [acc] zelenou
       *[other] zelená
    }
suit-B = { $case ->
        [acc] černou
       *[other] černá
    }

## Místa: očíslovaná, nebo pojmenovaná podle toho, kde sedíte.
seat-number = { $case ->
        [start] Hráč { $n }
       *[other] hráč { $n }
    }
seat-you = { $case ->
        [start] Vy
       *[other] vy
    }
seat-left = { $case ->
        [start] Hráč vlevo
       *[other] hráč vlevo
    }
seat-right = { $case ->
        [start] Hráč vpravo
       *[other] hráč vpravo
    }
seat-partner = { $case ->
        [start] Partner
       *[other] partner
    }
seat-across = { $case ->
        [start] Hráč naproti
       *[other] hráč naproti
    }

## Slova tahů, která lze psát (anglická platí vždy: bid, pass, discard, trump, play, declare).
verb-bid = draž
verb-pass = pas
verb-discard = odhoď
verb-trump = trumf
verb-call = hlas
verb-play = hraj
verb-declare = hlas

# The joiner of a list of clauses (rules pages, replay lines); Greek writes the semicolon as the ano teleia.
list-joiner-semicolon = {"; "}
verb-claim = nárokuj
