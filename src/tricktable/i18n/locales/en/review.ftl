### The hand review (tricktable review, the hand summary): each of the player's card decisions with the AI's
### estimate, made from what the player could see. $played, $best, $cards are cards; $value, $best_value and
### $cost are points of the hand's score (Rook: your side's score minus theirs; Tractor: attackers' points).

review-title = Hand review: { SEAT($seat) }, { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    }
review-hand = { $unit ->
        [round] Round
       *[hand] Hand
    } { $number }: { $decisions ->
        [one] { $decisions } decision reviewed
       *[other] { $decisions } decisions reviewed
    }
review-no-flags = No costly decision: every card was within a small margin of the best.
review-costly = Trick { $trick }: { CARDS($played) } cost about { $cost } { $cost ->
        [one] point
       *[other] points
    } on average; the best play was { CARDS($best) }
review-decision = Trick { $trick }: { CARDS($played) } { SIGNED($value) }; best { CARDS($best) } { SIGNED($best_value) }
review-decision-best = Trick { $trick }: { CARDS($played) } { SIGNED($value) }, the best
review-alternative = { CARDS($cards) } { SIGNED($value) }
review-note = Estimates from { $worlds } deals of the hidden cards consistent with what you saw; never from the real deal.
review-skipped-busy = { $unit ->
        [round] Round
       *[hand] Hand
    } { $number } was not reviewed: the server was too busy when it ended.
