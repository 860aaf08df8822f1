### The page as an installable app (static/js/installable.js, alerts.js): the "no connection" screen and turn alerts.

page-offline-title = No connection
page-offline-text = The server cannot be reached, so the games cannot be shown. Your games are kept on the server: they will be here when the connection is back.
page-offline-retry = Try again
page-set-alerts = Turn alerts
page-set-vibrate = Vibration
page-set-vibrate_help = The phone vibrates when it becomes your turn.
page-set-notify = Notification in rooms
page-set-notify_help = A notification when it is your turn in a room and this page is out of sight. The browser asks for your permission first.
page-alert-title = Your turn
page-alert-room_turn = It is your turn in room { $code }.
page-alert-blocked = Notifications are blocked for this page: allow them in the browser’s settings for this site.
