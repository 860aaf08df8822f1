### The browser page's Daily tab (static/js/daily.js).

page-daily-open = Provocarea zilei
page-daily-title = Provocarea zilei · { $day }
page-daily-intro = { $n ->
    [one] Aceeași mână
    [few] Aceleași { $n } mâini
   *[other] Aceleași { $n } de mâini
} pentru toți azi, de pe același loc, împotriva AI-ului. Scorul tău este rezultatul tău minus rezultatul AI-ului de pe locul tău, cu aceleași cărți. O încercare pe zi, fără indicii.
page-daily-closes = Se încheie la { $time } (miezul nopții UTC).
page-daily-hash = Hash-ul seminței de azi (SHA-256), publicat acum; sămânța se arată când se încheie ziua:
page-daily-hash_then = Hash-ul seminței, publicat la începutul zilei:
page-daily-name = Numele tău în clasament
page-daily-need_name = Scrie-ți mai întâi numele.
page-daily-play = Joacă
page-daily-continue = Continuă: mâna { $i } din { $n }
page-daily-waiting_ai = Ai jucat. Scorul apare după ce AI-ul joacă aceleași cărți.
page-daily-your_score = Scorul tău: { $score }
page-daily-deal = Mâna { $i }
page-daily-result = tu { $points }, AI-ul { $ai }
page-daily-board_today = Clasamentul de azi
page-daily-board_day = Clasamentul din { $day }
page-daily-board_all = Din totdeauna
page-daily-board_empty = Nimeni n-a terminat încă.
page-daily-col_rank = #
page-daily-col_name = Nume
page-daily-col_score = Scor
page-daily-col_days = Zile
page-daily-past = Zile încheiate
page-daily-pick_day = Ziua
page-daily-seed = Sămânța, dezvăluită:
page-daily-check = Verifică
page-daily-check_ok = SHA-256 al seminței se potrivește cu hash-ul publicat: mâinile au fost fixate înainte să joace cineva.
page-daily-check_bad = SHA-256 al seminței nu se potrivește cu hash-ul publicat.
page-daily-replays = Reluări
page-daily-mine = Reluarea ta
page-daily-best = Cel mai bun: { $name } ({ $score })
page-daily-no_attempt = Nu ai jucat acest joc în ziua aceea.
page-daily-next_deal = Mâna următoare
page-daily-results = Vezi rezultatele
