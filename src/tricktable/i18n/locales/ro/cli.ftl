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
