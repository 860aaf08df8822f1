## A befejezett leosztás pontozása szavakban (a leosztás összegzése): Game.explain_result.
## $side egy csapat: "mi" vagy "ők" onnan nézve, ahol az olvasó ül (SEAT($side)).

seat-we = { $case ->
        [start] Mi
       *[other] mi
    }
seat-they = { $case ->
        [start] Ők
       *[other] ők
    }
seat-team = { $n }. csapat
explain-redeal = Nincs vállalás: újraosztás.
explain-rook-made = { $declarer ->
        [you] A licited: { $bid }.
       *[other] { SEAT($declarer, case: "start") } licitje: { $bid }.
    } { $side ->
        [we] { $pts } pontot vittünk: a licit teljesült, így { SIGNED($score) } pontot kapunk.
       *[other] { SEAT($side, case: "start") } { $pts } pontot vittek: a licit teljesült, így { SIGNED($score) } pontot kapnak.
    }
explain-rook-set = { $declarer ->
        [you] A licited: { $bid }.
       *[other] { SEAT($declarer, case: "start") } licitje: { $bid }.
    } { $side ->
        [we] { $pts } pontot vittünk, { $short } hiányzik a licithez: bukott, így { SIGNED($score) } pontot kapunk.
       *[other] { SEAT($side, case: "start") } { $pts } pontot vittek, { $short } hiányzik a licithez: bukott, így { SIGNED($score) } pontot kapnak.
    }
explain-rook-other = { $side ->
        [we] { $pts } pontot vittünk, így { SIGNED($score) } pontot kapunk.
       *[other] { SEAT($side, case: "start") } { $pts } pontot vittek, így { SIGNED($score) } pontot kapnak.
    }
explain-rook-moon = { $side ->
        [we] Minden pontot mi vittünk: a pontszám duplán számít.
       *[other] Minden pontot { SEAT($side) } vittek: a pontszám duplán számít.
    }
explain-cb-line = { SEAT($seat, case: "start") }: { $call } bemondás, { $took } ütés: { $why }, így { SIGNED($score) }.
explain-cb-exact = pontosan a bemondás
explain-cb-plus-one = a bemondásnál eggyel több még számít
explain-cb-at-least = legalább a bemondás
explain-cb-tenth = teljesített bemondás, plusz { $n } ütés { NUMBER(0.1) }-ével
explain-cb-bonus = a teljesített { $n } vagy nagyobb bemondás 13-at ér
explain-cb-short = kevesebb a bemondásnál
explain-cb-over-window = több, mint a bemondás + 1
explain-sj-points = A támadók ({ SEAT($side) }) { $pts } pontot szereztek; 80 kell az átvételhez.
explain-sj-up = { $side ->
        [we] Szintet lépünk: { $level } (+{ $n }).
       *[other] { SEAT($side, case: "start") } szintet lépnek: { $level } (+{ $n }).
    }
explain-sj-no-change = Senki sem lép szintet.
explain-sj-keep = { $side ->
        [we] Megtartjuk az osztást, és újra védekezünk.
       *[other] { SEAT($side, case: "start") } megtartják az osztást, és újra védekeznek.
    }
explain-sj-take-over = { $side ->
        [we] Átvesszük: a következő leosztásban mi védekezünk.
       *[other] { SEAT($side, case: "start") } átveszik: a következő leosztásban ők védekeznek.
    }
explain-sj-match-won = { $side ->
        [we] Megnyertük a mérkőzést.
        [they] Ők megnyerték a mérkőzést.
       *[other] { SEAT($side, case: "start") } megnyerte a mérkőzést.
    }
