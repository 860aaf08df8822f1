### Analiza mâinii (tricktable review): fiecare decizie a jucătorului cu estimarea AI, doar din ce a văzut jucătorul.

review-title = Analiza mâinilor: { SEAT($seat, case: "start") }, { $hands ->
        [one] o mână
        [few] { $hands } mâini
       *[other] { $hands } de mâini
    }
review-hand = { $unit ->
        [round] Runda
       *[hand] Mâna
    } { $number }: { $decisions ->
        [one] o decizie analizată
        [few] { $decisions } decizii analizate
       *[other] { $decisions } de decizii analizate
    }
review-no-flags = Nicio decizie costisitoare: fiecare carte a fost aproape de cea mai bună.
review-costly = Levata { $trick }: { CARDS($played) } – o pierdere medie de cam { $cost } { $cost ->
        [one] punct
        [few] puncte
       *[other] de puncte
    }; cea mai bună alegere: { CARDS($best) }
review-decision = Levata { $trick }: { CARDS($played) } { SIGNED($value) }; cea mai bună { CARDS($best) } { SIGNED($best_value) }
review-decision-best = Levata { $trick }: { CARDS($played) } { SIGNED($value) }, cea mai bună
review-alternative = { CARDS($cards) } { SIGNED($value) }
review-note = Estimări din { $worlds } împărțiri ale cărților ascunse, potrivite cu ce ai văzut; niciodată din împărțirea reală.
review-skipped-busy = { $unit ->
        [round] Runda
       *[hand] Mâna
    } { $number }: nu a fost analizată, serverul era ocupat când s-a terminat.
