### The web server's own refusals (tricktable.interfaces.web): a busy server, a message it cannot read, a game
### that is not yours. Shown on the page, in the reader's language, and sent to bots on their sockets.

## A busy server (nothing was changed: try again)
server-full-games = the server is full ({ $games } games in play): try again later
server-ai-busy = the AI players are busy: try again in a moment
server-background-busy = too much background work is queued ({ $queued }): this is skipped
server-game-broken = this game's record cannot be replayed
server-too-many-games = too many new games from your address: wait a moment
server-seats = this game needs { $seats } players
server-seed = a seed is a whole number from 0 to { $most }
server-bot-not-allowed = this server does not seat the bot '{ $bot }' (see 'tricktable serve --allow-bot')
server-bot-cannot-play = the bot '{ $bot }' cannot play '{ $variant }'
server-bot-fault = { SEAT($seat) } (a bot) { $kind ->
        [timeout] did not answer in time
        [illegal] answered a move the rules do not allow
        [crash] stopped working
       *[other] answered something that is not a move
    }: a legal move was played for it, and the game goes on

## Messages on a socket that cannot be read
socket-binary = binary frames are not read: send JSON as text
socket-not-json = this message is not JSON
socket-too-deep = this message is nested too deeply: a message is a flat JSON object
socket-not-object = a message is a JSON object with a 'type'
socket-bad-id = 'id' must be a number or a text of at most { $most } characters
socket-unwritable = this message holds a lone surrogate character or a number out of range
socket-too-large = this message is too large (more than { $most } bytes)
socket-rate = too many messages: slow down
socket-origin = this page is not from this server
socket-auth = unknown game or wrong player key
socket-watching = a spectator cannot act for a seat
socket-action-text = 'action' must be the action's text, for example 'play R14'
socket-unknown-type = '{ $kind }' is not a kind of message

## Requests to the server's pages
http-players = the players must be among { LIST($allowed) }
http-no-finished-game = you have no finished game with that id
http-no-seat = no seat of yours in that game: give its seat key, or your room key if you sat at its table
http-status-404 = there is nothing at this address
http-status-405 = this address does not take this kind of request

## A request the API cannot read (FastAPI's own 422): the fields' names stay in quotes
http-invalid-request = the server cannot read this request: { $problems }
http-field-missing = '{ $field }' is missing
http-field-too-long = '{ $field }' is too long (at most { $most })
http-field-out-of-range = '{ $field }' is out of range
http-field-wrong-type = '{ $field }' has the wrong type of value
http-field-invalid = '{ $field }' is not valid
http-body-not-json = the request's body is not JSON
http-options-not-json = the options are not JSON (a JSON object of option names to values)
http-policy-variant = this trained policy plays only the variant it was trained for: choose another opponent in Settings
