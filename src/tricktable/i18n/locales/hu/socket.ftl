### What a websocket is told as the server closes it (tricktable.interfaces.web.outbox): the close reason.

connection-too-slow = ez a kapcsolat túlságosan lemaradt, ezért a szerver bezárta: csatlakozz újra, és az asztalt a mostani állapotában látod
socket-table-moving = ez az asztal a szerver egy másik folyamatához költözik: egy pillanat múlva újra próbálom
