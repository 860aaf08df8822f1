### The daily duplicate challenge: the server's refusals (interfaces/web/daily.py).

daily-name = Numele tău în clasament: între 1 și { $most } caractere, fără caractere de control.
daily-name-taken = „{ $name }” este deja în clasamentul de azi al acestui joc: alege alt nume.
daily-played = Ai jucat deja provocarea de azi a acestui joc: o încercare pe zi.
daily-busy = Încercarea ta tocmai este pregătită pe server: încearcă din nou peste o clipă.
daily-no-variant = Acest server nu are o provocare zilnică pentru acel joc.
daily-bad-day = O zi se scrie ca dată: AAAA-LL-ZZ.
daily-no-day = În ziua aceea nu a existat o provocare zilnică.
daily-not-closed = Reluările se deschid când se încheie ziua (miezul nopții UTC).
daily-no-hints = Provocarea zilnică nu are indicii.
daily-sealed = Reluarea și analiza mâinii unei provocări zilnice se deschid când se încheie ziua ei (miezul nopții UTC).
