### The browser page's Daily tab (static/js/daily.js).

page-daily-open = Napi kihívás
page-daily-title = Napi kihívás · { $day }
page-daily-intro = Ma mindenki ugyanazokkal a lapokkal játszik: { $n ->
    [one] egy leosztás
   *[other] { $n } leosztás
}, ugyanarról a helyről, a gép ellen. A pontszámod a te eredményed mínusz a gép saját eredménye a te helyedről, ugyanazokkal a lapokkal. Naponta egy próbálkozás, tippek nélkül.
page-daily-closes = Zárás: { $time } (éjfél, UTC).
page-daily-hash = A mai mag hash-e (SHA-256), most közzétéve; a magot a nap zárásakor mutatjuk meg:
page-daily-hash_then = A nap kezdetén közzétett mag-hash:
page-daily-name = A neved a ranglistán
page-daily-need_name = Előbb írd be a neved.
page-daily-play = Játék
page-daily-continue = Folytatás: { $i }. leosztás / { $n }
page-daily-waiting_ai = Lejátszva. A pontszámod akkor jelenik meg, amikor a gép is lejátszotta ugyanezeket a lapokat.
page-daily-your_score = A pontszámod: { $score }
page-daily-deal = { $i }. leosztás
page-daily-result = te { $points }, a gép { $ai }
page-daily-board_today = A mai ranglista
page-daily-board_day = Ranglista, { $day }
page-daily-board_all = Mindenkori
page-daily-board_empty = Még senki sem fejezte be.
page-daily-col_rank = #
page-daily-col_name = Név
page-daily-col_score = Pontszám
page-daily-col_days = Napok
page-daily-past = Lezárt napok
page-daily-pick_day = Nap
page-daily-seed = A felfedett mag:
page-daily-check = Ellenőrzés
page-daily-check_ok = A mag SHA-256 értéke egyezik a közzétett hash-sel: a leosztások már azelőtt rögzítve voltak, hogy bárki játszott volna.
page-daily-check_bad = A mag SHA-256 értéke nem egyezik a közzétett hash-sel.
page-daily-replays = Visszajátszások
page-daily-mine = A te visszajátszásod
page-daily-best = A legjobb: { $name } ({ $score })
page-daily-no_attempt = Azon a napon nem játszottál ezzel a játékkal.
page-daily-next_deal = Következő leosztás
page-daily-results = Eredmények
