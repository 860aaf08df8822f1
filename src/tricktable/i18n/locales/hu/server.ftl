### A webszerver saját elutasításai (tricktable.interfaces.web).

## Foglalt szerver (semmi sem változott: próbáld újra)
server-full-games = a szerver megtelt ({ $games } játszma folyik): próbáld később
server-ai-busy = a gépi játékosok foglaltak: próbáld újra egy pillanat múlva
server-background-busy = túl sok háttérmunka vár ({ $queued }): ez most kimarad
server-game-broken = ennek a játszmának a feljegyzése nem játszható vissza
server-too-many-games = túl sok új játszma a címedről: várj egy kicsit
server-seats = ehhez a játékhoz { $seats } játékos kell
server-seed = a kezdőérték egész szám 0 és { $most } között
server-bot-not-allowed = ez a szerver nem ülteti asztalhoz ezt a botot: '{ $bot }' (lásd 'tricktable serve --allow-bot')
server-bot-cannot-play = ez a bot nem tudja játszani ezt: '{ $variant }' ('{ $bot }')
server-bot-fault = { SEAT($seat) } (egy bot) { $kind ->
        [timeout] nem válaszolt időben
        [illegal] a szabályok szerint nem megengedett lépéssel válaszolt
        [crash] leállt
       *[other] olyasmit válaszolt, ami nem lépés
    }: helyette egy szabályos lépés történt, és a játék folytatódik

## Olvashatatlan üzenetek a kapcsolaton
socket-binary = bináris kereteket nem olvasunk: a JSON-t szövegként küldd
socket-not-json = ez az üzenet nem JSON
socket-too-deep = ez az üzenet túl mélyen egymásba ágyazott: egy üzenet lapos JSON-objektum
socket-not-object = egy üzenet JSON-objektum 'type' mezővel
socket-bad-id = az 'id' szám vagy legfeljebb { $most } karakteres szöveg lehet
socket-unwritable = ez az üzenet magányos helyettesítő karaktert vagy túl nagy számot tartalmaz
socket-too-large = ez az üzenet túl nagy (több mint { $most } bájt)
socket-rate = túl sok üzenet: lassíts
socket-origin = ez az oldal nem erről a szerverről való
socket-auth = ismeretlen játszma vagy hibás játékoskulcs
socket-watching = néző nem léphet egy hely helyett
socket-action-text = az 'action' a lépés szövege legyen, például 'play R14'
socket-unknown-type = ez nem üzenetfajta: '{ $kind }'

## Kérések a szerver oldalaihoz
http-players = a játékosok csak ezek közül valók lehetnek: { LIST($allowed) }
http-no-finished-game = nincs ilyen azonosítójú befejezett játszmád
http-no-seat = nincs helyed abban a játszmában: add meg a hely kulcsát, vagy a szobakulcsodat, ha az asztalánál ültél
http-status-404 = ezen a címen nincs semmi
http-status-405 = ez a cím nem fogad ilyen fajta kérést

## A request the API cannot read (FastAPI's own 422): the fields' names stay in quotes
http-invalid-request = a szerver nem tudja értelmezni ezt a kérést: { $problems }
http-field-missing = hiányzik: '{ $field }'
http-field-too-long = '{ $field }': túl hosszú (legfeljebb { $most })
http-field-out-of-range = '{ $field }': a megengedett tartományon kívül esik
http-field-wrong-type = '{ $field }': rossz típusú érték
http-field-invalid = '{ $field }': érvénytelen
http-body-not-json = a kérés törzse nem JSON
http-options-not-json = a beállítások nem JSON-ban vannak (egy JSON-objektum kell, amely a beállítások nevéhez értéket rendel)
http-policy-variant = ez a betanított stratégia csak azt a változatot játssza, amelyre betanították: válassz másik ellenfelet a Beállításokban
