## What the arena, bench and review commands print for people (--lang).

cli-vs = { $a } vs { $b }
cli-two-players = give exactly two players, e.g. --players normal,heuristic
cli-arena-title = { $variant }: { $deals ->
        [one] { $deals } duplicate deal
       *[other] { $deals } duplicate deals
    }, seed { $seed }
cli-arena-player = player
cli-arena-points = points/hand (95% CI)
cli-arena-hands-won = hands won (ties shared)
cli-arena-made = bids/calls made
cli-arena-ms = ms/decision
cli-interval = [{ $lo }, { $hi }]
cli-arena-paired = paired difference { $of } in points per hand (seat-matched, same cards), with its 95% CI:
cli-arena-ties = hands won: a hand tied between k sides counts 1/k for each of them
cli-arena-faults = faults of { $name }: { $counts }; { $fallback } fallback moves
cli-arena-last-fault = (last: { $message })
cli-arena-progress = { $title }: { $done }/{ $total } deals, { $minutes } min
cli-arena-rate = , { $rate } deals/min
cli-fault-timeout = { $n } timeouts
cli-fault-illegal = { $n } illegal
cli-fault-unreadable = { $n } unreadable
cli-fault-crash = { $n } crashes
cli-bench-timing = timing…
cli-bench-round = round { $round }/{ $runs }: timing { $name }
cli-bench-variant = variant
cli-bench-hands-per-second = hands/s (median)
cli-bench-hands-per-cpu = hands/CPU-s
cli-bench-x-spades = × spades
cli-bench-x-spades-cpp = × spades C++
cli-bench-footer = { $runs } rounds of { $seconds } s per variant; medians; ratios of hands per CPU second. Spades in Python is dealt one shuffled deck per hand (52 chance actions), as our hands are; C++ is OpenSpiel's evaluate_bots with random bots
cli-bench-no-spiel = OpenSpiel not installed: pip install -e '.[bench]' to compare with its spades
cli-bench-ai-title = CPU time per decision
cli-bench-level = level
cli-bench-decisions = decisions
cli-bench-position = { $variant }: position { $i }/{ $n }
cli-bench-ai-footer = every decision with a choice in { $hands } heuristic-played hand(s) per variant, seed { $seed }; process CPU time
cli-bench-env = env
cli-bench-steps-per-second = steps/s (median)
cli-bench-steps-per-cpu = steps/CPU-s
cli-bench-x-spades-cpu = × spades (CPU)
cli-bench-env-footer = { $runs } rounds of { $seconds } s each; medians; a step is one random masked action after reading the observation (spades: observation_tensor + apply_action)
cli-review-working = reviewing…
cli-review-progress = hand { $hand }: decision { $decision }/{ $decisions }
cli-review-no-game = no game { $game } in { $file }
cli-review-empty = no game in { $file }
cli-review-not-replayed = the record does not replay: { $reason }
store-cannot-open = cannot open the game store { $path }: { $reason }
store-not-a-store = { $path } is not a tricktable game store (not a SQLite database); give another file with --db
store-newer-schema = the game store { $path } was written by a newer tricktable (schema { $version }; this one knows { $known }): update tricktable or use another file
store-damaged = the game store { $path } is damaged ({ $reason }): not used; restore a backup or give another file with --db
store-bad-url = { $path } is not a database address this program can open ({ $reason }); give a file, or postgresql://USER@HOST:PORT/DATABASE, with --db
store-needs-psycopg = the game store { $path } is a PostgreSQL database, and the PostgreSQL client is not installed: pip install -e '.[scale]'
store-pg-not-a-store = the database { $path } already holds a table { $table } of another program: not used; give another database with --db

## The native core (tricktable.native): said once when it is not in use although nobody asked for pure Python.
native-missing = tricktable is running in pure Python: its native core was not built when it was installed (no C compiler was found). The results are the same, only slower; to build it, install a C compiler and run pip install -e . again.
native-stale = tricktable is running in pure Python: its native core was built from older sources. Run pip install -e . again to rebuild it.
native-broken = tricktable is running in pure Python: its native core does not load. Run pip install -e . again to rebuild it.
cli-bench-pure = { $variant } (pure Python)
cli-bench-native = native core: { $status ->
        [native] in use; rows marked "pure Python" time the same hands on the Python reference
        [pure] off (TRICKTABLE_PURE is set)
       *[other] not in use ({ $status })
    }

## Mistakes on the command line, and what export and import report
cli-bad-option = '{ $pair }': write options as name=value, e.g. target=500
cli-unknown-ai = unknown AI '{ $ai }': choose one of { $known }, or a kind with an argument such as policy:PATH
cli-unknown-level = unknown AI level '{ $level }': known levels are { $known }
cli-not-records = { $file } is not a tricktable records file: give the output of 'tricktable export' or a match record
cli-exported = games exported: { $n }, to { $file }
cli-imported = games imported: { $n }
cli-cannot-import = cannot import { $file }: { $reason }
cli-import-note = note: { $note }

## Why an import is refused (tricktable.storage, tricktable.table.stored): the record's field names stay in quotes
record-not-records = not a tricktable records file (format '{ $found }'): give the output of 'tricktable export'
record-games-list = 'games' must be a list of game records
record-in-game = game '{ $game }': { $reason }
record-in-game-number = game number { $n }: { $reason }
record-in-hand = hand { $hand }: { $reason }
record-invalid = { $detail }
record-twice = the file holds this game twice
record-object = a game record is a JSON object
record-whole-number = '{ $field }' must be a whole number from { $lo } to { $hi }
record-text = '{ $field }' must be a text of at most { $most } characters
record-time = '{ $field }' must be a time in seconds
record-plain-json = '{ $field }' must be plain JSON (finite numbers)
record-id-chars = 'id' must be letters, digits, '-' and '_'
record-options = 'options' must be an object of option names to values
record-players = 'players' must be a list of 1 to { $most } player kinds
record-names = 'names' must be a list of the players' names (null for a seat the AI played), one per player, each at most { $most } characters
record-status = 'status' must be a word such as 'active' or 'finished'
record-scores = 'scores' must be a list of numbers
record-hands = 'hands' must be a list of hand records
record-hand-object = a hand record is a JSON object
record-hand-seq = hands must be numbered 0, 1, 2, … in order (this one has seq '{ $seq }')
record-dealt = 'hands' must be the list of dealt hands
record-actions = 'actions' must be a list
record-action-object = each action is an object with 'seat' and 'action'
record-result = 'result' must be an object
record-unknown-variant = its variant '{ $variant }' is not one this installation has, so it cannot be replayed to check it
record-seat-count = '{ $variant }' has { $seats ->
        [one] { $seats } seat
       *[other] { $seats } seats
    }, not { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
record-player-kind = unknown player kind '{ $kind }'
record-scores-differ = the stored scores are not what the hands give
record-winner-differs = the stored winner is not the match's winner
cli-file-not-json = the file is not JSON (line { $line }, column { $column })
cli-no-such-file = there is no such file
cli-file-unreadable = the file cannot be read ({ $reason })
cli-file-too-deep = the file is nested too deeply

## click's own refusals of a command line (tricktable.interfaces.cli.click_words); English as click says them
cli-usage-prefix = Usage:
cli-try-help = Try '{ $command }' for help.
cli-no-such-option = No such option: { $name }
cli-no-such-command = No such command '{ $name }'.
cli-did-you-mean = Did you mean { $names }?
cli-missing = Missing { $kind ->
        [option] option
        [argument] argument
       *[other] parameter
    } { $hint }.
cli-missing-command = Missing command.
cli-invalid-value-for = Invalid value for { $hint }: { $reason }
cli-invalid-value = Invalid value: { $reason }
cli-needs-value = Option '{ $name }' requires an argument.
cli-wrong-kind = { $kind ->
        [integer] a whole number is expected here
        [float] a number is expected here
        [boolean] yes or no (true or false) is expected here
        [path] there is no such file or folder
        [choice] this is not one of the choices
       *[other] this value cannot be read
    }
cli-bad-lang = '{ $value }': use one of { $known }
cli-aborted = Aborted!
cli-takes-no-value = Option '{ $name }' does not take a value.
