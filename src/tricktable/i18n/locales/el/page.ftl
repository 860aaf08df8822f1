### The browser page's own words (tab names, buttons, labels), looked up by static/js/i18n.js t(key).

page-tab-play = Παιχνίδι
page-tab-settings = Ρυθμίσεις
page-tab-info = Πληροφορίες
page-tab-history = Ιστορικό
page-tab-stats = Στατιστικά
page-welcome-text = Κάτσε με έναν συμπαίκτη AI απέναντι σε δύο αντιπάλους AI.
page-btn-new_game = Νέο παιχνίδι
page-btn-hint = Βοήθεια
page-btn-last_trick = Τελευταία μπάζα
page-btn-score_sheet = Πίνακας σκορ
page-btn-reset = Επαναφορά
page-btn-next_hand = Επόμενη μοιρασιά
page-btn-next_round = Επόμενος γύρος
page-btn-end_game = Τέλος παιχνιδιού
page-btn-close = Κλείσιμο
page-btn-play_selected = Παίξε τα επιλεγμένα
page-btn-discard_selected = Πέτα τα επιλεγμένα
page-btn-declare_selected = Δήλωσε τα επιλεγμένα
page-btn-pass = Πάσο
page-btn-prev = Προηγούμενο
page-btn-next = Επόμενο
page-btn-replay = Επανάληψη
page-set-game = Παιχνίδι
page-set-variant = Παιχνίδι και παραλλαγή
page-set-ai = Επίπεδο AI
page-set-display = Εμφάνιση
page-set-language = Γλώσσα
page-set-speed = Ταχύτητα κίνησης
page-set-card_size = Μέγεθος φύλλων
page-set-contrast = Αντίθεση
page-set-grain = Κόκκος
page-set-temperature = Θερμοκρασία χρώματος
page-set-options = Επιλογές κανόνων
page-set-applies_next = Οι αλλαγές ισχύουν από το επόμενο νέο παιχνίδι.
page-seat-you = Εσύ
page-seat-partner = Συμπαίκτης
page-seat-left = Αριστερά
page-seat-right = Δεξιά
page-seat-across = Απέναντι
page-status-your_turn = Σειρά σου
page-status-waiting = { $name } σκέφτεται…
page-status-hand_over = Η μοιρασιά τελείωσε
page-status-round_over = Ο γύρος τελείωσε
page-status-connecting = Σύνδεση…
page-status-reconnecting = Η σύνδεση χάθηκε· επανασύνδεση…
page-status-busy = Ο διακομιστής είναι απασχολημένος· νέα προσπάθεια…
page-status-broken = Η καταγραφή αυτού του παιχνιδιού δεν μπορεί να αναπαραχθεί, οπότε δεν μπορεί να συνεχιστεί. Ξεκίνα νέο παιχνίδι.
page-phase-bid = Δημοπρασία
page-phase-exchange = Ανταλλαγή φωλιάς
page-phase-trump = Επιλογή ατού
page-phase-declare = Δηλώσεις
page-phase-play = Παιχνίδι
page-phase-over = Τέλος μοιρασιάς
page-act-bid = Δήλωση { $n }
page-act-call = Δήλωση { $n }
page-act-trump = Ατού: { $x }
page-act-play = Παίξε { $x }
page-act-discard = Πέτα { $x }
page-act-declare = Δήλωσε { $x }
page-label-trump = Ατού
page-label-dealer = Μοιράζει
page-label-bid = Δήλωση
page-label-declarer = Δηλών
page-label-points = Πόντοι
page-label-score = Σκορ
page-label-hand = Μοιρασιά
page-label-your_hand = Τα φύλλα σου
page-label-made = πέτυχε
page-label-set = απέτυχε
page-label-we = Εμείς
page-label-they = Αυτοί
page-label-total = Σύνολο
page-label-cards = { $n ->
        [one] { $n } φύλλο
       *[other] { $n } φύλλα
    }
page-label-calls = Δηλώσεις
page-label-tricks = Μπάζες
page-label-attackers = Πόντοι επιτιθέμενων
page-label-level = Επίπεδο
page-label-details = Λεπτομέρειες
page-label-nest = Φωλιά
page-sel-choose = Επίλεξε { $n ->
        [one] { $n } φύλλο
       *[other] { $n } φύλλα
    }
page-sel-selected = { $n ->
        [one] { $n } επιλεγμένο
       *[other] { $n } επιλεγμένα
    }
page-check-ok = Επιτρέπεται
page-summary-title_hand = Μοιρασιά { $n }
page-summary-title_round = Γύρος { $n }
page-summary-made = { $name } πέτυχε τη δήλωση { $bid }
page-summary-set = { $name } απέτυχε στη δήλωση { $bid }
page-summary-redeal = Χωρίς συμβόλαιο: νέα μοιρασιά
page-match-won = Κέρδισες τον αγώνα!
page-match-lost = Έχασες τον αγώνα
page-match-lost_to = Έχασες τον αγώνα. Νικητής του αγώνα: { $name }
page-match-over = Ο αγώνας τελείωσε
page-hint-suggest = Πρόταση: { $a }
page-last-none = Δεν έχει παιχτεί μπάζα ακόμα
page-last-won_by = Την πήρε: { $name }
page-history-empty = Κανένα ολοκληρωμένο παιχνίδι ακόμα.
page-history-when = Πότε
page-history-result = Αποτέλεσμα
page-history-won = νίκη
page-history-lost = ήττα
page-replay-deal = Η μοιρασιά
page-replay-step = Βήμα { $i } από { $n }
page-replay-review_played = το φύλλο σου
page-replay-review_best = το καλύτερο
page-replay-review_all = Όλες οι αποφάσεις αυτής της μοιρασιάς
page-replay-review_none = Καμία ανάλυση για αυτή τη μοιρασιά: αναλύονται μόνο οι μοιρασιές που παίχτηκαν ως το τέλος.
page-stats-empty = Ολοκλήρωσε ένα παιχνίδι για στατιστικά.
page-stats-variant = Παραλλαγή
page-stats-played = Παιχνίδια
page-stats-won = Νίκες
page-stats-bids = Δηλώσεις που βγήκαν
page-stats-avg_points = Μέσοι πόντοι
page-stats-avg_score = Μέσο σκορ μοιρασιάς
page-colour-R = κόκκινο
page-colour-Y = κίτρινο
page-colour-G = πράσινο
page-colour-B = μαύρο
page-suit-S = μπαστούνια
page-suit-H = κούπες
page-suit-D = καρό
page-suit-C = σπαθιά
page-suit-NT = χωρίς ατού
page-err-generic = Κάτι πήγε στραβά: { $m }
page-btn-play = Αναπαραγωγή
page-btn-pause = Παύση
page-replay-jump = Μετάβαση σε μπάζα…
page-replay-trick = Μπάζα { $n }
page-welcome-team = Κάτσε με έναν συμπαίκτη AI απέναντί σου, κόντρα σε δύο αντιπάλους AI.
page-welcome-callbreak = Ο καθένας για τον εαυτό του: εσύ απέναντι σε τρεις παίκτες AI. Δήλωσε πόσες μπάζες θα πάρεις.
page-welcome-solo = Εσύ απέναντι σε τρεις παίκτες AI.
page-btn-games = Παιχνίδια
page-btn-resume = Συνέχεια
page-btn-cancel = Άκυρο
page-btn-start_new = Ξεκίνα νέο παιχνίδι
page-btn-finish_match = Τέλος του αγώνα
page-btn-other_game = Διάλεξε άλλο παιχνίδι
page-btn-hand_summary = Σύνοψη μοιρασιάς
page-btn-round_summary = Σύνοψη γύρου
page-btn-bury_selected = Τα επιλεγμένα στο ταλόνι
page-confirm-new_title = Νέο παιχνίδι;
page-confirm-new_text = Αυτό το παιχνίδι δεν τελείωσε. Μένει στα παιχνίδια σε εξέλιξη: μπορείς να το συνεχίσεις όποτε θέλεις.
page-confirm-end_title = Τέλος του παιχνιδιού τώρα;
page-confirm-end_text = Ο αγώνας δεν έχει κριθεί ακόμα. Θα καταγραφεί ως εγκαταλειμμένος: δεν τον κερδίζει κανείς.
page-confirm-finish_title = Τέλος του αγώνα εδώ;
page-confirm-finish_text = Αυτός ο αγώνας δεν έχει καθορισμένο τέλος: κερδίζει το μεγαλύτερο σύνολο τώρα.
page-games-title = Παιχνίδια σε εξέλιξη
page-games-none = Κανένα παιχνίδι σε εξέλιξη.
page-games-last_move = Τελευταία κίνηση
page-match-abandoned = Εγκαταλειμμένο παιχνίδι
page-match-abandoned_note = Τελείωσε πριν κριθεί ο αγώνας: δεν κέρδισε κανείς.
page-history-abandoned = εγκαταλείφθηκε
page-stats-abandoned = Εγκαταλειμμένα
page-info-playing = Οι κανόνες του παιχνιδιού στο τραπέζι: { $name }
page-label-ai_level = AI · { $level }
page-label-call = Δήλωση
page-label-round = Γύρος
page-label-levels = Επίπεδα
page-label-kitty = Ταλόνι
page-label-from_nest = Από τη φωλιά
page-label-from_kitty = Από το ταλόνι
page-badge-call = Δήλωση { $n }
page-badge-tricks = Μπάζες { $n }
page-badge-points = Πόντοι { $n }
page-badge-defending = Αμύνεται
page-badge-thinking = σκέφτεται…
page-phase-callbreak-bid = Δηλώσεις
page-phase-shengji-exchange = Κρύψε το ταλόνι
page-act-bury = Στο ταλόνι: { $x }
page-act-declare_one = Δήλωσε { $suit }: { $card }
page-act-declare_pair = Δήλωσε { $suit }: ζευγάρι { $card }
page-act-declare_nt = Δήλωσε χωρίς ατού: ζευγάρι { $card }
page-unit-single = Μονό { $x }
page-unit-pair = Ζευγάρι { $x }
page-unit-tractor = Τρακτέρ { $x }
page-unit-cards = Παίξε { $x }
page-card-big_joker = μεγάλος τζόκερ
page-card-small_joker = μικρός τζόκερ
page-trick-won = { $name } παίρνει τη μπάζα
page-trick-won_points = { $name } παίρνει τη μπάζα (+{ $n })
page-score-to_target = έως { $n }
page-score-to_past_a = Κερδίζει η πρώτη ομάδα που περνά τον άσο
page-score-attackers = Επιτιθέμενοι ({ $side }): { $n } / 80
page-score-rounds_of = Γύρος { $i } από { $n }
page-score-open_ended = Χωρίς καθορισμένο τέλος
page-summary-nest_points = Αξίζει { $pts } πόντους, { $side ->
        [we] για εμάς
        [they] για αυτούς
       *[other] υπέρ { SEAT($side, case: "gen") }
    }: { $why }.
page-summary-nest_last = { $name } πήρε την τελευταία μπάζα
page-summary-nest_declarer = πηγαίνει στην ομάδα του δηλούντος
page-summary-kitty_counted = { $pts } πόντοι × { $m } = { $total } για τους επιτιθέμενους: { $name } πήρε την τελευταία μπάζα.
page-summary-kitty_kept = { $pts } πόντοι, μένουν στους αμυνόμενους: { $name } πήρε την τελευταία μπάζα.
page-set-sound = Ήχος
page-set-sound_help = Ένας σύντομος ήχος όταν είναι η σειρά σου και σε κάθε μπάζα, φτιαγμένος στη σελίδα.
page-speed-slow_end = Αργά
page-speed-fast_end = Γρήγορα
page-speed-slowest = Πολύ αργά
page-speed-slow = Αργά
page-speed-normal = Κανονικά
page-speed-fast = Γρήγορα
page-speed-fastest = Πολύ γρήγορα
page-temp-neutral = ουδέτερη
page-temp-warm = θερμότερη ({ $n })
page-temp-cool = ψυχρότερη ({ $n })
page-level-easy = εύκολο
page-level-normal = κανονικό
page-level-hard = δύσκολο
page-level-heuristic = με κανόνες
page-level-random = τυχαίο
page-variant-rook-crowsnest = Rook CrowsNest
page-variant-rook-tournament = Rook τουρνουά
page-variant-rook-partnership = Rook με ζευγάρια
page-variant-rook-one_high = Rook με ψηλό 1
page-variant-rook-red_one = Rook με κόκκινο 1
page-variant-rook-buckeye = Rook Buckeye
page-variant-rook-dixie = Rook Dixie
page-variant-callbreak-master = Callbreak (Master)
page-variant-callbreak-standard = Callbreak (κλασικό)
page-variant-shengji-tractor = Τρακτέρ (Shengji)
page-opt-numbers = Αριθμοί φύλλων
page-opt-numbers-help = Ποιοι αριθμοί υπάρχουν σε κάθε χρώμα της τράπουλας.
page-opt-bird = Το φύλλο πουλί
page-opt-bird-help = Το φύλλο Rook (ή Crow) είναι στην τράπουλα.
page-opt-red_one = Το κόκκινο 1
page-opt-red_one-help = Το κόκκινο 1 είναι ειδικό φύλλο: το πιο δυνατό ατού.
page-opt-hand_size = Φύλλα ανά χέρι
page-opt-hand_size-help = Πόσα φύλλα παίρνει κάθε παίκτης· τα υπόλοιπα είναι η φωλιά.
page-opt-ones_high = Ψηλοί άσσοι
page-opt-ones_high-help = Τα 1 είναι πιο δυνατά από τα 14.
page-opt-points = Φύλλα με πόντους
page-opt-points-help = Ποιοι αριθμοί δίνουν πόντους όταν κερδίζονται σε μπάζα, και πόσους.
page-opt-bird_points = Πόντοι του πουλιού
page-opt-bird_points-help = Πόσο αξίζει το φύλλο Rook (ή Crow).
page-opt-red_one_points = Πόντοι του κόκκινου 1
page-opt-red_one_points-help = Πόσο αξίζει το κόκκινο 1.
page-opt-bird_rank = Η αξία του πουλιού
page-opt-bird_rank-help = Πού βρίσκεται το πουλί ανάμεσα στα ατού.
page-opt-bird_any_time = Το πουλί οποτεδήποτε
page-opt-bird_any_time-help = Το πουλί παίζεται ακόμα κι αν μπορείς να ακολουθήσεις το χρώμα.
page-opt-bird_name = Όνομα του πουλιού
page-opt-bird_name-help = Πώς λέγεται το φύλλο πουλί στο τραπέζι (Rook, Crow…).
page-opt-majority_bonus = Μπόνους για τις περισσότερες μπάζες
page-opt-majority_bonus-help = Πόντοι για την ομάδα με τις περισσότερες μπάζες (κανείς σε ισοπαλία).
page-opt-min_bid = Ελάχιστη δήλωση
page-opt-min_bid-help = Η πρώτη δήλωση πρέπει να είναι τουλάχιστον τόση.
page-opt-bid_step = Βήμα δήλωσης
page-opt-bid_step-help = Κάθε δήλωση ανεβάζει την προηγούμενη κατά πολλαπλάσιο αυτού.
page-opt-max_bid = Μέγιστη δήλωση
page-opt-max_bid-help = Όποιος τη δηλώσει κλείνει αμέσως τη δημοπρασία.
page-opt-max_bid-none = όλοι οι πόντοι της μοιρασιάς
page-opt-all_pass = Όταν όλοι πάνε πάσο
page-opt-all_pass-help = Τι γίνεται όταν κανείς δεν δηλώνει.
page-opt-nest_points_to = Οι πόντοι της φωλιάς πάνε
page-opt-nest_points_to-help = Ποιος παίρνει τους πόντους των φύλλων της φωλιάς.
page-opt-first_lead = Πρώτο άνοιγμα
page-opt-first_lead-help = Ποιος ανοίγει την πρώτη μπάζα.
page-opt-last_trick_bonus = Μπόνους για την τελευταία μπάζα
page-opt-last_trick_bonus-help = Πόντοι για την ομάδα που παίρνει την τελευταία μπάζα.
page-opt-target = Παιχνίδι μέχρι
page-opt-target-help = Κερδίζει η πρώτη ομάδα που φτάνει αυτό το σκορ.
page-opt-made_bid_scores = Μια πετυχημένη δήλωση δίνει
page-opt-made_bid_scores-help = Τι παίρνει η ομάδα που πετυχαίνει τη δήλωσή της.
page-opt-min_call = Ελάχιστη δήλωση
page-opt-min_call-help = Κάθε παίκτης δηλώνει τουλάχιστον τόσες μπάζες.
page-opt-max_call = Μέγιστη δήλωση
page-opt-max_call-help = Κανείς δεν δηλώνει περισσότερες μπάζες από αυτές.
page-opt-success = Μια δήλωση πετυχαίνει με
page-opt-success-help = Πόσες μπάζες εκπληρώνουν μια δήλωση.
page-opt-overtrick_scoring = Επιπλέον μπάζες
page-opt-overtrick_scoring-help = Τι προσθέτει κάθε μπάζα πάνω από μια πετυχημένη δήλωση.
page-opt-bonus_call_from = Οι μεγάλες δηλώσεις αξίζουν 13
page-opt-bonus_call_from-help = Μια πετυχημένη δήλωση τουλάχιστον τόσων μπαζών αξίζει 13.
page-opt-bonus_call_from-none = χωρίς μπόνους δηλώσεις
page-opt-must_head_when_following = Υποχρεωτικό να κόψεις πιο ψηλά
page-opt-must_head_when_following-help = Όταν ακολουθείς το χρώμα, παίξε πιο ψηλά από το καλύτερο φύλλο, αν μπορείς.
page-opt-must_overtrump_when_void = Υποχρεωτικό ατού όταν δεν έχεις
page-opt-must_overtrump_when_void-help = Χωρίς το χρώμα που ζητείται, παίζεις μπαστούνι (πιο ψηλό από όσα παίχτηκαν, αν μπορείς).
page-opt-redeal_weak_hands = Νέα μοιρασιά για αδύναμα χέρια
page-opt-redeal_weak_hands-help = Χέρι χωρίς μπαστούνι ή χωρίς J, Q, K μοιράζεται ξανά.
page-opt-rounds = Γύροι
page-opt-rounds-help = Πόσους γύρους κρατά ο αγώνας.
page-opt-rounds-none = χωρίς τέλος: σταματάς όποτε θέλεις
page-opt-direction = Φορά του παιχνιδιού
page-opt-direction-help = Προς τα πού περνά η σειρά γύρω από το τραπέζι.
page-opt-strict_tractor_follow = Τρακτέρ σε τρακτέρ
page-opt-strict_tractor_follow-help = Σε τρακτέρ απαντάς με τρακτέρ, αν έχεις.
page-opt-must_defend_a = Υπεράσπιση στον άσο
page-opt-must_defend_a-help = Μια ομάδα στο επίπεδο Α πρέπει να κερδίσει μια μοιρασιά αμυνόμενη για να πάρει τον αγώνα.
page-opt-start_level = Αρχή από το επίπεδο
page-opt-start_level-help = Και οι δύο ομάδες ξεκινούν τον αγώνα από αυτό το επίπεδο: ένα μεγαλύτερο επίπεδο κάνει τον αγώνα πιο σύντομο.
page-opt-kitty_multiplier = Πολλαπλασιαστής ταλονιού
page-opt-kitty_multiplier-help = Πώς μετρούν οι πόντοι του ταλονιού για τους επιτιθέμενους που παίρνουν την τελευταία μπάζα.
page-opt-throws = Ρίξεις
page-opt-throws-help = Άνοιγμα με πολλές μονάδες ενός χρώματος, αν κανείς δεν μπορεί να τις κόψει.
page-opt-first_dealer_rule = Πρώτος που μοιράζει
page-opt-first_dealer_rule-help = Ποιος μοιράζει πρώτος: όποιος δήλωσε πρώτος ή όποιος κέρδισε τη δήλωση.
page-opt-first_auction_seat = Ανοίγει την πρώτη δήλωση
page-opt-first_auction_seat-help = Η θέση που δηλώνει πρώτη στην πρώτη μοιρασιά.
page-optval-first_auction_seat-table = ο πρώτος που μοιράζει στον αγώνα
page-optval-bird_rank-high = το πιο ψηλό ατού
page-optval-bird_rank-low = το πιο χαμηλό ατού
page-optval-bird_rank-ten_and_half = ανάμεσα στο ατού 10 και 11
page-optval-all_pass-redeal = νέα μοιρασιά
page-optval-all_pass-dealer_forced_min = ο μοιραστής παίρνει την ελάχιστη δήλωση
page-optval-nest_points_to-last_trick = η ομάδα που παίρνει την τελευταία μπάζα
page-optval-nest_points_to-declarer = η ομάδα του δηλούντος
page-optval-first_lead-left_of_dealer = ο παίκτης μετά τον μοιραστή
page-optval-first_lead-declarer = ο δηλών
page-optval-made_bid_scores-captured = τους πόντους που πήρε
page-optval-made_bid_scores-bid = τη δήλωση
page-optval-last_trick_bonus-none = κανένα
page-optval-success-window = τη δήλωση ή μία παραπάνω
page-optval-success-at_least = τη δήλωση ή περισσότερες
page-optval-overtrick_scoring-none = τίποτα
page-optval-overtrick_scoring-tenth = 0,1 η καθεμία
page-optval-direction-ccw = αριστερόστροφα
page-optval-direction-cw = δεξιόστροφα
page-optval-kitty_multiplier-times = × 2 για κάθε φύλλο του τελευταίου ανοίγματος
page-optval-kitty_multiplier-power = διπλασιάζεται για κάθε φύλλο του τελευταίου ανοίγματος
page-optval-start_level-2 = 2
page-optval-start_level-3 = 3
page-optval-start_level-4 = 4
page-optval-start_level-5 = 5
page-optval-start_level-6 = 6
page-optval-start_level-7 = 7
page-optval-start_level-8 = 8
page-optval-start_level-9 = 9
page-optval-start_level-10 = 10
page-optval-start_level-J = J
page-optval-start_level-Q = Q
page-optval-start_level-K = K
page-optval-start_level-A = A
page-optval-first_dealer_rule-first_declarer = όποιος δηλώνει πρώτος
page-optval-first_dealer_rule-winning_declarer = όποιος κερδίζει τη δήλωση
page-set-options_ok = Αυτές οι επιλογές ταιριάζουν.
page-set-options_bad = Αυτές οι επιλογές δεν ταιριάζουν: { $m }
page-set-add_counter = Πρόσθεσε φύλλο με πόντους
page-set-remove = Αφαίρεση
page-set-counter_worth = αξίζει
page-set-defaults = Επιστροφή στους κανόνες της παραλλαγής
page-opt-no_counters_in_nest = Χωρίς φύλλα με πόντους στη φωλιά
page-opt-no_counters_in_nest-help = Ο αγοραστής αφήνει φύλλο με πόντους στη φωλιά μόνο αν έχει πολύ λίγα άλλα φύλλα.
page-opt-shoot_the_moon = Όλοι οι πόντοι
page-opt-shoot_the_moon-help = Μια ομάδα που παίρνει όλους τους πόντους της μοιρασιάς γράφει διπλά.
page-opt-minus_target_loses = Ήττα στο μείον του στόχου
page-opt-minus_target_loses-help = Η ομάδα της οποίας το σκορ πέσει στο μείον του στόχου ή χαμηλότερα χάνει τον αγώνα.
page-opt-must_head_until_trumped = Ξεπέρασμα μόνο μέχρι το κόψιμο
page-opt-must_head_until_trumped-help = Με το «Υποχρεωτικό να κόψεις πιο ψηλά»: αφού η μπάζα κοπεί με μπαστούνι, απαντάς στο χρώμα χωρίς να χρειάζεται να ξεπεράσεις.
page-last-won_by_you = Την πήρες εσύ
page-trick-won_you = Παίρνεις τη μπάζα
page-trick-won_points_you = Παίρνεις τη μπάζα (+{ $n })
page-summary-nest_last_you = εσύ πήρες την τελευταία μπάζα
page-summary-kitty_counted_you = { $pts } πόντοι × { $m } = { $total } για τους επιτιθέμενους: εσύ πήρες την τελευταία μπάζα.
page-summary-kitty_kept_you = { $pts } πόντοι, μένουν στους αμυνόμενους: εσύ πήρες την τελευταία μπάζα.

## Card faces: the colour letters beside the shapes on Rook cards, and the joker's word
page-colour_letter-R = Κο
page-colour_letter-Y = Κι
page-colour_letter-G = Π
page-colour_letter-B = Μ
page-card-joker_word = ΤΖΟΚΕΡ
page-btn-bid_lower = Χαμηλότερα
page-btn-bid_higher = Υψηλότερα
page-score-defend_a = Κερδίζει η ομάδα που, στον άσο, αμύνεται με επιτυχία

## What a seat did, as an event (the replay's and the lobby's lines).
page-did-bid = { $you ->
        [yes] Δήλωσες { $n }
       *[other] { $who } δήλωσε { $n }
    }
page-did-call = { $you ->
        [yes] Δήλωσες { $n }
       *[other] { $who } δήλωσε { $n }
    }
page-did-pass = { $you ->
        [yes] Είπες πάσο
       *[other] { $who } είπε πάσο
    }
page-did-trump = { $you ->
        [yes] Όρισες ατού: { $x }
       *[other] { $who } όρισε ατού: { $x }
    }
page-did-play = { $you ->
        [yes] Έπαιξες { $x }
       *[other] { $who } έπαιξε { $x }
    }
page-did-discard = { $you ->
        [yes] Πέταξες { $x }
       *[other] { $who } πέταξε { $x }
    }
page-did-bury = { $you ->
        [yes] Έβαλες στο ταλόνι: { $x }
       *[other] { $who } έβαλε στο ταλόνι: { $x }
    }
page-did-declare = { $you ->
        [yes] Δήλωσες { $x }
       *[other] { $who } δήλωσε { $x }
    }
page-did-declare_one = { $you ->
        [yes] Δήλωσες { $suit }: { $card }
       *[other] { $who } δήλωσε { $suit }: { $card }
    }
page-did-declare_pair = { $you ->
        [yes] Δήλωσες { $suit }: ζευγάρι { $card }
       *[other] { $who } δήλωσε { $suit }: ζευγάρι { $card }
    }
page-did-declare_nt = { $you ->
        [yes] Δήλωσες χωρίς ατού: ζευγάρι { $card }
       *[other] { $who } δήλωσε χωρίς ατού: ζευγάρι { $card }
    }
page-btn-claim = Διεκδίκησε τις υπόλοιπες
page-claim-shown = { $seat } διεκδίκησε όλες τις υπόλοιπες μπάζες με αυτά τα φύλλα
page-claim-shown_you = Διεκδίκησες όλες τις υπόλοιπες μπάζες με αυτά τα φύλλα
page-did-claim = { $you ->
        [yes] Διεκδίκησες τις υπόλοιπες: { $x }
       *[other] { $who } διεκδίκησε τις υπόλοιπες: { $x }
    }
page-claim-title = Δείξε τα φύλλα σου και πάρε όλες τις υπόλοιπες μπάζες: κανείς δεν μπορεί να τα κερδίσει, ό,τι κι αν κρατά
page-set-ai_levels = Επίπεδα AI
page-set-ai_bots = Εξωτερικά bots
page-set-ai_policies = Εκπαιδευμένες πολιτικές
page-bot-http = Bot στο { $where }
page-bot-bhoos = Bot Bhoos στο { $where }
page-bot-cmd = Πρόγραμμα { $name }
page-bot-policy = Πολιτική { $name }
page-profile-title = Το προφίλ σου
page-profile-help = Κράτα το όνομά σου, ένα πρόσωπο και τα παιχνίδια σου σε αυτόν τον διακομιστή και άνοιξέ τα σε άλλη συσκευή με τον προσωπικό σου κωδικό. Χωρίς κωδικό πρόσβασης και χωρίς e-mail: ο κωδικός είναι το κλειδί, γι’ αυτό κράτησέ τον για σένα.
page-profile-make = Φύλαξε το προφίλ μου σε αυτόν τον διακομιστή
page-profile-other_face = Άλλο πρόσωπο
page-profile-code_is = Ο προσωπικός σου κωδικός (ανοίγει αυτό το προφίλ σε κάθε συσκευή· κράτησέ τον μυστικό):
page-profile-link = Προσωπικός σύνδεσμος
page-profile-show_code = Δείξε τον κωδικό μου
page-profile-save = Αποθήκευση τώρα
page-profile-saved = Αποθηκεύτηκε. Παιχνίδια στο προφίλ: { $n }
page-profile-revoke = Νέος κωδικός
page-profile-revoke_text = Ο παλιός κωδικός και ο σύνδεσμος σταματούν αμέσως να ισχύουν· αυτή η συσκευή παίρνει τον νέο κωδικό.
page-profile-forget = Ξέχασέ το σε αυτή τη συσκευή
page-profile-other_device = Κωδικός από άλλη συσκευή:
page-profile-open = Άνοιγμα
page-profile-opened = Το προφίλ άνοιξε. Παιχνίδια που προστέθηκαν στο Ιστορικό και στα Στατιστικά: { $n }
page-set-opponents = Αντίπαλοι
