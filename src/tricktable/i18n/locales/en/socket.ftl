### What a websocket is told as the server closes it (tricktable.interfaces.web.outbox): the close reason.

connection-too-slow = this connection fell too far behind and was closed: reconnect to see the table as it is now
socket-table-moving = this table is moving to another server process: trying again in a moment
