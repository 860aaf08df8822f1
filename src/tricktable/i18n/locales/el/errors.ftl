### Γιατί μια κίνηση δεν επιτρέπεται ή δεν διαβάζεται.

## Ανάγνωση φύλλων και κινήσεων
card-rook-number = τα φύλλα Rook είναι αριθμημένα από 1 έως 14, όχι { $number }
card-no-id = κανένα φύλλο δεν έχει αριθμό { $card }
card-rook-number-text = '{ $text }': τα φύλλα Rook είναι αριθμημένα από 1 έως 14
card-unknown = το '{ $text }' δεν είναι φύλλο: ένα φύλλο Rook γράφεται με χρώμα και αριθμό (R14, G5, Rook), ένα κανονικό φύλλο με αξία και χρώμα (AS, 10D, 10H), ένας τζόκερ BJ ή SJ
colour-unknown = το '{ $text }' δεν είναι χρώμα: R, Y, G, B (κόκκινο, κίτρινο, πράσινο, μαύρο)
suit-unknown = το '{ $text }' δεν είναι χρώμα: S, H, D ή C (μπαστούνι, κούπα, καρό, σπαθί)
action-empty = κενή κίνηση: γράψε { VERBS($verbs) }
action-unknown = το '{ $word }' δεν είναι κίνηση: γράψε { VERBS($verbs) }
action-pass-alone = μετά το 'πάσο' δεν γράφεται τίποτα
action-bid-number = μια προσφορά είναι ακέραιος αριθμός, για παράδειγμα 'προσφορά 85'
action-trump-one = όρισε ένα χρώμα ατού, για παράδειγμα 'ατού R' ή 'ατού κόκκινο'
action-needs-cards = το '{ $kind }' θέλει φύλλα, για παράδειγμα '{ $kind } { CARDS($example) }'

## Ποιος παίζει
hand-over = η μοιρασιά τελείωσε: δεν υπάρχουν άλλες κινήσεις
turn-not-yours = είναι η σειρά { $to_act ->
        [you] σου
       *[other] { SEAT($to_act, case: "gen") }
    }, όχι { $seat ->
        [you] η δική σου
       *[other] { SEAT($seat, case: "gen") }
    }
turn-no-hand = δεν παίζεται καμία μοιρασιά
turn-not-your-turn = δεν είναι η σειρά σου
variant-unknown = άγνωστη παραλλαγή '{ $key }'· γνωστές παραλλαγές: { LIST($known) }

## Παίξιμο φύλλων (όλα τα παιχνίδια)
not-held = δεν έχεις { CARDS($card, case: "acc") }
not-held-those = δεν έχεις αυτά τα φύλλα
play-a-card = είναι η σειρά σου να παίξεις ένα φύλλο, για παράδειγμα 'παίξε { CARDS($example) }'
play-one-card = παίξε ένα φύλλο τη φορά
must-follow = πρέπει να απαντήσεις στο χρώμα ({ SUIT($suit) }): έχεις { CARDS($held, case: "acc") }
must-trump = βγήκε ατού ({ SUIT($suit) }): πρέπει να παίξεις ατού: έχεις { CARDS($held, case: "acc") }
discard-twice = έγραψες το ίδιο φύλλο δύο φορές

## Rook
rook-name-trump = όρισε τώρα ατού, για παράδειγμα 'ατού R' (κόκκινο, κίτρινο, πράσινο ή μαύρο)
rook-trump-colour = ατού είναι ένα από τα χρώματα R, Y, G, B
rook-dealer-must-bid = όλοι οι άλλοι είπαν πάσο, οπότε ο μοιραστής πρέπει να πάρει τη χαμηλότερη προσφορά, { $min }
rook-bid-or-pass = είναι η δημοπρασία: κάνε προσφορά (για παράδειγμα 'προσφορά { $low }') ή πες πάσο
rook-bid-step = οι προσφορές ανεβαίνουν ανά { $step } (πολλαπλάσια του { $step })
rook-opening-bid = η πρώτη προσφορά είναι τουλάχιστον { $min }
rook-bid-higher = πρέπει να προσφέρεις περισσότερα από την τρέχουσα προσφορά των { $high }
rook-bid-max = η μεγαλύτερη προσφορά είναι { $top }
rook-discard-first = πήρες τη φωλιά: πέτα πρώτα { $n ->
        [one] { $n } φύλλο
       *[other] { $n } φύλλα
    }, για παράδειγμα 'πέτα R5 G6 ...'
rook-nest-no-counters = φύλλα με πόντους δεν μπαίνουν στη φωλιά όσο κρατάς άλλα φύλλα { $n ->
        [0] (έχεις αρκετά φύλλα χωρίς πόντους)
        [one] (το πολύ { $n } φύλλο με πόντους: έχεις πολύ λίγα άλλα φύλλα)
       *[other] (το πολύ { $n } φύλλα με πόντους: έχεις πολύ λίγα άλλα φύλλα)
    }
rook-discard-count = πρέπει να πετάξεις ακριβώς { $n ->
        [one] { $n } φύλλο
       *[other] { $n } φύλλα
    }
rook-bird-only-trump = βγήκε ατού και { CARDS($bird, style: "name") } είναι το μόνο σου ατού: πρέπει να το παίξεις

## Callbreak
callbreak-time-to-call = ώρα για δήλωση: πες πόσες μπάζες θα πάρεις, 'προσφορά { $lo }' έως 'προσφορά { $hi }'
callbreak-call-range = μια δήλωση είναι από { $lo } έως { $hi } μπάζες, όχι { $value }
callbreak-must-beat = πρέπει να κόψεις { CARDS($best, case: "acc") } με μεγαλύτερο φύλλο σε { SUIT($suit) }: έχεις { CARDS($held, case: "acc") }
callbreak-must-spade = δεν έχεις { SUIT($suit) }, άρα πρέπει να παίξεις μπαστούνι: έχεις { CARDS($held, case: "acc") }
callbreak-must-spade-higher = δεν έχεις { SUIT($suit) }, άρα πρέπει να παίξεις μπαστούνι μεγαλύτερο από { CARDS($top) }: έχεις { CARDS($held, case: "acc") }

## Τρακτέρ
shengji-declare-or-pass = δήλωσε τώρα ατού (για παράδειγμα 'δήλωσε { CARDS($example) }' ή 'δήλωσε { CARDS($example) } { CARDS($example) }') ή πες πάσο
shengji-declare-own = δηλώνεις μόνο με φύλλα από το χέρι σου
shengji-declare-level = δήλωσε με ένα { $level }, ένα ζευγάρι ίδιων { $level }, SJ SJ ή BJ BJ
shengji-declare-stronger = μια δήλωση πρέπει να είναι πιο δυνατή από { CARDS($current) } (ένα φύλλο < ζευγάρι < SJ SJ < BJ BJ)
shengji-bury = βάλε 8 από τα 33 φύλλα σου στο ταλόνι: 'πέτα' και 8 φύλλα
shengji-bury-count = βάλε ακριβώς 8 φύλλα, όχι { $n }
shengji-play = παίξε φύλλα, για παράδειγμα 'παίξε AS' ή 'παίξε 5D 5D 6D 6D'
shengji-lead-one-suit = ένα άνοιγμα πρέπει να είναι όλο σε ένα χρώμα (τα ατού μετράνε ως ένα χρώμα)
shengji-lead-one-unit = άνοιξε ακριβώς μία μονάδα: ένα φύλλο, ένα ζευγάρι ίδιων ή ένα τρακτέρ από διαδοχικά ζευγάρια
shengji-follow-count = παίξε { $n ->
        [one] { $n } φύλλο
       *[other] { $n } φύλλα
    }, όσα άνοιξαν
shengji-follow-all = πρέπει να παίξεις όλα σου τα φύλλα σε { SUIT($suit) }: { CARDS($held) }
shengji-follow-suit = πρέπει να απαντήσεις σε { SUIT($suit) } με { $n ->
        [one] το φύλλο σου
       *[other] και τα { $n } φύλλα
    }: έχεις { CARDS($held, case: "acc") }
shengji-follow-pairs = πρέπει να παίξεις { $n ->
        [one] ένα ζευγάρι
       *[other] { $n } ζευγάρια
    } σε { SUIT($suit) }: έχεις { CARDS($held, case: "acc") }
shengji-follow-tractor = πρέπει να απαντήσεις στο τρακτέρ με τρακτέρ σε { SUIT($suit) }

## Μοιρασιές που δεν ταιριάζουν στο παιχνίδι
deal-hands = μια μοιρασιά έχει 4 χέρια, όχι { $n }
deal-hand-size = κάθε χέρι πρέπει να έχει { $size } φύλλα, όχι { $n }
deal-card-twice = ένα χέρι έχει ένα φύλλο δύο φορές ή φύλλο από άλλη τράπουλα
deal-whole-deck = η μοιρασιά πρέπει να έχει κάθε φύλλο της τράπουλας των { $size } φύλλων ακριβώς μία φορά
deal-callbreak = στο Callbreak μοιράζονται και τα 52 φύλλα, 13 σε καθεμιά από τις 4 θέσεις
deal-tractor-sizes = στο Τρακτέρ κάθε θέση παίρνει 25 φύλλα και το ταλόνι 8
deal-double-deck = η μοιρασιά χρησιμοποιεί τη διπλή τράπουλα των 108 φύλλων, κάθε φύλλο ακριβώς δύο φορές

## Επιλογές (κανόνες του σπιτιού) που δεν ταιριάζουν
option-bool = η επιλογή { $name } πρέπει να είναι true ή false
option-int = η επιλογή { $name } πρέπει να είναι ακέραιος αριθμός
option-type = η επιλογή { $name } έχει λάθος τύπο: { $value }
option-finite = η επιλογή { $name } πρέπει να είναι πεπερασμένος αριθμός
option-range = η επιλογή { $name } πρέπει να είναι ακέραιος από { $lo } έως { $hi }, όχι { $value }
option-choice = το { $name } πρέπει να είναι { LIST($choices, type: "or") }, όχι { $value }
option-none-or-range = η επιλογή { $name } πρέπει να είναι none ή ακέραιος { $lo }..{ $hi }, όχι { $value }
option-rounds = η επιλογή rounds πρέπει να είναι none (χωρίς τέλος) ή ακέραιος >= 1, όχι { $value }
option-unknown = το '{ LIST($names) }' δεν είναι επιλογή του { $family ->
        [rook] Rook
        [callbreak] Callbreak
       *[shengji] Τρακτέρ
    }· επιλογές: { LIST($known) }
callbreak-call-options = οι δηλώσεις πρέπει να τηρούν 0 <= min_call <= max_call <= 13, τώρα { $lo }..{ $hi }
shengji-first-auction-seat = το first_auction_seat πρέπει να είναι θέση 0-3, ή -1 όταν διαλέγει το τραπέζι
shengji-level-unknown = το { $text } δεν είναι επίπεδο: 2-10, J, Q, K ή A
rook-numbers = τα numbers πρέπει να είναι διαφορετικοί αριθμοί φύλλων από 1 έως 14
rook-numbers-10-11 = η τράπουλα χρειάζεται τα 10 και τα 11 (κάθε έκδοση Rook έχει 5 έως 14)
rook-red-one-deck = το red_one προσθέτει το κόκκινο 1 ως ειδικό ατού: χρησιμοποίησε τράπουλα χωρίς άσσους
rook-hand-size = το hand_size πρέπει να είναι τουλάχιστον 1
rook-deck-too-small = { $hand } φύλλα σε καθέναν από τους 4 παίκτες θέλουν { $need } φύλλα, αλλά η τράπουλα έχει μόνο { $deck }
rook-nest-too-big = μια φωλιά { $nest } φύλλων (τράπουλα { $deck } μείον 4 χέρια των { $hand }) είναι μεγαλύτερη από ένα χέρι: μοίρασε περισσότερα φύλλα
rook-min-bid = το min_bid πρέπει να είναι θετικό πολλαπλάσιο του βήματος προσφοράς { $step }
rook-max-bid = το max_bid πρέπει να είναι πολλαπλάσιο του { $step } και τουλάχιστον το min_bid { $min }
rook-max-bid-total = το max_bid { $top } είναι περισσότερο από τους { $total } πόντους που δίνει μια μοιρασιά
rook-points = τα points είναι ζεύγη (αριθμός, πόντοι) με αριθμούς 1-14 και πόντους >= 0
rook-negative-points = τα μπόνους και οι πόντοι των φύλλων δεν μπορεί να είναι αρνητικοί
rook-bird-name = το bird_name πρέπει να έχει 1 έως { $longest } γράμματα και να μην είναι φύλλο, χρώμα ή ενέργεια, όχι '{ $value }'
rook-preset-unknown = δεν υπάρχει έκδοση Rook '{ $preset }'· εκδόσεις: { LIST($known) }

## Αρχεία σεναρίων (tricktable replay)
scenario-not-object = ένα σενάριο είναι αντικείμενο JSON με 'variant', 'dealer', 'hands' και 'actions'
scenario-options = το 'options' πρέπει να είναι αντικείμενο με ονόματα επιλογών και τιμές
scenario-game = { $reason }
scenario-hands = το 'hands' πρέπει να είναι λίστα 4 σειρών φύλλων, μία ανά θέση
scenario-bad-card = λάθος φύλλο στη μοιρασιά: { $reason }
scenario-actions = το 'actions' πρέπει να είναι λίστα κινήσεων, για παράδειγμα "bid 70"
scenario-deal = η μοιρασιά δεν ταιριάζει στο { $variant }: { $reason }
callbreak-scenario-scores = το 'scores' είναι τα σύνολα των τεσσάρων θέσεων πριν από τον γύρο, για παράδειγμα [0, 4.1, -3, 2]
claim-not-now = μπορείς να διεκδικήσεις τις υπόλοιπες μπάζες μόνο όταν ανοίγεις μπάζα
claim-whole-hand = η διεκδίκηση δείχνει όλα τα φύλλα που κρατάς
claim-not-proven = δεν μπορείς να διεκδικήσεις τις υπόλοιπες μπάζες: άλλος παίκτης θα μπορούσε ακόμη να πάρει μπάζα
