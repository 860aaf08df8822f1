### Místnosti s přáteli: proč místnost žádost odmítla.

## Vstup
room-unknown = žádná otevřená místnost s tímto kódem neexistuje: zkontroluj odkaz nebo si řekni o nový
room-secret-unknown = klíč k tomuto místu tu už neplatí (byl jsi odebrán nebo místnost začala znovu): vstup znovu se jménem
room-slow-down = příliš mnoho pokusů: chvíli počkej
room-name-invalid = jméno má 1 až { $longest } písmen, číslic nebo znaků
room-face-invalid = tuto tvář nelze použít: vyber si jinou ve svém profilu
room-name-taken = někdo v místnosti se už jmenuje { $name }
room-full = místnost je plná ({ $most } lidí)
room-too-many-watchers = už se dívá { $most } lidí
room-join-first = nejdřív napiš jméno a vstup do místnosti
room-already-member = v této místnosti už jsi
room-closed = tato místnost skončila

## Místa
room-no-seat = takové místo neexistuje
room-seat-taken = to místo je obsazené
room-seated-in-match = během zápasu nemůžeš měnit místo
room-seen-other-seat = v tomto rozdání jsi už viděl karty jiného místa: toto místo si můžeš vzít, až rozdání skončí
room-not-seated = nejdřív si sedni
room-spectator = diváci se jen dívají: hraje jen ten, kdo sedí u stolu
room-no-member = nikdo v místnosti nemá toto označení
room-remove-self = hostitel nemůže odebrat sám sebe: předej roli hostitele, nebo odejdi

## Hostitel
room-host-only = to může udělat jen hostitel
room-in-match = ne během zápasu: počkej, až skončí
room-seats-open = { $seats ->
        [one] jedno místo je ještě volné: počkej na přítele, nebo tam nech hrát AI
        [few] { $seats } místa jsou ještě volná: počkej na přátele, nebo tam nech hrát AI
        [many] { $seats } místa je ještě volného: počkej na přátele, nebo tam nech hrát AI
       *[other] { $seats } míst je ještě volných: počkej na přátele, nebo tam nech hrát AI
    }
room-nobody-seated = u stolu nikdo nesedí: nejdřív si sedni
room-match-not-over = zápas ještě neskončil
room-no-partners = tahle hra nemá spoluhráče, které by šlo prohodit
room-no-match = v této místnosti se nehraje žádný zápas
room-hand-in-progress = právě se hraje rozdání
room-ai-unknown = '{ $kind }' není úroveň AI tohoto stolu
room-setting-range = { $setting ->
        [grace_seconds] čas na návrat
       *[other] čas na tah
    } musí být od { $low } do { $high } sekund
room-settings-invalid = tato nastavení nejdou přečíst
room-unknown-request = '{ $kind }' není žádost místnosti

## Zprávy
room-phrase-unknown = to není žádná z rychlých zpráv
room-chat-off = hostitel vypnul chat
room-chat-invalid = zpráva v chatu má 1 až { $longest } znaků textu

room-too-many-new = z tvé adresy přišlo příliš mnoho nových místností: chvíli počkej a zkus to znovu
room-server-full = server má otevřených { $rooms } místností: zkus to později

## Nárokování v místnosti
room-no-claim = nečeká žádný nárok, proti kterému by šlo protestovat
room-claim-not-yours = proti tomuto nároku může protestovat jen jiný hráč u stolu
room-claim-pending = jeden nárok už čeká na ostatní
room-claim-objected = ostatní proti tomuto nároku protestovali: hraj dál až do svého dalšího výnosu, než ho uplatníš znovu

## Quick match
room-no-public = žádná veřejná místnost teď nemá volné místo: založ si vlastní, nebo to za chvíli zkus znovu

## Profiles
profile-unknown = žádný profil nemá tento kód: zkontroluj ho, možná byl nahrazen novým
profile-invalid = tento profil nelze uložit: čeká se jméno, tvář a odehrané hry
