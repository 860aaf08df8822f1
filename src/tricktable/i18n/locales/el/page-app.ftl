### The page as an installable app (static/js/installable.js, alerts.js): the "no connection" screen and turn alerts.

page-offline-title = Χωρίς σύνδεση
page-offline-text = Ο διακομιστής δεν είναι προσβάσιμος, οπότε τα παιχνίδια δεν μπορούν να εμφανιστούν. Τα παιχνίδια σου φυλάσσονται στον διακομιστή: θα είναι εδώ μόλις επιστρέψει η σύνδεση.
page-offline-retry = Δοκίμασε ξανά
page-set-alerts = Ειδοποιήσεις σειράς
page-set-vibrate = Δόνηση
page-set-vibrate_help = Το τηλέφωνο δονείται όταν έρχεται η σειρά σου.
page-set-notify = Ειδοποίηση στα δωμάτια
page-set-notify_help = Μια ειδοποίηση όταν είναι η σειρά σου σε ένα δωμάτιο και η σελίδα δεν είναι σε θέα. Το πρόγραμμα περιήγησης σου ζητά πρώτα άδεια.
page-alert-title = Σειρά σου
page-alert-room_turn = Είναι η σειρά σου στο δωμάτιο { $code }.
page-alert-blocked = Οι ειδοποιήσεις είναι αποκλεισμένες για αυτή τη σελίδα: επίτρεψέ τες στις ρυθμίσεις ιστότοπου του προγράμματος περιήγησης.
