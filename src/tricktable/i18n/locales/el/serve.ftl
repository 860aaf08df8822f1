## Τι τυπώνει το `tricktable serve`: τη διεύθυνση, μόλις ακούει, και γιατί δεν μπορεί να ξεκινήσει.

serve-running = το tricktable τρέχει στο { $url }  (τα παιχνίδια αποθηκεύονται στο { $path }· Ctrl+C για διακοπή)
serve-share = οι φίλοι στο δίκτυό σου ανοίγουν το { $url } (ο σύνδεσμος πρόσκλησης ενός δωματίου χρησιμοποιεί αυτή τη διεύθυνση)
serve-port-taken = η θύρα { $port } στο { $host } χρησιμοποιείται ήδη (τρέχει ήδη το tricktable;): σταμάτησε εκείνο το πρόγραμμα ή διάλεξε άλλη θύρα με το --port
serve-port-denied = δεν επιτρέπεται η ακρόαση στη θύρα { $port }: οι θύρες κάτω από 1024 θέλουν δικαιώματα διαχειριστή· διάλεξε άλλη με το --port
serve-cannot-listen = δεν είναι δυνατή η ακρόαση στο { $host }, θύρα { $port }: { $reason }
serve-ai-backend = το --ai-backend είναι process ή ray
serve-no-ray = δεν είναι δυνατή η χρήση του Ray στο { $address }: { $reason }
serve-local-ray = ένα τοπικό Ray
serve-cluster-options = τα --bus και --instance δίνονται μαζί, με αποθήκη PostgreSQL (--db postgresql://…): ένα αρχείο SQLite εξυπηρετεί μία μόνο διεργασία· το όνομα μιας διεργασίας έχει 1 έως 40 γράμματα, ψηφία, - ή _
serve-no-bus = δεν είναι δυνατή η χρήση του διαύλου στο { $address }: { $reason }
