### Why an action is not allowed, or cannot be read: the rules' errors (tricktable.engine.errors).

## Reading cards and actions
card-rook-number = Rook card numbers run from 1 to 14, not { $number }
card-no-id = no card has id { $card }
card-rook-number-text = '{ $text }': Rook cards are numbered 1 to 14
card-unknown = '{ $text }' is not a card: write a Rook card as colour and number (R14, G5, Rook), a standard card as rank and suit (AS, 10D, 10H), or a joker (BJ, SJ)
colour-unknown = '{ $text }' is not a colour: use R, Y, G, B (red, yellow, green, black)
suit-unknown = '{ $text }' is not a suit: use S, H, D or C
action-empty = empty action: use { VERBS($verbs) }
action-unknown = '{ $word }' is not an action: use { VERBS($verbs) }
action-pass-alone = 'pass' takes nothing after it
action-bid-number = a bid is a whole number, for example 'bid 85'
action-trump-one = name one trump colour, for example 'trump R' or 'trump red'
action-needs-cards = '{ $kind }' needs cards, for example '{ $kind } { CARDS($example) }'

## Whose turn
hand-over = the hand is over: no more actions
turn-not-yours = it is { $to_act ->
        [you] your
       *[other] { SEAT($to_act) }'s
    } turn, not { $seat ->
        [you] yours
       *[other] { SEAT($seat) }'s
    }
turn-no-hand = no hand is in progress
turn-not-your-turn = it is not your turn
variant-unknown = unknown variant '{ $key }'; known variants: { LIST($known) }

## Playing cards (every family)
not-held = you do not hold { CARDS($card) }
not-held-those = you do not hold those cards
play-a-card = it is your turn to play a card, for example 'play { CARDS($example) }'
play-one-card = play one card at a time
must-follow = you must follow { SUIT($suit) }: you hold { CARDS($held) }
must-trump = trump ({ SUIT($suit) }) was led: you must play trump: you hold { CARDS($held) }
discard-twice = you named the same card twice

## Rook
rook-name-trump = name trump now, for example 'trump R' (red, yellow, green or black)
rook-trump-colour = trump is one of the colours R, Y, G, B
rook-dealer-must-bid = everyone else has passed, so the dealer must take the lowest bid, { $min }
rook-bid-or-pass = it is the auction: bid (for example 'bid { $low }') or pass
rook-bid-step = bids go up in { $step ->
        [5] fives
        [10] tens
        [25] twenty-fives
       *[other] steps of { $step }
    } (multiples of { $step })
rook-opening-bid = the opening bid is at least { $min }
rook-bid-higher = you must bid more than the current bid of { $high }
rook-bid-max = the highest bid is { $top }
rook-discard-first = you took the nest: discard { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } first, for example 'discard R5 G6 ...'
rook-nest-no-counters = no counters may go to the nest while you hold other cards { $n ->
        [0] (you have enough cards that count nothing)
        [one] (one counter at most: you have too few other cards)
       *[other] ({ $n } counters at most: you have too few other cards)
    }
rook-discard-count = you must discard exactly { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
rook-bird-only-trump = trump was led and the { CARDS($bird) } is your only trump: you must play it

## Callbreak
callbreak-time-to-call = it is time to call: say how many tricks you will win, 'bid { $lo }' to 'bid { $hi }'
callbreak-call-range = a call must be from { $lo } to { $hi } tricks, not { $value }
callbreak-must-beat = you must beat { CARDS($best) } with a higher { SUIT($suit, case: "one") }: you hold { CARDS($held) }
callbreak-must-spade = you have no { SUIT($suit) }, so you must play a spade: you hold { CARDS($held) }
callbreak-must-spade-higher = you have no { SUIT($suit) }, so you must play a spade higher than { CARDS($top) }: you hold { CARDS($held) }

## Tractor
shengji-declare-or-pass = now declare trump (for example 'declare { CARDS($example) }' or 'declare { CARDS($example) } { CARDS($example) }') or pass
shengji-declare-own = declare only with cards from your own hand
shengji-declare-level = declare with one { $level }, an identical pair of { $level }s, SJ SJ or BJ BJ
shengji-declare-stronger = a declaration must be stronger than { CARDS($current) } (single < pair < SJ SJ < BJ BJ)
shengji-bury = bury 8 cards from your 33: 'discard' and 8 cards
shengji-bury-count = bury exactly 8 cards, not { $n }
shengji-play = play cards, for example 'play AS' or 'play 5D 5D 6D 6D'
shengji-lead-one-suit = a lead must be all of one suit (trumps count as one suit)
shengji-lead-one-unit = lead exactly one unit: a single, an identical pair, or a tractor of adjacent pairs
shengji-follow-count = play { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, as many as were led
shengji-follow-all = you must play all your { SUIT($suit) }: { CARDS($held) }
shengji-follow-suit = you must follow { SUIT($suit) } with { $n ->
        [one] your card
       *[other] all { $n } cards
    }: you hold { CARDS($held) }
shengji-follow-pairs = you must play { $n ->
        [one] a pair
       *[other] { $n } pairs
    } of { SUIT($suit) }: you hold { CARDS($held) }
shengji-follow-tractor = you must answer the tractor with a tractor of { SUIT($suit) }

## Deals that do not fit the game
deal-hands = a deal has 4 hands, not { $n }
deal-hand-size = each hand must hold { $size } cards, not { $n }
deal-card-twice = a hand holds a card twice or a card from another deck
deal-whole-deck = the deal must hold every card of the { $size }-card deck exactly once
deal-callbreak = a Callbreak deal gives all 52 cards, 13 to each of 4 seats
deal-tractor-sizes = a Tractor deal is 25 cards to each seat and an 8-card kitty
deal-double-deck = the deal must use the 108-card double deck, every card exactly twice

## Options (house rules) that do not fit
option-bool = option { $name } must be true or false
option-int = option { $name } must be a whole number
option-type = option { $name } has the wrong type: { $value }
option-finite = option { $name } must be a finite number
option-range = option { $name } must be a whole number from { $lo } to { $hi }, not { $value }
option-choice = { $name } must be one of { LIST($choices, type: "or") }, not { $value }
option-none-or-range = option { $name } must be none or a whole number { $lo }..{ $hi }, not { $value }
option-rounds = option rounds must be none (open-ended) or a whole number >= 1, not { $value }
option-unknown = '{ LIST($names) }' is not { $family ->
        [rook] a Rook
        [callbreak] a Callbreak
       *[shengji] a Tractor
    } option; options: { LIST($known) }
callbreak-scenario-scores = 'scores' gives the four seats' totals before the round, e.g. [0, 4.1, -3, 2]
callbreak-call-options = calls must satisfy 0 <= min_call <= max_call <= 13, got { $lo }..{ $hi }
shengji-first-auction-seat = first_auction_seat must be a seat 0-3, or -1 for the table's choice
shengji-level-unknown = { $text } is not a level: use 2-10, J, Q, K or A
rook-numbers = numbers must be distinct card numbers from 1 to 14
rook-numbers-10-11 = the deck needs the 10s and 11s (every Rook version has 5 to 14)
rook-red-one-deck = red_one adds the red 1 as a special trump: use a deck without the 1s
rook-hand-size = hand_size must be at least 1
rook-deck-too-small = { $hand } cards to each of 4 players needs { $need } cards, but the deck has only { $deck }
rook-nest-too-big = a nest of { $nest } cards (deck { $deck } minus 4 hands of { $hand }) is larger than a hand: deal more cards to each player
rook-min-bid = min_bid must be a positive multiple of the bid step { $step }
rook-max-bid = max_bid must be a multiple of { $step } and at least min_bid { $min }
rook-max-bid-total = max_bid { $top } is more than the { $total } points a hand gives out
rook-points = points are (number, points) pairs with numbers 1-14 and points >= 0
rook-negative-points = bonus and card points cannot be negative
rook-bird-name = bird_name must be 1 to { $longest } letters that are not a card, a colour or an action word, not '{ $value }'
rook-preset-unknown = no Rook preset '{ $preset }'; presets: { LIST($known) }

## Scenario files (tricktable replay)
scenario-not-object = a scenario is a JSON object with 'variant', 'dealer', 'hands' and 'actions'
scenario-options = 'options' must be an object of option names to values
scenario-game = { $reason }
scenario-hands = 'hands' must be a list of 4 strings of cards, one per seat
scenario-bad-card = bad card in the deal: { $reason }
scenario-actions = 'actions' must be a list of action strings such as "bid 70"
scenario-deal = the deal does not fit { $variant }: { $reason }
claim-not-now = you may claim the rest only when you lead a trick
claim-whole-hand = a claim shows every card you hold
claim-not-proven = you cannot claim the rest: another player could still win a trick
