### The page as an installable app (static/js/installable.js, alerts.js): the "no connection" screen and turn alerts.

page-offline-title = Fără conexiune
page-offline-text = Serverul nu poate fi contactat, așa că jocurile nu pot fi afișate. Jocurile tale sunt păstrate pe server: vor fi aici când revine conexiunea.
page-offline-retry = Încearcă din nou
page-set-alerts = Alerte de rând
page-set-vibrate = Vibrație
page-set-vibrate_help = Telefonul vibrează când îți vine rândul.
page-set-notify = Notificare în camere
page-set-notify_help = O notificare când e rândul tău într-o cameră și pagina nu e la vedere. Browserul îți cere mai întâi permisiunea.
page-alert-title = E rândul tău
page-alert-room_turn = E rândul tău în camera { $code }.
page-alert-blocked = Notificările sunt blocate pentru această pagină: permite-le din setările browserului pentru acest site.
