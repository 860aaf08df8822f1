## Ό,τι τυπώνουν για ανθρώπους οι εντολές arena, bench και review (--lang).

cli-vs = { $a } εναντίον { $b }
cli-two-players = δώσε ακριβώς δύο παίκτες, π.χ. --players normal,heuristic
cli-arena-title = { $variant }: { $deals ->
        [one] { $deals } διπλή μοιρασιά
       *[other] { $deals } διπλές μοιρασιές
    }, σπόρος { $seed }
cli-arena-player = παίκτης
cli-arena-points = πόντοι/μοιρασιά (ΔΕ 95%)
cli-arena-hands-won = μοιρασιές που κέρδισε (οι ισοπαλίες μοιράζονται)
cli-arena-made = επιτυχείς προσφορές ή δηλώσεις
cli-arena-ms = ms/απόφαση
cli-interval = [{ $lo } – { $hi }]
cli-arena-paired = διαφορά ανά ζεύγος { $of } σε πόντους ανά μοιρασιά (ίδιες θέσεις, ίδια φύλλα), με ΔΕ 95%:
cli-arena-ties = μοιρασιές που κέρδισε: μια μοιρασιά ισόπαλη μεταξύ k πλευρών μετράει 1/k για την καθεμία
cli-arena-faults = σφάλματα του { $name }: { $counts }· { $fallback } εφεδρικές κινήσεις
cli-arena-last-fault = (τελευταίο: { $message })
cli-arena-progress = { $title }: { $done }/{ $total } μοιρασιές, { $minutes } λεπτά
cli-arena-rate = , { $rate } μοιρασιές/λεπτό
cli-fault-timeout = { $n } υπερβάσεις χρόνου
cli-fault-illegal = { $n } αντικανονικές
cli-fault-unreadable = { $n } δυσανάγνωστες
cli-fault-crash = { $n } καταρρεύσεις
cli-bench-timing = μέτρηση…
cli-bench-round = γύρος { $round }/{ $runs }: μέτρηση { $name }
cli-bench-variant = παραλλαγή
cli-bench-hands-per-second = μοιρασιές/s (διάμεσος)
cli-bench-hands-per-cpu = μοιρασιές/CPU-s
cli-bench-x-spades = × spades
cli-bench-x-spades-cpp = × spades C++
cli-bench-footer = { $runs } γύροι των { $seconds } s ανά παραλλαγή· διάμεσοι· λόγοι μοιρασιών ανά δευτερόλεπτο CPU. Το spades σε Python μοιράζει μία ανακατεμένη τράπουλα ανά μοιρασιά (52 τυχαίες ενέργειες), όπως οι δικές μας μοιρασιές· το C++ είναι το evaluate_bots του OpenSpiel με τυχαία bots
cli-bench-no-spiel = το OpenSpiel δεν είναι εγκατεστημένο: pip install -e '.[bench]' για σύγκριση με το spades
cli-bench-ai-title = Χρόνος CPU ανά απόφαση
cli-bench-level = επίπεδο
cli-bench-decisions = αποφάσεις
cli-bench-position = { $variant }: θέση { $i }/{ $n }
cli-bench-ai-footer = κάθε απόφαση με επιλογή σε { $hands } μοιρασιές παιγμένες με κανόνες ανά παραλλαγή, σπόρος { $seed }· χρόνος CPU της διεργασίας
cli-bench-env = περιβάλλον
cli-bench-steps-per-second = βήματα/s (διάμεσος)
cli-bench-steps-per-cpu = βήματα/CPU-s
cli-bench-x-spades-cpu = × spades (CPU)
cli-bench-env-footer = { $runs } γύροι των { $seconds } s ο καθένας· διάμεσοι· ένα βήμα είναι μια τυχαία επιτρεπτή ενέργεια μετά την ανάγνωση της παρατήρησης (spades: observation_tensor + apply_action)
cli-review-working = ανάλυση…
cli-review-progress = μοιρασιά { $hand }: απόφαση { $decision }/{ $decisions }
cli-review-no-game = δεν υπάρχει το παιχνίδι { $game } στο { $file }
cli-review-empty = κανένα παιχνίδι στο { $file }
cli-review-not-replayed = η καταγραφή δεν αναπαράγεται: { $reason }
store-cannot-open = δεν ανοίγει η αποθήκη παιχνιδιών { $path }: { $reason }
store-not-a-store = το { $path } δεν είναι αποθήκη παιχνιδιών του tricktable (δεν είναι βάση δεδομένων SQLite)· δώστε άλλο αρχείο με --db
store-newer-schema = η αποθήκη παιχνιδιών { $path } γράφτηκε από νεότερο tricktable (σχήμα { $version }· αυτό γνωρίζει το { $known }): ενημερώστε το tricktable ή χρησιμοποιήστε άλλο αρχείο
store-damaged = η αποθήκη παιχνιδιών { $path } είναι κατεστραμμένη ({ $reason }): δεν χρησιμοποιείται· επαναφέρετε ένα αντίγραφο ασφαλείας ή δώστε άλλο αρχείο με --db
store-bad-url = το { $path } δεν είναι διεύθυνση βάσης δεδομένων που ανοίγει αυτό το πρόγραμμα ({ $reason })· δώστε με --db ένα αρχείο ή postgresql://ΧΡΗΣΤΗΣ@ΥΠΟΛΟΓΙΣΤΗΣ:ΘΥΡΑ/ΒΑΣΗ
store-needs-psycopg = η αποθήκη παιχνιδιών { $path } είναι βάση δεδομένων PostgreSQL και ο πελάτης PostgreSQL δεν είναι εγκατεστημένος: pip install -e '.[scale]'
store-pg-not-a-store = η βάση δεδομένων { $path } έχει ήδη πίνακα { $table } άλλου προγράμματος: δεν χρησιμοποιείται· δώστε άλλη βάση δεδομένων με --db

## The native core (tricktable.native): said once when it is not in use although nobody asked for pure Python.
native-missing = το tricktable τρέχει σε καθαρή Python: ο εγγενής πυρήνας του δεν μεταγλωττίστηκε κατά την εγκατάσταση (δεν βρέθηκε μεταγλωττιστής C). Τα αποτελέσματα είναι τα ίδια, απλώς πιο αργά· για να τον μεταγλωττίσετε, εγκαταστήστε έναν μεταγλωττιστή C και εκτελέστε ξανά pip install -e .
native-stale = το tricktable τρέχει σε καθαρή Python: ο εγγενής πυρήνας του μεταγλωττίστηκε από παλαιότερες πηγές. Εκτελέστε ξανά pip install -e . για να τον ξαναμεταγλωττίσετε.
native-broken = το tricktable τρέχει σε καθαρή Python: ο εγγενής πυρήνας του δεν φορτώνεται. Εκτελέστε ξανά pip install -e . για να τον ξαναμεταγλωττίσετε.
cli-bench-pure = { $variant } (καθαρή Python)
cli-bench-native = εγγενής πυρήνας: { $status ->
        [native] σε χρήση· οι γραμμές με την ένδειξη «καθαρή Python» μετρούν τα ίδια χέρια με την αναφορά σε Python
        [pure] ανενεργός (έχει οριστεί το TRICKTABLE_PURE)
       *[other] εκτός χρήσης ({ $status })
    }

## Λάθη στη γραμμή εντολών, και τι αναφέρουν η εξαγωγή και η εισαγωγή
cli-bad-option = '{ $pair }': γράψε τις επιλογές ως όνομα=τιμή, π.χ. target=500
cli-unknown-ai = άγνωστο AI '{ $ai }': διάλεξε ένα από τα { $known }, ή ένα είδος με όρισμα όπως policy:PATH
cli-unknown-level = άγνωστο επίπεδο AI '{ $level }': τα γνωστά επίπεδα είναι { $known }
cli-not-records = το { $file } δεν είναι αρχείο καταγραφών του tricktable: δώσε την έξοδο του 'tricktable export' ή την καταγραφή ενός αγώνα
cli-exported = παιχνίδια που εξήχθησαν: { $n }, στο { $file }
cli-imported = παιχνίδια που εισήχθησαν: { $n }
cli-cannot-import = δεν είναι δυνατή η εισαγωγή του { $file }: { $reason }
cli-import-note = σημείωση: { $note }
