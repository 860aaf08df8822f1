## The scoring of a finished hand in words (the hand summary), from the rules' own scoring: Game.explain_result.
## $side is a team: "we" or "they" from where the reader sits (SEAT($side)).

seat-we = { $case ->
        [start] We
       *[other] we
    }
seat-they = { $case ->
        [start] They
       *[other] they
    }
seat-team = team { $n }
explain-redeal = No contract: the hand is dealt again.
explain-rook-made = { SEAT($declarer, case: "start") } bid { $bid }. { SEAT($side, case: "start") } took { $pts } points: the bid is made, so { SEAT($side) } score { SIGNED($score) }.
explain-rook-set = { SEAT($declarer, case: "start") } bid { $bid }. { SEAT($side, case: "start") } took { $pts } points, { $short } short of the bid: set, so { SEAT($side) } score { SIGNED($score) }.
explain-rook-other = { SEAT($side, case: "start") } took { $pts } points, so { SEAT($side) } score { SIGNED($score) }.
explain-rook-moon = { SEAT($side, case: "start") } took every point: the score is doubled.
explain-cb-line = { SEAT($seat, case: "start") }: called { $call }, took { $took }: { $why }, so { SIGNED($score) }.
explain-cb-exact = exactly the call
explain-cb-plus-one = one more than the call still counts
explain-cb-at-least = at least the call
explain-cb-tenth = the call made, and { $n } extra at { NUMBER(0.1) } each
explain-cb-bonus = a call of { $n } or more that is made scores 13
explain-cb-short = fewer than the call
explain-cb-over-window = more than the call + 1
explain-sj-points = The attackers ({ SEAT($side) }) took { $pts } points; they need 80 to take over.
explain-sj-up = { SEAT($side, case: "start") } go up to { $level } (+{ $n }).
explain-sj-no-change = Nobody goes up a level.
explain-sj-keep = { SEAT($side, case: "start") } keep the deal and defend again.
explain-sj-take-over = { SEAT($side, case: "start") } take over: { SEAT($side) } defend next hand.
explain-sj-match-won = { SEAT($side, case: "start") } win the match.
