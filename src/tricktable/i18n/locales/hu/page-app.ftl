### The page as an installable app (static/js/installable.js, alerts.js): the "no connection" screen and turn alerts.

page-offline-title = Nincs kapcsolat
page-offline-text = A szerver nem érhető el, ezért a játszmák nem jeleníthetők meg. A játszmáid a szerveren maradnak: itt lesznek, amint visszatér a kapcsolat.
page-offline-retry = Újra
page-set-alerts = Figyelmeztetés, ha te jössz
page-set-vibrate = Rezgés
page-set-vibrate_help = A telefon rezeg, amikor te következel.
page-set-notify = Értesítés a szobákban
page-set-notify_help = Értesítés, amikor egy szobában te következel, és ez az oldal nincs szem előtt. A böngésző előbb engedélyt kér tőled.
page-alert-title = Te következel
page-alert-room_turn = Te következel ebben a szobában: { $code }.
page-alert-blocked = Az értesítések tiltva vannak ezen az oldalon: engedélyezd őket a böngésző webhely-beállításaiban.
