## Bodování dohraného rozdání slovy (shrnutí rozdání): Game.explain_result.
## $side je tým: „my“ nebo „oni“ z místa, kde čtenář sedí (SEAT($side)).

seat-we = { $case ->
        [start] My
       *[other] my
    }
seat-they = { $case ->
        [start] Oni
       *[other] oni
    }
seat-team = { $case ->
        [start] Tým { $n }
       *[other] tým { $n }
    }
explain-redeal = Bez závazku: rozdává se znovu.
explain-rook-made = { $declarer ->
        [you] Dražili jste { $bid }.
       *[other] { SEAT($declarer, case: "start") } dražil { $bid }.
    } { $side ->
        [we] Získali jsme { $pts } { $pts ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        }: závazek je splněn, takže máme { SIGNED($score) }.
       *[other] { SEAT($side, case: "start") } získali { $pts } { $pts ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        }: závazek je splněn, takže mají { SIGNED($score) }.
    }
explain-rook-set = { $declarer ->
        [you] Dražili jste { $bid }.
       *[other] { SEAT($declarer, case: "start") } dražil { $bid }.
    } { $side ->
        [we] Získali jsme { $pts } { $pts ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        }, o { $short } méně než závazek: nesplněno, takže máme { SIGNED($score) }.
       *[other] { SEAT($side, case: "start") } získali { $pts } { $pts ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        }, o { $short } méně než závazek: nesplněno, takže mají { SIGNED($score) }.
    }
explain-rook-other = { $side ->
        [we] Získali jsme { $pts } { $pts ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        }, takže máme { SIGNED($score) }.
       *[other] { SEAT($side, case: "start") } získali { $pts } { $pts ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        }, takže mají { SIGNED($score) }.
    }
explain-rook-moon = { $side ->
        [we] Získali jsme všechny body: skóre se zdvojnásobuje.
       *[other] { SEAT($side, case: "start") } získali všechny body: skóre se zdvojnásobuje.
    }
explain-cb-line = { SEAT($seat, case: "start") }: hlášení { $call }, uhráno { $took }: { $why }, takže { SIGNED($score) }.
explain-cb-exact = přesně podle hlášení
explain-cb-plus-one = o jeden víc než hlášení se ještě počítá
explain-cb-at-least = alespoň podle hlášení
explain-cb-tenth = hlášení splněno a { $n } navíc po { NUMBER(0.1) }
explain-cb-bonus = splněné hlášení { $n } a více má hodnotu 13
explain-cb-short = méně než hlášení
explain-cb-over-window = víc než hlášení + 1
explain-sj-points = Útočníci ({ SEAT($side) }) získali { $pts } { $pts ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        }; k převzetí potřebují 80.
explain-sj-up = { $side ->
        [we] Postupujeme na { $level } (+{ $n }).
       *[other] { SEAT($side, case: "start") } postupují na { $level } (+{ $n }).
    }
explain-sj-no-change = Nikdo nepostupuje.
explain-sj-keep = { $side ->
        [we] Ponecháváme si rozdávání a znovu bráníme.
       *[other] { SEAT($side, case: "start") } si ponechávají rozdávání a znovu brání.
    }
explain-sj-take-over = { $side ->
        [we] Přebíráme: v dalším rozdání bráníme my.
       *[other] { SEAT($side, case: "start") } přebírají: v dalším rozdání brání oni.
    }
explain-sj-match-won = { $side ->
        [we] Vyhráli jsme zápas.
        [they] Oni vyhráli zápas.
       *[other] { SEAT($side, case: "start") } vyhrál zápas.
    }
