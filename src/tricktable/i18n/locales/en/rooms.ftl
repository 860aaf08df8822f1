### Rooms of friends: why a request in a room was refused (tricktable.table.room, the web's room socket).

## Joining
room-unknown = there is no open room with that code: check the link, or ask for a new one
room-secret-unknown = this seat's key no longer works here (you were removed, or the room was reset): join again with a name
room-slow-down = too many tries: wait a moment
room-name-invalid = a name is 1 to { $longest } letters, digits or signs
room-face-invalid = this face cannot be used: choose another one in your profile
room-name-taken = someone in this room is already called { $name }
room-full = this room is full ({ $most } people)
room-too-many-watchers = { $most } people are watching already
room-join-first = type a name and join the room first
room-already-member = you are in this room already
room-closed = this room has ended

## Seats
room-no-seat = there is no such seat
room-seat-taken = that seat is taken
room-seated-in-match = you cannot change seats during a match
room-seen-other-seat = you have seen another seat's cards in this hand: you can take this seat when the hand is over
room-not-seated = take a seat first
room-spectator = spectators watch: only a seated player acts
room-no-member = nobody in this room has that id
room-remove-self = the host cannot remove themselves: hand the host role over, or leave

## The host
room-host-only = only the host can do that
room-in-match = not during a match: wait for it to end
room-seats-open = { $seats ->
        [one] a seat is still open: wait for a friend, or let the AI play it
       *[other] { $seats } seats are still open: wait for friends, or let the AI play them
    }
room-nobody-seated = nobody sits at the table: take a seat first
room-match-not-over = the match is not over yet
room-no-partners = this game has no partners to swap
room-no-match = no match is being played in this room
room-hand-in-progress = a hand is being played
room-ai-unknown = '{ $kind }' is not an AI level of this table
room-setting-range = { $setting ->
        [grace_seconds] the time to come back
       *[other] the time for a move
    } must be from { $low } to { $high } seconds
room-settings-invalid = these settings cannot be read
room-unknown-request = '{ $kind }' is not a request of a room

## Talking
room-phrase-unknown = that is not one of the quick messages
room-chat-off = the host has turned chat off
room-chat-invalid = a chat message is 1 to { $longest } characters of text

room-too-many-new = too many new rooms from your address: wait a moment and try again
room-server-full = the server has { $rooms } rooms open: try again later

## Claims in a room
room-no-claim = there is no claim waiting to object to
room-claim-not-yours = only another player at the table may object to this claim
room-claim-pending = a claim is already waiting for the others
room-claim-objected = the others objected to this claim: play on to your next lead before claiming again

## Quick match
room-no-public = no public room has a free seat now: make a room of your own, or try again in a moment

## Profiles
profile-unknown = no profile has this code: check it, or it may have been replaced by a new one
profile-invalid = this profile cannot be kept: a name, a face and the games played are expected
