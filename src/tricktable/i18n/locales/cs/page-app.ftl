### The page as an installable app (static/js/installable.js, alerts.js): the "no connection" screen and turn alerts.

page-offline-title = Bez připojení
page-offline-text = Server není dostupný, proto nelze hry zobrazit. Vaše hry zůstávají uložené na serveru: budou tu, až se připojení obnoví.
page-offline-retry = Zkusit znovu
page-set-alerts = Upozornění na tah
page-set-vibrate = Vibrace
page-set-vibrate_help = Telefon zavibruje, když jste na tahu.
page-set-notify = Oznámení v místnostech
page-set-notify_help = Oznámení, když jste na tahu v místnosti a tato stránka není vidět. Prohlížeč vás nejdřív požádá o svolení.
page-alert-title = Jste na tahu
page-alert-room_turn = Jste na tahu v místnosti { $code }.
page-alert-blocked = Oznámení jsou pro tuto stránku zablokována: povolte je v nastavení webu v prohlížeči.
