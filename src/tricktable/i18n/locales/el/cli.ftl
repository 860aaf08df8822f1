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

## Why an import is refused (tricktable.storage, tricktable.table.stored): the record's field names stay in quotes
record-not-records = δεν είναι αρχείο καταγραφών του tricktable (μορφή '{ $found }'): δώστε την έξοδο του 'tricktable export'
record-games-list = το 'games' πρέπει να είναι λίστα καταγραφών παιχνιδιών
record-in-game = παιχνίδι '{ $game }': { $reason }
record-in-game-number = παιχνίδι αριθμός { $n }: { $reason }
record-in-hand = μοιρασιά { $hand }: { $reason }
record-invalid = { $detail }
record-twice = το αρχείο περιέχει αυτό το παιχνίδι δύο φορές
record-object = η καταγραφή ενός παιχνιδιού είναι αντικείμενο JSON
record-whole-number = το '{ $field }' πρέπει να είναι ακέραιος από { $lo } έως { $hi }
record-text = το '{ $field }' πρέπει να είναι κείμενο το πολύ { $most } χαρακτήρων
record-time = το '{ $field }' πρέπει να είναι χρονική στιγμή σε δευτερόλεπτα
record-plain-json = το '{ $field }' πρέπει να είναι απλό JSON (πεπερασμένοι αριθμοί)
record-id-chars = το 'id' δέχεται μόνο γράμματα, ψηφία, '-' και '_'
record-options = το 'options' πρέπει να είναι αντικείμενο που δίνει τιμές στα ονόματα των επιλογών
record-players = το 'players' πρέπει να είναι λίστα από 1 έως { $most } είδη παικτών
record-names = το 'names' πρέπει να είναι η λίστα με τα ονόματα των παικτών (null για θέση που έπαιξε το AI), ένα για κάθε παίκτη, το καθένα έως { $most } χαρακτήρες
record-status = το 'status' πρέπει να είναι μια λέξη όπως 'active' ή 'finished'
record-scores = το 'scores' πρέπει να είναι λίστα αριθμών
record-hands = το 'hands' πρέπει να είναι λίστα καταγραφών μοιρασιών
record-hand-object = η καταγραφή μιας μοιρασιάς είναι αντικείμενο JSON
record-hand-seq = οι μοιρασιές πρέπει να αριθμούνται 0, 1, 2, … με τη σειρά (αυτή έχει seq '{ $seq }')
record-dealt = το 'hands' πρέπει να είναι η λίστα των χεριών που μοιράστηκαν
record-actions = το 'actions' πρέπει να είναι λίστα
record-action-object = κάθε ενέργεια είναι αντικείμενο με 'seat' και 'action'
record-result = το 'result' πρέπει να είναι αντικείμενο
record-unknown-variant = η παραλλαγή του '{ $variant }' δεν υπάρχει σε αυτή την εγκατάσταση, άρα το παιχνίδι δεν μπορεί να ξαναπαιχτεί για έλεγχο
record-seat-count = το '{ $variant }' έχει { $seats ->
        [one] { $seats } θέση
       *[other] { $seats } θέσεις
    }, όχι { $players ->
        [one] { $players } παίκτη
       *[other] { $players } παίκτες
    }
record-player-kind = άγνωστο είδος παίκτη '{ $kind }'
record-scores-differ = οι αποθηκευμένοι πόντοι δεν είναι αυτοί που δίνουν οι μοιρασιές
record-winner-differs = ο αποθηκευμένος νικητής δεν είναι ο νικητής της παρτίδας
cli-file-not-json = το αρχείο δεν είναι JSON (γραμμή { $line }, στήλη { $column })
cli-no-such-file = δεν υπάρχει τέτοιο αρχείο
cli-file-unreadable = το αρχείο δεν διαβάζεται ({ $reason })
cli-file-too-deep = το αρχείο έχει πολύ βαθιά εμφώλευση

## click's own refusals of a command line (tricktable.interfaces.cli.click_words); English as click says them
cli-usage-prefix = Χρήση:
cli-try-help = Δοκιμάστε '{ $command }' για βοήθεια.
cli-no-such-option = δεν υπάρχει η επιλογή { $name }
cli-no-such-command = δεν υπάρχει η εντολή '{ $name }'.
cli-did-you-mean = Μήπως εννοείτε { $names };
cli-missing = Λείπει { $kind ->
        [option] η επιλογή
        [argument] το όρισμα
       *[other] η παράμετρος
    } { $hint }.
cli-missing-command = Λείπει η εντολή.
cli-invalid-value-for = λάθος τιμή για { $hint }: { $reason }
cli-invalid-value = λάθος τιμή: { $reason }
cli-needs-value = η επιλογή '{ $name }' θέλει τιμή.
cli-wrong-kind = { $kind ->
        [integer] εδώ χρειάζεται ακέραιος αριθμός
        [float] εδώ χρειάζεται αριθμός
        [boolean] εδώ χρειάζεται ναι ή όχι (true ή false)
        [path] δεν υπάρχει τέτοιο αρχείο ή φάκελος
        [choice] αυτή δεν είναι μία από τις επιλογές
       *[other] αυτή η τιμή δεν διαβάζεται
    }
cli-bad-lang = '{ $value }': διαλέξτε μία από τις { $known }
cli-aborted = Διακόπηκε!
cli-takes-no-value = η επιλογή '{ $name }' δεν παίρνει τιμή.
