### What a websocket is told as the server closes it (tricktable.interfaces.web.outbox): the close reason.

connection-too-slow = αυτή η σύνδεση έμεινε πολύ πίσω και έκλεισε: συνδέσου ξανά για να δεις το τραπέζι όπως είναι τώρα
socket-table-moving = αυτό το τραπέζι μεταφέρεται σε άλλη διεργασία του διακομιστή: νέα προσπάθεια σε λίγο
