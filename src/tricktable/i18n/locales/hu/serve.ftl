## Amit a `tricktable serve` kiír: a címet, amint figyel, és hogy miért nem tud elindulni.

serve-running = a tricktable fut: { $url }  (a játszmák helye: { $path }; leállítás: Ctrl+C)
serve-share = a hálózatodon lévő barátok ezt nyissák meg: { $url } (a szobák meghívó linkje is ezt a címet használja)
serve-port-taken = { ARTICLE($port, case: "start") } { $port }. port ezen a címen: { $host } már foglalt (talán már fut egy tricktable?): állítsd le azt a programot, vagy válassz másik portot a --port kapcsolóval
serve-port-denied = { ARTICLE($port) } { $port }. porton nem figyelhetek: az 1024 alatti portokhoz rendszergazdai jog kell; válassz másikat a --port kapcsolóval
serve-cannot-listen = nem tudok figyelni ezen: { $host }, { $port }. port: { $reason }
serve-ai-backend = a --ai-backend értéke process vagy ray
serve-no-ray = a Ray nem használható itt: { $address }: { $reason }
serve-local-ray = helyi Ray
serve-cluster-options = a --bus és az --instance együtt adandó meg, PostgreSQL-tárolóval (--db postgresql://…): egy SQLite-fájl csak egy folyamatot szolgál ki; a példány neve 1–40 betű, számjegy, - vagy _
serve-no-bus = a busz nem használható itt: { $address }: { $reason }
