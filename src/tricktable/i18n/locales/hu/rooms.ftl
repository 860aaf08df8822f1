### Baráti szobák: miért utasította el a szoba a kérést.

## Belépés
room-unknown = nincs nyitott szoba ezzel a kóddal: ellenőrizd a linket, vagy kérj újat
room-secret-unknown = ennek a helynek a kulcsa itt már nem érvényes (eltávolítottak, vagy a szoba újraindult): lépj be újra egy névvel
room-slow-down = túl sok próbálkozás: várj egy kicsit
room-name-invalid = a név 1–{ $longest } betű, számjegy vagy jel
room-face-invalid = ez az arc nem használható: válassz másikat a profilodban
room-name-taken = már van { $name } nevű játékos a szobában
room-full = a szoba megtelt ({ $most } fő)
room-too-many-watchers = már { $most } néző van
room-join-first = előbb írj be egy nevet, és lépj be a szobába
room-already-member = már bent vagy ebben a szobában
room-closed = ez a szoba bezárult

## Helyek
room-no-seat = nincs ilyen hely
room-seat-taken = az a hely foglalt
room-seated-in-match = parti közben nem ülhetsz át
room-seen-other-seat = ebben a leosztásban már láttad egy másik hely lapjait: ezt a helyet a leosztás végén foglalhatod el
room-not-seated = előbb ülj le egy helyre
room-spectator = a nézők csak néznek: csak az asztalnál ülő játékos léphet
room-no-member = senkinek sincs ilyen azonosítója a szobában
room-remove-self = a házigazda nem távolíthatja el magát: add át a szerepet, vagy lépj ki

## A házigazda
room-host-only = ezt csak a házigazda teheti meg
room-in-match = parti közben nem: várd meg a végét
room-seats-open = { $seats ->
        [one] egy hely még üres: várj egy barátra, vagy játsszon ott a gép
       *[other] { $seats } hely még üres: várj a barátokra, vagy játsszon ott a gép
    }
room-nobody-seated = senki sem ül az asztalnál: előbb ülj le
room-match-not-over = a partinak még nincs vége
room-no-partners = ebben a játékban nincsenek cserélhető partnerek
room-no-match = ebben a szobában nem folyik parti
room-hand-in-progress = éppen folyik egy leosztás
room-ai-unknown = '{ $kind }' nem gépi szint ennél az asztalnál
room-setting-range = { $setting ->
        [grace_seconds] a visszatérési idő
       *[other] a lépésidő
    } { $low } és { $high } másodperc között lehet
room-settings-invalid = ezek a beállítások nem olvashatók
room-unknown-request = '{ $kind }' nem szobakérés

## Üzenetek
room-phrase-unknown = ez nem a gyorsüzenetek egyike
room-chat-off = a házigazda kikapcsolta a csevegést
room-chat-invalid = egy csevegőüzenet 1–{ $longest } karakter szöveg

room-too-many-new = túl sok új szoba a címedről: várj egy kicsit, és próbáld újra
room-server-full = a szerveren { $rooms } szoba van nyitva: próbáld később

## Követelések egy szobában
room-no-claim = nincs függő követelés, amelyet kifogásolhatnál
room-claim-not-yours = ezt a követelést csak egy másik játékos kifogásolhatja az asztalnál
room-claim-pending = egy követelés már a többiekre vár
room-claim-objected = a többiek kifogásolták ezt a követelést: játssz tovább a következő hívásodig, mielőtt újra követelnél

## Quick match
room-no-public = most egyik nyilvános szobában sincs szabad hely: nyiss egy sajátot, vagy próbáld újra kicsit később

## Profiles
profile-unknown = egyik profilnak sincs ilyen kódja: ellenőrizd, vagy talán újra cserélték
profile-invalid = ez a profil nem menthető: név, arc és a lejátszott játszmák kellenek
