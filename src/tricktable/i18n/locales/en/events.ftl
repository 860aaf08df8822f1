### What happened, as the log, the terminal and the replay tell it. $seat is a seat key: you, left, right, partner,
### across, or seat0-seat3 without a point of view; select on [you] where the verb agrees with "you".

event-other = { SEAT($seat) } { $kind } { CARDS($cards) }
event-bid = { $seat ->
        [you] You bid { $value }
       *[other] { SEAT($seat) } bids { $value }
    }
event-pass = { $seat ->
        [you] You pass
       *[other] { SEAT($seat) } passes
    }
event-auction-won = { $seat ->
        [you] You win the auction at { $value }
       *[other] { SEAT($seat) } wins the auction at { $value }
    }
event-redeal = everyone passed: { $seat ->
        [you] you deal again
       *[other] { SEAT($seat) } deals again
    }
event-nest-taken = { $seat ->
        [you] You take the nest: { CARDS($cards) }
       *[other] { SEAT($seat) } takes the nest: { CARDS($cards) }
    }
event-discarded = { $seat ->
        [you] You discard
       *[other] { SEAT($seat) } discards
    } { $n ->
        [0] { $value ->
            [one] { $value } card
           *[other] { $value } cards
        }
       *[other] { CARDS($cards) }
    }
event-trump-named = { $seat ->
        [you] You name
       *[other] { SEAT($seat) } names
    } { SUIT($value) } as trump
event-played = { $seat ->
        [you] You play
       *[other] { SEAT($seat) } plays
    } { CARDS($cards) }
event-declared = { $seat ->
        [you] You declare
       *[other] { SEAT($seat) } declares
    } { CARDS($cards) }
event-trick-won = { $seat ->
        [you] You win
       *[other] { SEAT($seat) } wins
    } the trick ({ $value ->
        [one] { $value } point
       *[other] { $value } points
    })
event-nest-turned-up = the nest is turned up: { CARDS($cards) } ({ $value ->
        [one] { $value } point
       *[other] { $value } points
    })

## Rook
rook-event-hand-started = { $seat ->
        [you] You deal
       *[other] { SEAT($seat) } deals
    } hand { $value }
rook-event-hand-scored = { $declarer ->
        [you] You bid { $bid } and { $made ->
            [true] made it
           *[false] were set
        }
       *[other] { SEAT($declarer) } bid { $bid } and was { $made ->
            [true] made
           *[false] set
        }
    }: points { $points0 }-{ $points1 }, score { SIGNED($score0) } / { SIGNED($score1) }

## Callbreak
callbreak-event-hand-started = round { $value }: { $seat ->
        [you] you deal
       *[other] { SEAT($seat) } deals
    }
callbreak-event-bid = { $seat ->
        [you] You call { $value }
       *[other] { SEAT($seat) } calls { $value }
    }
callbreak-event-trick-won = { $seat ->
        [you] You win
       *[other] { SEAT($seat) } wins
    } trick { $trick } ({ CARDS($cards) })
callbreak-event-hand-scored = hand scored: { LIST($seats, type: "semicolon") }
callbreak-seat-score = { SEAT($seat, case: "start") }: called { $call }, won { $tricks }, { SIGNED($score) }
callbreak-event-redeal = a weak hand: the same dealer deals again

## Tractor
shengji-event-hand-started = deal { $value } starts; { $seat ->
        [you] you open
       *[other] { SEAT($seat) } opens
    } the declaration
shengji-event-trump-named = { $suit ->
        [NT] no trump suit
       *[other] trump is { SUIT($suit) }
    }; { $seat ->
        [you] you deal and take
       *[other] { SEAT($seat) } deals and takes
    } the kitty
shengji-event-kitty-revealed = nobody declared: the kitty is turned up ({ CARDS($cards) })
shengji-event-kitty-turned-up = the buried kitty is turned up: { CARDS($cards) } ({ $value } points{ $counted ->
        [true] , ×{ $multiplier } = { $bonus } for the attackers
       *[false] , kept by the defenders
    })
shengji-event-kitty-taken = { $seat ->
        [you] You take
       *[other] { SEAT($seat) } takes
    } the kitty{ $n ->
        [0] {""}
       *[other] : { CARDS($cards) }
    }
shengji-event-discarded = { $seat ->
        [you] You bury
       *[other] { SEAT($seat) } buries
    } { $n ->
        [0] { $value } cards
       *[other] { CARDS($cards) }
    }
shengji-event-throw-failed = { $seat ->
        [you] Your
       *[other] { SEAT($seat) }'s
    } throw { CARDS($cards) } can be beaten: only { CARDS($played) } is led
shengji-event-trick-won = { $seat ->
        [you] You win
       *[other] { SEAT($seat) } wins
    } the trick{ $value ->
        [0] {""}
       *[other] { " " }({ $value } points)
    }
shengji-event-hand-scored = attackers scored { $attacker_points } (kitty { $kitty_points }); levels now { $level0 } / { $level1 }; { $next_dealer ->
        [you] you deal
       *[other] { SEAT($next_dealer) } deals
    } next
event-claimed = { $seat ->
        [you] You claim
       *[other] { SEAT($seat) } claims
    } the remaining tricks, showing { CARDS($cards) }
