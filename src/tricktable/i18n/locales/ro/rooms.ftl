### Camere cu prieteni: de ce a fost refuzată o cerere într-o cameră.

## Intrarea
room-unknown = nu există nicio cameră deschisă cu acest cod: verifică linkul sau cere unul nou
room-secret-unknown = cheia acestui loc nu mai este valabilă aici (ai fost scos sau camera a fost refăcută): intră din nou cu un nume
room-slow-down = prea multe încercări: așteaptă puțin
room-name-invalid = un nume are între 1 și { $longest } litere, cifre sau semne
room-face-invalid = această față nu poate fi folosită: alege alta în profilul tău
room-name-taken = cineva din cameră se numește deja { $name }
room-full = camera este plină ({ $most } persoane)
room-too-many-watchers = se uită deja { $most } persoane
room-join-first = scrie un nume și intră mai întâi în cameră
room-already-member = ești deja în această cameră
room-closed = această cameră s-a închis

## Locurile
room-no-seat = nu există un asemenea loc
room-seat-taken = locul este ocupat
room-seated-in-match = nu poți schimba locul în timpul unei partide
room-seen-other-seat = ai văzut deja cărțile altui loc în această mână: poți lua locul acesta după ce se termină mâna
room-not-seated = ocupă mai întâi un loc
room-spectator = spectatorii doar privesc: joacă numai cei așezați la masă
room-no-member = nimeni din cameră nu are acest id
room-remove-self = gazda nu se poate scoate pe sine: predă rolul de gazdă sau ieși

## Gazda
room-host-only = numai gazda poate face asta
room-in-match = nu în timpul unei partide: așteaptă să se termine
room-seats-open = { $seats ->
        [one] un loc este încă liber: așteaptă un prieten sau lasă AI-ul să joace
        [few] { $seats } locuri sunt încă libere: așteaptă prietenii sau lasă AI-ul să joace
       *[other] { $seats } de locuri sunt încă libere: așteaptă prietenii sau lasă AI-ul să joace
    }
room-nobody-seated = nu stă nimeni la masă: ocupă mai întâi un loc
room-match-not-over = partida nu s-a terminat încă
room-no-partners = jocul acesta nu are parteneri de schimbat
room-no-match = nu se joacă nicio partidă în această cameră
room-hand-in-progress = se joacă o mână
room-ai-unknown = '{ $kind }' nu este un nivel de AI al acestei mese
room-setting-range = { $setting ->
        [grace_seconds] timpul de revenire
       *[other] timpul pentru o mutare
    } trebuie să fie între { $low } și { $high } secunde
room-settings-invalid = aceste setări nu pot fi citite
room-unknown-request = '{ $kind }' nu este o cerere a unei camere

## Mesaje
room-phrase-unknown = acesta nu este unul dintre mesajele rapide
room-chat-off = gazda a oprit chatul
room-chat-invalid = un mesaj de chat are între 1 și { $longest } caractere de text

room-too-many-new = prea multe camere noi de la adresa ta: așteaptă puțin și încearcă din nou
room-server-full = serverul are { $rooms } camere deschise: încearcă mai târziu

## Revendicări într-o cameră
room-no-claim = nu așteaptă nicio revendicare la care să obiectezi
room-claim-not-yours = doar un alt jucător de la masă poate obiecta la această revendicare
room-claim-pending = o revendicare așteaptă deja răspunsul celorlalți
room-claim-objected = ceilalți au obiectat la această revendicare: joacă până la următoarea ta deschidere înainte să revendici din nou

## Quick match
room-no-public = nicio cameră publică nu are un loc liber acum: fă-ți o cameră sau încearcă din nou peste puțin timp

## Profiles
profile-unknown = niciun profil nu are acest cod: verifică-l; poate a fost înlocuit cu unul nou
profile-invalid = acest profil nu poate fi păstrat: se așteaptă un nume, o față și jocurile jucate
