### Amit a szerver önmagáról mond (a webes kapcsolatok és az API).

store-unavailable = a szerver most nem tud menteni, ezért semmi sem változott: próbálja újra egy kis idő múlva
