### The daily duplicate challenge: the server's refusals (interfaces/web/daily.py).

daily-name = Your name on the leaderboard: 1 to { $most } letters, no control characters.
daily-name-taken = “{ $name }” is already on today's leaderboard of this game: choose another name.
daily-played = You have played today's challenge of this game: one attempt a day.
daily-busy = Your attempt is being set up on the server right now: try again in a moment.
daily-no-variant = This server has no daily challenge of that game.
daily-bad-day = A day is written as a date: YYYY-MM-DD.
daily-no-day = There was no daily challenge on that day.
daily-not-closed = The replays open when the day closes (midnight UTC).
daily-no-hints = No hints in the daily challenge.
daily-sealed = A daily challenge's replay and hand review open when its day closes (midnight UTC).
