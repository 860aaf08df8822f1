### Τι έγινε, όπως το λένε το ημερολόγιο, το τερματικό και η επανάληψη.

event-other = { SEAT($seat, case: "start") } { $kind } { CARDS($cards) }
event-bid = { $seat ->
        [you] Προσφέρεις { $value }
       *[other] { SEAT($seat, case: "start") } προσφέρει { $value }
    }
event-pass = { $seat ->
        [you] Λες πάσο
       *[other] { SEAT($seat, case: "start") } λέει πάσο
    }
event-auction-won = { $seat ->
        [you] Κερδίζεις τη δημοπρασία με { $value }
       *[other] { SEAT($seat, case: "start") } κερδίζει τη δημοπρασία με { $value }
    }
event-redeal = όλοι είπαν πάσο: { $seat ->
        [you] μοιράζεις ξανά
       *[other] { SEAT($seat) } μοιράζει ξανά
    }
event-nest-taken = { $seat ->
        [you] Παίρνεις
       *[other] { SEAT($seat, case: "start") } παίρνει
    } τη φωλιά: { CARDS($cards) }
event-discarded = { $seat ->
        [you] Πετάς
       *[other] { SEAT($seat, case: "start") } πετάει
    } { $n ->
        [0] { $value ->
            [one] { $value } φύλλο
           *[other] { $value } φύλλα
        }
       *[other] { CARDS($cards, case: "acc") }
    }
event-trump-named = { $seat ->
        [you] Ορίζεις
       *[other] { SEAT($seat, case: "start") } ορίζει
    } ατού: { SUIT($value) }
event-played = { $seat ->
        [you] Παίζεις
       *[other] { SEAT($seat, case: "start") } παίζει
    } { CARDS($cards, case: "acc") }
event-declared = { $seat ->
        [you] Δηλώνεις
       *[other] { SEAT($seat, case: "start") } δηλώνει
    } { CARDS($cards, case: "acc") }
event-trick-won = { $seat ->
        [you] Παίρνεις
       *[other] { SEAT($seat, case: "start") } παίρνει
    } τη μπάζα ({ $value ->
        [one] { $value } πόντος
       *[other] { $value } πόντοι
    })

event-nest-turned-up = η φωλιά γυρίζει ανοιχτή: { CARDS($cards) } ({ $value ->
        [one] { $value } πόντος
       *[other] { $value } πόντοι
    })

## Rook
rook-event-hand-started = { $seat ->
        [you] Μοιράζεις
       *[other] { SEAT($seat, case: "start") } μοιράζει
    } τη μοιρασιά { $value }
rook-event-hand-scored = { $declarer ->
        [you] Πρόσφερες { $bid } και { $made ->
            [true] τα έπιασες
           *[false] έπεσες
        }
       *[other] { SEAT($declarer, case: "start") } πρόσφερε { $bid } και { $made ->
            [true] τα έπιασε
           *[false] έπεσε
        }
    }: πόντοι { $points0 }-{ $points1 }, σκορ { SIGNED($score0) } / { SIGNED($score1) }

## Callbreak
callbreak-event-hand-started = γύρος { $value }: { $seat ->
        [you] μοιράζεις
       *[other] μοιράζει { SEAT($seat) }
    }
callbreak-event-bid = { $seat ->
        [you] Δηλώνεις { $value }
       *[other] { SEAT($seat, case: "start") } δηλώνει { $value }
    }
callbreak-event-trick-won = { $seat ->
        [you] Παίρνεις
       *[other] { SEAT($seat, case: "start") } παίρνει
    } τη μπάζα { $trick } ({ CARDS($cards) })
callbreak-event-hand-scored = σκορ της μοιρασιάς: { LIST($seats, type: "semicolon") }
callbreak-seat-score = { SEAT($seat, case: "start") }: { $seat ->
        [you] δήλωσες { $call }, πήρες { $tricks }
       *[other] δήλωσε { $call }, πήρε { $tricks }
    }, { SIGNED($score) }
callbreak-event-redeal = αδύναμο χέρι: ο ίδιος μοιραστής μοιράζει ξανά

## Τρακτέρ
shengji-event-hand-started = αρχίζει η μοιρασιά { $value }· { $seat ->
        [you] εσύ ανοίγεις
       *[other] ανοίγει { SEAT($seat) }
    } τις δηλώσεις
shengji-event-trump-named = { $suit ->
        [NT] χωρίς χρώμα ατού
       *[other] ατού είναι { SUIT($suit) }
    }· { $seat ->
        [you] μοιράζεις και παίρνεις
       *[other] μοιράζει και παίρνει { SEAT($seat) }
    } το ταλόνι
shengji-event-kitty-revealed = κανείς δεν δήλωσε: το ταλόνι γυρίζει ανοιχτό ({ CARDS($cards) })
shengji-event-kitty-turned-up = το κρυμμένο ταλόνι γυρίζει ανοιχτό: { CARDS($cards) } ({ $value ->
        [one] { $value } πόντος
       *[other] { $value } πόντοι
    }{ $counted ->
        [true] , ×{ $multiplier } = { $bonus } για τους επιτιθέμενους
       *[false] , μένουν στους αμυνόμενους
    })
shengji-event-kitty-taken = { $seat ->
        [you] Παίρνεις
       *[other] { SEAT($seat, case: "start") } παίρνει
    } το ταλόνι{ $n ->
        [0] {""}
       *[other] : { CARDS($cards) }
    }
shengji-event-discarded = { $seat ->
        [you] Βάζεις
       *[other] { SEAT($seat, case: "start") } βάζει
    } στο ταλόνι { $n ->
        [0] { $value } φύλλα
       *[other] { CARDS($cards, case: "acc") }
    }
shengji-event-throw-failed = το πολλαπλό άνοιγμα { $seat ->
        [you] σου
       *[other] { SEAT($seat, case: "gen") }
    } ({ CARDS($cards) }) μπορεί να κοπεί: ανοίγει μόνο { CARDS($played) }
shengji-event-trick-won = { $seat ->
        [you] Παίρνεις
       *[other] { SEAT($seat, case: "start") } παίρνει
    } τη μπάζα{ $value ->
        [0] {""}
       *[other] { " " }({ $value ->
            [one] { $value } πόντος
           *[other] { $value } πόντοι
        })
    }
shengji-event-hand-scored = οι επιτιθέμενοι έκαναν { $attacker_points } (ταλόνι { $kitty_points })· επίπεδα τώρα { $level0 } / { $level1 }· την επόμενη μοιράζει { $next_dealer ->
        [you] εσύ
       *[other] { SEAT($next_dealer) }
    }
event-claimed = { $seat ->
        [you] Διεκδικείς τις υπόλοιπες μπάζες και δείχνεις { CARDS($cards, case: "acc") }
       *[other] { SEAT($seat, case: "start") } διεκδικεί τις υπόλοιπες μπάζες και δείχνει { CARDS($cards, case: "acc") }
    }
