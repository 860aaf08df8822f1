### Refuzurile serverului web (tricktable.interfaces.web).

## Un server ocupat (nu s-a schimbat nimic: încearcă din nou)
server-full-games = serverul este plin ({ $games } jocuri în desfășurare): încearcă mai târziu
server-ai-busy = jucătorii calculatorului sunt ocupați: încearcă din nou peste o clipă
server-background-busy = prea multă muncă de fundal așteaptă ({ $queued }): aceasta se sare
server-game-broken = înregistrarea acestui joc nu poate fi reluată
server-too-many-games = prea multe jocuri noi de la adresa ta: așteaptă puțin
server-seats = acest joc are nevoie de { $seats } jucători
server-seed = o sămânță este un număr întreg de la 0 la { $most }
server-bot-not-allowed = acest server nu așază botul '{ $bot }' (vezi 'tricktable serve --allow-bot')
server-bot-cannot-play = botul '{ $bot }' nu poate juca '{ $variant }'
server-bot-fault = { SEAT($seat) } (un bot) { $kind ->
        [timeout] nu a răspuns la timp
        [illegal] a răspuns cu o mutare pe care regulile nu o permit
        [crash] a încetat să funcționeze
       *[other] a răspuns ceva ce nu este o mutare
    }: s-a jucat în locul lui o mutare permisă, iar jocul continuă

## Mesaje pe o conexiune care nu pot fi citite
socket-binary = cadrele binare nu sunt citite: trimite JSON ca text
socket-not-json = acest mesaj nu este JSON
socket-too-deep = acest mesaj este imbricat prea adânc: un mesaj este un obiect JSON simplu
socket-not-object = un mesaj este un obiect JSON cu un câmp 'type'
socket-bad-id = 'id' trebuie să fie un număr sau un șir de cel mult { $most } caractere
socket-unwritable = acest mesaj conține un caracter surogat izolat sau un număr prea mare
socket-too-large = acest mesaj este prea mare (peste { $most } octeți)
socket-rate = prea multe mesaje: încetinește
socket-origin = această pagină nu vine de la acest server
socket-auth = joc necunoscut sau cheie de jucător greșită
socket-watching = un spectator nu poate juca pentru un loc
socket-action-text = 'action' trebuie să fie textul acțiunii, de exemplu 'play R14'
socket-unknown-type = '{ $kind }' nu este un fel de mesaj

## Cereri către paginile serverului
http-players = jucătorii trebuie să fie dintre { LIST($allowed) }
http-no-finished-game = nu ai niciun joc terminat cu acest id
http-no-seat = nu ai niciun loc în acel joc: dă cheia locului sau cheia ta de cameră, dacă ai stat la masa lui
http-status-404 = la această adresă nu se află nimic
http-status-405 = această adresă nu primește acest fel de cerere

## A request the API cannot read (FastAPI's own 422): the fields' names stay in quotes
http-invalid-request = serverul nu poate citi această cerere: { $problems }
http-field-missing = lipsește '{ $field }'
http-field-too-long = '{ $field }' este prea lung (cel mult { $most })
http-field-out-of-range = '{ $field }' este în afara limitelor permise
http-field-wrong-type = '{ $field }' are o valoare de tip greșit
http-field-invalid = '{ $field }' nu este corect
http-body-not-json = corpul cererii nu este JSON
http-options-not-json = opțiunile nu sunt JSON (un obiect JSON care dă valori numelor opțiunilor)
http-policy-variant = această politică antrenată joacă doar varianta pentru care a fost antrenată: alege alt adversar în Setări
