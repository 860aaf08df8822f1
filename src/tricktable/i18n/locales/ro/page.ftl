### The browser page's own words (tab names, buttons, labels), looked up by static/js/i18n.js t(key).

page-tab-play = Joc
page-tab-settings = Setări
page-tab-info = Informații
page-tab-history = Istoric
page-tab-stats = Statistici
page-welcome-text = Joacă alături de un partener AI împotriva a doi adversari AI.
page-btn-new_game = Joc nou
page-btn-hint = Sugestie
page-btn-last_trick = Ultima levată
page-btn-score_sheet = Foaia de scor
page-btn-reset = Resetează
page-btn-next_hand = Mâna următoare
page-btn-end_game = Încheie jocul
page-btn-close = Închide
page-btn-play_selected = Joacă selecția
page-btn-discard_selected = Aruncă selecția
page-btn-declare_selected = Declară selecția
page-btn-pass = Pas
page-btn-prev = Înapoi
page-btn-next = Înainte
page-btn-replay = Reluare
page-set-game = Joc
page-set-variant = Joc și variantă
page-set-ai = Nivel AI
page-set-display = Afișare
page-set-language = Limbă
page-set-speed = Viteza animației
page-set-card_size = Mărimea cărților
page-set-contrast = Contrast
page-set-grain = Granulație
page-set-temperature = Temperatura culorii
page-set-options = Opțiuni de reguli
page-set-applies_next = Modificările se aplică la următorul joc nou.
page-seat-you = Tu
page-seat-partner = Partener
page-seat-left = Stânga
page-seat-right = Dreapta
page-seat-across = Vizavi
page-status-your_turn = E rândul tău
page-status-waiting = { $name } se gândește…
page-status-hand_over = Mâna s-a terminat
page-status-connecting = Se conectează…
page-status-reconnecting = Conexiune pierdută; reconectare…
page-phase-bid = Licitație
page-phase-exchange = Schimbul cu cuibul
page-phase-trump = Alege atuul
page-phase-declare = Declarații
page-phase-play = Joc
page-phase-over = Mână încheiată
page-act-bid = Licitez { $n }
page-act-call = Anunț { $n }
page-act-trump = Atu: { $x }
page-act-play = Joacă { $x }
page-act-discard = Aruncă { $x }
page-act-declare = Declară { $x }
page-label-trump = Atu
page-label-dealer = Dealer
page-label-bid = Licitație
page-label-declarer = Declarant
page-label-points = Puncte
page-label-score = Scor
page-label-hand = Mâna
page-label-made = reușit
page-label-set = căzut
page-label-we = Noi
page-label-they = Ei
page-label-total = Total
page-label-cards = { $n ->
        [one] o carte
        [few] { $n } cărți
       *[other] { $n } de cărți
    }
page-label-calls = Anunțuri
page-label-tricks = Levate
page-label-attackers = Punctele atacanților
page-label-level = Nivel
page-label-details = Detalii
page-label-nest = Cuib
page-sel-choose = Selectează { $n ->
        [one] o carte
        [few] { $n } cărți
       *[other] { $n } de cărți
    }
page-sel-selected = { $n ->
        [one] o carte selectată
        [few] { $n } selectate
       *[other] { $n } de selectate
    }
page-check-ok = Permis
page-summary-title = Mâna { $n }
page-summary-made = { $name } a reușit licitația de { $bid }
page-summary-set = { $name } a căzut la { $bid }
page-summary-redeal = Fără contract: se împarte din nou
page-match-won = Ai câștigat meciul!
page-match-lost = Ai pierdut meciul
page-match-over = Meciul s-a încheiat
page-hint-suggest = Sugestie: { $a }
page-last-none = Nu s-a jucat încă nicio levată
page-last-won_by = Câștigată de { $name }
page-history-empty = Niciun joc terminat încă.
page-history-when = Când
page-history-result = Rezultat
page-history-won = câștigat
page-history-lost = pierdut
page-replay-deal = Împărțirea
page-replay-step = Pasul { $i } din { $n }
page-stats-empty = Termină un joc pentru a vedea statistici.
page-stats-variant = Variantă
page-stats-played = Jocuri jucate
page-stats-won = Jocuri câștigate
page-stats-bids = Licitații/anunțuri
page-stats-avg_points = Puncte medii
page-stats-avg_score = Scor mediu pe mână
page-colour-R = roșu
page-colour-Y = galben
page-colour-G = verde
page-colour-B = negru
page-suit-S = pică
page-suit-H = cupă
page-suit-D = caro
page-suit-C = treflă
page-suit-NT = fără atu
page-err-generic = Ceva n-a mers: { $m }
