## Co příkazy arena, bench a review vypisují pro lidi (--lang).

cli-vs = { $a } proti { $b }
cli-two-players = zadejte přesně dva hráče, např. --players normal,heuristic
cli-arena-title = { $variant }: { $deals ->
        [one] { $deals } duplikátní rozdání
        [few] { $deals } duplikátní rozdání
        [many] { $deals } duplikátního rozdání
       *[other] { $deals } duplikátních rozdání
    }, semínko { $seed }
cli-arena-player = hráč
cli-arena-points = body/rozdání (95% IS)
cli-arena-hands-won = vyhraná rozdání (remízy dělené)
cli-arena-made = splněné závazky, hlášení
cli-arena-ms = ms/rozhodnutí
cli-interval = [{ $lo }; { $hi }]
cli-arena-paired = párový rozdíl { $of } v bodech na rozdání (stejná místa, stejné karty), s 95% IS:
cli-arena-ties = vyhraná rozdání: rozdání nerozhodné mezi k stranami se počítá každé z nich jako 1/k
cli-arena-faults = chyby hráče { $name }: { $counts }; { $fallback } náhradních tahů
cli-arena-last-fault = (poslední: { $message })
cli-arena-progress = { $title }: { $done }/{ $total } rozdání, { $minutes } min
cli-arena-rate = , { $rate } rozdání/min
cli-fault-timeout = překročení času: { $n }
cli-fault-illegal = nepovolené: { $n }
cli-fault-unreadable = nečitelné: { $n }
cli-fault-crash = pády: { $n }
cli-bench-timing = měří se…
cli-bench-round = kolo { $round }/{ $runs }: měří se { $name }
cli-bench-variant = varianta
cli-bench-hands-per-second = rozdání/s (medián)
cli-bench-hands-per-cpu = rozdání/CPU-s
cli-bench-x-spades = × spades
cli-bench-x-spades-cpp = × spades C++
cli-bench-footer = { $runs } kol po { $seconds } s na variantu; mediány; poměry rozdání za sekundu CPU. Spades v Pythonu dostává na každé rozdání jeden zamíchaný balíček (52 náhodných akcí), stejně jako naše rozdání; C++ je evaluate_bots z OpenSpiel s náhodnými boty
cli-bench-no-spiel = OpenSpiel není nainstalován: pip install -e '.[bench]' pro srovnání se spades
cli-bench-ai-title = Čas CPU na rozhodnutí
cli-bench-level = úroveň
cli-bench-decisions = rozhodnutí
cli-bench-position = { $variant }: pozice { $i }/{ $n }
cli-bench-ai-footer = každé rozhodnutí s volbou v { $hands } heuristicky odehraných rozdáních na variantu, semínko { $seed }; čas CPU procesu
cli-bench-env = prostředí
cli-bench-steps-per-second = kroky/s (medián)
cli-bench-steps-per-cpu = kroky/CPU-s
cli-bench-x-spades-cpu = × spades (CPU)
cli-bench-env-footer = { $runs } kol po { $seconds } s; mediány; krok je jedna náhodná povolená akce po přečtení pozorování (spades: observation_tensor + apply_action)
cli-review-working = rozbor…
cli-review-progress = rozdání { $hand }: rozhodnutí { $decision }/{ $decisions }
cli-review-no-game = hra { $game } v { $file } není
cli-review-empty = v { $file } není žádná hra
cli-review-not-replayed = záznam nelze přehrát: { $reason }
store-cannot-open = úložiště her { $path } nelze otevřít: { $reason }
store-not-a-store = { $path } není úložiště her tricktable (není to databáze SQLite); zadejte jiný soubor pomocí --db
store-newer-schema = úložiště her { $path } zapsal novější tricktable (schéma { $version }; tento zná { $known }): aktualizujte tricktable nebo použijte jiný soubor
store-damaged = úložiště her { $path } je poškozené ({ $reason }): nepoužívá se; obnovte zálohu nebo zadejte jiný soubor pomocí --db
store-bad-url = { $path } není adresa databáze, kterou tento program umí otevřít ({ $reason }); zadejte pomocí --db soubor nebo postgresql://UŽIVATEL@POČÍTAČ:PORT/DATABÁZE
store-needs-psycopg = úložiště her { $path } je databáze PostgreSQL a klient PostgreSQL není nainstalován: pip install -e '.[scale]'
store-pg-not-a-store = databáze { $path } už obsahuje tabulku { $table } jiného programu: nepoužívá se; zadejte jinou databázi pomocí --db

## The native core (tricktable.native): said once when it is not in use although nobody asked for pure Python.
native-missing = tricktable běží v čistém Pythonu: jeho nativní jádro se při instalaci nesestavilo (nebyl nalezen překladač C). Výsledky jsou stejné, jen pomalejší; chcete-li jádro sestavit, nainstalujte překladač C a znovu spusťte pip install -e .
native-stale = tricktable běží v čistém Pythonu: jeho nativní jádro bylo sestaveno ze starších zdrojů. Znovu spusťte pip install -e . a jádro se sestaví znovu.
native-broken = tricktable běží v čistém Pythonu: jeho nativní jádro nelze načíst. Znovu spusťte pip install -e . a jádro se sestaví znovu.
cli-bench-pure = { $variant } (čistý Python)
cli-bench-native = nativní jádro: { $status ->
        [native] používá se; řádky označené „čistý Python“ měří tytéž hry s referencí v Pythonu
        [pure] vypnuto (je nastaveno TRICKTABLE_PURE)
       *[other] nepoužívá se ({ $status })
    }

## Chyby na příkazové řádce a co hlásí export a import
cli-bad-option = '{ $pair }': volby pište jako název=hodnota, např. target=500
cli-unknown-ai = neznámá AI '{ $ai }': zvolte jednu z { $known }, nebo druh s argumentem, např. policy:PATH
cli-unknown-level = neznámá úroveň AI '{ $level }': známé úrovně jsou { $known }
cli-not-records = { $file } není soubor záznamů tricktable: zadejte výstup 'tricktable export' nebo záznam zápasu
cli-exported = exportované hry: { $n }, do { $file }
cli-imported = importované hry: { $n }
cli-cannot-import = nelze importovat { $file }: { $reason }
cli-import-note = poznámka: { $note }

## Why an import is refused (tricktable.storage, tricktable.table.stored): the record's field names stay in quotes
record-not-records = toto není soubor záznamů tricktable (formát '{ $found }'): zadejte výstup příkazu 'tricktable export'
record-games-list = 'games' musí být seznam záznamů her
record-in-game = hra '{ $game }': { $reason }
record-in-game-number = hra číslo { $n }: { $reason }
record-in-hand = rozdání { $hand }: { $reason }
record-invalid = { $detail }
record-twice = soubor obsahuje tuto hru dvakrát
record-object = záznam hry je objekt JSON
record-whole-number = '{ $field }' musí být celé číslo od { $lo } do { $hi }
record-text = '{ $field }' musí být text o nejvýše { $most } znacích
record-time = '{ $field }' musí být okamžik v sekundách
record-plain-json = '{ $field }' musí být prostý JSON (konečná čísla)
record-id-chars = 'id' smí obsahovat jen písmena, číslice, '-' a '_'
record-options = 'options' musí být objekt, který názvům možností přiřazuje hodnoty
record-players = 'players' musí být seznam 1 až { $most } druhů hráčů
record-names = 'names' musí být seznam jmen hráčů (null u místa, kde hrála AI), jedno za každého hráče, každé nejvýše o { $most } znacích
record-status = 'status' musí být slovo jako 'active' nebo 'finished'
record-scores = 'scores' musí být seznam čísel
record-hands = 'hands' musí být seznam záznamů rozdání
record-hand-object = záznam rozdání je objekt JSON
record-hand-seq = rozdání musí být číslována popořadě 0, 1, 2, … (toto má seq '{ $seq }')
record-dealt = 'hands' musí být seznam rozdaných karet
record-actions = 'actions' musí být seznam
record-action-object = každý tah je objekt se 'seat' a 'action'
record-result = 'result' musí být objekt
record-unknown-variant = varianta '{ $variant }' v této instalaci není, takže hru nelze pro kontrolu přehrát
record-seat-count = '{ $variant }' má { $seats ->
        [one] { $seats } místo
        [few] { $seats } místa
        [many] { $seats } místa
       *[other] { $seats } míst
    }, ne { $players ->
        [one] { $players } hráče
        [few] { $players } hráče
        [many] { $players } hráče
       *[other] { $players } hráčů
    }
record-player-kind = neznámý druh hráče '{ $kind }'
record-scores-differ = uložené body neodpovídají tomu, co dávají rozdání
record-winner-differs = uložený vítěz není vítězem zápasu
cli-file-not-json = soubor není JSON (řádek { $line }, sloupec { $column })
cli-no-such-file = takový soubor neexistuje
cli-file-unreadable = soubor nelze přečíst ({ $reason })
cli-file-too-deep = soubor je vnořen příliš hluboko

## click's own refusals of a command line (tricktable.interfaces.cli.click_words); English as click says them
cli-usage-prefix = Použití:
cli-try-help = Nápověda: '{ $command }'.
cli-no-such-option = taková volba neexistuje: { $name }
cli-no-such-command = takový příkaz neexistuje: '{ $name }'.
cli-did-you-mean = Mysleli jste { $names }?
cli-missing = Chybí { $kind ->
        [option] volba
        [argument] argument
       *[other] parametr
    } { $hint }.
cli-missing-command = Chybí příkaz.
cli-invalid-value-for = chybná hodnota pro { $hint }: { $reason }
cli-invalid-value = chybná hodnota: { $reason }
cli-needs-value = volba '{ $name }' potřebuje hodnotu.
cli-wrong-kind = { $kind ->
        [integer] zde se čeká celé číslo
        [float] zde se čeká číslo
        [boolean] zde se čeká ano, nebo ne (true, nebo false)
        [path] takový soubor ani složka neexistuje
        [choice] toto není žádná z možností
       *[other] tuto hodnotu nelze přečíst
    }
cli-bad-lang = '{ $value }': zvolte jeden z jazyků { $known }
cli-aborted = Přerušeno!
cli-takes-no-value = volba '{ $name }' nebere hodnotu.
