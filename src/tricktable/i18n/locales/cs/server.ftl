### Odmítnutí samotného webového serveru (tricktable.interfaces.web).

## Zaneprázdněný server (nic se nezměnilo: zkus to znovu)
server-full-games = server je plný (hraje se { $games } her): zkus to později
server-ai-busy = počítačoví hráči jsou zaneprázdnění: zkus to za chvíli znovu
server-background-busy = čeká příliš mnoho práce na pozadí ({ $queued }): tohle se vynechá
server-game-broken = záznam této hry nelze přehrát
server-too-many-games = z tvé adresy přišlo příliš mnoho nových her: chvíli počkej
server-seats = počet hráčů této hry je { $seats }
server-seed = semínko je celé číslo od 0 do { $most }
server-bot-not-allowed = tento server neposadí ke stolu bota '{ $bot }' (viz 'tricktable serve --allow-bot')
server-bot-cannot-play = bot '{ $bot }' neumí hrát '{ $variant }'
server-bot-fault = { SEAT($seat) } (bot) { $kind ->
        [timeout] neodpověděl včas
        [illegal] odpověděl tahem, který pravidla nedovolují
        [crash] přestal fungovat
       *[other] odpověděl něčím, co není tah
    }: místo něj se zahrál povolený tah a hra pokračuje

## Zprávy na spojení, které nelze přečíst
socket-binary = binární rámce se nečtou: posílej JSON jako text
socket-not-json = tato zpráva není JSON
socket-too-deep = tato zpráva je vnořená příliš hluboko: zpráva je plochý objekt JSON
socket-not-object = zpráva je objekt JSON s polem 'type'
socket-bad-id = 'id' musí být číslo nebo text o nejvýše { $most } znacích
socket-unwritable = tato zpráva obsahuje osamocený náhradní znak nebo číslo mimo rozsah
socket-too-large = tato zpráva je příliš velká (přes { $most } bajtů)
socket-rate = příliš mnoho zpráv: zpomal
socket-origin = tato stránka nepochází z tohoto serveru
socket-auth = neznámá hra nebo špatný klíč hráče
socket-watching = divák nemůže hrát za místo
socket-action-text = 'action' musí být text tahu, například 'play R14'
socket-unknown-type = '{ $kind }' není druh zprávy

## Požadavky na stránky serveru
http-players = hráči musí být z těchto: { LIST($allowed) }
http-no-finished-game = nemáš žádnou dokončenou hru s tímto id
http-no-seat = v té hře nemáš žádné místo: zadej klíč místa, nebo svůj klíč od místnosti, pokud jsi seděl u jejího stolu
http-status-404 = na této adrese nic není
http-status-405 = tato adresa takový druh požadavku nepřijímá

## A request the API cannot read (FastAPI's own 422): the fields' names stay in quotes
http-invalid-request = server tomuto požadavku nerozumí: { $problems }
http-field-missing = chybí '{ $field }'
http-field-too-long = '{ $field }' je příliš dlouhé (nejvýše { $most })
http-field-out-of-range = '{ $field }' je mimo povolený rozsah
http-field-wrong-type = '{ $field }' má hodnotu nesprávného druhu
http-field-invalid = '{ $field }' není platné
http-body-not-json = tělo požadavku není JSON
http-options-not-json = možnosti nejsou v JSON (má to být objekt JSON, který názvům možností přiřazuje hodnoty)
http-policy-variant = tato natrénovaná strategie hraje jen variantu, na kterou byla natrénována: v Nastavení zvol jiného soupeře
