### Ανάλυση της μοιρασιάς (tricktable review): κάθε απόφαση του παίκτη με την εκτίμηση του AI, μόνο από όσα είδε ο παίκτης.

review-title = Ανάλυση: { SEAT($seat, case: "start") }, { $hands ->
        [one] { $hands } μοιρασιά
       *[other] { $hands } μοιρασιές
    }
review-hand = { $unit ->
        [round] Γύρος
       *[hand] Μοιρασιά
    } { $number }: { $decisions ->
        [one] { $decisions } απόφαση αναλύθηκε
       *[other] { $decisions } αποφάσεις αναλύθηκαν
    }
review-no-flags = Καμία ακριβή απόφαση: κάθε φύλλο ήταν πολύ κοντά στο καλύτερο.
review-costly = Μπάζα { $trick }: { CARDS($played) } — κόστος κατά μέσο όρο περίπου { $cost } { $cost ->
        [one] πόντος
       *[other] πόντοι
    }· καλύτερη επιλογή: { CARDS($best) }
review-decision = Μπάζα { $trick }: { CARDS($played) } { SIGNED($value) }· καλύτερη επιλογή: { CARDS($best) } { SIGNED($best_value) }
review-decision-best = Μπάζα { $trick }: { CARDS($played) } { SIGNED($value) }, η καλύτερη επιλογή
review-alternative = { CARDS($cards) } { SIGNED($value) }
review-note = Εκτιμήσεις από { $worlds } μοιρασιές των κρυφών φύλλων που συμφωνούν με όσα είδες· ποτέ από την πραγματική μοιρασιά.
review-skipped-busy = { $unit ->
        [round] Γύρος
       *[hand] Μοιρασιά
    } { $number }: δεν αναλύθηκε, ο διακομιστής ήταν απασχολημένος όταν τελείωσε.
