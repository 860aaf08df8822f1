### Stránky pravidel (tricktable rules, stránka Informace), sestavené z nastavení každé varianty.

rules-sentence = { $text }.
rules-house-rules = Domácí pravidla v této hře
rules-house-rule = **{ $name }**: { $value }
option-yes = ano
option-no = ne
bird-name = { $bird ->
        [Crow] Vrána
       *[other] { $bird }
    }

## Varianty: název a popis na jeden řádek
variant-rook-crowsnest-title = CrowsNest
variant-rook-crowsnest = CrowsNest (výchozí): 41 karet, Vrána je nejnižší trumf, splněný závazek se počítá hodnotou závazku
variant-rook-tournament-title = Turnajový Rook (Kentucky Discard)
variant-rook-tournament = Turnajový Rook / Kentucky Discard: oficiální pravidla, Rook je nejvyšší trumf
variant-rook-partnership-title = Párový Rook
variant-rook-partnership = Párový Rook: 56 karet 1-14, bez Rooka, bez hnízda, 20 za víc štychů
variant-rook-one-high-title = Párový Rook s vysokými jedničkami
variant-rook-one-high = Párový Rook s vysokými jedničkami: 57 karet, jedničky nejvyšší a za 15, dražba 100-180
variant-rook-red-one-title = Červená jednička
variant-rook-red-one = Červená jednička: turnajový Rook s červenou 1, nejvyšším trumfem za 30
variant-rook-buckeye-title = Buckeye
variant-rook-buckeye = Buckeye: turnajový Rook s jedničkami, které jsou vysoké a za 15, dražba 100-180
variant-rook-dixie-title = Dixie Rook
variant-rook-dixie = Dixie Rook: 56 karet, bez Rooka, hnízdo 4 karty, třináctky za 10, 20 za víc štychů
variant-callbreak-master-title = Callbreak (Callbreak Master)
variant-callbreak-master = Callbreak jako v aplikaci Callbreak Master: hlášení 2-13, uspěje hlášení nebo o jeden víc, 8+ dává 13, bez konce
variant-callbreak-standard-title = Callbreak (standardní)
variant-callbreak-standard = Callbreak, jak ho hraje většina aplikací: hlášení 1-8, +0,1 za každý štych navíc, musíte přebíjet, 5 kol
variant-shengji-tractor-title = Traktor (Shengji, 升级, 80 bodů)
variant-shengji-tractor = Traktor (Shengji, 80 bodů): dvojitý balíček, vyhlašování trumfů, páry a traktory, úrovně od 2 do esa

## Rook
rules-rook-cards = Karty
rules-rook-deck = Balíček má { $size } karet: čísla { LIST($numbers) } ve čtyřech barvách (červená, žlutá, zelená, černá){ $bird ->
        [true] { $red_one ->
            [true] , a k tomu kartu { $bird_name } a červenou 1
           *[false] , a k tomu kartu { $bird_name }
        }
       *[false] { $red_one ->
            [true] , a k tomu červenou 1
           *[false] {""}
        }
    }.
rules-rook-plain-order = V barvě mají karty pořadí { LIST($order, type: "ranks") }.
rules-rook-counter = každá { $number } má { $points } bodů
rules-rook-counter-bird = { $bird_name } má { $points } bodů
rules-rook-counter-red-one = červená 1 má { $points } bodů
rules-rook-counters = Bodované karty: { LIST($counters, type: "semicolon") }. Ostatní karty nemají nic.
rules-rook-bonus-majority = { $points } bodů získá dvojice s více štychy (při rovnosti nikdo)
rules-rook-bonus-last-trick = { $points } bodů získá dvojice, která vezme poslední štych
rules-rook-bonuses = Prémie: { LIST($bonuses, type: "semicolon") }.
rules-rook-total = Rozdání rozdělí celkem { $total } bodů{ $split ->
        [true] { " " }({ $even }, když se štychy rozdělí rovným dílem)
       *[false] {""}
    }.
rules-rook-players = Hráči a rozdávání
rules-rook-partners = Čtyři hráči ve dvou dvojicích; partneři sedí naproti sobě. Nikdo neukazuje své karty, ani partnerovi.
rules-rook-deal = Každý hráč dostane { $hand } karet po jedné{ $nest ->
        [0] . Hnízdo není.
       *[other] ; { $nest ->
            [one] { $nest } karta jde
            [few] { $nest } karty jdou
            [many] { $nest } karty jdou
           *[other] { $nest } karet jde
        } lícem dolů do hnízda.
    }
rules-rook-deal-passes = Po každém rozdání přechází rozdávání doleva.
rules-rook-bidding = Dražba
rules-rook-bid-first = Hráč vlevo od rozdávajícího draží první; dražba jde dokola doleva.
rules-rook-bid-range = Každá nabídka je násobek { $step }, od { $min } do { $top }, a musí přebít předchozí; skoky jsou dovoleny. Nabídka slibuje tolik bodů pro dvojici.
rules-rook-bid-pass-out = Kdo pasuje, do konce rozdání už nedraží.
rules-rook-bid-end = Dražba končí, když pasovali všichni kromě jednoho, nebo hned, když někdo nabídne { $top }. Nejvyšší nabídka určuje hráče.
rules-rook-all-pass-redeal = Když pasují všichni čtyři, karty se zahodí a stejný hráč rozdává znovu.
rules-rook-all-pass-dealer = Když první tři hráči pasují, rozdávající nesmí pasovat a bere nejnižší nabídku, { $min }.
rules-rook-nest = Hnízdo
rules-rook-nest-exchange = Hráč si vezme karty z hnízda ({ $n }) do ruky, aniž je ukáže, a pak odloží lícem dolů libovolné karty ({ $n }) jako nové hnízdo. Odložit lze i bodované karty.
rules-rook-nest-no-counters = Hráč si vezme karty z hnízda ({ $n }) do ruky, aniž je ukáže, a pak odloží lícem dolů karty ({ $n }) jako nové hnízdo. Bodovanou kartu smí odložit jen tehdy, má-li méně karet bez bodů, než kolik jich odkládá ({ $n }): pak odloží ty a doplní je bodovanými kartami.
rules-rook-nest-points = Body v hnízdě patří na konci rozdání { $owner ->
        [last_trick] dvojici, která vezme poslední štych
       *[declarer] dvojici hráče
    }.
rules-rook-trump = Trumfy
rules-rook-trump-when = Hráč zvolí jednu barvu jako trumfy { $nest ->
        [true] po odložení hnízda
       *[false] hned po skončení dražby
    }.
rules-rook-trump-order = Trumfy mají pořadí { LIST($order, type: "ranks") } (ukázáno pro červené trumfy; každá barva funguje stejně).
rules-rook-red-one-special = červená 1 (zvláštní)
rules-rook-bird-place = { $bird_name } nepatří k žádné barvě: je vždy trumf, { $place ->
        [high] nejvyšší trumf, nad všemi kartami trumfové barvy
        [low] nejnižší trumf, pod nejnižší kartou trumfové barvy
        [second] druhý hned po červené 1, nad všemi kartami trumfové barvy
       *[ten_and_half] trumf mezi desítkou a jedenáctkou trumfové barvy
    }.
rules-rook-bird-any-time = { $bird_name } se smí zahrát do každého štychu, i když by hráč mohl přiznat vynesenou barvu.
rules-rook-bird-follows = { $bird_name } se přiznává jako každý jiný trumf: smí se zahrát jen na vynesený trumf nebo když hráči vynesená barva chybí.
rules-rook-red-one = Červená 1 je vždy nejvyšší trumf, ať jsou trumfy jakékoli. Nikdy není červenou kartou: na červený výnos se nepřiznává. Jako každý trumf se smí zahrát jen na vynesený trumf nebo když hráči vynesená barva chybí.
rules-rook-play = Hra
rules-rook-first-lead = { $who ->
        [declarer] Hráč
       *[left_of_dealer] Hráč vlevo od rozdávajícího
    } vynáší do prvního štychu; vítěz každého štychu vynáší do dalšího.
rules-rook-follow = Každý musí přiznat vynesenou barvu, pokud může. Kdo nemůže, smí zahrát cokoli, i trumf.
rules-rook-special-lead = Výnos { $bird ->
        [true] { $red_one ->
            [true] karty { $bird_name } nebo červené 1
           *[false] karty { $bird_name }
        }
       *[false] červené 1
    } je výnos trumfu: ostatní musí hrát trumf, pokud mohou, a hráč, jehož jediným trumfem je { $bird ->
        [true] { $red_one ->
            [true] { $bird_name } nebo červená 1
           *[false] { $bird_name }
        }
       *[false] červená 1
    }, ji musí zahrát.
rules-rook-trick-winner = Štych bere nejvyšší trumf; bez trumfů nejvyšší karta vynesené barvy.
rules-rook-scoring = Počítání
rules-rook-count = Každá dvojice sečte bodované karty ve svých štyších{ $nest ->
        [true] { $bonuses ->
            [true] { " " }(a k tomu hnízdo a prémie, viz výše)
           *[false] { " " }(a k tomu hnízdo, viz výše)
        }
       *[false] { $bonuses ->
            [true] { " " }(a k tomu prémie, viz výše)
           *[false] {""}
        }
    }.
rules-rook-defenders = Obránci si vždy započítají, co vzali.
rules-rook-made = Pokud dvojice hráče získala aspoň svůj závazek, započítá si { $scores ->
        [bid] hodnotu závazku, ne získané body
       *[captured] všechny získané body
    }.
rules-rook-set = Jinak závazek nesplnila: za rozdání nedostane nic a ztrácí hodnotu závazku. Skóre může klesnout pod nulu.
rules-rook-moon = **Všechny body**: dvojice, která získá všechny body rozdání ({ $total }), si zapíše dvojnásobek toho, co by jinak dostala.
rules-rook-winning = Vítězství
rules-rook-target = Vyhrává dvojice, která první dosáhne { $target } bodů. Dosáhnou-li jich obě ve stejném rozdání, vyhrává vyšší součet; při přesné rovnosti se hraje další rozdání.
rules-rook-minus-target-loses = Dvojice, jejíž skóre klesne na -{ $target } nebo níž, zápas prohrává.

## Callbreak
rules-callbreak-intro = Čtyři hráči, každý sám za sebe. Francouzské karty, 52 listů v pořadí A K Q J 10 9 8 7 6 5 4 3 2. **Piky jsou vždy trumfy.**
rules-callbreak-deal = **Rozdávání**: všech 52 karet, každému 13. Hraje se { $direction ->
        [ccw] proti směru hodinových ručiček; rozdávání přechází doprava
       *[cw] po směru hodinových ručiček; rozdávání přechází doleva
    }.
rules-callbreak-calls = **Hlášení**: od hráče { $side ->
        [right] vpravo
       *[left] vlevo
    } od rozdávajícího až po rozdávajícího každý jednou ohlásí, kolik štychů vezme, od **{ $lo } do { $hi }**.
rules-callbreak-weak-hands = **Slabé karty**: ruka bez piky nebo bez J, Q a K se zahodí a stejný hráč rozdává znovu.
rules-callbreak-play = **Hra**: první vynáší hráč { $side ->
        [right] vpravo
       *[left] vlevo
    } od rozdávajícího; vítěz štychu vynáší do dalšího. { $head ->
        [true] Musíte přiznat vynesenou barvu, pokud můžete, a musíte **přebít nejlepší kartu vynesené barvy** ve štychu, pokud můžete (na vynesenou piku přebít vyšší pikou, pokud to jde).
       *[false] Musíte přiznat vynesenou barvu, pokud můžete. Při přiznávání **nemusíte přebíjet**, ani když se vynášejí piky.
    } { $overtrump ->
        [true] Když barvu přiznat nemůžete, musíte zahrát piku, která **přebije všechny piky ve štychu** (když v něm ještě žádná není, jakoukoli piku). S nižšími pikami smíte jednu obětovat nebo odhodit cokoli; bez pik hrajte cokoli.
       *[false] Když barvu přiznat nemůžete, smíte zahrát jakoukoli kartu, piku i jinou.
    }
rules-callbreak-head-until-trumped = **Přebíjení**: jakmile někdo štych přebil pikou, stále musíte přiznat barvu, ale už nemusíte přebíjet.
rules-callbreak-trick = **Štych**: bere ho nejvyšší pika v něm, jinak nejvyšší karta vynesené barvy.
rules-callbreak-success = **Úspěch**: hráč uspěje, když vezme { $success ->
        [window] přesně tolik, kolik hlásil, nebo o jeden víc (hlášení 4: 4 nebo 5 štychů uspěje; 3 a méně nebo 6 a více ne)
       *[at_least] aspoň tolik, kolik hlásil (hlášení 4: 4 a více štychů uspěje, 3 a méně ne)
    }.
rules-callbreak-score = **Skóre**: úspěch dává **+hlášení**, neúspěch **−hlášení**{ $tenth ->
        [true] ; každý štych nad hlášení přidá při úspěchu **+{ 0.1 }** (hlášení { $call }, { $tricks } štychů: +{ $score })
       *[false] {""}
    }{ $bonus ->
        [0] {""}
       *[other] ; úspěšné hlášení **{ $bonus } a více** dává místo toho **+13** (neúspěšné −hlášení)
    }.
rules-callbreak-end = **Konec**: { $rounds ->
        [0] Hra nemá pevný konec: po každém kole se rozhodnete, zda hrát další, nebo skončit; vyhrává nejvyšší součet ve chvíli, kdy skončíte.
       *[other] Hra trvá **{ $rounds } kol**; vyhrává nejvyšší součet. Při rovnosti na čele se hrají další kola, dokud nevede jen jeden.
    }
rules-callbreak-seats = (V tricktable jsou místa číslována v pořadí hry, takže hráč { $side ->
        [right] vpravo
       *[left] vlevo
    } od rozdávajícího je místo rozdávající + 1.)

## Traktor
rules-shengji-intro = Čtyři hráči ve dvou pevných dvojicích (místa 0 a 2 proti 1 a 3) s **dvojitým balíčkem 108 karet** (dva balíčky po 52 kartách a čtyři žolíci). Každý hráč dostane 25 karet; 8 tvoří talon.
rules-shengji-levels = Úrovně a trumfy
rules-shengji-levels-text = Každá dvojice má úroveň, začíná na 2 a pokračuje 2, 3, …, 10, J, Q, K, A. **Úrovňová hodnota** rozdání je úroveň dvojice rozdávajícího. Trumfy jsou žolíci, všechny karty úrovňové hodnoty a trumfová barva. Od nejvyšší: velký žolík, malý žolík, úrovňová karta trumfové barvy, úrovňové karty ostatních barev (navzájem rovné), pak trumfová barva od A do 2 bez úrovňové hodnoty. V rozdání bez trumfové barvy (NT) jsou trumfy jen žolíci a úrovňové karty. V barvě se úrovňová hodnota vynechává, takže na úrovni 7 sousedí 6 a 8.
rules-shengji-start-level = V tomto zápase začínají oba týmy na úrovni { $level }.
rules-shengji-declaring = Vyhlašování trumfů
rules-shengji-declaring-text = Po rozdání, počínaje jmenovitým rozdávajícím ({ $opener ->
        [-1] v prvním rozdání místo, které zvolí stůl
       *[other] v prvním rozdání místo { $opener }
    }) a dále dokola, každý hráč pasuje nebo ukáže z ruky vyhlášení **silnější** než dosavadní: jedna úrovňová karta (její barva jsou trumfy) < pár stejných úrovňových karet < dva malí žolíci (NT) < dva velcí žolíci (NT). Tři pasy po vyhlášení vyhlašování ukončí; kdo pasoval, smí vyhlásit později. Když nikdo nevyhlásí, otočí se talon a trumfy jsou barva jeho první karty, která není žolík. V prvním rozdání se rozdávajícím stane { $first ->
        [first_declarer] hráč, který vyhlásil první
       *[winning_declarer] hráč s vítězným vyhlášením
    }; později rozdávajícího určí poslední výsledek a vyhlášení jen volí trumfy.
rules-shengji-kitty = Talon
rules-shengji-kitty-text = Rozdávající si vezme 8 karet talonu, odloží libovolných 8 karet (i bodované a trumfy) a vynese do prvního štychu.
rules-shengji-play = Hra
rules-shengji-play-text = Jednotky: jedna karta; pár dvou stejných karet; traktor ze dvou a více párů jedné barvy se sousedními hodnotami. { $throws ->
        [true] Vyneste jednu jednotku, nebo **vícenásobný výnos** několika jednotek jedné barvy. Výnos, který by jiná ruka v té barvě přebila, se zkrátí na přebitelnou jednotku s nejnižší horní kartou; dobrý výnos přebije jen hra stejného tvaru ze samých trumfů od hráče, kterému barva chybí.
       *[false] Vyneste **právě jednu jednotku**: jednu kartu, pár stejných karet nebo traktor. Vícenásobný výnos není.
    } Každý zahraje tolik karet, kolik se vyneslo. Vynesenou barvu (trumfy jsou jedna barva) přiznávejte, jak to jde; na vynesený pár nebo traktor zahrajte i tolik stejných párů té barvy, kolik máte, nejvýš tolik, kolik párů se vyneslo. { $strict ->
        [true] Máte-li ve vynesené barvě traktor stejně dlouhý jako vynesený, musíte ho zahrát.
       *[false] Na traktor **nemusíte** odpovědět traktorem: počítá se jen počet párů.
    } Když vám barva chybí, hrajte cokoli: trumfovat se nikdy nemusí.
rules-shengji-winning-play = Vyhrát může jen hra přesně stejného tvaru jako výnos, celá ve vynesené barvě nebo celá v trumfech; z nich vyhrává nejvyšší horní karta, trumfy nad vynesenou barvou, při rovnosti dřívější hra. Vítěz vynáší do dalšího štychu.
rules-shengji-scoring = Počítání
rules-shengji-scoring-text = Pětky mají 5 bodů, desítky a králové 10: celkem 200. Útočníci (dvojice, která nerozdává) si nechávají body, které vezmou. Vezmou-li poslední štych, body talonu se počítají { $rule ->
        [times] 2 × tolikrát, kolik karet každý hráč do štychu zahrál (jedna karta ×2, pár ×4, traktor ze 2 párů ×8, 3 páry ×12)
       *[power] 2 na počet karet, které každý hráč do štychu zahrál (×2, ×4, ×16, ×64)
    }.
rules-shengji-col-points = Body útočníků
rules-shengji-col-result = Výsledek
rules-shengji-points-0 = 0
rules-shengji-points-5 = 5-35
rules-shengji-points-40 = 40-75
rules-shengji-points-80 = 80-115
rules-shengji-points-120 = 120 a víc
rules-shengji-result-3 = dvojice rozdávajícího +3 úrovně
rules-shengji-result-2 = dvojice rozdávajícího +2
rules-shengji-result-1 = dvojice rozdávajícího +1
rules-shengji-result-take = útočníci přebírají rozdávání
rules-shengji-result-up = útočníci přebírají rozdávání a stoupají o 1 úroveň za každých 40 nad 80
rules-shengji-next-dealer = Když dvojice rozdávajícího rozdávání udrží, příště rozdává partner rozdávajícího; jinak další hráč (útočník). { $defend_a ->
        [true] Úrovně končí u esa; dvojice rozdávajícího na esu, která udrží útočníky pod 80, vyhrává zápas.
       *[false] Zápas vyhrává dvojice, jejíž úroveň první **přejde přes eso**.
    }
