### The browser page's Daily tab (static/js/daily.js).

page-daily-open = Daily challenge
page-daily-title = Daily challenge · { $day }
page-daily-intro = The same { $n ->
    [one] deal
   *[other] { $n } deals
} for everyone today, from the same seat, against the AI. Your score is your result minus the AI's own result from your seat on the same cards. One attempt a day, no hints.
page-daily-closes = Closes at { $time } (midnight UTC).
page-daily-hash = Today's seed hash (SHA-256), published now; the seed is shown when the day closes:
page-daily-hash_then = Seed hash published when the day opened:
page-daily-name = Your name on the leaderboard
page-daily-need_name = Type your name first.
page-daily-play = Play
page-daily-continue = Continue: deal { $i } of { $n }
page-daily-waiting_ai = Played. Your score shows once the AI has played the same cards.
page-daily-your_score = Your score: { $score }
page-daily-deal = Deal { $i }
page-daily-result = you { $points }, the AI { $ai }
page-daily-board_today = Today's leaderboard
page-daily-board_day = Leaderboard of { $day }
page-daily-board_all = All time
page-daily-board_empty = Nobody has finished yet.
page-daily-col_rank = #
page-daily-col_name = Name
page-daily-col_score = Score
page-daily-col_days = Days
page-daily-past = Closed days
page-daily-pick_day = Day
page-daily-seed = The seed, revealed:
page-daily-check = Check
page-daily-check_ok = The SHA-256 of the seed matches the published hash: the deals were fixed before anyone played.
page-daily-check_bad = The SHA-256 of the seed does not match the published hash.
page-daily-replays = Replays
page-daily-mine = Your replay
page-daily-best = Best: { $name } ({ $score })
page-daily-no_attempt = You did not play this game that day.
page-daily-next_deal = Next deal
page-daily-results = See the results
