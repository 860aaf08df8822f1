### A terminálos játék (tricktable play) és a parancssor szavai.

term-welcome = tricktable · { $variant } · te ülsz alul; gépi játékosok ({ $ai }): { LIST($players) }
term-keys = 'h': súgó, '?': tipp, 'q': kilépés
term-hand-header = --- { $hand }. leosztás, osztó: { SEAT($dealer, case: "start") } ---
term-your-hand = a lapjaid:
term-seat = { SEAT($seat, case: "start") }
# a seat inside a sentence or a list ("AI players: Left, Partner and Right")
term-seat-in-list = { SEAT($seat) }
term-prompt = { SEAT($seat, case: "start") } >
term-choices = lehetőségek: { $actions }
term-choices-many = { $n } lehetőség ({ $kinds }), például { $example }
term-help = írj be egy lépést, például { $examples }; egy szám magában licit, lapok magukban kijátszás; '?': tipp, 'q': kilépés
term-hint = tipp: { $action }
term-not-understood = nem értem: { $reason }
term-not-allowed = nem szabályos: { $reason }
term-score = állás { ARTICLE($hand) } { $hand }. leosztás után: { $scores }
term-match-over = vége a mérkőzésnek: { $winner ->
        [we] mi nyertünk
        [they] ők nyertek
        [you] te nyertél
       *[other] { SEAT($winner) } nyert
    }
term-final-score = végeredmény: { $scores }
term-another-round = játsszunk még egy kört? [I/n]
term-no-words = n nem
term-goodbye = kiléptél a játékból; viszlát
term-trick = ütés: { $plays }
term-trump = adu: { SUIT($suit) }
term-contract = vállalás: { SEAT($declarer, case: "start") } { $bid }, adu: { SUIT($trump) }
term-declaration = adubemondás: { SEAT($seat, case: "start") } { CARDS($cards) }
term-row-bids = licitek: { $values }
term-row-calls = bemondások: { $values }
term-row-tricks-won = ütések: { $values }
term-row-points-taken = szerzett pontok: { $values }
term-row-level = szint: { $values }
term-row-levels = szintek: { $values }
term-group-trump = adu ({ SUIT($suit) })
term-group-special = különleges
team-we = Mi
team-they = Ők

## A leosztás szakaszai
phase-bid = licit
phase-exchange = fészekcsere
phase-bury = letétel a talonba
phase-trump = aduválasztás
phase-declare = aduhirdetés
phase-play = kijátszás
phase-over = vége a leosztásnak

## A parancssor
cli-error = hiba: { $reason }
cli-cannot-read = nem olvasható: { $file }: { $reason }
cli-not-json = { $file } nem érvényes JSON: { $reason }
replay-step = { SEAT($seat, case: "start") }: { $action }
replay-rejected = { ARTICLE($step, case: "start") } { $step }. lépést ('{ $action }') elutasította a szabály:
replay-phase = szakasz: { $phase }; következik: { $to_act }
replay-nobody = senki
replay-legal = szabályos lépések: { $actions }
replay-legal-count = szabályos lépések: { $n }
replay-result = eredmény: { $result }
cli-variant = változat
cli-description = leírás
