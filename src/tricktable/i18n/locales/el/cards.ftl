### Φύλλα, χρώματα, θέσεις και οι λέξεις των κινήσεων. $case: "acc" αιτιατική ("παίζει τον ρήγα"),
### "start" στην αρχή της πρότασης (με κεφαλαίο), "gen" γενική ("η σειρά του Αριστερού").

## Το πλήρες όνομα ενός φύλλου: "το πράσινο 14", "ο άσσος μπαστούνι".
card-rook = το { $colour ->
        [R] κόκκινο
        [Y] κίτρινο
        [G] πράσινο
       *[B] μαύρο
    } { $number }
card-standard = { $case ->
        [acc] { $rank ->
            [A] τον άσσο
            [K] τον ρήγα
            [Q] την ντάμα
            [J] τον βαλέ
           *[other] το { $rank }
        }
       *[other] { $rank ->
            [A] ο άσσος
            [K] ο ρήγας
            [Q] η ντάμα
            [J] ο βαλές
           *[other] το { $rank }
        }
    } { $suit ->
        [S] μπαστούνι
        [H] κούπα
        [D] καρό
       *[C] σπαθί
    }
card-joker = { $case ->
        [acc] τον { $joker ->
            [big] μεγάλο
           *[small] μικρό
        }
       *[other] ο { $joker ->
            [big] μεγάλος
           *[small] μικρός
        }
    } τζόκερ
card-bird = { $bird ->
        [Crow] το Κοράκι
       *[other] το { $bird }
    }

## Χρώματα (SUIT).
suit-S = μπαστούνι
suit-H = κούπα
suit-D = καρό
suit-C = σπαθί
suit-trump = ατού
suit-NT = χωρίς ατού
suit-R = κόκκινο
suit-Y = κίτρινο
suit-G = πράσινο
suit-B = μαύρο

## Θέσεις: αριθμημένες, ή με όνομα από εκεί που κάθεσαι.
seat-number = { $case ->
        [start] Ο παίκτης { $n }
        [gen] του παίκτη { $n }
       *[other] ο παίκτης { $n }
    }
seat-you = { $case ->
        [start] Εσύ
        [gen] εσένα
       *[other] εσύ
    }
seat-left = { $case ->
        [start] Ο Αριστερός
        [gen] του Αριστερού
       *[other] ο Αριστερός
    }
seat-right = { $case ->
        [start] Ο Δεξιός
        [gen] του Δεξιού
       *[other] ο Δεξιός
    }
seat-partner = { $case ->
        [start] Ο Συμπαίκτης
        [gen] του Συμπαίκτη
       *[other] ο Συμπαίκτης
    }
seat-across = { $case ->
        [start] Ο Απέναντι
        [gen] του Απέναντι
       *[other] ο Απέναντι
    }

## Οι λέξεις των κινήσεων (οι αγγλικές ισχύουν πάντα: bid, pass, discard, trump, play, declare).
verb-bid = προσφορά
verb-pass = πάσο
verb-discard = πέτα
verb-trump = ατού
verb-call = δήλωση
verb-play = παίξε
verb-declare = δήλωσε

# The joiner of a list of clauses (rules pages, replay lines); Greek writes the semicolon as the ano teleia.
list-joiner-semicolon = {"· "}
verb-claim = διεκδίκησε
