### The browser page's own words (tab names, buttons, labels), looked up by static/js/i18n.js t(key).

page-tab-play = Játék
page-tab-settings = Beállítások
page-tab-info = Információ
page-tab-history = Előzmények
page-tab-stats = Statisztika
page-welcome-text = Ülj le egy gépi társsal két gépi ellenfél ellen.
page-btn-new_game = Új játék
page-btn-hint = Tipp
page-btn-last_trick = Utolsó ütés
page-btn-score_sheet = Eredménylap
page-btn-reset = Visszaállítás
page-btn-next_hand = Következő leosztás
page-btn-next_round = Következő kör
page-btn-end_game = Játék vége
page-btn-close = Bezárás
page-btn-play_selected = Kijelöltek kijátszása
page-btn-discard_selected = Kijelöltek eldobása
page-btn-declare_selected = Kijelöltek bemondása
page-btn-pass = Passz
page-btn-prev = Előző
page-btn-next = Következő
page-btn-replay = Visszajátszás
page-set-game = Játék
page-set-variant = Játék és változat
page-set-ai = Gépi szint
page-set-display = Megjelenés
page-set-language = Nyelv
page-set-speed = Animáció sebessége
page-set-card_size = Kártyaméret
page-set-contrast = Kontraszt
page-set-grain = Szemcsézettség
page-set-temperature = Színhőmérséklet
page-set-options = Szabálybeállítások
page-set-applies_next = A változások a következő új játéktól érvényesek.
page-seat-you = Te
page-seat-partner = Társ
page-seat-left = Bal
page-seat-right = Jobb
page-seat-across = Szemben
page-status-your_turn = Te következel
page-status-waiting = { $name } gondolkodik…
page-status-hand_over = A leosztásnak vége
page-status-round_over = A körnek vége
page-status-connecting = Kapcsolódás…
page-status-reconnecting = Megszakadt a kapcsolat; újrakapcsolódás…
page-status-busy = A szerver foglalt; újrapróbálkozás…
page-status-broken = Ennek a játéknak a felvétele nem játszható vissza, ezért nem folytatható. Kezdj új játékot.
page-phase-bid = Licit
page-phase-exchange = Fészekcsere
page-phase-trump = Adu választása
page-phase-declare = Bemondások
page-phase-play = Játék
page-phase-over = Leosztás vége
page-act-bid = Licit { $n }
page-act-call = Bemondás { $n }
page-act-trump = Adu: { $x }
page-act-play = Kijátszás: { $x }
page-act-discard = Eldobás: { $x }
page-act-declare = Bemondás: { $x }
page-label-trump = Adu
page-label-dealer = Osztó
page-label-bid = Licit
page-label-declarer = Felvevő
page-label-points = Pontok
page-label-score = Eredmény
page-label-hand = Leosztás
page-label-your_hand = A lapjaid
page-label-made = teljesítve
page-label-set = bukott
page-label-we = Mi
page-label-they = Ők
page-label-total = Összesen
page-label-cards = { $n } lap
page-label-calls = Bemondások
page-label-tricks = Ütések
page-label-attackers = Támadók pontjai
page-label-level = Szint
page-label-details = Részletek
page-label-nest = Fészek
page-sel-choose = Jelölj ki { $n } lapot
page-sel-selected = { $n } kijelölve
page-check-ok = Szabályos
page-summary-title_hand = { $n }. leosztás
page-summary-title_round = { $n }. kör
page-summary-made = { $name } teljesítette { ARTICLE($bid) } { $bid } licitet
page-summary-set = { $name } elbukta { ARTICLE($bid) } { $bid } licitet
page-summary-redeal = Nincs vállalás: újraosztás
page-match-won = Megnyerted a mérkőzést!
page-match-lost = Elvesztetted a mérkőzést
page-match-lost_to = Elvesztetted a mérkőzést. A mérkőzés győztese: { $name }
page-match-over = A mérkőzésnek vége
page-hint-suggest = Javaslat: { $a }
page-last-none = Még nem volt ütés
page-last-won_by = { $name } vitte
page-history-empty = Még nincs befejezett játék.
page-history-when = Mikor
page-history-result = Eredmény
page-history-won = nyert
page-history-lost = vesztett
page-replay-deal = Az osztás
page-replay-step = { $i }. lépés / { $n }
page-replay-review_played = a te lapod
page-replay-review_best = a legjobb
page-replay-review_all = A leosztás minden döntése
page-replay-review_none = Ehhez a leosztáshoz nincs elemzés: csak a végigjátszott leosztásokat elemezzük.
page-stats-empty = Fejezz be egy játékot a statisztikához.
page-stats-variant = Változat
page-stats-played = Lejátszott játékok
page-stats-won = Megnyert játékok
page-stats-bids = Teljesített licitek/bemondások
page-stats-avg_points = Átlagpont
page-stats-avg_score = Átlagos leosztáseredmény
page-colour-R = piros
page-colour-Y = sárga
page-colour-G = zöld
page-colour-B = fekete
page-suit-S = pikk
page-suit-H = kőr
page-suit-D = káró
page-suit-C = treff
page-suit-NT = adu nélkül
page-err-generic = Hiba történt: { $m }
page-btn-play = Lejátszás
page-btn-pause = Szünet
page-replay-jump = Ugrás ütéshez…
page-replay-trick = { $n }. ütés
page-welcome-team = Ülj le egy gépi társsal szemben, két gépi ellenfél ellen.
page-welcome-callbreak = Mindenki magáért: te három gépi játékos ellen. Mondd be, hány ütést viszel el.
page-welcome-solo = Te három gépi játékos ellen.
page-btn-games = Játékok
page-btn-resume = Folytatás
page-btn-cancel = Mégse
page-btn-start_new = Új játék indítása
page-btn-finish_match = Mérkőzés lezárása
page-btn-other_game = Másik játék választása
page-btn-hand_summary = A leosztás összegzése
page-btn-round_summary = A kör összegzése
page-btn-bury_selected = Kijelöltek a talonba
page-confirm-new_title = Új játékot kezdesz?
page-confirm-new_text = Ez a játék még nem ért véget. A folyamatban lévő játékok között marad: bármikor folytathatod.
page-confirm-end_title = Befejezed most a játékot?
page-confirm-end_text = A mérkőzés még nem dőlt el. Félbehagyottként kerül az előzmények közé: senki sem nyeri meg.
page-confirm-finish_title = Itt zárod le a mérkőzést?
page-confirm-finish_text = Ennek a mérkőzésnek nincs kötött vége: a mostani legmagasabb összpontszám nyer.
page-games-title = Folyamatban lévő játékok
page-games-none = Nincs folyamatban lévő játék.
page-games-last_move = Utolsó lépés
page-match-abandoned = Félbehagyott játék
page-match-abandoned_note = A mérkőzés eldőlte előtt ért véget: senki sem nyert.
page-history-abandoned = félbehagyva
page-stats-abandoned = Félbehagyott
page-info-playing = Az asztalon lévő játék szabályai: { $name }
page-label-ai_level = Gép · { $level }
page-label-call = Bemondás
page-label-round = Kör
page-label-levels = Szintek
page-label-kitty = Talon
page-label-from_nest = A fészekből
page-label-from_kitty = A talonból
page-badge-call = Bemondás { $n }
page-badge-tricks = Ütés { $n }
page-badge-points = Pont { $n }
page-badge-defending = Védekezik
page-badge-thinking = gondolkodik…
page-phase-callbreak-bid = Bemondás
page-phase-shengji-exchange = Talon lerakása
page-act-bury = Talonba: { $x }
page-act-declare_one = Adu bemondása, { $suit }: { $card }
page-act-declare_pair = Adu bemondása, { $suit }: { $card } pár
page-act-declare_nt = Adu nélkül: { $card } pár
page-unit-single = Egyes lap { $x }
page-unit-pair = Pár { $x }
page-unit-tractor = Traktor { $x }
page-unit-cards = Kijátszás: { $x }
page-card-big_joker = nagy dzsóker
page-card-small_joker = kis dzsóker
page-trick-won = { $name } viszi az ütést
page-trick-won_points = { $name } viszi az ütést (+{ $n })
page-score-to_target = { $n }-ig
page-score-to_past_a = Az első csapat nyer, amely túljut az ászon
page-score-attackers = Támadók ({ $side }): { $n } / 80
page-score-rounds_of = { $i }. kör / { $n }
page-score-open_ended = Nincs kötött vége
page-summary-nest_points = { $pts } pontot ér, { $side ->
        [we] a mi javunkra
        [they] az ellenfél javára
       *[other] { SEAT($side) } javára
    }: { $why }.
page-summary-nest_last = { $name } vitte az utolsó ütést
page-summary-nest_declarer = a felvevő oldaláé
page-summary-kitty_counted = { $pts } pont × { $m } = { $total } a támadóknak: { $name } vitte az utolsó ütést.
page-summary-kitty_kept = { $pts } pont, a védőknél marad: { $name } vitte az utolsó ütést.
page-set-sound = Hang
page-set-sound_help = Rövid hang, amikor te következel, és ha elkelt egy ütés; az oldal állítja elő.
page-speed-slow_end = Lassú
page-speed-fast_end = Gyors
page-speed-slowest = Leglassabb
page-speed-slow = Lassú
page-speed-normal = Közepes
page-speed-fast = Gyors
page-speed-fastest = Leggyorsabb
page-temp-neutral = semleges
page-temp-warm = melegebb ({ $n })
page-temp-cool = hidegebb ({ $n })
page-level-easy = könnyű
page-level-normal = közepes
page-level-hard = nehéz
page-level-heuristic = szabályalapú
page-level-random = véletlen
page-variant-rook-crowsnest = CrowsNest Rook
page-variant-rook-tournament = Verseny-Rook
page-variant-rook-partnership = Páros Rook
page-variant-rook-one_high = Rook magas egyessel
page-variant-rook-red_one = Rook piros egyessel
page-variant-rook-buckeye = Buckeye Rook
page-variant-rook-dixie = Dixie Rook
page-variant-callbreak-master = Callbreak (Master)
page-variant-callbreak-standard = Callbreak (alap)
page-variant-shengji-tractor = Traktor (Shengji)
page-opt-numbers = Lapok számai
page-opt-numbers-help = Mely számok vannak a pakliban minden színből.
page-opt-bird = A madár lap
page-opt-bird-help = A Rook (vagy Crow) lap benne van a pakliban.
page-opt-red_one = A piros egyes
page-opt-red_one-help = A piros egyes különleges lap: a legerősebb adu.
page-opt-hand_size = Lapok kézben
page-opt-hand_size-help = Hány lapot kap minden játékos; a maradék a fészek.
page-opt-ones_high = Magas egyesek
page-opt-ones_high-help = Az egyesek erősebbek a tizennégyeseknél.
page-opt-points = Pontos lapok
page-opt-points-help = Mely számok érnek pontot, ha ütésben elviszik, és mennyit.
page-opt-bird_points = A madár pontjai
page-opt-bird_points-help = Mennyit ér a Rook (vagy Crow) lap.
page-opt-red_one_points = A piros egyes pontjai
page-opt-red_one_points-help = Mennyit ér a piros egyes.
page-opt-bird_rank = A madár rangja
page-opt-bird_rank-help = Hol áll a madár az aduk között.
page-opt-bird_any_time = Madár bármikor
page-opt-bird_any_time-help = A madár akkor is kijátszható, ha tudnál színt adni.
page-opt-bird_name = A madár neve
page-opt-bird_name-help = Hogyan hívják a madár lapot az asztalnál (Rook, Crow…).
page-opt-majority_bonus = Bónusz a legtöbb ütésért
page-opt-majority_bonus-help = Pontok annak a csapatnak, amely több ütést visz (döntetlennél senkinek).
page-opt-min_bid = Legkisebb licit
page-opt-min_bid-help = Az első licit legalább ennyi.
page-opt-bid_step = Licitlépcső
page-opt-bid_step-help = Minden licit ennek többszörösével emel.
page-opt-max_bid = Legnagyobb licit
page-opt-max_bid-help = Aki ennyit licitál, azonnal lezárja a licitet.
page-opt-max_bid-none = egy leosztás összes pontja
page-opt-all_pass = Ha mindenki passzol
page-opt-all_pass-help = Mi történik, ha senki sem licitál.
page-opt-nest_points_to = A fészek pontjai
page-opt-nest_points_to-help = Ki kapja a fészekbe tett lapok pontjait.
page-opt-first_lead = Az első hívás
page-opt-first_lead-help = Ki hív az első ütésbe.
page-opt-last_trick_bonus = Bónusz az utolsó ütésért
page-opt-last_trick_bonus-help = Pontok annak a csapatnak, amely az utolsó ütést viszi.
page-opt-target = Játék eddig
page-opt-target-help = Az első csapat nyer, amely eléri ezt a pontszámot.
page-opt-made_bid_scores = A teljesített licit ér
page-opt-made_bid_scores-help = Mennyit kap a licitáló csapat, ha teljesíti a licitet.
page-opt-min_call = Legkisebb bemondás
page-opt-min_call-help = Mindenkinek legalább ennyi ütést kell bemondania.
page-opt-max_call = Legnagyobb bemondás
page-opt-max_call-help = Senki sem mondhat be ennél több ütést.
page-opt-success = A bemondás teljesül
page-opt-success-help = Hány ütés teljesíti a bemondást.
page-opt-overtrick_scoring = Plusz ütések
page-opt-overtrick_scoring-help = Mit ér minden ütés a teljesített bemondás felett.
page-opt-bonus_call_from = A nagy bemondás 13-at ér
page-opt-bonus_call_from-help = Legalább ennyi ütés teljesített bemondása 13-at ér.
page-opt-bonus_call_from-none = nincs bónusz bemondás
page-opt-must_head_when_following = Kötelező felülütni
page-opt-must_head_when_following-help = Színre adáskor üss felül, ha tudsz.
page-opt-must_overtrump_when_void = Kötelező aduzni
page-opt-must_overtrump_when_void-help = Ha nincs a hívott színből, pikket kell tenned (a kijátszottnál nagyobbat, ha tudsz).
page-opt-redeal_weak_hands = Gyenge lapok újraosztása
page-opt-redeal_weak_hands-help = Pikk nélküli vagy J, Q, K nélküli lapnál újraosztás.
page-opt-rounds = Körök
page-opt-rounds-help = Hány körig tart a mérkőzés.
page-opt-rounds-none = nyitott: akkor állsz meg, amikor akarsz
page-opt-direction = A játék iránya
page-opt-direction-help = Merre halad a kör az asztal körül.
page-opt-strict_tractor_follow = Traktorra traktor
page-opt-strict_tractor_follow-help = Hívott traktorra traktort kell tenni, ha van.
page-opt-must_defend_a = Ászt védeni kell
page-opt-must_defend_a-help = Az ász szinten álló csapatnak védőként kell nyernie egy leosztást a győzelemhez.
page-opt-start_level = Kezdő szint
page-opt-start_level-help = Mindkét csapat ezen a szinten kezdi a mérkőzést: magasabb szinttel rövidebb a mérkőzés.
page-opt-kitty_multiplier = Talonszorzó
page-opt-kitty_multiplier-help = Hogyan számít a talon pontja a támadóknak, ha övék az utolsó ütés.
page-opt-throws = Dobások
page-opt-throws-help = Több egység hívása egy színből, ha senki sem tudja megütni.
page-opt-first_dealer_rule = Az első osztó
page-opt-first_dealer_rule-help = Ki osztja az első leosztást: aki elsőként mond be, vagy akié a győztes bemondás.
page-opt-first_auction_seat = Az első bemondást kezdi
page-opt-first_auction_seat-help = Az a hely, amely elsőként mond be az első leosztásban.
page-optval-first_auction_seat-table = a mérkőzés első osztója
page-optval-bird_rank-high = legerősebb adu
page-optval-bird_rank-low = leggyengébb adu
page-optval-bird_rank-ten_and_half = a 10-es és 11-es adu között
page-optval-all_pass-redeal = újraosztás
page-optval-all_pass-dealer_forced_min = az osztó vállalja a legkisebb licitet
page-optval-nest_points_to-last_trick = az utolsó ütést vivő csapat
page-optval-nest_points_to-declarer = a felvevő csapata
page-optval-first_lead-left_of_dealer = az osztó utáni játékos
page-optval-first_lead-declarer = a felvevő
page-optval-made_bid_scores-captured = az elvitt pontok
page-optval-made_bid_scores-bid = a licit
page-optval-last_trick_bonus-none = nincs
page-optval-success-window = a bemondás vagy eggyel több
page-optval-success-at_least = a bemondás vagy több
page-optval-overtrick_scoring-none = semmit
page-optval-overtrick_scoring-tenth = 0,1-et darabonként
page-optval-direction-ccw = az óramutató járásával ellentétesen
page-optval-direction-cw = az óramutató járásával megegyezően
page-optval-kitty_multiplier-times = × 2 az utolsó hívás minden lapjáért
page-optval-kitty_multiplier-power = duplázva az utolsó hívás minden lapjáért
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
page-optval-first_dealer_rule-first_declarer = aki elsőként mond be
page-optval-first_dealer_rule-winning_declarer = a győztes bemondó
page-set-options_ok = Ezek a beállítások összeillenek.
page-set-options_bad = Ezek a beállítások nem illenek össze: { $m }
page-set-add_counter = Pontos lap hozzáadása
page-set-remove = Törlés
page-set-counter_worth = értéke
page-set-defaults = Vissza a változat szabályaihoz
page-opt-no_counters_in_nest = Pontot érő lap nem mehet a fészekbe
page-opt-no_counters_in_nest-help = A felvevő csak akkor tehet pontot érő lapot a fészekbe, ha túl kevés más lapja van.
page-opt-shoot_the_moon = Minden pont
page-opt-shoot_the_moon-help = Az a csapat, amely egy leosztás minden pontját elviszi, dupla pontot kap.
page-opt-minus_target_loses = Vereség mínusz célpontnál
page-opt-minus_target_loses-help = Az a csapat, amelyiknek a pontszáma a cél mínusz értékére vagy az alá csökken, elveszíti a mérkőzést.
page-opt-must_head_until_trumped = Felülütés csak aduzásig
page-opt-must_head_until_trumped-help = A „Kötelező felülütni” mellett: ha már pikkel megütötték az ütést, színt kell adni, de felülütni nem kell.
page-last-won_by_you = Te vitted
page-trick-won_you = Te viszed az ütést
page-trick-won_points_you = Te viszed az ütést (+{ $n })
page-summary-nest_last_you = te vitted az utolsó ütést
page-summary-kitty_counted_you = { $pts } pont × { $m } = { $total } a támadóknak: te vitted az utolsó ütést.
page-summary-kitty_kept_you = { $pts } pont, a védőknél marad: te vitted az utolsó ütést.

## Card faces: the colour letters beside the shapes on Rook cards, and the joker's word
page-colour_letter-R = P
page-colour_letter-Y = S
page-colour_letter-G = Z
page-colour_letter-B = F
page-card-joker_word = JOKER
page-btn-bid_lower = Kisebb
page-btn-bid_higher = Nagyobb
page-score-defend_a = Az a csapat nyer, amelyik az ászon sikeresen véd

## What a seat did, as an event (the replay's and the lobby's lines).
page-did-bid = { $you ->
        [yes] Licitáltál: { $n }
       *[other] { $who } licitált: { $n }
    }
page-did-call = { $you ->
        [yes] Bemondtál: { $n }
       *[other] { $who } bemondott: { $n }
    }
page-did-pass = { $you ->
        [yes] Passzoltál
       *[other] { $who } passzolt
    }
page-did-trump = { $you ->
        [yes] Adut választottál: { $x }
       *[other] { $who } adut választott: { $x }
    }
page-did-play = { $you ->
        [yes] Kijátszottad: { $x }
       *[other] { $who } kijátszotta: { $x }
    }
page-did-discard = { $you ->
        [yes] Eldobtad: { $x }
       *[other] { $who } eldobta: { $x }
    }
page-did-bury = { $you ->
        [yes] Talonba tetted: { $x }
       *[other] { $who } talonba tette: { $x }
    }
page-did-declare = { $you ->
        [yes] Bemondtad: { $x }
       *[other] { $who } bemondta: { $x }
    }
page-did-declare_one = { $you ->
        [yes] Adut mondtál, { $suit }: { $card }
       *[other] { $who } adut mondott, { $suit }: { $card }
    }
page-did-declare_pair = { $you ->
        [yes] Adut mondtál, { $suit }: { $card } pár
       *[other] { $who } adut mondott, { $suit }: { $card } pár
    }
page-did-declare_nt = { $you ->
        [yes] Adu nélkül mondtál: { $card } pár
       *[other] { $who } adu nélkül mondott: { $card } pár
    }
page-btn-claim = A többi az enyém
page-claim-shown = { $seat } ezekkel a lapokkal követelte az összes hátralévő ütést
page-claim-shown_you = Ezekkel a lapokkal követelted az összes hátralévő ütést
page-did-claim = { $you ->
        [yes] Követelted a többit: { $x }
       *[other] { $who } követelte a többit: { $x }
    }
page-claim-title = Mutasd meg a lapjaidat, és vidd el az összes hátralévő ütést: senki sem üti őket, bármi van nála
page-set-ai_levels = Gépi szintek
page-set-ai_bots = Külső botok
page-set-ai_policies = Betanított stratégiák
page-bot-http = Bot: { $where }
page-bot-bhoos = Bhoos-bot: { $where }
page-bot-cmd = Program: { $name }
page-bot-policy = Stratégia: { $name }
page-profile-title = A profilod
page-profile-help = Tartsd meg a neved, egy arcot és a játszmáidat ezen a szerveren, és nyisd meg őket egy másik eszközön a személyes kódoddal. Nincs jelszó és nincs e-mail: a kód a kulcs, ezért ne add ki senkinek.
page-profile-make = Profil mentése ezen a szerveren
page-profile-other_face = Másik arc
page-profile-code_is = A személyes kódod (bármely eszközön megnyitja ezt a profilt; tartsd titokban):
page-profile-link = Személyes link
page-profile-show_code = Kód megjelenítése
page-profile-save = Mentés most
page-profile-saved = Mentve. Játszmák a profilban: { $n }
page-profile-revoke = Új kód
page-profile-revoke_text = A régi kód és link azonnal megszűnik működni; ez az eszköz megkapja az új kódot.
page-profile-forget = Elfelejtés ezen az eszközön
page-profile-other_device = Kód egy másik eszközről:
page-profile-open = Megnyitás
page-profile-opened = Profil megnyitva. Az Előzményekhez és a Statisztikához adott játszmák: { $n }
page-set-opponents = Ellenfelek
