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
page-btn-next_round = Runda următoare
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
page-status-round_over = Runda s-a terminat
page-status-connecting = Se conectează…
page-status-reconnecting = Conexiune pierdută; reconectare…
page-status-busy = Serverul este ocupat; încerc din nou…
page-status-broken = Înregistrarea acestui joc nu poate fi reluată, deci jocul nu poate continua. Începe un joc nou.
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
page-label-your_hand = Cărțile tale
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
page-summary-title_hand = Mâna { $n }
page-summary-title_round = Runda { $n }
page-summary-made = { $name } a reușit licitația de { $bid }
page-summary-set = { $name } a căzut la { $bid }
page-summary-redeal = Fără contract: se împarte din nou
page-match-won = Ai câștigat meciul!
page-match-lost = Ai pierdut meciul
page-match-lost_to = Ai pierdut meciul. Câștigătorul meciului: { $name }
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
page-replay-review_played = cartea ta
page-replay-review_best = cea mai bună
page-replay-review_all = Toate deciziile din această mână
page-replay-review_none = Nicio analiză pentru această mână: se analizează doar mâinile jucate până la capăt.
page-stats-empty = Termină un joc pentru a vedea statistici.
page-stats-variant = Variantă
page-stats-played = Jocuri jucate
page-stats-won = Jocuri câștigate
page-stats-bids = Licitații/anunțuri reușite
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
page-btn-play = Redă
page-btn-pause = Pauză
page-replay-jump = Sari la levata…
page-replay-trick = Levata { $n }
page-welcome-team = Joacă alături de un partener AI, în fața ta, împotriva a doi adversari AI.
page-welcome-callbreak = Fiecare pentru el: tu împotriva a trei jucători AI. Anunță câte levate vei lua.
page-welcome-solo = Tu împotriva a trei jucători AI.
page-btn-games = Jocuri
page-btn-resume = Continuă
page-btn-cancel = Anulează
page-btn-start_new = Începe un joc nou
page-btn-finish_match = Încheie meciul
page-btn-other_game = Alege alt joc
page-btn-hand_summary = Rezumatul mâinii
page-btn-round_summary = Rezumatul rundei
page-btn-bury_selected = Pune selecția în talon
page-confirm-new_title = Începi un joc nou?
page-confirm-new_text = Jocul acesta nu s-a terminat. Rămâne la Jocuri în desfășurare: îl poți relua oricând.
page-confirm-end_title = Închei jocul acum?
page-confirm-end_text = Meciul nu este încă decis. Va fi înregistrat ca abandonat: nu îl câștigă nimeni.
page-confirm-finish_title = Închei meciul aici?
page-confirm-finish_text = Meciul acesta nu are un final fix: câștigă cel mai mare total de acum.
page-games-title = Jocuri în desfășurare
page-games-none = Niciun joc în desfășurare.
page-games-last_move = Ultima mutare
page-match-abandoned = Joc abandonat
page-match-abandoned_note = Încheiat înainte ca meciul să fie decis: nu a câștigat nimeni.
page-history-abandoned = abandonat
page-stats-abandoned = Abandonate
page-info-playing = Regulile jocului de pe masă: { $name }
page-label-ai_level = AI · { $level }
page-label-call = Anunț
page-label-round = Runda
page-label-levels = Niveluri
page-label-kitty = Talon
page-label-from_nest = Luată din cuib
page-label-from_kitty = Luată din talon
page-badge-call = Anunț { $n }
page-badge-tricks = Levate { $n }
page-badge-points = Puncte { $n }
page-badge-defending = Apără
page-badge-thinking = se gândește…
page-phase-callbreak-bid = Anunțuri
page-phase-shengji-exchange = Pune cărțile în talon
page-act-bury = Pune în talon { $x }
page-act-declare_one = Declară { $suit }: { $card }
page-act-declare_pair = Declară { $suit }: pereche de { $card }
page-act-declare_nt = Declară fără atu: pereche de { $card }
page-unit-single = Singură { $x }
page-unit-pair = Pereche { $x }
page-unit-tractor = Tractor { $x }
page-unit-cards = Joacă { $x }
page-card-big_joker = jokerul mare
page-card-small_joker = jokerul mic
page-trick-won = { $name } ia levata
page-trick-won_points = { $name } ia levata (+{ $n })
page-score-to_target = până la { $n }
page-score-to_past_a = Câștigă prima echipă care trece de as
page-score-attackers = Atacanții ({ $side }): { $n } / 80
page-score-rounds_of = Runda { $i } din { $n }
page-score-open_ended = Fără final fix
page-summary-nest_points = Valorează { $pts } puncte, socotite pentru { SEAT($side) }: { $why }.
page-summary-nest_last = { $name } a luat ultima levată
page-summary-nest_declarer = revine echipei declarantului
page-summary-kitty_counted = { $pts } puncte × { $m } = { $total } pentru atacanți: { $name } a luat ultima levată.
page-summary-kitty_kept = { $pts } puncte, păstrate de apărători: { $name } a luat ultima levată.
page-set-sound = Sunet
page-set-sound_help = Un sunet scurt când e rândul tău și la o levată luată, generat în pagină.
page-speed-slow_end = Lent
page-speed-fast_end = Rapid
page-speed-slowest = Cel mai lent
page-speed-slow = Lent
page-speed-normal = Normal
page-speed-fast = Rapid
page-speed-fastest = Cel mai rapid
page-temp-neutral = neutră
page-temp-warm = mai caldă ({ $n })
page-temp-cool = mai rece ({ $n })
page-level-easy = ușor
page-level-normal = normal
page-level-hard = greu
page-level-heuristic = după reguli
page-level-random = la întâmplare
page-variant-rook-crowsnest = Rook CrowsNest
page-variant-rook-tournament = Rook de turneu
page-variant-rook-partnership = Rook în echipă
page-variant-rook-one_high = Rook cu 1 mare
page-variant-rook-red_one = Rook cu 1 roșu
page-variant-rook-buckeye = Rook Buckeye
page-variant-rook-dixie = Rook Dixie
page-variant-callbreak-master = Callbreak (Master)
page-variant-callbreak-standard = Callbreak (standard)
page-variant-shengji-tractor = Tractor (Shengji)
page-opt-numbers = Numerele cărților
page-opt-numbers-help = Ce numere are fiecare culoare în pachet.
page-opt-bird = Cartea pasăre
page-opt-bird-help = Cartea Rook (sau Crow) este în pachet.
page-opt-red_one = Unu roșu
page-opt-red_one-help = Unu roșu este o carte specială: cel mai mare atu.
page-opt-hand_size = Cărți în mână
page-opt-hand_size-help = Câte cărți primește fiecare jucător; restul formează cuibul.
page-opt-ones_high = Unu mare
page-opt-ones_high-help = Cărțile de 1 sunt mai mari decât cele de 14.
page-opt-points = Cărți cu puncte
page-opt-points-help = Ce numere aduc puncte când sunt luate într-o levată, și câte.
page-opt-bird_points = Punctele păsării
page-opt-bird_points-help = Cât valorează cartea Rook (sau Crow).
page-opt-red_one_points = Punctele lui unu roșu
page-opt-red_one_points-help = Cât valorează unu roșu.
page-opt-bird_rank = Rangul păsării
page-opt-bird_rank-help = Unde se află pasărea printre atuuri.
page-opt-bird_any_time = Pasărea oricând
page-opt-bird_any_time-help = Pasărea se poate juca chiar dacă poți răspunde la culoare.
page-opt-bird_name = Numele păsării
page-opt-bird_name-help = Cum se numește cartea pasăre la masă (Rook, Crow…).
page-opt-majority_bonus = Bonus pentru cele mai multe levate
page-opt-majority_bonus-help = Puncte pentru echipa care ia mai multe levate (nimic la egalitate).
page-opt-min_bid = Licitația minimă
page-opt-min_bid-help = Prima licitație trebuie să fie cel puțin atât.
page-opt-bid_step = Pasul licitației
page-opt-bid_step-help = Fiecare licitație o crește pe precedenta cu un multiplu al acestui număr.
page-opt-max_bid = Licitația maximă
page-opt-max_bid-help = Cine o licitează încheie licitația pe loc.
page-opt-max_bid-none = toate punctele unei mâini
page-opt-all_pass = Când toți spun pas
page-opt-all_pass-help = Ce se întâmplă când nu licitează nimeni.
page-opt-nest_points_to = Punctele cuibului merg la
page-opt-nest_points_to-help = Cine primește punctele puse deoparte în cuib.
page-opt-first_lead = Primul care joacă
page-opt-first_lead-help = Cine deschide prima levată.
page-opt-last_trick_bonus = Bonus pentru ultima levată
page-opt-last_trick_bonus-help = Puncte pentru echipa care ia ultima levată.
page-opt-target = Se joacă până la
page-opt-target-help = Prima echipă care atinge acest scor câștigă meciul.
page-opt-made_bid_scores = O licitație reușită aduce
page-opt-made_bid_scores-help = Ce primește echipa care își face licitația.
page-opt-min_call = Anunțul minim
page-opt-min_call-help = Fiecare jucător trebuie să anunțe cel puțin atâtea levate.
page-opt-max_call = Anunțul maxim
page-opt-max_call-help = Niciun jucător nu poate anunța mai multe levate.
page-opt-success = Un anunț reușește cu
page-opt-success-help = Câte levate îndeplinesc un anunț.
page-opt-overtrick_scoring = Levate în plus
page-opt-overtrick_scoring-help = Ce adaugă fiecare levată peste un anunț reușit.
page-opt-bonus_call_from = Anunțurile mari valorează 13
page-opt-bonus_call_from-help = Un anunț reușit de cel puțin atâtea levate valorează 13.
page-opt-bonus_call_from-none = fără anunțuri bonus
page-opt-must_head_when_following = Trebuie să bați levata
page-opt-must_head_when_following-help = Când răspunzi la culoare, joacă mai mare decât cea mai bună carte de până acum, dacă poți.
page-opt-must_overtrump_when_void = Trebuie să tai când nu ai culoarea
page-opt-must_overtrump_when_void-help = Fără culoarea cerută trebuie să joci o pică (mai mare decât orice pică jucată, dacă poți).
page-opt-redeal_weak_hands = Reîmparte mâinile slabe
page-opt-redeal_weak_hands-help = O mână fără pică sau fără J, Q, K se împarte din nou.
page-opt-rounds = Runde
page-opt-rounds-help = Câte runde durează meciul.
page-opt-rounds-none = fără final: te oprești când vrei
page-opt-direction = Sensul jocului
page-opt-direction-help = În ce sens trece rândul în jurul mesei.
page-opt-strict_tractor_follow = Tractorul cere tractor
page-opt-strict_tractor_follow-help = La un tractor trebuie să răspunzi cu tractor dacă ai unul.
page-opt-must_defend_a = Trebuie apărat asul
page-opt-must_defend_a-help = O echipă la nivelul A trebuie să câștige o mână ca apărătoare pentru a lua meciul.
page-opt-start_level = Începe la nivelul
page-opt-start_level-help = Ambele echipe încep meciul la acest nivel: un nivel mai mare face meciul mai scurt.
page-opt-kitty_multiplier = Multiplicatorul talonului
page-opt-kitty_multiplier-help = Cum se socotesc punctele talonului pentru atacanții care iau ultima levată.
page-opt-throws = Aruncări
page-opt-throws-help = Deschideri cu mai multe unități din aceeași culoare, dacă nimeni nu le poate bate.
page-opt-first_dealer_rule = Primul care împarte
page-opt-first_dealer_rule-help = Cine împarte prima mână: primul care declară sau cel care câștigă declarația.
page-opt-first_auction_seat = Deschide prima declarație
page-opt-first_auction_seat-help = Locul care declară primul în prima mână.
page-optval-first_auction_seat-table = primul dealer al meciului
page-optval-bird_rank-high = cel mai mare atu
page-optval-bird_rank-low = cel mai mic atu
page-optval-bird_rank-ten_and_half = între atuul 10 și 11
page-optval-all_pass-redeal = se împarte din nou
page-optval-all_pass-dealer_forced_min = dealerul ia licitația minimă
page-optval-nest_points_to-last_trick = echipa care ia ultima levată
page-optval-nest_points_to-declarer = echipa declarantului
page-optval-first_lead-left_of_dealer = jucătorul de după dealer
page-optval-first_lead-declarer = declarantul
page-optval-made_bid_scores-captured = punctele luate
page-optval-made_bid_scores-bid = licitația
page-optval-last_trick_bonus-none = nimic
page-optval-success-window = anunțul sau una în plus
page-optval-success-at_least = anunțul sau mai multe
page-optval-overtrick_scoring-none = nimic
page-optval-overtrick_scoring-tenth = câte 0,1
page-optval-direction-ccw = în sens invers acelor de ceasornic
page-optval-direction-cw = în sensul acelor de ceasornic
page-optval-kitty_multiplier-times = × 2 pentru fiecare carte din ultima deschidere
page-optval-kitty_multiplier-power = dublat pentru fiecare carte din ultima deschidere
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
page-optval-first_dealer_rule-first_declarer = primul care declară
page-optval-first_dealer_rule-winning_declarer = cel care câștigă declarația
page-set-options_ok = Aceste opțiuni se potrivesc.
page-set-options_bad = Aceste opțiuni nu se potrivesc: { $m }
page-set-add_counter = Adaugă o carte cu puncte
page-set-remove = Șterge
page-set-counter_worth = valorează
page-set-defaults = Înapoi la regulile variantei
page-opt-no_counters_in_nest = Fără cărți cu puncte în cuib
page-opt-no_counters_in_nest-help = Declarantul pune o carte cu puncte în cuib doar dacă are prea puține alte cărți.
page-opt-shoot_the_moon = Toate punctele
page-opt-shoot_the_moon-help = O echipă care ia toate punctele unei mâini primește dublu.
page-opt-minus_target_loses = Pierdere la minus ținta
page-opt-minus_target_loses-help = O echipă al cărei scor scade la minus țintă sau mai jos pierde meciul.
page-opt-must_head_until_trumped = Bați doar până se taie
page-opt-must_head_until_trumped-help = Cu „Trebuie să bați levata”: după ce levata a fost tăiată cu o pică, răspunzi la culoare, dar nu mai trebuie să bați.
page-last-won_by_you = Ai câștigat-o tu
page-trick-won_you = Iei levata
page-trick-won_points_you = Iei levata (+{ $n })
page-summary-nest_last_you = tu ai luat ultima levată
page-summary-kitty_counted_you = { $pts } puncte × { $m } = { $total } pentru atacanți: tu ai luat ultima levată.
page-summary-kitty_kept_you = { $pts } puncte, păstrate de apărători: tu ai luat ultima levată.

## Card faces: the colour letters beside the shapes on Rook cards, and the joker's word
page-colour_letter-R = R
page-colour_letter-Y = G
page-colour_letter-G = V
page-colour_letter-B = N
page-card-joker_word = JOKER
page-btn-bid_lower = Mai mic
page-btn-bid_higher = Mai mare
page-score-defend_a = Câștigă echipa care, ajunsă la as, se apără cu succes

## What a seat did, as an event (the replay's and the lobby's lines).
page-did-bid = { $you ->
        [yes] Ai licitat { $n }
       *[other] { $who } a licitat { $n }
    }
page-did-call = { $you ->
        [yes] Ai anunțat { $n }
       *[other] { $who } a anunțat { $n }
    }
page-did-pass = { $you ->
        [yes] Ai spus pas
       *[other] { $who } a spus pas
    }
page-did-trump = { $you ->
        [yes] Ai ales atu: { $x }
       *[other] { $who } a ales atu: { $x }
    }
page-did-play = { $you ->
        [yes] Ai jucat { $x }
       *[other] { $who } a jucat { $x }
    }
page-did-discard = { $you ->
        [yes] Ai aruncat { $x }
       *[other] { $who } a aruncat { $x }
    }
page-did-bury = { $you ->
        [yes] Ai pus în talon { $x }
       *[other] { $who } a pus în talon { $x }
    }
page-did-declare = { $you ->
        [yes] Ai declarat { $x }
       *[other] { $who } a declarat { $x }
    }
page-did-declare_one = { $you ->
        [yes] Ai declarat { $suit }: { $card }
       *[other] { $who } a declarat { $suit }: { $card }
    }
page-did-declare_pair = { $you ->
        [yes] Ai declarat { $suit }: pereche de { $card }
       *[other] { $who } a declarat { $suit }: pereche de { $card }
    }
page-did-declare_nt = { $you ->
        [yes] Ai declarat fără atu: pereche de { $card }
       *[other] { $who } a declarat fără atu: pereche de { $card }
    }
page-btn-claim = Revendică restul
page-claim-shown = { $seat } a revendicat toate levatele rămase cu aceste cărți
page-claim-shown_you = Ai revendicat toate levatele rămase cu aceste cărți
page-did-claim = { $you ->
        [yes] Ai revendicat restul: { $x }
       *[other] { $who } a revendicat restul: { $x }
    }
page-claim-title = Arată-ți cărțile și ia toate levatele rămase: nimeni nu le poate bate, orice ar avea
page-set-ai_levels = Niveluri AI
page-set-ai_bots = Boți externi
page-set-ai_policies = Politici antrenate
page-bot-http = Bot la { $where }
page-bot-bhoos = Bot Bhoos la { $where }
page-bot-cmd = Programul { $name }
page-bot-policy = Politica { $name }
page-profile-title = Profilul tău
page-profile-help = Păstrează-ți numele, o față și jocurile pe acest server și deschide-le pe alt dispozitiv cu codul tău personal. Fără parolă și fără e-mail: codul este cheia, așa că păstrează-l pentru tine.
page-profile-make = Păstrează profilul pe acest server
page-profile-other_face = Altă față
page-profile-code_is = Codul tău personal (deschide acest profil pe orice dispozitiv; păstrează-l secret):
page-profile-link = Link personal
page-profile-show_code = Arată codul meu
page-profile-save = Salvează acum
page-profile-saved = Salvat. Jocuri în profil: { $n }
page-profile-revoke = Cod nou
page-profile-revoke_text = Vechiul cod și linkul nu mai funcționează imediat; acest dispozitiv primește codul nou.
page-profile-forget = Uită pe acest dispozitiv
page-profile-other_device = Un cod de pe alt dispozitiv:
page-profile-open = Deschide
page-profile-opened = Profil deschis. Jocuri adăugate în Istoric și Statistici: { $n }
page-set-opponents = Adversari
