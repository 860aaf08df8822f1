### The browser page's Daily tab (static/js/daily.js).

page-daily-open = Denní výzva
page-daily-title = Denní výzva · { $day }
page-daily-intro = Dnes { $n ->
    [one] stejné rozdání
    [few] stejná { $n } rozdání
    [many] stejného { $n } rozdání
   *[other] stejných { $n } rozdání
} pro všechny, ze stejného místa, proti AI. Tvé skóre je tvůj výsledek minus výsledek AI z tvého místa se stejnými kartami. Jeden pokus denně, bez nápovědy.
page-daily-closes = Končí v { $time } (o půlnoci UTC).
page-daily-hash = Hash dnešního semínka (SHA-256), zveřejněný hned; semínko se ukáže, až den skončí:
page-daily-hash_then = Hash semínka zveřejněný na začátku dne:
page-daily-name = Tvé jméno v žebříčku
page-daily-need_name = Nejdřív napiš své jméno.
page-daily-play = Hrát
page-daily-continue = Pokračovat: rozdání { $i } z { $n }
page-daily-waiting_ai = Odehráno. Skóre se ukáže, až AI odehraje stejné karty.
page-daily-your_score = Tvé skóre: { $score }
page-daily-deal = Rozdání { $i }
page-daily-result = ty { $points }, AI { $ai }
page-daily-board_today = Dnešní žebříček
page-daily-board_day = Žebříček dne { $day }
page-daily-board_all = Za celou dobu
page-daily-board_empty = Zatím nikdo nedohrál.
page-daily-col_rank = #
page-daily-col_name = Jméno
page-daily-col_score = Skóre
page-daily-col_days = Dny
page-daily-past = Uzavřené dny
page-daily-pick_day = Den
page-daily-seed = Odhalené semínko:
page-daily-check = Ověřit
page-daily-check_ok = SHA-256 semínka odpovídá zveřejněnému hashi: rozdání byla pevně daná dřív, než kdokoli hrál.
page-daily-check_bad = SHA-256 semínka neodpovídá zveřejněnému hashi.
page-daily-replays = Záznamy her
page-daily-mine = Tvůj záznam
page-daily-best = Nejlepší: { $name } ({ $score })
page-daily-no_attempt = Tuto hru jsi ten den nehrál.
page-daily-next_deal = Další rozdání
page-daily-results = Zobrazit výsledky
