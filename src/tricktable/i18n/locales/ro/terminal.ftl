### Jocul în terminal (tricktable play) și cuvintele liniei de comandă.

term-welcome = tricktable · { $variant } · stai jos; jucători AI ({ $ai }): { LIST($players) }
term-keys = 'h' ajutor, '?' sugestie, 'q' ieșire
term-hand-header = --- mâna { $hand }, împarte { SEAT($dealer) } ---
term-your-hand = cărțile tale:
term-seat = { SEAT($seat, case: "start") }
# a seat inside a sentence or a list ("AI players: Left, Partner and Right")
term-seat-in-list = { SEAT($seat) }
term-prompt = { SEAT($seat, case: "start") } >
term-choices = variante: { $actions }
term-choices-many = { $n ->
        [one] o variantă
        [few] { $n } variante
       *[other] { $n } de variante
    } ({ $kinds }), de exemplu { $example }
term-help = scrie o mutare, de exemplu { $examples }; un număr singur e o licitație, cărțile singure se joacă; '?' sugestie, 'q' ieșire
term-hint = sugestie: { $action }
term-not-understood = nu înțeleg: { $reason }
term-not-allowed = nu e permis: { $reason }
term-score = scorul după mâna { $hand }: { $scores }
term-match-over = meciul s-a terminat: { $winner ->
        [we] am câștigat
        [they] au câștigat ei
        [you] ai câștigat
       *[other] a câștigat { SEAT($winner) }
    }
term-final-score = scor final: { $scores }
term-another-round = mai jucăm o rundă? [D/n]
term-no-words = n nu
term-goodbye = ai ieșit din joc; la revedere
term-trick = levata: { $plays }
term-trump = atu: { SUIT($suit) }
term-contract = contract: { SEAT($declarer, case: "start") } { $bid }, atu: { SUIT($trump) }
term-declaration = declarație: { SEAT($seat, case: "start") } { CARDS($cards) }
term-row-bids = licitații: { $values }
term-row-calls = anunțuri: { $values }
term-row-tricks-won = levate: { $values }
term-row-points-taken = puncte luate: { $values }
term-row-level = nivel: { $values }
term-row-levels = niveluri: { $values }
term-group-trump = atu ({ SUIT($suit) })
term-group-special = speciale
team-we = Noi
team-they = Ei

## Etapele unei mâini
phase-bid = licitație
phase-exchange = schimbul cu cuibul
phase-bury = îngroparea talonului
phase-trump = alegerea atuului
phase-declare = declararea atuului
phase-play = joc
phase-over = mână încheiată

## Linia de comandă
cli-error = eroare: { $reason }
cli-cannot-read = nu pot citi { $file }: { $reason }
cli-not-json = { $file } nu e JSON valid: { $reason }
replay-step = { SEAT($seat, case: "start") }: { $action }
replay-rejected = pasul { $step } '{ $action }' a fost respins:
replay-phase = etapa: { $phase }; la rând: { $to_act }
replay-nobody = nimeni
replay-legal = mutări permise: { $actions }
replay-legal-count = mutări permise: { $n }
replay-result = rezultat: { $result }
cli-variant = variantă
cli-description = descriere
