## Co vypisuje `tricktable serve`: adresu, jakmile naslouchá, a proč se nemůže spustit.

serve-running = tricktable běží na { $url }  (hry se ukládají do { $path }; zastavíte Ctrl+C)
serve-share = přátelé ve vaší síti otevřou { $url } (odkaz pozvánky do místnosti používá tuto adresu)
serve-port-taken = port { $port } na { $host } je už obsazený (neběží už tricktable?): ukončete ten program nebo zvolte jiný port přes --port
serve-port-denied = na portu { $port } není dovoleno naslouchat: porty pod 1024 vyžadují práva správce; zvolte jiný přes --port
serve-cannot-listen = nelze naslouchat na { $host }, port { $port }: { $reason }
serve-ai-backend = --ai-backend je process nebo ray
serve-no-ray = Ray na { $address } nelze použít: { $reason }
serve-local-ray = místní Ray
serve-cluster-options = --bus a --instance se zadávají spolu, s úložištěm PostgreSQL (--db postgresql://…): soubor SQLite obslouží jen jeden proces; název instance má 1 až 40 písmen, číslic, - nebo _
serve-no-bus = sběrnici na { $address } nelze použít: { $reason }
