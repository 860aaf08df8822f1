### Rozbor rozdání (tricktable review): každé rozhodnutí hráče o kartě s odhadem počítače, jen z toho, co hráč viděl.

review-title = Rozbor rozdání: { SEAT($seat, case: "start") }, { $hands ->
        [one] { $hands } rozdání
        [few] { $hands } rozdání
        [many] { $hands } rozdání
       *[other] { $hands } rozdání
    }
review-hand = { $number }. { $unit ->
        [round] kolo
       *[hand] rozdání
    }: { $decisions ->
        [one] rozebráno { $decisions } rozhodnutí
        [few] rozebrána { $decisions } rozhodnutí
        [many] rozebráno { $decisions } rozhodnutí
       *[other] rozebráno { $decisions } rozhodnutí
    }
review-no-flags = Žádné drahé rozhodnutí: každá karta byla jen kousek od nejlepší.
review-costly = { $trick }. štych: { CARDS($played) } – ztráta průměrně asi { $cost } { $cost ->
        [one] bodu
        [few] bodů
        [many] bodu
       *[other] bodů
    }; nejlepší volba: { CARDS($best) }
review-decision = { $trick }. štych: { CARDS($played) } { SIGNED($value) }; nejlepší { CARDS($best) } { SIGNED($best_value) }
review-decision-best = { $trick }. štych: { CARDS($played) } { SIGNED($value) }, nejlepší
review-alternative = { CARDS($cards) } { SIGNED($value) }
review-note = Odhady z { $worlds } rozdělení skrytých karet, která odpovídají tomu, co jste viděli; nikdy ze skutečného rozdání.
review-skipped-busy = { $number }. { $unit ->
        [round] kolo
       *[hand] rozdání
    } nebylo rozebráno: server byl na jeho konci příliš vytížený.
