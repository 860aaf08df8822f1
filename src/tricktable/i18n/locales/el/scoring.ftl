## Η βαθμολογία μιας μοιρασιάς με λόγια (η σύνοψη της μοιρασιάς): Game.explain_result.
## $side είναι μια ομάδα: «εμείς» ή «αυτοί», από εκεί που κάθεται ο αναγνώστης (SEAT($side)).

seat-we = { $case ->
        [start] Εμείς
        [gen] εμάς
       *[other] εμείς
    }
seat-they = { $case ->
        [start] Αυτοί
        [gen] αυτών
       *[other] αυτοί
    }
seat-team = { $case ->
        [start] Η ομάδα { $n }
        [gen] της ομάδας { $n }
       *[other] η ομάδα { $n }
    }
explain-redeal = Χωρίς συμβόλαιο: νέα μοιρασιά.
explain-rook-made = { $declarer ->
        [you] Δήλωσες { $bid }.
       *[other] { SEAT($declarer, case: "start") } δήλωσε { $bid }.
    } { $side ->
        [we] Πήραμε { $pts } { $pts ->
            [one] πόντο
           *[other] πόντους
        }: η δήλωση πέτυχε, άρα παίρνουμε { SIGNED($score) }.
       *[other] { SEAT($side, case: "start") } πήραν { $pts } { $pts ->
            [one] πόντο
           *[other] πόντους
        }: η δήλωση πέτυχε, άρα παίρνουν { SIGNED($score) }.
    }
explain-rook-set = { $declarer ->
        [you] Δήλωσες { $bid }.
       *[other] { SEAT($declarer, case: "start") } δήλωσε { $bid }.
    } { $side ->
        [we] Πήραμε { $pts } { $pts ->
            [one] πόντο
           *[other] πόντους
        }, { $short } λιγότερους από τη δήλωση: απέτυχε, άρα παίρνουμε { SIGNED($score) }.
       *[other] { SEAT($side, case: "start") } πήραν { $pts } { $pts ->
            [one] πόντο
           *[other] πόντους
        }, { $short } λιγότερους από τη δήλωση: απέτυχε, άρα παίρνουν { SIGNED($score) }.
    }
explain-rook-other = { $side ->
        [we] Πήραμε { $pts } { $pts ->
            [one] πόντο
           *[other] πόντους
        }, άρα παίρνουμε { SIGNED($score) }.
       *[other] { SEAT($side, case: "start") } πήραν { $pts } { $pts ->
            [one] πόντο
           *[other] πόντους
        }, άρα παίρνουν { SIGNED($score) }.
    }
explain-rook-moon = { $side ->
        [we] Πήραμε όλους τους πόντους: η βαθμολογία διπλασιάζεται.
       *[other] { SEAT($side, case: "start") } πήραν όλους τους πόντους: η βαθμολογία διπλασιάζεται.
    }
explain-cb-line = { $seat ->
        [you] Εσύ: δήλωσες { $call }, πήρες { $took }: { $why }, άρα { SIGNED($score) }.
       *[other] { SEAT($seat, case: "start") }: δήλωσε { $call }, πήρε { $took }: { $why }, άρα { SIGNED($score) }.
    }
explain-cb-exact = ακριβώς όσες η δήλωση
explain-cb-plus-one = μία παραπάνω από τη δήλωση μετράει ακόμα
explain-cb-at-least = τουλάχιστον όσες η δήλωση
explain-cb-tenth = η δήλωση πέτυχε, και { $n } επιπλέον με { NUMBER(0.1) } η καθεμία
explain-cb-bonus = μια πετυχημένη δήλωση { $n } ή περισσότερων αξίζει 13
explain-cb-short = λιγότερες από τη δήλωση
explain-cb-over-window = περισσότερες από δήλωση + 1
explain-sj-points = Οι επιτιθέμενοι ({ SEAT($side) }) πήραν { $pts } { $pts ->
            [one] πόντο
           *[other] πόντους
        }· χρειάζονται 80 για να πάρουν τη μοιρασιά.
explain-sj-up = { $side ->
        [we] Ανεβαίνουμε στο { $level } (+{ $n }).
       *[other] { SEAT($side, case: "start") } ανεβαίνουν στο { $level } (+{ $n }).
    }
explain-sj-no-change = Κανείς δεν ανεβαίνει επίπεδο.
explain-sj-keep = { $side ->
        [we] Κρατάμε τη μοιρασιά και αμυνόμαστε ξανά.
       *[other] { SEAT($side, case: "start") } κρατούν τη μοιρασιά και αμύνονται ξανά.
    }
explain-sj-take-over = { $side ->
        [we] Παίρνουμε τη μοιρασιά: αμυνόμαστε στην επόμενη.
       *[other] { SEAT($side, case: "start") } παίρνουν τη μοιρασιά: αμύνονται στην επόμενη.
    }
explain-sj-match-won = { $side ->
        [we] Κερδίσαμε τον αγώνα.
        [they] Αυτοί κέρδισαν τον αγώνα.
       *[other] { SEAT($side, case: "start") } κέρδισε τον αγώνα.
    }
