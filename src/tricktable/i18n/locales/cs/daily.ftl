### The daily duplicate challenge: the server's refusals (interfaces/web/daily.py).

daily-name = Tvé jméno v žebříčku: 1 až { $most } znaků, bez řídicích znaků.
daily-name-taken = „{ $name }“ už v dnešním žebříčku této hry je: zvol jiné jméno.
daily-played = Dnešní výzvu této hry už máš odehranou: jeden pokus denně.
daily-busy = Server tvůj pokus právě připravuje: zkus to za chvíli znovu.
daily-no-variant = Tento server nemá denní výzvu této hry.
daily-bad-day = Den se zapisuje jako datum: RRRR-MM-DD.
daily-no-day = Ten den žádná denní výzva nebyla.
daily-not-closed = Záznamy her se otevřou, až den skončí (o půlnoci UTC).
daily-no-hints = Denní výzva nemá nápovědu.
daily-sealed = Záznam hry a rozbor rozdání denní výzvy se otevřou, až její den skončí (o půlnoci UTC).
