### Rules pages (tricktable rules, the Info page), built from each variant's config. Every message is one
### sentence or heading; the code decides which apply, the selectors follow the options.

rules-sentence = { $text }.
rules-house-rules = House rules in this game
rules-house-rule = **{ $name }**: { $value }
option-yes = yes
option-no = no
bird-name = { $bird }

## Variants: a title and a one-line description
variant-rook-crowsnest-title = CrowsNest
variant-rook-crowsnest = CrowsNest (default): 41 cards, Crow lowest trump, a made bid scores the bid
variant-rook-tournament-title = Tournament Rook (Kentucky Discard)
variant-rook-tournament = Tournament Rook / Kentucky Discard: official rules, Rook highest trump
variant-rook-partnership-title = Partnership Rook
variant-rook-partnership = Partnership Rook: 56 cards 1-14, no Rook, no nest, 20 for most tricks
variant-rook-one-high-title = 1-High Partnership Rook
variant-rook-one-high = 1-High Partnership Rook: 57 cards, 1s high and worth 15, bids 100-180
variant-rook-red-one-title = The Red 1
variant-rook-red-one = The Red 1: Tournament Rook plus the red 1, top trump worth 30
variant-rook-buckeye-title = Buckeye
variant-rook-buckeye = Buckeye: Tournament Rook plus the 1s, high and worth 15, bids 100-180
variant-rook-dixie-title = Dixie Rook
variant-rook-dixie = Dixie Rook: 56 cards, no Rook, 4-card nest, 13s count 10, 20 for most tricks
variant-callbreak-master-title = Callbreak (Callbreak Master)
variant-callbreak-master = Callbreak as in the Callbreak Master app: calls 2-13, call or one more succeeds, 8+ scores 13, open-ended
variant-callbreak-standard-title = Callbreak (standard)
variant-callbreak-standard = Callbreak as most apps play it: calls 1-8, +0.1 per overtrick, must head the trick, 5 rounds
variant-shengji-tractor-title = Tractor (Shengji, 升级, 80 points)
variant-shengji-tractor = Tractor (Shengji, 80 points): double deck, trump declaration, pairs and tractors, levels 2 to A

## Rook
rules-rook-cards = The cards
rules-rook-deck = The deck has { $size } cards: the numbers { LIST($numbers) } in four colours (red, yellow, green, black){ $bird ->
        [true] { $red_one ->
            [true] , plus the { $bird_name } card and the red 1
           *[false] , plus the { $bird_name } card
        }
       *[false] { $red_one ->
            [true] , plus the red 1
           *[false] {""}
        }
    }.
rules-rook-plain-order = Within a colour the cards rank { LIST($order, type: "ranks") }.
rules-rook-counter = each { $number } is worth { $points }
rules-rook-counter-bird = the { $bird_name } is worth { $points }
rules-rook-counter-red-one = the red 1 is worth { $points }
rules-rook-counters = Counters: { LIST($counters, type: "semicolon") }. Other cards count nothing.
rules-rook-bonus-majority = { $points } points go to the team that takes more tricks (nobody gets them on a tie)
rules-rook-bonus-last-trick = { $points } points go to the team that takes the last trick
rules-rook-bonuses = Bonuses: { LIST($bonuses, type: "semicolon") }.
rules-rook-total = A hand gives out { $total } points in all{ $split ->
        [true] { " " }({ $even } when the tricks split evenly)
       *[false] {""}
    }.
rules-rook-players = Players and the deal
rules-rook-partners = Four players in two partnerships; partners sit opposite. Nobody shows a hand, not even to a partner.
rules-rook-deal = Each player gets { $hand } cards, one at a time{ $nest ->
        [0] . There is no nest.
       *[other] ; { $nest } cards go face down to the nest.
    }
rules-rook-deal-passes = The deal passes to the left after every hand.
rules-rook-bidding = Bidding
rules-rook-bid-first = The player left of the dealer bids first; bidding goes round to the left.
rules-rook-bid-range = Each bid is a multiple of { $step }, from { $min } up to { $top }, and must beat the bid before it; jump bids are allowed. A bid promises that many points for the partnership.
rules-rook-bid-pass-out = A player who passes is out of the bidding for the rest of the hand.
rules-rook-bid-end = The bidding ends when all but one player have passed, or at once when someone bids { $top }. The highest bidder is the declarer.
rules-rook-all-pass-redeal = If all four players pass, the cards are thrown in and the same dealer deals again.
rules-rook-all-pass-dealer = If the first three players pass, the dealer may not pass and takes the lowest bid, { $min }.
rules-rook-nest = The nest
rules-rook-nest-exchange = The declarer adds the { $n } nest cards to their hand without showing them, then lays any { $n } cards face down as the new nest. Counters may be laid away.
rules-rook-nest-no-counters = The declarer adds the { $n } nest cards to their hand without showing them, then lays { $n } cards face down as the new nest. No counter may be laid away unless the declarer has fewer than { $n } cards that count nothing: then those go, and counters make up the number.
rules-rook-nest-points = The points in the nest go to { $owner ->
        [last_trick] the team that wins the last trick
       *[declarer] the declarer's team
    } at the end of the hand.
rules-rook-trump = Trump
rules-rook-trump-when = The declarer names one colour as trump { $nest ->
        [true] after laying away the nest
       *[false] as soon as the bidding ends
    }.
rules-rook-trump-order = Trumps rank { LIST($order, type: "ranks") } (shown for red trump; any colour works the same way).
rules-rook-red-one-special = red 1 (special)
rules-rook-bird-place = The { $bird_name } belongs to no colour: it is always a trump, { $place ->
        [high] the highest trump, above every card of the trump colour
        [low] the lowest trump, below the lowest card of the trump colour
        [second] second only to the red 1, above every card of the trump colour
       *[ten_and_half] a trump ranking between the 10 and the 11 of the trump colour
    }.
rules-rook-bird-any-time = The { $bird_name } may be played to any trick, even by a player who could follow the led colour.
rules-rook-bird-follows = The { $bird_name } follows like any other trump: it may only be played on a trump lead or when void in the led colour.
rules-rook-red-one = The red 1 is always the highest trump, whatever colour is trump. It is never a red card: it does not follow a red lead. Like any trump, it may only be played on a trump lead or when void in the led colour.
rules-rook-play = Play
rules-rook-first-lead = { $who ->
        [declarer] The declarer
       *[left_of_dealer] The player left of the dealer
    } leads to the first trick; the winner of each trick leads the next.
rules-rook-follow = Everyone must follow the colour led if they can. A player who cannot may play any card, including a trump.
rules-rook-special-lead = Leading the { $bird ->
        [true] { $red_one ->
            [true] { $bird_name } or the red 1
           *[false] { $bird_name }
        }
       *[false] red 1
    } is a trump lead: the others must play trump if they can, and a player whose only trump is the { $bird ->
        [true] { $red_one ->
            [true] { $bird_name } or the red 1
           *[false] { $bird_name }
        }
       *[false] red 1
    } must play it.
rules-rook-trick-winner = The highest trump wins the trick; without trumps, the highest card of the colour led wins.
rules-rook-scoring = Scoring
rules-rook-count = Each team counts the counters in the tricks it won{ $nest ->
        [true] { $bonuses ->
            [true] { " " }(plus the nest and the bonuses as above)
           *[false] { " " }(plus the nest as above)
        }
       *[false] { $bonuses ->
            [true] { " " }(plus the bonuses as above)
           *[false] {""}
        }
    }.
rules-rook-defenders = The defenders always score what they took.
rules-rook-made = If the declarer's team took at least its bid, it scores { $scores ->
        [bid] the amount of the bid, not the points taken
       *[captured] all the points it took
    }.
rules-rook-set = If not, it is set: it scores nothing for the hand and loses the amount of the bid. Scores may go below zero.
rules-rook-moon = **Shooting the moon**: a team that takes every point of the hand ({ $total }) scores double what it would score.
rules-rook-winning = Winning
rules-rook-target = The first team to reach { $target } points wins. If both teams reach it on the same hand, the higher total wins; on an exact tie another hand is played.
rules-rook-minus-target-loses = A team whose score falls to -{ $target } or below loses the match.

## Callbreak
rules-callbreak-intro = Four players, each for themselves. Standard 52 cards, ranked A K Q J 10 9 8 7 6 5 4 3 2. **Spades are always trump.**
rules-callbreak-deal = **Deal**: all 52 cards, 13 each. Play goes { $direction ->
        [ccw] counter-clockwise; the deal passes to the right
       *[cw] clockwise; the deal passes to the left
    }.
rules-callbreak-calls = **Calls**: starting with the player to the dealer's { $side ->
        [right] right
       *[left] left
    } and ending with the dealer, each player calls once how many tricks they will win, from **{ $lo } to { $hi }**.
rules-callbreak-weak-hands = **Weak hands**: a hand with no spade, or with no J, Q or K, is thrown in and the same dealer deals again.
rules-callbreak-play = **Play**: the player to the dealer's { $side ->
        [right] right
       *[left] left
    } leads first; the winner of a trick leads the next. { $head ->
        [true] You must follow the led suit if you can, and you must **beat the best card of the led suit** in the trick if you can (on a spade lead, overtake with a higher spade if able).
       *[false] You must follow the led suit if you can. Following, you are **not obliged to head the trick**, also when spades are led.
    } { $overtrump ->
        [true] If you cannot follow, you must play a spade that **beats every spade already in the trick** (with no spade in it yet, any spade). With only lower spades you may waste one or discard any card; with no spade at all, play anything.
       *[false] If you cannot follow, you may play any card, a spade or not.
    }
rules-callbreak-head-until-trumped = **Heading**: once someone has trumped the trick with a spade, you still follow suit but need not play higher.
rules-callbreak-trick = **Trick**: won by the highest spade in it, else by the highest card of the suit led.
rules-callbreak-success = **Success**: a player succeeds when they win { $success ->
        [window] exactly their call or one more (call 4: 4 or 5 tricks succeed; 3 or fewer, or 6 or more, fail)
       *[at_least] at least their call (call 4: 4 or more tricks succeed, 3 or fewer fail)
    }.
rules-callbreak-score = **Score**: success scores **+call**, failure scores **−call**{ $tenth ->
        [true] ; each trick above the call adds **+{ 0.1 }** on success (call { $call }, { $tricks } tricks: +{ $score })
       *[false] {""}
    }{ $bonus ->
        [0] {""}
       *[other] ; a call of **{ $bonus } or more** that succeeds scores **+13** instead (a failed one scores −call)
    }.
rules-callbreak-end = **End**: { $rounds ->
        [0] No fixed end: after each round you choose to play another round or end the game; whoever has the highest total when you stop wins.
       *[other] The game lasts **{ $rounds } rounds**; the highest total wins. If totals are tied for the lead, further rounds are played until one player leads alone.
    }
rules-callbreak-seats = (In tricktable the seats are numbered in play order, so the player to the dealer's { $side ->
        [right] right
       *[left] left
    } is seat dealer + 1.)

## Tractor
rules-shengji-intro = Four players in two fixed partnerships (seats 0 and 2 against 1 and 3) with a **108-card double deck** (two 52-card decks and four jokers). Each player gets 25 cards; 8 form the kitty.
rules-shengji-levels = Levels and trumps
rules-shengji-levels-text = Each team has a level, starting at 2 and running 2, 3, …, 10, J, Q, K, A. The **level rank** of a deal is the dealer team's level. Trumps are the jokers, every card of the level rank, and the trump suit. From high to low: big joker, small joker, the level card of the trump suit, the level cards of the other suits (equal to each other), then the trump suit A … 2 without the level rank. In a no-trump (NT) deal only jokers and level cards are trumps. Within a suit the level rank is left out, so with level 7 the 6 and the 8 are adjacent.
rules-shengji-start-level = In this match both teams start at level { $level }.
rules-shengji-declaring = Declaring trump
rules-shengji-declaring-text = After the deal, starting with the nominal dealer ({ $opener ->
        [-1] the seat the table chooses
       *[other] seat { $opener }
    } in the first deal) and going round, each player passes or shows from their hand a declaration **strictly stronger** than the current one: one level card (its suit is trump) < a pair of identical level cards < two small jokers (NT) < two big jokers (NT). Three passes after a declaration end the auction; a player who passed may declare later. If nobody declares, the kitty is turned up and the suit of its first non-joker card is trump. In the first deal { $first ->
        [first_declarer] the first player who declared
       *[winning_declarer] the winning declarer
    } becomes the dealer; later the dealer is fixed by the last result and a declaration only names trump.
rules-shengji-kitty = The kitty
rules-shengji-kitty-text = The dealer takes the 8 kitty cards and buries any 8 cards (points and trumps too), then leads the first trick.
rules-shengji-play = Play
rules-shengji-play-text = Units: a single; a pair of two identical cards; a tractor of two or more pairs of one suit whose strengths are adjacent. { $throws ->
        [true] Lead one unit, or **throw** several units of one suit. A throw that another hand could beat in that suit is cut down to its beatable unit with the lowest top card; only an all-trump play of the same shape from a player void in the suit can beat a good throw.
       *[false] Lead **exactly one unit**: a single, an identical pair, or a tractor. There is no throw.
    } Everyone plays as many cards as were led. Follow the led suit (trumps are one suit) as far as you can; on a pair or tractor lead also play as many identical pairs of that suit as you hold, up to the number of pairs led. { $strict ->
        [true] If you hold a tractor as long as the one led in that suit, you must play one.
       *[false] A tractor need **not** be answered with a tractor: only the number of pairs counts.
    } If you are out of the suit, play anything: trumping is never required.
rules-shengji-winning-play = Only a play of exactly the lead's shape, all in the led suit or all in trumps, can win; among those the highest top card wins, trumps over the led suit, and a tie goes to the earlier play. The winner leads the next trick.
rules-shengji-scoring = Scoring
rules-shengji-scoring-text = Fives count 5, tens and kings 10: 200 in all. The attackers (the team not dealing) keep the points they win. If they win the last trick the kitty's points count { $rule ->
        [times] 2 × the cards each player played to it (single ×2, pair ×4, tractor of 2 pairs ×8, 3 pairs ×12)
       *[power] 2 to the power of the cards each player played to it (×2, ×4, ×16, ×64)
    }.
rules-shengji-col-points = Attackers' points
rules-shengji-col-result = Result
rules-shengji-points-0 = 0
rules-shengji-points-5 = 5-35
rules-shengji-points-40 = 40-75
rules-shengji-points-80 = 80-115
rules-shengji-points-120 = 120 and more
rules-shengji-result-3 = dealer team +3 levels
rules-shengji-result-2 = dealer team +2
rules-shengji-result-1 = dealer team +1
rules-shengji-result-take = attackers take the deal
rules-shengji-result-up = attackers take the deal and go up 1 level per 40 over 80
rules-shengji-next-dealer = When the dealer team keeps the deal, the dealer's partner deals next; otherwise the next player (an attacker). { $defend_a ->
        [true] Levels stop at A; a dealer team at A that holds the attackers under 80 wins the match.
       *[false] The first team whose level goes **past A** wins the match.
    }
