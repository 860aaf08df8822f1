### The terminal game (tricktable play) and the words the command line prints.

term-welcome = tricktable · { $variant } · you sit at the bottom; AI players ({ $ai }): { LIST($players) }
term-keys = type 'h' for help, '?' for a hint, 'q' to quit
term-hand-header = --- hand { $hand }, dealer { SEAT($dealer, case: "start") } ---
term-your-hand = your hand:
term-seat = { SEAT($seat, case: "start") }
# a seat inside a sentence or a list ("AI players: Left, Partner and Right")
term-seat-in-list = { SEAT($seat) }
term-prompt = { SEAT($seat, case: "start") } >
term-choices = choices: { $actions }
term-choices-many = { $n } choices ({ $kinds }), for example { $example }
term-help = type an action, for example { $examples }; a number alone bids, cards alone are played; '?' for a hint, 'q' to quit
term-hint = hint: { $action }
term-not-understood = not understood: { $reason }
term-not-allowed = not allowed: { $reason }
term-score = score after hand { $hand }: { $scores }
term-match-over = match over: { $winner ->
        [we] we win
        [they] they win
        [you] you win
       *[other] { SEAT($winner) } wins
    }
term-final-score = final score: { $scores }
term-another-round = play another round? [Y/n]
# words that answer "no" to "play another round?", separated by spaces
term-no-words = n no q stop
term-goodbye = game left; goodbye
term-trick = trick: { $plays }
term-trump = trump { SUIT($suit) }
term-contract = contract: { SEAT($declarer, case: "start") } { $bid }, trump { SUIT($trump) }
term-declaration = declaration: { SEAT($seat, case: "start") } { CARDS($cards) }
term-row-bids = bids: { $values }
term-row-calls = calls: { $values }
term-row-tricks-won = tricks won: { $values }
term-row-points-taken = points taken: { $values }
term-row-level = level: { $values }
term-row-levels = levels: { $values }
term-group-trump = trump { SUIT($suit) }
term-group-special = special
team-we = We
team-they = They

## Phases of a hand
phase-bid = bidding
phase-exchange = nest exchange
phase-bury = burying the kitty
phase-trump = naming trump
phase-declare = declaring trump
phase-play = play
phase-over = hand over


## The command line
cli-error = error: { $reason }
cli-cannot-read = cannot read { $file }: { $reason }
cli-not-json = { $file } is not valid JSON: { $reason }
replay-step = { SEAT($seat) }: { $action }
replay-rejected = step { $step } '{ $action }' rejected:
replay-phase = phase: { $phase }; to act: { $to_act }
replay-nobody = nobody
replay-legal = legal: { $actions }
replay-legal-count = legal: { $n } actions
replay-result = result: { $result }
cli-variant = variant
cli-description = description
