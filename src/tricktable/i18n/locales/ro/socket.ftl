### What a websocket is told as the server closes it (tricktable.interfaces.web.outbox): the close reason.

connection-too-slow = această conexiune a rămas prea mult în urmă și a fost închisă: reconectează-te ca să vezi masa așa cum este acum
socket-table-moving = această masă se mută la alt proces al serverului: reîncerc imediat
