### The browser page's own words (tab names, buttons, labels), looked up by static/js/i18n.js t(key).

page-tab-play = Play
page-tab-settings = Settings
page-tab-info = Info
page-tab-history = History
page-tab-stats = Statistics
page-welcome-text = Sit down with an AI partner against two AI opponents.
page-btn-new_game = New game
page-btn-hint = Hint
page-btn-last_trick = Last trick
page-btn-score_sheet = Score sheet
page-btn-reset = Reset
page-btn-next_hand = Next hand
page-btn-next_round = Next round
page-btn-end_game = End game
page-btn-close = Close
page-btn-play_selected = Play selected
page-btn-discard_selected = Discard selected
page-btn-declare_selected = Declare selected
page-btn-pass = Pass
page-btn-prev = Previous
page-btn-next = Next
page-btn-replay = Replay
page-set-game = Game
page-set-variant = Game and variant
page-set-ai = AI level
page-set-display = Display
page-set-language = Language
page-set-speed = Animation speed
page-set-card_size = Card size
page-set-contrast = Contrast
page-set-grain = Grain
page-set-temperature = Colour temperature
page-set-options = Rules options
page-set-applies_next = Changes apply to the next new game.
page-seat-you = You
page-seat-partner = Partner
page-seat-left = Left
page-seat-right = Right
page-seat-across = Across
page-status-your_turn = Your turn
page-status-waiting = { $name } is thinking…
page-status-hand_over = The hand is over
page-status-round_over = The round is over
page-status-connecting = Connecting…
page-status-reconnecting = Connection lost; reconnecting…
page-status-busy = The server is busy; trying again…
page-status-broken = This game’s record cannot be replayed, so it cannot be resumed. Start a new game.
page-phase-bid = Bidding
page-phase-exchange = Nest exchange
page-phase-trump = Name trump
page-phase-declare = Declarations
page-phase-play = Play
page-phase-over = Hand over
page-act-bid = Bid { $n }
page-act-call = Call { $n }
page-act-trump = Trump: { $x }
page-act-play = Play { $x }
page-act-discard = Discard { $x }
page-act-declare = Declare { $x }
page-label-trump = Trump
page-label-dealer = Dealer
page-label-bid = Bid
page-label-declarer = Declarer
page-label-points = Points
page-label-score = Score
page-label-hand = Hand
page-label-your_hand = Your hand
page-label-made = made
page-label-set = set
page-label-we = We
page-label-they = They
page-label-total = Total
page-label-cards = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
page-label-calls = Calls
page-label-tricks = Tricks
page-label-attackers = Attackers' points
page-label-level = Level
page-label-details = Details
page-label-nest = Nest
page-sel-choose = Select { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
page-sel-selected = { $n } selected
page-check-ok = Allowed
page-summary-title_hand = Hand { $n }
page-summary-title_round = Round { $n }
page-summary-made = { $name } made the bid of { $bid }
page-summary-set = { $name } went set on { $bid }
page-summary-redeal = No contract: the hand is dealt again
page-match-won = You win the match!
page-match-lost = You lose the match
page-match-lost_to = You lose the match: { $name } wins it
page-match-over = The match is over
page-hint-suggest = Suggestion: { $a }
page-last-none = No trick has been played yet
page-last-won_by = Won by { $name }
page-history-empty = No finished games yet.
page-history-when = When
page-history-result = Result
page-history-won = won
page-history-lost = lost
page-replay-deal = The deal
page-replay-step = Step { $i } of { $n }
page-replay-review_played = your card
page-replay-review_best = best
page-replay-review_all = Every decision of this hand
page-replay-review_none = No review of this hand: only hands played to the end are reviewed.
page-stats-empty = Finish a game to see statistics.
page-stats-variant = Variant
page-stats-played = Games played
page-stats-won = Games won
page-stats-bids = Bids/calls made
page-stats-avg_points = Average points
page-stats-avg_score = Average hand score
page-colour-R = red
page-colour-Y = yellow
page-colour-G = green
page-colour-B = black
page-suit-S = spades
page-suit-H = hearts
page-suit-D = diamonds
page-suit-C = clubs
page-suit-NT = no trump
page-err-generic = Something went wrong: { $m }
page-btn-play = Play
page-btn-pause = Pause
page-replay-jump = Jump to trick…
page-replay-trick = Trick { $n }
page-welcome-team = Sit down with an AI partner across from you against two AI opponents.
page-welcome-callbreak = Every player for themselves: you against three AI players. Call how many tricks you will take.
page-welcome-solo = You against three AI players.
page-btn-games = Games
page-btn-resume = Resume
page-btn-cancel = Cancel
page-btn-start_new = Start a new game
page-btn-finish_match = Finish the match
page-btn-other_game = Choose another game
page-btn-hand_summary = Hand summary
page-btn-round_summary = Round summary
page-btn-bury_selected = Bury selected
page-confirm-new_title = Start a new game?
page-confirm-new_text = This game is not over. It stays in Games in progress: you can resume it any time.
page-confirm-end_title = End this game now?
page-confirm-end_text = The match is not decided yet. It will be recorded as abandoned: nobody wins it.
page-confirm-finish_title = Finish the match here?
page-confirm-finish_text = This match has no fixed end: the highest total now wins it.
page-games-title = Games in progress
page-games-none = No game in progress.
page-games-last_move = Last move
page-match-abandoned = Game abandoned
page-match-abandoned_note = Ended before the match was decided: nobody won.
page-history-abandoned = abandoned
page-stats-abandoned = Abandoned
page-info-playing = The rules of the game on the table: { $name }
page-label-ai_level = AI · { $level }
page-label-call = Call
page-label-round = Round
page-label-levels = Levels
page-label-kitty = Kitty
page-label-from_nest = Taken from the nest
page-label-from_kitty = Taken from the kitty
page-badge-call = Call { $n }
page-badge-tricks = Tricks { $n }
page-badge-points = Points { $n }
page-badge-defending = Defending
page-badge-thinking = thinking…
page-phase-callbreak-bid = Calling
page-phase-shengji-exchange = Bury the kitty
page-act-bury = Bury { $x }
page-act-declare_one = Declare { $suit }: { $card }
page-act-declare_pair = Declare { $suit }: pair of { $card }
page-act-declare_nt = Declare no trump: pair of { $card }
page-unit-single = Single { $x }
page-unit-pair = Pair { $x }
page-unit-tractor = Tractor { $x }
page-unit-cards = Play { $x }
page-card-big_joker = big joker
page-card-small_joker = small joker
page-trick-won = { $name } wins the trick
page-trick-won_points = { $name } wins the trick (+{ $n })
page-score-to_target = to { $n }
page-score-to_past_a = The first team past the ace wins
page-score-attackers = Attackers ({ $side }): { $n } / 80
page-score-rounds_of = Round { $i } of { $n }
page-score-open_ended = No fixed end
page-summary-nest_points = Worth { $pts } points, and { SEAT($side) } count them: { $why }.
page-summary-nest_last = { $name } won the last trick
page-summary-nest_declarer = it goes to the declarer's side
page-summary-kitty_counted = { $pts } points × { $m } = { $total } for the attackers: { $name } won the last trick.
page-summary-kitty_kept = { $pts } points, kept by the defenders: { $name } won the last trick.
page-set-sound = Sound
page-set-sound_help = A short sound for your turn and for a trick won, made in the page.
page-speed-slow_end = Slow
page-speed-fast_end = Fast
page-speed-slowest = Slowest
page-speed-slow = Slow
page-speed-normal = Normal
page-speed-fast = Fast
page-speed-fastest = Fastest
page-temp-neutral = neutral
page-temp-warm = warmer ({ $n })
page-temp-cool = cooler ({ $n })
page-level-easy = easy
page-level-normal = normal
page-level-hard = hard
page-level-heuristic = rule-based
page-level-random = random
page-variant-rook-crowsnest = CrowsNest Rook
page-variant-rook-tournament = Tournament Rook
page-variant-rook-partnership = Partnership Rook
page-variant-rook-one_high = 1-High Rook
page-variant-rook-red_one = Red One Rook
page-variant-rook-buckeye = Buckeye Rook
page-variant-rook-dixie = Dixie Rook
page-variant-callbreak-master = Callbreak (Master)
page-variant-callbreak-standard = Callbreak (standard)
page-variant-shengji-tractor = Tractor (Shengji)
page-opt-numbers = Card numbers
page-opt-numbers-help = Which numbers each colour has in the deck.
page-opt-bird = The bird card
page-opt-bird-help = The Rook (or Crow) card is in the deck.
page-opt-red_one = The red 1
page-opt-red_one-help = The red 1 is a special card: the highest trump.
page-opt-hand_size = Cards per hand
page-opt-hand_size-help = How many cards each player is dealt; the rest form the nest.
page-opt-ones_high = Ones high
page-opt-ones_high-help = The 1s rank above the 14s.
page-opt-points = Counters
page-opt-points-help = Which numbers score points when taken in a trick, and how many.
page-opt-bird_points = Points of the bird
page-opt-bird_points-help = What the Rook (or Crow) card is worth.
page-opt-red_one_points = Points of the red 1
page-opt-red_one_points-help = What the red 1 is worth.
page-opt-bird_rank = Rank of the bird
page-opt-bird_rank-help = Where the bird ranks among the trumps.
page-opt-bird_any_time = Bird at any time
page-opt-bird_any_time-help = The bird may be played even when you could follow the colour led.
page-opt-bird_name = Name of the bird
page-opt-bird_name-help = What the bird card is called on the table (Rook, Crow…).
page-opt-majority_bonus = Bonus for most tricks
page-opt-majority_bonus-help = Points for the team that takes more tricks (none on a tie).
page-opt-min_bid = Lowest bid
page-opt-min_bid-help = The first bid must be at least this.
page-opt-bid_step = Bid step
page-opt-bid_step-help = Each bid must raise the last by a multiple of this.
page-opt-max_bid = Highest bid
page-opt-max_bid-help = Bidding it ends the auction at once.
page-opt-max_bid-none = all the points of a hand
page-opt-all_pass = When everyone passes
page-opt-all_pass-help = What happens when nobody bids.
page-opt-nest_points_to = The nest's points go to
page-opt-nest_points_to-help = Who scores the counters laid aside in the nest.
page-opt-first_lead = First lead
page-opt-first_lead-help = Who leads the first trick.
page-opt-last_trick_bonus = Bonus for the last trick
page-opt-last_trick_bonus-help = Points for the team that takes the last trick.
page-opt-target = Play to
page-opt-target-help = The first team to reach this score wins the match.
page-opt-made_bid_scores = A made bid scores
page-opt-made_bid_scores-help = What the bidding team scores when it makes its bid.
page-opt-min_call = Lowest call
page-opt-min_call-help = Every player must call at least this many tricks.
page-opt-max_call = Highest call
page-opt-max_call-help = No player may call more tricks than this.
page-opt-success = A call is made with
page-opt-success-help = How many tricks fulfil a call.
page-opt-overtrick_scoring = Extra tricks
page-opt-overtrick_scoring-help = What each trick above a made call adds.
page-opt-bonus_call_from = Big calls score 13
page-opt-bonus_call_from-help = A made call of at least this many tricks scores 13.
page-opt-bonus_call_from-none = no bonus calls
page-opt-must_head_when_following = Must beat the trick
page-opt-must_head_when_following-help = When following the suit led, play higher than the best card so far if you can.
page-opt-must_overtrump_when_void = Must trump when void
page-opt-must_overtrump_when_void-help = Without the suit led, you must play a spade (higher than any spade played, if you can).
page-opt-redeal_weak_hands = Redeal weak hands
page-opt-redeal_weak_hands-help = A hand with no spade, or no J, Q or K, is dealt again.
page-opt-rounds = Rounds
page-opt-rounds-help = How many rounds the match lasts.
page-opt-rounds-none = open-ended: stop when you like
page-opt-direction = Direction of play
page-opt-direction-help = Which way the turn passes round the table.
page-opt-strict_tractor_follow = Tractor answers tractor
page-opt-strict_tractor_follow-help = A tractor led must be followed with a tractor when you hold one.
page-opt-must_defend_a = Must defend A
page-opt-must_defend_a-help = A team at level A must win a hand as defenders to win the match.
page-opt-start_level = Start at level
page-opt-start_level-help = Both teams start the match at this level: a later level makes a shorter match.
page-opt-kitty_multiplier = Kitty multiplier
page-opt-kitty_multiplier-help = How the kitty's points count for attackers who win the last trick.
page-opt-throws = Throws
page-opt-throws-help = Leads of several units of one suit, if nobody can beat them.
page-opt-first_dealer_rule = First dealer
page-opt-first_dealer_rule-help = Who deals the first hand: the first to declare, or the winning declarer.
page-opt-first_auction_seat = Opens the first auction
page-opt-first_auction_seat-help = The seat that declares first in the first hand.
page-optval-first_auction_seat-table = the match's first dealer
page-optval-bird_rank-high = highest trump
page-optval-bird_rank-low = lowest trump
page-optval-bird_rank-ten_and_half = between trump 10 and 11
page-optval-all_pass-redeal = deal again
page-optval-all_pass-dealer_forced_min = the dealer takes the lowest bid
page-optval-nest_points_to-last_trick = the team that takes the last trick
page-optval-nest_points_to-declarer = the declarer's team
page-optval-first_lead-left_of_dealer = the player after the dealer
page-optval-first_lead-declarer = the declarer
page-optval-made_bid_scores-captured = the points taken
page-optval-made_bid_scores-bid = the bid
page-optval-last_trick_bonus-none = none
page-optval-success-window = the call or one more
page-optval-success-at_least = the call or more
page-optval-overtrick_scoring-none = nothing
page-optval-overtrick_scoring-tenth = 0.1 each
page-optval-direction-ccw = counter-clockwise
page-optval-direction-cw = clockwise
page-optval-kitty_multiplier-times = × 2 per card in the last lead
page-optval-kitty_multiplier-power = doubled for each card in the last lead
page-optval-start_level-2 = 2
page-optval-start_level-3 = 3
page-optval-start_level-4 = 4
page-optval-start_level-5 = 5
page-optval-start_level-6 = 6
page-optval-start_level-7 = 7
page-optval-start_level-8 = 8
page-optval-start_level-9 = 9
page-optval-start_level-10 = 10
page-optval-start_level-J = J
page-optval-start_level-Q = Q
page-optval-start_level-K = K
page-optval-start_level-A = A
page-optval-first_dealer_rule-first_declarer = the first to declare
page-optval-first_dealer_rule-winning_declarer = the winning declarer
page-set-options_ok = These options fit together.
page-set-options_bad = These options do not fit together: { $m }
page-set-add_counter = Add a counter
page-set-remove = Remove
page-set-counter_worth = is worth
page-set-defaults = Back to the variant's rules
page-opt-no_counters_in_nest = No counters in the nest
page-opt-no_counters_in_nest-help = The declarer may lay a counter in the nest only with too few other cards.
page-opt-shoot_the_moon = Shooting the moon
page-opt-shoot_the_moon-help = A team that takes every point of a hand scores double.
page-opt-minus_target_loses = Losing at minus the target
page-opt-minus_target_loses-help = A team whose score falls to minus the target or below loses the match.
page-opt-must_head_until_trumped = Beat only until trumped
page-opt-must_head_until_trumped-help = With 'Must beat the trick': once a spade has trumped the trick, follow the suit but you need not play higher.
page-last-won_by_you = Won by you
page-trick-won_you = You win the trick
page-trick-won_points_you = You win the trick (+{ $n })
page-summary-nest_last_you = you won the last trick
page-summary-kitty_counted_you = { $pts } points × { $m } = { $total } for the attackers: you won the last trick.
page-summary-kitty_kept_you = { $pts } points, kept by the defenders: you won the last trick.

## Card faces: the colour letters beside the shapes on Rook cards, and the joker's word
page-colour_letter-R = R
page-colour_letter-Y = Y
page-colour_letter-G = G
page-colour_letter-B = B
page-card-joker_word = JOKER
page-btn-bid_lower = Lower
page-btn-bid_higher = Higher
page-score-defend_a = A team at the ace that defends it wins

## What a seat did, as an event (the replay's and the lobby's lines): $who the seat's name as shown, $you
## yes when it is the reader's own seat (the verb agrees with it); cards as short labels; Czech in the present
## tense, which has no gender (a player's name says none).
page-did-bid = { $you ->
        [yes] You bid { $n }
       *[other] { $who } bid { $n }
    }
page-did-call = { $you ->
        [yes] You called { $n }
       *[other] { $who } called { $n }
    }
page-did-pass = { $you ->
        [yes] You passed
       *[other] { $who } passed
    }
page-did-trump = { $you ->
        [yes] You named trump: { $x }
       *[other] { $who } named trump: { $x }
    }
page-did-play = { $you ->
        [yes] You played { $x }
       *[other] { $who } played { $x }
    }
page-did-discard = { $you ->
        [yes] You discarded { $x }
       *[other] { $who } discarded { $x }
    }
page-did-bury = { $you ->
        [yes] You buried { $x }
       *[other] { $who } buried { $x }
    }
page-did-declare = { $you ->
        [yes] You declared { $x }
       *[other] { $who } declared { $x }
    }
page-did-declare_one = { $you ->
        [yes] You declared { $suit }: { $card }
       *[other] { $who } declared { $suit }: { $card }
    }
page-did-declare_pair = { $you ->
        [yes] You declared { $suit }: pair of { $card }
       *[other] { $who } declared { $suit }: pair of { $card }
    }
page-did-declare_nt = { $you ->
        [yes] You declared no trump: pair of { $card }
       *[other] { $who } declared no trump: pair of { $card }
    }
page-btn-claim = Claim the rest
page-claim-shown = { $seat } claimed every remaining trick with these cards
page-claim-shown_you = You claimed every remaining trick with these cards
page-did-claim = { $you ->
        [yes] You claimed the rest: { $x }
       *[other] { $who } claimed the rest: { $x }
    }
page-claim-title = Show your cards and take every remaining trick: nobody can beat them, whatever they hold
page-set-ai_levels = AI levels
page-set-ai_bots = External bots
page-set-ai_policies = Trained policies
page-bot-http = Bot at { $where }
page-bot-bhoos = Bhoos bot at { $where }
page-bot-cmd = Program { $name }
page-bot-policy = Policy { $name }
page-profile-title = Your profile
page-profile-help = Keep your name, a face and your games on this server, and open them on another device with your personal code. No password and no e-mail: the code is the key, so keep it to yourself.
page-profile-make = Keep my profile on this server
page-profile-other_face = Another face
page-profile-code_is = Your personal code (it opens this profile on any device; keep it secret):
page-profile-link = Personal link
page-profile-show_code = Show my code
page-profile-save = Save now
page-profile-saved = Saved. Games in your profile: { $n }
page-profile-revoke = New code
page-profile-revoke_text = Your old code and link stop working at once; this device gets the new code.
page-profile-forget = Forget on this device
page-profile-other_device = A code from another device:
page-profile-open = Open
page-profile-opened = Profile opened. Games added to History and Statistics: { $n }
page-set-opponents = Opponents
