### What a websocket is told as the server closes it (tricktable.interfaces.web.outbox): the close reason.

connection-too-slow = toto spojení příliš zaostávalo, a proto ho server uzavřel: připoj se znovu a uvidíš stůl, jak je teď
socket-table-moving = tento stůl se stěhuje k jinému procesu serveru: za chvíli to zkusím znovu
