### Slova stránky pro místnosti s přáteli.

page-room-friends = Hrát s přáteli
page-room-friends_help = Založ místnost s hrou zvolenou v Nastavení, pošli odkaz přátelům a na místech, která nikdo neobsadí, hraje AI.
page-room-make = Založit místnost
page-room-code = Kód místnosti
page-room-code_help = Kód místnosti má 8 písmen a číslic, například K7QM-X4PR.
page-room-open_room = Otevřít
page-room-your_name = Tvoje jméno
page-room-grace = Čas na návrat po výpadku spojení
page-room-turn = Časový limit tahu
page-room-chat = Volný chat
page-room-seconds = { $s } s
page-room-minutes = { $m } min
page-room-min_sec = { $m } min { $s } s
page-room-off = Vypnuto
page-room-title = Místnost
page-room-invite = Pozvat
page-room-invite_link = Odkaz s pozvánkou
page-room-copy = Kopírovat odkaz
page-room-copied = Odkaz s pozvánkou je zkopírovaný: pošli ho přátelům.
page-room-ai_at = AI: { $level }
page-room-grace_is = { $time } na návrat
page-room-turn_is = { $time } na tah
page-room-turn_off = bez časového limitu
page-room-chat_on = chat zapnutý
page-room-chat_off = jen rychlé zprávy
page-room-watching_join = Díváš se. Napiš jméno, vstup a sedni si.
page-room-join = Vstoupit
page-room-seat_n = Místo { $n }
page-room-team = Tým { $n }
page-room-you = ty
page-room-host = hostitel
page-room-online = tady
page-room-offline = pryč
page-room-ai_plays = AI ({ $level })
page-room-open_seat = Volné: čeká na přítele
page-room-sit = Sednout si sem
page-room-stand = Vstát
page-room-let_ai = Nechat hrát AI
page-room-open_it = Nechat pro přítele
page-room-move_here = Přesadit sem…
page-room-watching_members = Dívají se
page-room-someone = Někdo v místnosti
page-room-remove = Odebrat
page-room-remove_title = Odebrat { $name } z místnosti?
page-room-remove_text = Jeho odkaz pro toto místo přestane fungovat; místo bude hrát AI.
page-room-make_host = Udělat hostitelem
page-room-waiting_host = Čeká se, až hostitel začne.
page-room-fill_all = Na volných místech ať hraje AI
page-room-start = Začít
page-room-seats_open = { $n ->
        [one] Jedno místo je ještě volné.
        [few] { $n } místa jsou ještě volná.
        [many] { $n } místa je ještě volného.
       *[other] { $n } míst je ještě volných.
    }
page-room-close = Zavřít místnost
page-room-close_title = Zavřít tuto místnost?
page-room-close_text = Její kód přestane fungovat všem; rozehraný zápas skončí bez vítěze.
page-room-closed = Místnost { $code } skončila.
page-room-removed = Hostitel tě odebral z místnosti { $code }.
page-room-replaced = Toto místo je teď otevřené v jiné kartě nebo na jiném zařízení.
page-room-use_here = Použít tady
page-room-leave = Odejít
page-room-leave_title = Odejít z místnosti?
page-room-leave_text = Tvoje místo bude hrát AI. S odkazem se můžeš vrátit pod novým jménem.
page-room-talk = Mluvit
page-room-watching = Díváš se
page-room-take_seat = Sednout si na místo { $n }
page-room-ai_for = za { $name } hraje AI
page-room-away = Hraje AI
page-room-back_in = odpojen · AI za { $time }
page-room-to_play = na tahu
page-room-waiting_on = Čeká se na: { $name }
page-room-turn_left = { $name }: zbývá { $time }
page-room-ready = Připraven na další rozdání
page-room-ready_done = Připraven ✓
page-room-waiting_for = Čeká se na: { $names }.
page-room-deal_now = Rozdat teď všem
page-room-rematch = Odveta
page-room-rematch_swap = Odveta s prohozenými partnery
page-room-back_to_room = Zpět do místnosti
page-room-say_something = Napiš něco…
page-room-send = Poslat
page-phrase-hello = Ahoj!
page-phrase-nice = Pěkné!
page-phrase-well-played = Dobře zahráno!
page-phrase-sorry-partner = Promiň, parťáku
page-phrase-oops = Jejda
page-phrase-thanks = Díky!
page-phrase-good-game = Dobrá hra
page-phrase-one-more = Ještě jednu?
page-history-won_by = Vyhráli: { $names }
page-room-waiting_ai = Čeká se na volného hráče AI: hra začne, jakmile se nějaký uvolní…
page-room-claim_waiting = { $name } si nárokuje všechny zbývající štychy s těmito kartami
page-room-claim_waiting_you = Nárokujete si všechny zbývající štychy: ostatní mohou protestovat
page-room-claim_left = Platí za { $time }, pokud nikdo neprotestuje
page-room-object = Protestovat
page-room-claim_objected = { $by } protestuje: hraje se dál
page-room-claim_objected_you = Protestovali jste: hraje se dál
page-room-claim_withdrawn = { $name } místo nároku hraje dál
page-room-claim_agree = Souhlasím
page-room-claim_agreed = Souhlas ✓
page-room-public = Veřejná: volné místo může obsadit i cizí hráč (rychlá hra)
page-quick-title = Rychlá hra
page-quick-play_now = Hrát hned
page-quick-refresh = Obnovit
page-quick-help = Veřejné místnosti s volným místem: hraj s cizími, když přátelé nejsou k dispozici. Ostatní místa hraje AI; když odejdeš, tvoje místo převezme zpět.
page-quick-none = Žádná veřejná místnost teď nemá volné místo.
page-quick-unavailable = Seznam teď nelze načíst.
page-quick-playing = Místnost hráče { $host }, hraje se
page-quick-waiting = Místnost hráče { $host }, čeká na začátek
page-quick-free = { $n ->
        [one] 1 volné místo
        [few] { $n } volná místa
        [many] { $n } volného místa
       *[other] { $n } volných míst
    }
page-quick-name_first = Nejdřív napiš své jméno.
