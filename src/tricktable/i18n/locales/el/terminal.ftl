### Το παιχνίδι στο τερματικό (tricktable play) και οι λέξεις της γραμμής εντολών.

term-welcome = tricktable · { $variant } · κάθεσαι κάτω· παίκτες AI ({ $ai }): { LIST($players) }
term-keys = 'h' βοήθεια, '?' πρόταση, 'q' έξοδος
term-hand-header = --- μοιρασιά { $hand }, μοιράζει { SEAT($dealer) } ---
term-your-hand = τα φύλλα σου:
term-seat = { SEAT($seat, case: "start") }
# a seat inside a sentence or a list ("AI players: Left, Partner and Right")
term-seat-in-list = { SEAT($seat) }
term-prompt = { SEAT($seat, case: "start") } >
term-choices = επιλογές: { $actions }
term-choices-many = { $n ->
        [one] { $n } επιλογή
       *[other] { $n } επιλογές
    } ({ $kinds }), για παράδειγμα { $example }
term-help = γράψε μια κίνηση, για παράδειγμα { $examples }· ένας αριθμός μόνος είναι προσφορά, φύλλα μόνα παίζονται· '?' πρόταση, 'q' έξοδος
term-hint = πρόταση: { $action }
term-not-understood = δεν κατάλαβα: { $reason }
term-not-allowed = δεν επιτρέπεται: { $reason }
term-score = σκορ μετά τη μοιρασιά { $hand }: { $scores }
term-match-over = τέλος αγώνα: { $winner ->
        [we] κερδίσαμε
        [they] κέρδισαν αυτοί
        [you] κέρδισες
       *[other] κέρδισε { SEAT($winner) }
    }
term-final-score = τελικό σκορ: { $scores }
term-another-round = άλλος ένας γύρος; [Ν/ο]
term-no-words = ο όχι οχι n no
term-goodbye = έφυγες από το παιχνίδι· αντίο
term-trick = μπάζα: { $plays }
term-trump = ατού: { SUIT($suit) }
term-contract = συμβόλαιο: { SEAT($declarer, case: "start") } { $bid }, ατού: { SUIT($trump) }
term-declaration = δήλωση: { SEAT($seat, case: "start") } { CARDS($cards) }
term-row-bids = προσφορές: { $values }
term-row-calls = δηλώσεις: { $values }
term-row-tricks-won = μπάζες: { $values }
term-row-points-taken = πόντοι: { $values }
term-row-level = επίπεδο: { $values }
term-row-levels = επίπεδα: { $values }
term-group-trump = ατού ({ SUIT($suit) })
term-group-special = ειδικά
team-we = Εμείς
team-they = Αυτοί

## Οι φάσεις μιας μοιρασιάς
phase-bid = δημοπρασία
phase-exchange = ανταλλαγή με τη φωλιά
phase-bury = φύλλα στο ταλόνι
phase-trump = επιλογή ατού
phase-declare = δηλώσεις ατού
phase-play = παιχνίδι
phase-over = τέλος μοιρασιάς

## Η γραμμή εντολών
cli-error = σφάλμα: { $reason }
cli-cannot-read = δεν διαβάζεται το { $file }: { $reason }
cli-not-json = το { $file } δεν είναι έγκυρο JSON: { $reason }
replay-step = { SEAT($seat, case: "start") }: { $action }
replay-rejected = το βήμα { $step } '{ $action }' απορρίφθηκε:
replay-phase = φάση: { $phase }· παίζει: { $to_act }
replay-nobody = κανείς
replay-legal = επιτρεπτές κινήσεις: { $actions }
replay-legal-count = επιτρεπτές κινήσεις: { $n }
replay-result = αποτέλεσμα: { $result }
cli-variant = παραλλαγή
cli-description = περιγραφή
