## Ce afișează `tricktable serve`: adresa, odată ce ascultă, și de ce nu poate porni.

serve-running = tricktable rulează la { $url }  (jocurile se păstrează în { $path }; Ctrl+C pentru oprire)
serve-share = prietenii din rețeaua ta deschid { $url } (linkul de invitație al unei camere folosește această adresă)
serve-port-taken = portul { $port } pe { $host } este deja folosit (rulează deja tricktable?): oprește acel program sau alege alt port cu --port
serve-port-denied = nu am voie să ascult pe portul { $port }: porturile sub 1024 cer drepturi de administrator; alege altul cu --port
serve-cannot-listen = nu pot asculta pe { $host }, portul { $port }: { $reason }
serve-ai-backend = --ai-backend este process sau ray
serve-no-ray = nu pot folosi Ray la { $address }: { $reason }
serve-local-ray = un Ray local
serve-cluster-options = --bus și --instance se dau împreună, cu o bază PostgreSQL (--db postgresql://…): un fișier SQLite servește un singur proces; numele unei instanțe are între 1 și 40 de litere, cifre, - sau _
serve-no-bus = nu pot folosi magistrala de la { $address }: { $reason }
