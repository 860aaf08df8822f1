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
page-status-connecting = Připojování…
page-status-reconnecting = Spojení ztraceno; znovu se připojuji…
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
page-summary-title = Rozdání { $n }
page-summary-made = { $name } splnil závazek { $bid }
page-summary-set = { $name } nesplnil závazek { $bid }
page-summary-redeal = Bez závazku: rozdává se znovu
page-match-won = Vyhráli jste zápas!
page-match-lost = Prohráli jste zápas
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
page-stats-empty = Dokončete hru, abyste viděli statistiky.
page-stats-variant = Varianta
page-stats-played = Odehráno
page-stats-won = Vyhráno
page-stats-bids = Dražby/hlášení
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
