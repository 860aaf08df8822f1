### The daily duplicate challenge: the server's refusals (interfaces/web/daily.py).

daily-name = A neved a ranglistán: 1–{ $most } karakter, vezérlőkarakterek nélkül.
daily-name-taken = „{ $name }” már szerepel ennek a játéknak a mai ranglistáján: válassz másik nevet.
daily-played = Ennek a játéknak a mai kihívását már lejátszottad: naponta egy próbálkozás van.
daily-busy = A próbálkozásodat éppen most készíti elő a szerver: próbáld újra egy pillanat múlva.
daily-no-variant = Ezen a szerveren nincs napi kihívás ebből a játékból.
daily-bad-day = A napot dátumként kell megadni: ÉÉÉÉ-HH-NN.
daily-no-day = Azon a napon nem volt napi kihívás.
daily-not-closed = A visszajátszások a nap zárásakor nyílnak meg (éjfélkor, UTC).
daily-no-hints = A napi kihívásban nincs tipp.
daily-sealed = A napi kihívás visszajátszása és leosztáselemzése a nap zárásakor nyílik meg (éjfélkor, UTC).
