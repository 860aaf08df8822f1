### Cards, suits, colours, seats and action words: the pieces other messages are built from.
### CARDS(), SUIT(), SEAT() and VERBS() look these up; $case is whatever a message asks for (English has none).

## A card named in full, for reading ("the green 14", "the 10 of spades").
card-rook = the { $colour ->
        [R] red
        [Y] yellow
        [G] green
       *[B] black
    } { $number }
card-standard = the { $rank ->
        [A] ace
        [K] king
        [Q] queen
        [J] jack
       *[other] { $rank }
    } of { $suit ->
        [S] spades
        [H] hearts
        [D] diamonds
       *[C] clubs
    }
card-joker = the { $joker ->
        [big] big joker
       *[small] small joker
    }
card-bird = the { $bird }

## Suits and colours, as SUIT() writes them; $case "one" is the name of one card of the suit ("a higher heart").
suit-S = { $case ->
        [one] spade
       *[other] spades
    }
suit-H = { $case ->
        [one] heart
       *[other] hearts
    }
suit-D = { $case ->
        [one] diamond
       *[other] diamonds
    }
suit-C = { $case ->
        [one] club
       *[other] clubs
    }
suit-trump = { $case ->
        [one] trump
       *[other] trumps
    }
suit-NT = no trump
suit-R = red
suit-Y = yellow
suit-G = green
suit-B = black

## Seats. Without a point of view they are numbered; at a table they are named from where you sit.
seat-number = seat { $n }
seat-you = { $case ->
        [start] You
       *[other] you
    }
seat-left = Left
seat-right = Right
seat-partner = Partner
seat-across = Across

## The words you type for each action.
verb-bid = bid
verb-pass = pass
verb-discard = discard
verb-trump = trump
verb-call = call
verb-play = play
verb-declare = declare

# The joiner of a list of clauses (rules pages, replay lines); Greek writes the semicolon as the ano teleia.
list-joiner-semicolon = {"; "}
verb-claim = claim
