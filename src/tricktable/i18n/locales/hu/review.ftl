### A leosztás elemzése (tricktable review): a játékos minden kijátszási döntése a gép becslésével, csak abból,
### amit a játékos láthatott.

review-title = Leosztáselemzés: { SEAT($seat, case: "start") }, { $hands } leosztás
review-hand = { $number }. { $unit ->
        [round] kör
       *[hand] leosztás
    }: { $decisions } döntés elemezve
review-no-flags = Nem volt költséges döntés: minden lap kis eltéréssel a legjobb közelében volt.
review-costly = { $trick }. ütés: { CARDS($played) } átlagosan kb. { $cost } pontba került; { CARDS($best) } lett volna a legjobb
review-decision = { $trick }. ütés: { CARDS($played) } { SIGNED($value) }; legjobb { CARDS($best) } { SIGNED($best_value) }
review-decision-best = { $trick }. ütés: { CARDS($played) } { SIGNED($value) }, a legjobb
review-alternative = { CARDS($cards) } { SIGNED($value) }
review-note = A becslés a rejtett lapok { $worlds } olyan elosztásán alapul, amely egyezik azzal, amit láttál; sosem a valódi osztáson.
review-skipped-busy = { $unit ->
        [round] { $number }. kör: nincs elemzés, mert a szerver a kör végén túlterhelt volt.
       *[hand] { $number }. leosztás: nincs elemzés, mert a szerver a leosztás végén túlterhelt volt.
    }
