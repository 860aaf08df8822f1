### The browser page's Daily tab (static/js/daily.js).

page-daily-open = Ημερήσια πρόκληση
page-daily-title = Ημερήσια πρόκληση · { $day }
page-daily-intro = { $n ->
    [one] Η ίδια μοιρασιά
   *[other] Οι ίδιες { $n } μοιρασιές
} για όλους σήμερα, από την ίδια θέση, απέναντι στο AI. Το σκορ σου είναι το αποτέλεσμά σου μείον το αποτέλεσμα του AI από τη θέση σου με τα ίδια φύλλα. Μία προσπάθεια τη μέρα, χωρίς υποδείξεις.
page-daily-closes = Κλείνει στις { $time } (μεσάνυχτα UTC).
page-daily-hash = Το hash του σημερινού σπόρου (SHA-256), δημοσιευμένο τώρα· ο σπόρος φαίνεται όταν κλείσει η μέρα:
page-daily-hash_then = Το hash του σπόρου, δημοσιευμένο όταν άνοιξε η μέρα:
page-daily-name = Το όνομά σου στον πίνακα κατάταξης
page-daily-need_name = Γράψε πρώτα το όνομά σου.
page-daily-play = Παίξε
page-daily-continue = Συνέχεια: μοιρασιά { $i } από { $n }
page-daily-waiting_ai = Έπαιξες. Το σκορ σου φαίνεται μόλις το AI παίξει τα ίδια φύλλα.
page-daily-your_score = Το σκορ σου: { $score }
page-daily-deal = Μοιρασιά { $i }
page-daily-result = εσύ { $points }, το AI { $ai }
page-daily-board_today = Ο σημερινός πίνακας κατάταξης
page-daily-board_day = Πίνακας κατάταξης της { $day }
page-daily-board_all = Όλων των εποχών
page-daily-board_empty = Κανείς δεν έχει τελειώσει ακόμη.
page-daily-col_rank = #
page-daily-col_name = Όνομα
page-daily-col_score = Σκορ
page-daily-col_days = Μέρες
page-daily-past = Κλειστές μέρες
page-daily-pick_day = Μέρα
page-daily-seed = Ο σπόρος, αποκαλυμμένος:
page-daily-check = Έλεγχος
page-daily-check_ok = Το SHA-256 του σπόρου ταιριάζει με το δημοσιευμένο hash: οι μοιρασιές ήταν ορισμένες πριν παίξει οποιοσδήποτε.
page-daily-check_bad = Το SHA-256 του σπόρου δεν ταιριάζει με το δημοσιευμένο hash.
page-daily-replays = Επαναλήψεις
page-daily-mine = Η επανάληψή σου
page-daily-best = Καλύτερος: { $name } ({ $score })
page-daily-no_attempt = Δεν έπαιξες αυτό το παιχνίδι εκείνη τη μέρα.
page-daily-next_deal = Επόμενη μοιρασιά
page-daily-results = Δες τα αποτελέσματα
