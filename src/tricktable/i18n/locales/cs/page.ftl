### The browser page's own words (tab names, buttons, labels), looked up by static/js/i18n.js t(key).

page-tab-play = Hra
page-tab-settings = Nastavení
page-tab-info = Informace
page-tab-history = Historie
page-tab-stats = Statistiky
page-welcome-text = Zahrajte si s počítačovým partnerem proti dvěma počítačovým soupeřům.
page-btn-new_game = Nová hra
page-btn-hint = Nápověda
page-btn-last_trick = Poslední štych
page-btn-score_sheet = Zápis skóre
page-btn-reset = Obnovit
page-btn-next_hand = Další rozdání
page-btn-next_round = Další kolo
page-btn-end_game = Ukončit hru
page-btn-close = Zavřít
page-btn-play_selected = Zahrát vybrané
page-btn-discard_selected = Odhodit vybrané
page-btn-declare_selected = Vyhlásit vybrané
page-btn-pass = Pas
page-btn-prev = Předchozí
page-btn-next = Další
page-btn-replay = Přehrát
page-set-game = Hra
page-set-variant = Hra a varianta
page-set-ai = Úroveň AI
page-set-display = Zobrazení
page-set-language = Jazyk
page-set-speed = Rychlost animace
page-set-card_size = Velikost karet
page-set-contrast = Kontrast
page-set-grain = Zrnitost
page-set-temperature = Teplota barev
page-set-options = Možnosti pravidel
page-set-applies_next = Změny platí od příští nové hry.
page-seat-you = Vy
page-seat-partner = Partner
page-seat-left = Vlevo
page-seat-right = Vpravo
page-seat-across = Naproti
page-status-your_turn = Jste na tahu
page-status-waiting = { $name } přemýšlí…
page-status-hand_over = Rozdání skončilo
page-status-round_over = Kolo skončilo
page-status-connecting = Připojování…
page-status-reconnecting = Spojení ztraceno; znovu se připojuji…
page-status-busy = Server je zaneprázdněn; zkouším to znovu…
page-status-broken = Záznam této hry nelze přehrát, takže ji nelze dohrát. Začněte novou hru.
page-phase-bid = Dražba
page-phase-exchange = Výměna hnízda
page-phase-trump = Volba trumfů
page-phase-declare = Hlášení
page-phase-play = Hra
page-phase-over = Konec rozdání
page-act-bid = Dražím { $n }
page-act-call = Hlásím { $n }
page-act-trump = Trumfy: { $x }
page-act-play = Zahrát { $x }
page-act-discard = Odhodit { $x }
page-act-declare = Vyhlásit { $x }
page-label-trump = Trumfy
page-label-dealer = Rozdává
page-label-bid = Závazek
page-label-declarer = Hráč
page-label-points = Body
page-label-score = Skóre
page-label-hand = Rozdání
page-label-your_hand = Tvoje karty
page-label-made = splněno
page-label-set = nesplněno
page-label-we = My
page-label-they = Oni
page-label-total = Celkem
page-label-cards = { $n ->
        [one] { $n } karta
        [few] { $n } karty
        [many] { $n } karty
       *[other] { $n } karet
    }
page-label-calls = Hlášení
page-label-tricks = Štychy
page-label-attackers = Body útočníků
page-label-level = Úroveň
page-label-details = Podrobnosti
page-label-nest = Hnízdo
page-sel-choose = Vyberte { $n ->
        [one] { $n } kartu
        [few] { $n } karty
        [many] { $n } karty
       *[other] { $n } karet
    }
page-sel-selected = vybráno { $n }
page-check-ok = Povoleno
page-summary-title_hand = Rozdání { $n }
page-summary-title_round = Kolo { $n }
page-summary-made = { $name } splnil závazek { $bid }
page-summary-set = { $name } nesplnil závazek { $bid }
page-summary-redeal = Bez závazku: rozdává se znovu
page-match-won = Vyhráli jste zápas!
page-match-lost = Prohráli jste zápas
page-match-lost_to = Prohráli jste zápas. Vítěz zápasu: { $name }
page-match-over = Zápas skončil
page-hint-suggest = Návrh: { $a }
page-last-none = Zatím nebyl sehrán žádný štych
page-last-won_by = Vzal { $name }
page-history-empty = Zatím žádné dokončené hry.
page-history-when = Kdy
page-history-result = Výsledek
page-history-won = výhra
page-history-lost = prohra
page-replay-deal = Rozdání karet
page-replay-step = Krok { $i } z { $n }
page-replay-review_played = vaše karta
page-replay-review_best = nejlepší
page-replay-review_all = Všechna rozhodnutí tohoto rozdání
page-replay-review_none = K tomuto rozdání není rozbor: rozebírají se jen rozdání dohraná do konce.
page-stats-empty = Dokončete hru, abyste viděli statistiky.
page-stats-variant = Varianta
page-stats-played = Odehráno
page-stats-won = Vyhráno
page-stats-bids = Splněné dražby/hlášení
page-stats-avg_points = Průměr bodů
page-stats-avg_score = Průměrné skóre rozdání
page-colour-R = červená
page-colour-Y = žlutá
page-colour-G = zelená
page-colour-B = černá
page-suit-S = piky
page-suit-H = srdce
page-suit-D = kára
page-suit-C = kříže
page-suit-NT = bez trumfů
page-err-generic = Něco se pokazilo: { $m }
page-btn-play = Přehrát
page-btn-pause = Pauza
page-replay-jump = Přejít na štych…
page-replay-trick = Štych { $n }
page-welcome-team = Zahrajte si s počítačovým partnerem naproti proti dvěma počítačovým soupeřům.
page-welcome-callbreak = Každý sám za sebe: vy proti třem počítačovým hráčům. Ohlaste, kolik štychů uhrajete.
page-welcome-solo = Vy proti třem počítačovým hráčům.
page-btn-games = Hry
page-btn-resume = Pokračovat
page-btn-cancel = Zrušit
page-btn-start_new = Začít novou hru
page-btn-finish_match = Ukončit zápas
page-btn-other_game = Vybrat jinou hru
page-btn-hand_summary = Shrnutí rozdání
page-btn-round_summary = Shrnutí kola
page-btn-bury_selected = Vybrané do talonu
page-confirm-new_title = Začít novou hru?
page-confirm-new_text = Tato hra ještě neskončila. Zůstane v rozehraných hrách: kdykoli v ní můžete pokračovat.
page-confirm-end_title = Ukončit hru teď?
page-confirm-end_text = Zápas ještě není rozhodnut. Zapíše se jako nedohraný: nikdo ho nevyhraje.
page-confirm-finish_title = Ukončit zápas tady?
page-confirm-finish_text = Tento zápas nemá pevný konec: vyhrává nejvyšší současný součet.
page-games-title = Rozehrané hry
page-games-none = Žádná rozehraná hra.
page-games-last_move = Poslední tah
page-match-abandoned = Nedohraná hra
page-match-abandoned_note = Skončeno před rozhodnutím zápasu: nikdo nevyhrál.
page-history-abandoned = nedohráno
page-stats-abandoned = Nedohrané
page-info-playing = Pravidla hry na stole: { $name }
page-label-ai_level = Počítač · { $level }
page-label-call = Hlášení
page-label-round = Kolo
page-label-levels = Úrovně
page-label-kitty = Talon
page-label-from_nest = Z hnízda
page-label-from_kitty = Z talonu
page-badge-call = Hlášení { $n }
page-badge-tricks = Štychy { $n }
page-badge-points = Body { $n }
page-badge-defending = Brání
page-badge-thinking = přemýšlí…
page-phase-callbreak-bid = Hlášení
page-phase-shengji-exchange = Odhoď do talonu
page-act-bury = Do talonu: { $x }
page-act-declare_one = Vyhlásit trumfy { $suit }: { $card }
page-act-declare_pair = Vyhlásit trumfy { $suit }: pár { $card }
page-act-declare_nt = Vyhlásit bez trumfů: pár { $card }
page-unit-single = Jedna karta { $x }
page-unit-pair = Pár { $x }
page-unit-tractor = Traktor { $x }
page-unit-cards = Zahrát { $x }
page-card-big_joker = velký žolík
page-card-small_joker = malý žolík
page-trick-won = { $name } bere štych
page-trick-won_points = { $name } bere štych (+{ $n })
page-score-to_target = do { $n }
page-score-to_past_a = Vyhrává tým, který první přejde přes eso
page-score-attackers = Útočníci ({ $side }): { $n } / 80
page-score-rounds_of = Kolo { $i } z { $n }
page-score-open_ended = Bez pevného konce
page-summary-nest_points = Má hodnotu { $pts } bodů, počítá se { $side ->
        [we] nám
        [they] soupeřům
       *[other] pro { SEAT($side) }
    } – { $why }.
page-summary-nest_last = poslední štych vzal { $name }
page-summary-nest_declarer = patří straně hráče
page-summary-kitty_counted = { $pts } bodů × { $m } = { $total } pro útočníky: poslední štych vzal { $name }.
page-summary-kitty_kept = { $pts } bodů zůstává obráncům: poslední štych vzal { $name }.
page-set-sound = Zvuk
page-set-sound_help = Krátký zvuk, když jste na tahu, a při sebraném štychu; vytváří ho stránka.
page-speed-slow_end = Pomalu
page-speed-fast_end = Rychle
page-speed-slowest = Nejpomaleji
page-speed-slow = Pomalu
page-speed-normal = Normálně
page-speed-fast = Rychle
page-speed-fastest = Nejrychleji
page-temp-neutral = neutrální
page-temp-warm = teplejší ({ $n })
page-temp-cool = chladnější ({ $n })
page-level-easy = snadná
page-level-normal = normální
page-level-hard = těžká
page-level-heuristic = podle pravidel
page-level-random = náhodná
page-variant-rook-crowsnest = Rook CrowsNest
page-variant-rook-tournament = Turnajový Rook
page-variant-rook-partnership = Párový Rook
page-variant-rook-one_high = Rook s vysokou jedničkou
page-variant-rook-red_one = Rook s červenou jedničkou
page-variant-rook-buckeye = Rook Buckeye
page-variant-rook-dixie = Rook Dixie
page-variant-callbreak-master = Callbreak (Master)
page-variant-callbreak-standard = Callbreak (standardní)
page-variant-shengji-tractor = Traktor (Shengji)
page-opt-numbers = Čísla karet
page-opt-numbers-help = Která čísla má každá barva v balíčku.
page-opt-bird = Karta ptáka
page-opt-bird-help = Karta Rook (nebo Crow) je v balíčku.
page-opt-red_one = Červená jednička
page-opt-red_one-help = Červená jednička je zvláštní karta: nejvyšší trumf.
page-opt-hand_size = Karet v ruce
page-opt-hand_size-help = Kolik karet dostane každý hráč; zbytek tvoří hnízdo.
page-opt-ones_high = Vysoké jedničky
page-opt-ones_high-help = Jedničky jsou vyšší než čtrnáctky.
page-opt-points = Bodované karty
page-opt-points-help = Která čísla mají body, když je někdo sebere ve štychu, a kolik.
page-opt-bird_points = Body ptáka
page-opt-bird_points-help = Kolik má karta Rook (nebo Crow) bodů.
page-opt-red_one_points = Body červené jedničky
page-opt-red_one_points-help = Kolik má červená jednička bodů.
page-opt-bird_rank = Síla ptáka
page-opt-bird_rank-help = Kde stojí pták mezi trumfy.
page-opt-bird_any_time = Pták kdykoli
page-opt-bird_any_time-help = Ptáka lze zahrát, i když můžete přiznat barvu.
page-opt-bird_name = Jméno ptáka
page-opt-bird_name-help = Jak se karta ptáka u stolu jmenuje (Rook, Crow…).
page-opt-majority_bonus = Bonus za nejvíc štychů
page-opt-majority_bonus-help = Body pro tým s více štychy (při rovnosti nikdo).
page-opt-min_bid = Nejnižší závazek
page-opt-min_bid-help = První závazek musí být aspoň takový.
page-opt-bid_step = Krok dražby
page-opt-bid_step-help = Každý závazek zvyšuje předchozí o násobek tohoto čísla.
page-opt-max_bid = Nejvyšší závazek
page-opt-max_bid-help = Kdo ho vydraží, dražbu hned ukončí.
page-opt-max_bid-none = všechny body rozdání
page-opt-all_pass = Když všichni pasují
page-opt-all_pass-help = Co se stane, když nikdo nedraží.
page-opt-nest_points_to = Body z hnízda dostane
page-opt-nest_points_to-help = Kdo získá body karet odložených do hnízda.
page-opt-first_lead = První výnos
page-opt-first_lead-help = Kdo vynáší do prvního štychu.
page-opt-last_trick_bonus = Bonus za poslední štych
page-opt-last_trick_bonus-help = Body pro tým, který vezme poslední štych.
page-opt-target = Hraje se do
page-opt-target-help = Zápas vyhraje tým, který první dosáhne tohoto skóre.
page-opt-made_bid_scores = Splněný závazek dává
page-opt-made_bid_scores-help = Co získá dražící tým, když závazek splní.
page-opt-min_call = Nejnižší hlášení
page-opt-min_call-help = Každý hráč musí ohlásit aspoň tolik štychů.
page-opt-max_call = Nejvyšší hlášení
page-opt-max_call-help = Nikdo nesmí ohlásit víc štychů.
page-opt-success = Hlášení je splněno s
page-opt-success-help = Kolik štychů hlášení splní.
page-opt-overtrick_scoring = Štychy navíc
page-opt-overtrick_scoring-help = Co přidá každý štych nad splněné hlášení.
page-opt-bonus_call_from = Velká hlášení mají 13
page-opt-bonus_call_from-help = Splněné hlášení aspoň tolika štychů má hodnotu 13.
page-opt-bonus_call_from-none = bez bonusových hlášení
page-opt-must_head_when_following = Povinnost přebít
page-opt-must_head_when_following-help = Při přiznávání barvy přebijte dosud nejvyšší kartu, pokud můžete.
page-opt-must_overtrump_when_void = Povinnost trumfovat
page-opt-must_overtrump_when_void-help = Bez vynesené barvy musíte zahrát piku (vyšší než zahrané, pokud můžete).
page-opt-redeal_weak_hands = Přerozdat slabé karty
page-opt-redeal_weak_hands-help = Ruka bez piky nebo bez J, Q, K se rozdává znovu.
page-opt-rounds = Kola
page-opt-rounds-help = Kolik kol zápas trvá.
page-opt-rounds-none = bez konce: skončíte, kdy chcete
page-opt-direction = Směr hry
page-opt-direction-help = Kterým směrem jde tah kolem stolu.
page-opt-strict_tractor_follow = Traktor na traktor
page-opt-strict_tractor_follow-help = Na vynesený traktor musíte odpovědět traktorem, pokud ho máte.
page-opt-must_defend_a = Nutno ubránit eso
page-opt-must_defend_a-help = Tým na úrovni A musí vyhrát rozdání jako obránce, aby vyhrál zápas.
page-opt-start_level = Začít na úrovni
page-opt-start_level-help = Oba týmy začínají zápas na této úrovni: vyšší úroveň znamená kratší zápas.
page-opt-kitty_multiplier = Násobitel talonu
page-opt-kitty_multiplier-help = Jak se počítají body talonu útočníkům, kteří vezmou poslední štych.
page-opt-throws = Hody
page-opt-throws-help = Výnos několika jednotek jedné barvy, pokud je nikdo nepřebije.
page-opt-first_dealer_rule = První rozdávající
page-opt-first_dealer_rule-help = Kdo rozdává první: kdo první hlásil, nebo kdo hlášení vyhrál.
page-opt-first_auction_seat = Zahajuje první hlášení
page-opt-first_auction_seat-help = Místo, které v prvním rozdání hlásí první.
page-optval-first_auction_seat-table = první rozdávající zápasu
page-optval-bird_rank-high = nejvyšší trumf
page-optval-bird_rank-low = nejnižší trumf
page-optval-bird_rank-ten_and_half = mezi trumfovou 10 a 11
page-optval-all_pass-redeal = rozdat znovu
page-optval-all_pass-dealer_forced_min = rozdávající bere nejnižší závazek
page-optval-nest_points_to-last_trick = tým, který vezme poslední štych
page-optval-nest_points_to-declarer = tým hráče
page-optval-first_lead-left_of_dealer = hráč po rozdávajícím
page-optval-first_lead-declarer = hráč
page-optval-made_bid_scores-captured = získané body
page-optval-made_bid_scores-bid = závazek
page-optval-last_trick_bonus-none = žádný
page-optval-success-window = hlášení nebo o jeden víc
page-optval-success-at_least = hlášení nebo víc
page-optval-overtrick_scoring-none = nic
page-optval-overtrick_scoring-tenth = po 0,1
page-optval-direction-ccw = proti směru hodinových ručiček
page-optval-direction-cw = po směru hodinových ručiček
page-optval-kitty_multiplier-times = × 2 za každou kartu posledního výnosu
page-optval-kitty_multiplier-power = zdvojeno za každou kartu posledního výnosu
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
page-optval-first_dealer_rule-first_declarer = kdo první hlásí
page-optval-first_dealer_rule-winning_declarer = vítěz hlášení
page-set-options_ok = Tyto možnosti do sebe zapadají.
page-set-options_bad = Tyto možnosti do sebe nezapadají: { $m }
page-set-add_counter = Přidat bodovanou kartu
page-set-remove = Odebrat
page-set-counter_worth = má hodnotu
page-set-defaults = Zpět na pravidla varianty
page-opt-no_counters_in_nest = Do hnízda bez bodovaných karet
page-opt-no_counters_in_nest-help = Hráč smí do hnízda odložit bodovanou kartu, jen když má málo jiných karet.
page-opt-shoot_the_moon = Všechny body
page-opt-shoot_the_moon-help = Dvojice, která získá všechny body rozdání, si zapíše dvojnásobek.
page-opt-minus_target_loses = Prohra při minus cíli
page-opt-minus_target_loses-help = Dvojice, jejíž skóre klesne na zápornou hodnotu cíle nebo níž, zápas prohrává.
page-opt-must_head_until_trumped = Přebíjet jen do trumfnutí
page-opt-must_head_until_trumped-help = S „Povinnost přebít“: jakmile štych přebije pika, barvu přiznáte, ale přebíjet už nemusíte.
page-last-won_by_you = Vzali jste ho vy
page-trick-won_you = Berete štych
page-trick-won_points_you = Berete štych (+{ $n })
page-summary-nest_last_you = poslední štych jste vzali vy
page-summary-kitty_counted_you = { $pts } bodů × { $m } = { $total } pro útočníky: poslední štych jste vzali vy.
page-summary-kitty_kept_you = { $pts } bodů zůstává obráncům: poslední štych jste vzali vy.

## Card faces: the colour letters beside the shapes on Rook cards, and the joker's word
page-colour_letter-R = Čv
page-colour_letter-Y = Ž
page-colour_letter-G = Z
page-colour_letter-B = Čn
page-card-joker_word = ŽOLÍK
page-btn-bid_lower = Nižší
page-btn-bid_higher = Vyšší
page-score-defend_a = Vyhrává tým, který se na esu ubrání

## What a seat did, as an event (the replay's and the lobby's lines).
page-did-bid = { $you ->
        [yes] Dražíte { $n }
       *[other] { $who } draží { $n }
    }
page-did-call = { $you ->
        [yes] Hlásíte { $n }
       *[other] { $who } hlásí { $n }
    }
page-did-pass = { $you ->
        [yes] Pasujete
       *[other] { $who } pasuje
    }
page-did-trump = { $you ->
        [yes] Volíte trumfy: { $x }
       *[other] { $who } volí trumfy: { $x }
    }
page-did-play = { $you ->
        [yes] Hrajete { $x }
       *[other] { $who } hraje { $x }
    }
page-did-discard = { $you ->
        [yes] Odhazujete { $x }
       *[other] { $who } odhazuje { $x }
    }
page-did-bury = { $you ->
        [yes] Dáváte do talonu: { $x }
       *[other] { $who } dává do talonu: { $x }
    }
page-did-declare = { $you ->
        [yes] Vyhlašujete { $x }
       *[other] { $who } vyhlašuje { $x }
    }
page-did-declare_one = { $you ->
        [yes] Vyhlašujete trumfy { $suit }: { $card }
       *[other] { $who } vyhlašuje trumfy { $suit }: { $card }
    }
page-did-declare_pair = { $you ->
        [yes] Vyhlašujete trumfy { $suit }: pár { $card }
       *[other] { $who } vyhlašuje trumfy { $suit }: pár { $card }
    }
page-did-declare_nt = { $you ->
        [yes] Vyhlašujete bez trumfů: pár { $card }
       *[other] { $who } vyhlašuje bez trumfů: pár { $card }
    }
page-btn-claim = Nárokovat zbytek
page-claim-shown = { $seat } si těmito kartami nárokoval(a) všechny zbývající štychy
page-claim-shown_you = Těmito kartami jste si nárokovali všechny zbývající štychy
page-did-claim = { $you ->
        [yes] Nárokovali jste si zbytek: { $x }
       *[other] { $who } si nárokoval(a) zbytek: { $x }
    }
page-claim-title = Ukažte karty a vezměte všechny zbývající štychy: nikdo je nepřebije, ať drží cokoli
page-set-ai_levels = Úrovně AI
page-set-ai_bots = Externí boti
page-set-ai_policies = Natrénované strategie
page-bot-http = Bot na { $where }
page-bot-bhoos = Bot Bhoos na { $where }
page-bot-cmd = Program { $name }
page-bot-policy = Strategie { $name }
page-profile-title = Váš profil
page-profile-help = Uchovejte si jméno, tvář a své hry na tomto serveru a otevřete je na jiném zařízení svým osobním kódem. Bez hesla a bez e-mailu: kód je klíč, nechte si ho tedy pro sebe.
page-profile-make = Uložit můj profil na tomto serveru
page-profile-other_face = Jiná tvář
page-profile-code_is = Váš osobní kód (otevře tento profil na každém zařízení; držte ho v tajnosti):
page-profile-link = Osobní odkaz
page-profile-show_code = Ukázat můj kód
page-profile-save = Uložit teď
page-profile-saved = Uloženo. Her v profilu: { $n }
page-profile-revoke = Nový kód
page-profile-revoke_text = Starý kód i odkaz hned přestanou fungovat; toto zařízení dostane nový kód.
page-profile-forget = Zapomenout na tomto zařízení
page-profile-other_device = Kód z jiného zařízení:
page-profile-open = Otevřít
page-profile-opened = Profil otevřen. Her přidaných do Historie a Statistik: { $n }
page-set-opponents = Soupeři
