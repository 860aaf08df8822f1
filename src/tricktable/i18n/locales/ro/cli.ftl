## Ce afișează pentru oameni comenzile arena, bench și review (--lang).

cli-vs = { $a } contra { $b }
cli-two-players = dă exact doi jucători, de exemplu --players normal,heuristic
cli-arena-title = { $variant }: { $deals ->
        [one] { $deals } împărțire duplicată
        [few] { $deals } împărțiri duplicate
       *[other] { $deals } de împărțiri duplicate
    }, sămânța { $seed }
cli-arena-player = jucător
cli-arena-points = puncte/mână (IÎ 95%)
cli-arena-hands-won = mâini câștigate (egalitățile împărțite)
cli-arena-made = licitații, anunțuri reușite
cli-arena-ms = ms/decizie
cli-interval = [{ $lo }; { $hi }]
cli-arena-paired = diferența pe perechi { $of } în puncte pe mână (aceleași locuri, aceleași cărți), cu IÎ 95%:
cli-arena-ties = mâini câștigate: o mână la egalitate între k părți contează 1/k pentru fiecare
cli-arena-faults = greșelile lui { $name }: { $counts }; { $fallback } mutări de rezervă
cli-arena-last-fault = (ultima: { $message })
cli-arena-progress = { $title }: { $done }/{ $total } împărțiri, { $minutes } min
cli-arena-rate = , { $rate } împărțiri/min
cli-fault-timeout = { $n } depășiri de timp
cli-fault-illegal = { $n } ilegale
cli-fault-unreadable = { $n } ilizibile
cli-fault-crash = { $n } căderi
cli-bench-timing = se măsoară…
cli-bench-round = runda { $round }/{ $runs }: se măsoară { $name }
cli-bench-variant = variantă
cli-bench-hands-per-second = mâini/s (mediană)
cli-bench-hands-per-cpu = mâini/s CPU
cli-bench-x-spades = × spades
cli-bench-x-spades-cpp = × spades C++
cli-bench-footer = { $runs } runde a câte { $seconds } s pe variantă; mediane; rapoarte ale mâinilor pe secundă CPU. Spades în Python primește câte un pachet amestecat pe mână (52 de acțiuni de șansă), ca mâinile noastre; C++ este evaluate_bots din OpenSpiel cu roboți aleatori
cli-bench-no-spiel = OpenSpiel nu este instalat: pip install -e '.[bench]' ca să compari cu spades
cli-bench-ai-title = Timp CPU pe decizie
cli-bench-level = nivel
cli-bench-decisions = decizii
cli-bench-position = { $variant }: poziția { $i }/{ $n }
cli-bench-ai-footer = fiecare decizie cu alegere din { $hands } mâini jucate euristic pe variantă, sămânța { $seed }; timp CPU al procesului
cli-bench-env = mediu
cli-bench-steps-per-second = pași/s (mediană)
cli-bench-steps-per-cpu = pași/s CPU
cli-bench-x-spades-cpu = × spades (CPU)
cli-bench-env-footer = { $runs } runde a câte { $seconds } s; mediane; un pas este o acțiune aleatorie mascată după citirea observației (spades: observation_tensor + apply_action)
cli-review-working = se analizează…
cli-review-progress = mâna { $hand }: decizia { $decision }/{ $decisions }
cli-review-no-game = nu există jocul { $game } în { $file }
cli-review-empty = niciun joc în { $file }
cli-review-not-replayed = înregistrarea nu se poate reda: { $reason }
store-cannot-open = nu se poate deschide depozitul de jocuri { $path }: { $reason }
store-not-a-store = { $path } nu este un depozit de jocuri tricktable (nu este o bază de date SQLite); indicați alt fișier cu --db
store-newer-schema = depozitul de jocuri { $path } a fost scris de un tricktable mai nou (schema { $version }; acesta o cunoaște pe { $known }): actualizați tricktable sau folosiți alt fișier
store-damaged = depozitul de jocuri { $path } este deteriorat ({ $reason }): nu este folosit; restaurați o copie de rezervă sau indicați alt fișier cu --db
store-bad-url = { $path } nu este o adresă de bază de date pe care acest program o poate deschide ({ $reason }); indicați cu --db un fișier sau postgresql://UTILIZATOR@GAZDĂ:PORT/BAZĂ
store-needs-psycopg = depozitul de jocuri { $path } este o bază de date PostgreSQL, iar clientul PostgreSQL nu este instalat: pip install -e '.[scale]'
store-pg-not-a-store = baza de date { $path } conține deja un tabel { $table } al altui program: nu este folosită; indicați altă bază de date cu --db

## The native core (tricktable.native): said once when it is not in use although nobody asked for pure Python.
native-missing = tricktable rulează în Python pur: nucleul său nativ nu a fost compilat la instalare (nu s-a găsit un compilator C). Rezultatele sunt aceleași, doar mai lente; pentru a-l compila, instalați un compilator C și rulați din nou pip install -e .
native-stale = tricktable rulează în Python pur: nucleul său nativ a fost compilat din surse mai vechi. Rulați din nou pip install -e . pentru a-l recompila.
native-broken = tricktable rulează în Python pur: nucleul său nativ nu se încarcă. Rulați din nou pip install -e . pentru a-l recompila.
cli-bench-pure = { $variant } (Python pur)
cli-bench-native = nucleul nativ: { $status ->
        [native] folosit; rândurile marcate „Python pur” măsoară aceleași mâini cu referința Python
        [pure] oprit (TRICKTABLE_PURE este setat)
       *[other] nefolosit ({ $status })
    }

## Greșeli în linia de comandă și ce raportează exportul și importul
cli-bad-option = '{ $pair }': scrie opțiunile ca nume=valoare, de exemplu target=500
cli-unknown-ai = AI necunoscut '{ $ai }': alege unul dintre { $known } sau un tip cu argument, de exemplu policy:PATH
cli-unknown-level = nivel AI necunoscut '{ $level }': nivelurile cunoscute sunt { $known }
cli-not-records = { $file } nu este un fișier de înregistrări tricktable: dă ieșirea lui 'tricktable export' sau înregistrarea unui meci
cli-exported = jocuri exportate: { $n }, în { $file }
cli-imported = jocuri importate: { $n }
cli-cannot-import = nu pot importa { $file }: { $reason }
cli-import-note = notă: { $note }

## Why an import is refused (tricktable.storage, tricktable.table.stored): the record's field names stay in quotes
record-not-records = nu este un fișier de înregistrări tricktable (formatul '{ $found }'): dați ieșirea comenzii 'tricktable export'
record-games-list = 'games' trebuie să fie o listă de înregistrări de jocuri
record-in-game = jocul '{ $game }': { $reason }
record-in-game-number = jocul cu numărul { $n }: { $reason }
record-in-hand = mâna { $hand }: { $reason }
record-invalid = { $detail }
record-twice = fișierul conține acest joc de două ori
record-object = o înregistrare de joc este un obiect JSON
record-whole-number = '{ $field }' trebuie să fie un număr întreg de la { $lo } la { $hi }
record-text = '{ $field }' trebuie să fie un text de cel mult { $most ->
        [one] un caracter
        [few] { $most } caractere
       *[other] { $most } de caractere
    }
record-time = '{ $field }' trebuie să fie un moment exprimat în secunde
record-plain-json = '{ $field }' trebuie să fie JSON simplu (fără NaN sau infinit)
record-id-chars = 'id' poate conține doar litere, cifre, '-' și '_'
record-options = 'options' trebuie să fie un obiect care dă valori numelor opțiunilor
record-players = 'players' trebuie să fie o listă de la 1 la { $most } tipuri de jucători
record-names = 'names' trebuie să fie lista numelor jucătorilor (null pentru un loc jucat de AI), câte unul pentru fiecare jucător, fiecare de cel mult { $most } de caractere
record-status = 'status' trebuie să fie un cuvânt precum 'active' sau 'finished'
record-scores = 'scores' trebuie să fie o listă de numere
record-hands = 'hands' trebuie să fie o listă de înregistrări de mâini
record-hand-object = o înregistrare de mână este un obiect JSON
record-hand-seq = mâinile trebuie numerotate 0, 1, 2, … în ordine (aceasta are seq '{ $seq }')
record-dealt = 'hands' trebuie să fie lista mâinilor împărțite
record-actions = 'actions' trebuie să fie o listă
record-action-object = fiecare acțiune este un obiect cu 'seat' și 'action'
record-result = 'result' trebuie să fie un obiect
record-unknown-variant = varianta sa '{ $variant }' nu există în această instalare, deci jocul nu poate fi reluat pentru verificare
record-seat-count = '{ $variant }' are { $seats ->
        [one] un loc
        [few] { $seats } locuri
       *[other] { $seats } de locuri
    }, nu { $players ->
        [one] un jucător
        [few] { $players } jucători
       *[other] { $players } de jucători
    }
record-player-kind = tip de jucător necunoscut: '{ $kind }'
record-scores-differ = scorurile păstrate nu sunt cele care rezultă din mâini
record-winner-differs = câștigătorul păstrat nu este câștigătorul meciului
cli-file-not-json = fișierul nu este JSON (linia { $line }, coloana { $column })
cli-no-such-file = fișierul nu există
cli-file-unreadable = fișierul nu poate fi citit ({ $reason })
cli-file-too-deep = fișierul este imbricat prea adânc

## click's own refusals of a command line (tricktable.interfaces.cli.click_words); English as click says them
cli-usage-prefix = Utilizare:
cli-try-help = Încercați '{ $command }' pentru ajutor.
cli-no-such-option = nu există opțiunea { $name }
cli-no-such-command = nu există comanda '{ $name }'.
cli-did-you-mean = V-ați referit la { $names }?
cli-missing = Lipsește { $kind ->
        [option] opțiunea
        [argument] argumentul
       *[other] parametrul
    } { $hint }.
cli-missing-command = Lipsește comanda.
cli-invalid-value-for = valoare greșită pentru { $hint }: { $reason }
cli-invalid-value = valoare greșită: { $reason }
cli-needs-value = opțiunea '{ $name }' cere o valoare.
cli-wrong-kind = { $kind ->
        [integer] aici se așteaptă un număr întreg
        [float] aici se așteaptă un număr
        [boolean] aici se așteaptă da sau nu (true sau false)
        [path] nu există un astfel de fișier sau dosar
        [choice] aceasta nu este una dintre variantele permise
       *[other] această valoare nu poate fi citită
    }
cli-bad-lang = '{ $value }': alegeți una dintre { $known }
cli-aborted = Întrerupt!
cli-takes-no-value = opțiunea '{ $name }' nu primește o valoare.
