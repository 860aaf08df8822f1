## Punctajul unei mâini încheiate, în cuvinte (rezumatul mâinii): Game.explain_result.
## $side e o echipă: „noi” sau „ei”, de unde stă cititorul (SEAT($side)).

seat-we = { $case ->
        [start] Noi
       *[other] noi
    }
seat-they = { $case ->
        [start] Ei
       *[other] ei
    }
seat-team = echipa { $n }
explain-redeal = Fără contract: se împarte din nou.
explain-rook-made = { $declarer ->
        [you] Ai licitat { $bid }.
       *[other] { SEAT($declarer, case: "start") } a licitat { $bid }.
    } { $side ->
        [we] Am luat { $pts } { $pts ->
            [one] punct
            [few] puncte
           *[other] de puncte
        }: licitația e reușită, deci primim { SIGNED($score) }.
       *[other] { SEAT($side, case: "start") } au luat { $pts } { $pts ->
            [one] punct
            [few] puncte
           *[other] de puncte
        }: licitația e reușită, deci primesc { SIGNED($score) }.
    }
explain-rook-set = { $declarer ->
        [you] Ai licitat { $bid }.
       *[other] { SEAT($declarer, case: "start") } a licitat { $bid }.
    } { $side ->
        [we] Am luat { $pts } { $pts ->
            [one] punct
            [few] puncte
           *[other] de puncte
        }, cu { $short } sub licitație: căzut, deci primim { SIGNED($score) }.
       *[other] { SEAT($side, case: "start") } au luat { $pts } { $pts ->
            [one] punct
            [few] puncte
           *[other] de puncte
        }, cu { $short } sub licitație: căzut, deci primesc { SIGNED($score) }.
    }
explain-rook-other = { $side ->
        [we] Am luat { $pts } { $pts ->
            [one] punct
            [few] puncte
           *[other] de puncte
        }, deci primim { SIGNED($score) }.
       *[other] { SEAT($side, case: "start") } au luat { $pts } { $pts ->
            [one] punct
            [few] puncte
           *[other] de puncte
        }, deci primesc { SIGNED($score) }.
    }
explain-rook-moon = { $side ->
        [we] Am luat toate punctele: scorul se dublează.
       *[other] { SEAT($side, case: "start") } au luat toate punctele: scorul se dublează.
    }
explain-cb-line = { $seat ->
        [you] Tu: ai anunțat { $call }, ai luat { $took }: { $why }, deci { SIGNED($score) }.
       *[other] { SEAT($seat, case: "start") }: a anunțat { $call }, a luat { $took }: { $why }, deci { SIGNED($score) }.
    }
explain-cb-exact = exact cât anunțul
explain-cb-plus-one = una în plus față de anunț încă se socotește
explain-cb-at-least = cel puțin cât anunțul
explain-cb-tenth = anunțul reușit și { $n } în plus, câte { NUMBER(0.1) } fiecare
explain-cb-bonus = un anunț reușit de { $n } sau mai mult valorează 13
explain-cb-short = mai puține decât anunțul
explain-cb-over-window = mai multe decât anunțul + 1
explain-sj-points = Atacanții ({ SEAT($side) }) au luat { $pts } { $pts ->
            [one] punct
            [few] puncte
           *[other] de puncte
        }; le trebuie 80 ca să preia.
explain-sj-up = { $side ->
        [we] Urcăm la { $level } (+{ $n }).
       *[other] { SEAT($side, case: "start") } urcă la { $level } (+{ $n }).
    }
explain-sj-no-change = Nimeni nu urcă de nivel.
explain-sj-keep = { $side ->
        [we] Păstrăm împărțirea și apărăm din nou.
       *[other] { SEAT($side, case: "start") } păstrează împărțirea și apără din nou.
    }
explain-sj-take-over = { $side ->
        [we] Preluăm: apărăm în mâna următoare.
       *[other] { SEAT($side, case: "start") } preiau: apără în mâna următoare.
    }
explain-sj-match-won = { $side ->
        [we] Am câștigat meciul.
        [they] Ei au câștigat meciul.
       *[other] { SEAT($side, case: "start") } a câștigat meciul.
    }
