## Amit az arena, bench és review parancs embereknek kiír (--lang).

cli-vs = { $a } – { $b }
cli-two-players = pontosan két játékost adj meg, például --players normal,heuristic
cli-arena-title = { $variant }: { $deals } ismételt osztás, kezdőérték: { $seed }
cli-arena-player = játékos
cli-arena-points = pont/leosztás (95%-os CI)
cli-arena-hands-won = megnyert leosztások (döntetlen: megosztva)
cli-arena-made = teljesített licitek, bemondások
cli-arena-ms = ms/döntés
cli-interval = [{ $lo }; { $hi }]
cli-arena-paired = páros különbség ({ $of }) pontban, leosztásonként (azonos helyeken, azonos lapokkal), 95%-os CI-vel:
cli-arena-ties = megnyert leosztások: a k fél közti döntetlen leosztás mindegyiküknek 1/k-t ér
cli-arena-faults = { $name } hibái: { $counts }; { $fallback } tartaléklépés
cli-arena-last-fault = (utolsó: { $message })
cli-arena-progress = { $title }: { $done }/{ $total } osztás, { $minutes } perc
cli-arena-rate = , { $rate } osztás/perc
cli-fault-timeout = { $n } időtúllépés
cli-fault-illegal = { $n } szabálytalan
cli-fault-unreadable = { $n } olvashatatlan
cli-fault-crash = { $n } összeomlás
cli-bench-timing = mérés…
cli-bench-round = { $round }/{ $runs }. kör: { $name } mérése
cli-bench-variant = változat
cli-bench-hands-per-second = leosztás/mp (medián)
cli-bench-hands-per-cpu = leosztás/CPU-mp
cli-bench-x-spades = × spades
cli-bench-x-spades-cpp = × spades C++
cli-bench-footer = { $runs } kör, változatonként { $seconds } mp; mediánok; a CPU-másodpercenkénti leosztások aránya. A Pythonos spades leosztásonként egy megkevert paklit kap (52 véletlen lépés), ahogy a mi leosztásaink; a C++ az OpenSpiel evaluate_bots véletlen botokkal
cli-bench-no-spiel = az OpenSpiel nincs telepítve: pip install -e '.[bench]', hogy a spades-szel összevethesd
cli-bench-ai-title = CPU-idő döntésenként
cli-bench-level = szint
cli-bench-decisions = döntések
cli-bench-position = { $variant }: { $i }/{ $n }. állás
cli-bench-ai-footer = minden választási lehetőséggel járó döntés változatonként { $hands } szabályalapúan lejátszott leosztásban, kezdőérték: { $seed }; a folyamat CPU-ideje
cli-bench-env = környezet
cli-bench-steps-per-second = lépés/mp (medián)
cli-bench-steps-per-cpu = lépés/CPU-mp
cli-bench-x-spades-cpu = × spades (CPU)
cli-bench-env-footer = { $runs } kör, egyenként { $seconds } mp; mediánok; egy lépés egy véletlen, maszkolt lépés a megfigyelés kiolvasása után (spades: observation_tensor + apply_action)
cli-review-working = elemzés…
cli-review-progress = { $hand }. leosztás: { $decision }/{ $decisions }. döntés
cli-review-no-game = nincs ilyen játék: { $game } (fájl: { $file })
cli-review-empty = nincs játék ebben: { $file }
cli-review-not-replayed = a felvétel nem játszható vissza: { $reason }
store-cannot-open = a játéktár nem nyitható meg ({ $path }): { $reason }
store-not-a-store = ez a fájl nem tricktable-játéktár (nem SQLite-adatbázis): { $path }; adjon meg másik fájlt a --db kapcsolóval
store-newer-schema = ezt a játéktárat egy újabb tricktable írta ({ $path }; sémaváltozat: { $version }, ez a program ismert változata: { $known }): frissítse a tricktable-t, vagy használjon másik fájlt
store-damaged = a játéktár sérült ({ $path }: { $reason }), nem használjuk; állítson vissza egy biztonsági mentést, vagy adjon meg másik fájlt a --db kapcsolóval
store-bad-url = ez nem olyan adatbázis-cím, amelyet ez a program meg tud nyitni: { $path } ({ $reason }); adjon meg egy fájlt vagy egy postgresql://FELHASZNÁLÓ@GÉP:PORT/ADATBÁZIS címet a --db kapcsolóval
store-needs-psycopg = ez a játéktár PostgreSQL-adatbázis ({ $path }), de a PostgreSQL-kliens nincs telepítve: pip install -e '.[scale]'
store-pg-not-a-store = ebben az adatbázisban már van egy másik program táblája ({ $path }: { $table }), ezért nem használjuk; adjon meg másik adatbázist a --db kapcsolóval

## The native core (tricktable.native): said once when it is not in use although nobody asked for pure Python.
native-missing = a tricktable tiszta Pythonban fut: a natív magját telepítéskor nem sikerült lefordítani (nem található C-fordító). Az eredmények ugyanazok, csak lassabban készülnek; a lefordításához telepítsen egy C-fordítót, és futtassa újra: pip install -e .
native-stale = a tricktable tiszta Pythonban fut: a natív magja régebbi forrásokból készült. Az újrafordításhoz futtassa újra: pip install -e .
native-broken = a tricktable tiszta Pythonban fut: a natív magja nem tölthető be. Az újrafordításhoz futtassa újra: pip install -e .
cli-bench-pure = { $variant } (tiszta Python)
cli-bench-native = natív mag: { $status ->
        [native] használatban; a „tiszta Python” jelű sorok ugyanezeket a leosztásokat a Python-referenciával mérik
        [pure] kikapcsolva (a TRICKTABLE_PURE be van állítva)
       *[other] nincs használatban ({ $status })
    }

## Hibák a parancssorban, és amit az export és az import jelent
cli-bad-option = '{ $pair }': a beállításokat név=érték alakban írd, például target=500
cli-unknown-ai = ismeretlen gépi játékos: '{ $ai }'; válassz ezek közül: { $known }, vagy egy paraméteres fajtát, például policy:PATH
cli-unknown-level = ismeretlen gépi szint: '{ $level }'; az ismert szintek: { $known }
cli-not-records = { $file } nem tricktable-játszmafájl: a 'tricktable export' kimenetét vagy egy mérkőzés felvételét add meg
cli-exported = exportált játszmák: { $n }, ide: { $file }
cli-imported = importált játszmák: { $n }
cli-cannot-import = nem importálható: { $file }: { $reason }
cli-import-note = megjegyzés: { $note }

## Why an import is refused (tricktable.storage, tricktable.table.stored): the record's field names stay in quotes
record-not-records = ez nem a tricktable mentésfájlja (formátum: '{ $found }'): a 'tricktable export' kimenetét adja meg
record-games-list = a 'games' mezőnek játékrekordok listájának kell lennie
record-in-game = '{ $game }' játék: { $reason }
record-in-game-number = { $n }. játék: { $reason }
record-in-hand = { $hand }. leosztás: { $reason }
record-invalid = { $detail }
record-twice = a fájl kétszer tartalmazza ezt a játékot
record-object = egy játékrekord JSON-objektum
record-whole-number = '{ $field }': { $lo } és { $hi } közötti egész számnak kell lennie
record-text = '{ $field }': legfeljebb { $most } karakteres szövegnek kell lennie
record-time = '{ $field }': másodpercben megadott időpontnak kell lennie
record-plain-json = '{ $field }': egyszerű JSON-nak kell lennie (véges számokkal)
record-id-chars = az 'id' csak betűket, számjegyeket, '-' és '_' jelet tartalmazhat
record-options = az 'options' az opciók nevéhez értéket rendelő objektum kell legyen
record-players = a 'players' 1–{ $most } játékostípus listája kell legyen
record-names = a 'names' a játékosok neveinek listája kell legyen (null az AI által játszott helyen), játékosonként egy, mindegyik legfeljebb { $most } karakter
record-status = a 'status' egy szó kell legyen, például 'active' vagy 'finished'
record-scores = a 'scores' számok listája kell legyen
record-hands = a 'hands' leosztásrekordok listája kell legyen
record-hand-object = egy leosztásrekord JSON-objektum
record-hand-seq = a leosztásokat sorban kell számozni: 0, 1, 2, … (ennek a seq értéke '{ $seq }')
record-dealt = a 'hands' a kiosztott lapok listája kell legyen
record-actions = az 'actions' lista kell legyen
record-action-object = minden lépés egy objektum 'seat' és 'action' mezővel
record-result = a 'result' objektum kell legyen
record-unknown-variant = ez a változat ('{ $variant }') nincs meg ebben a telepítésben, így a játék nem játszható vissza az ellenőrzéshez
record-seat-count = ebben a játékban ('{ $variant }') { $seats } hely van, nem { $players } játékos
record-player-kind = ismeretlen játékostípus: '{ $kind }'
record-scores-differ = a tárolt pontszámok nem egyeznek azzal, amit a leosztások adnak
record-winner-differs = a tárolt győztes nem a meccs győztese
cli-file-not-json = a fájl nem JSON ({ $line }. sor, { $column }. oszlop)
cli-no-such-file = nincs ilyen fájl
cli-file-unreadable = a fájl nem olvasható ({ $reason })
cli-file-too-deep = a fájl túl mélyen egymásba ágyazott

## click's own refusals of a command line (tricktable.interfaces.cli.click_words); English as click says them
cli-usage-prefix = Használat:
cli-try-help = Segítség: '{ $command }'.
cli-no-such-option = nincs ilyen kapcsoló: { $name }
cli-no-such-command = nincs ilyen parancs: '{ $name }'.
cli-did-you-mean = Erre gondolt: { $names }?
cli-missing = Hiányzik { $kind ->
        [option] a kapcsoló:
        [argument] az argumentum:
       *[other] a paraméter:
    } { $hint }.
cli-missing-command = Hiányzik a parancs.
cli-invalid-value-for = hibás érték ({ $hint }): { $reason }
cli-invalid-value = hibás érték: { $reason }
cli-needs-value = értéket kell adni ennek a kapcsolónak: '{ $name }'.
cli-wrong-kind = { $kind ->
        [integer] ide egész szám kell
        [float] ide szám kell
        [boolean] ide igen vagy nem (true vagy false) kell
        [path] nincs ilyen fájl vagy mappa
        [choice] ez nem a választható értékek egyike
       *[other] ez az érték nem olvasható
    }
cli-bad-lang = '{ $value }': válasszon ezek közül: { $known }
cli-aborted = Megszakítva!
cli-takes-no-value = ez a kapcsoló nem kap értéket: '{ $name }'.
