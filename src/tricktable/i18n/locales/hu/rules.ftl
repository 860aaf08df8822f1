### Szabálylapok (tricktable rules, az Információ oldal), minden változat beállításaiból.

rules-sentence = { $text }.
rules-house-rules = Házi szabályok ebben a játékban
rules-house-rule = **{ $name }**: { $value }
option-yes = igen
option-no = nem
bird-name = { $bird ->
        [Crow] Varjú
       *[other] { $bird }
    }

## Változatok: cím és egysoros leírás
variant-rook-crowsnest-title = CrowsNest
variant-rook-crowsnest = CrowsNest (alapértelmezett): 41 lap, a Varjú a legkisebb adu, a teljesített licit a licitet éri
variant-rook-tournament-title = Verseny-Rook (Kentucky Discard)
variant-rook-tournament = Verseny-Rook / Kentucky Discard: hivatalos szabályok, a Rook a legnagyobb adu
variant-rook-partnership-title = Páros Rook
variant-rook-partnership = Páros Rook: 56 lap 1-14, nincs Rook, nincs fészek, 20 pont a több ütésért
variant-rook-one-high-title = Páros Rook, magas 1-esekkel
variant-rook-one-high = Páros Rook magas 1-esekkel: 57 lap, az 1-es a legmagasabb és 15 pontot ér, licit 100-180
variant-rook-red-one-title = A piros 1-es
variant-rook-red-one = A piros 1-es: Verseny-Rook a piros 1-essel, a legnagyobb adu, 30 pontot ér
variant-rook-buckeye-title = Buckeye
variant-rook-buckeye = Buckeye: Verseny-Rook az 1-esekkel, amelyek magasak és 15 pontot érnek, licit 100-180
variant-rook-dixie-title = Dixie Rook
variant-rook-dixie = Dixie Rook: 56 lap, nincs Rook, 4 lapos fészek, a 13-as 10 pontot ér, 20 pont a több ütésért
variant-callbreak-master-title = Callbreak (Callbreak Master)
variant-callbreak-master = Callbreak, ahogy a Callbreak Master alkalmazás játssza: bemondás 2-13, a bemondás vagy eggyel több sikeres, 8+ 13-at ér, nincs vége
variant-callbreak-standard-title = Callbreak (alap)
variant-callbreak-standard = Callbreak, ahogy a legtöbb alkalmazás játssza: bemondás 1-8, +0,1 minden plusz ütésért, az ütést fölül kell ütni, 5 kör
variant-shengji-tractor-title = Traktor (Shengji, 升级, 80 pont)
variant-shengji-tractor = Traktor (Shengji, 80 pont): dupla pakli, aduhirdetés, párok és traktorok, szintek 2-től ászig

## Rook
rules-rook-cards = A lapok
rules-rook-deck = A pakliban { $size } lap van: { ARTICLE($numbers) } { LIST($numbers) } számok négy színben (piros, sárga, zöld, fekete){ $bird ->
        [true] { $red_one ->
            [true] , és még { ARTICLE($bird_name) } { $bird_name } lap és a piros 1-es
           *[false] , és még { ARTICLE($bird_name) } { $bird_name } lap
        }
       *[false] { $red_one ->
            [true] , és még a piros 1-es
           *[false] {""}
        }
    }.
rules-rook-plain-order = Egy színen belül a lapok sorrendje { LIST($order, type: "ranks") }.
rules-rook-counter = { $number }: { $points } pont
rules-rook-counter-bird = { $bird_name }: { $points } pont
rules-rook-counter-red-one = piros 1-es: { $points } pont
rules-rook-counters = Pontot érő lapok: { LIST($counters, type: "semicolon") }. A többi lap nem ér semmit.
rules-rook-bonus-majority = { $points } pont jár a csapatnak, amely több ütést visz (döntetlennél senkinek)
rules-rook-bonus-last-trick = { $points } pont jár a csapatnak, amely az utolsó ütést viszi
rules-rook-bonuses = Bónuszok: { LIST($bonuses, type: "semicolon") }.
rules-rook-total = Egy leosztás összesen { $total } pontot oszt ki{ $split ->
        [true] { " " }({ $even } pontot, ha az ütések egyenlően oszlanak meg)
       *[false] {""}
    }.
rules-rook-players = Játékosok és osztás
rules-rook-partners = Négy játékos két párban; a társak egymással szemben ülnek. Senki sem mutatja meg a lapjait, a társának sem.
rules-rook-deal = Minden játékos { $hand } lapot kap, egyenként{ $nest ->
        [0] . Fészek nincs.
       *[other] ; { $nest } lap képpel lefelé a fészekbe kerül.
    }
rules-rook-deal-passes = Minden leosztás után az osztás balra megy tovább.
rules-rook-bidding = Licit
rules-rook-bid-first = Az osztótól balra ülő licitál először; a licit balra halad körbe.
rules-rook-bid-range = Minden licit { $step } többszöröse, { $min } és { $top } között, és többnek kell lennie az előzőnél; ugrani szabad. A licit annyi pontot ígér a párnak.
rules-rook-bid-pass-out = Aki passzol, a leosztás végéig kimarad a licitből.
rules-rook-bid-end = A licit véget ér, ha egy kivételével mindenki passzolt, vagy azonnal, ha valaki { $top } pontot licitál. A legmagasabb licitáló a felvevő.
rules-rook-all-pass-redeal = Ha mind a négyen passzolnak, a lapokat bedobják, és ugyanaz az osztó oszt újra.
rules-rook-all-pass-dealer = Ha az első három játékos passzol, az osztó nem passzolhat: a legkisebb licitet, { $min } pontot vállalja.
rules-rook-nest = A fészek
rules-rook-nest-exchange = A felvevő { ARTICLE($n) } { $n } fészeklapot megmutatás nélkül a kezébe veszi, majd bármely { $n } lapot képpel lefelé új fészekként letesz. Pontot érő lap is letehető.
rules-rook-nest-no-counters = A felvevő { ARTICLE($n) } { $n } fészeklapot megmutatás nélkül a kezébe veszi, majd { $n } lapot képpel lefelé új fészekként letesz. Pontot érő lapot csak akkor tehet le, ha { $n } lapnál kevesebb pont nélküli lapja van: akkor azokat teszi le, és pontot érő lapokkal egészíti ki.
rules-rook-nest-points = A fészek pontjai a leosztás végén { $owner ->
        [last_trick] az utolsó ütést vivő csapatot illetik
       *[declarer] a felvevő csapatát illetik
    }.
rules-rook-trump = Adu
rules-rook-trump-when = A felvevő egy színt választ adunak, { $nest ->
        [true] miután letette a fészket
       *[false] amint a licit véget ért
    }.
rules-rook-trump-order = Az aduk sorrendje { LIST($order, type: "ranks") } (piros adunál; bármely szín ugyanígy működik).
rules-rook-red-one-special = piros 1-es (különleges)
rules-rook-bird-place = { ARTICLE($bird_name, case: "start") } { $bird_name } egyik színhez sem tartozik: mindig adu, { $place ->
        [high] a legnagyobb adu, az adu szín minden lapja fölött
        [low] a legkisebb adu, az adu szín legkisebb lapja alatt
        [second] a piros 1-es után a második, az adu szín minden lapja fölött
       *[ten_and_half] az adu szín 10-ese és 11-ese közötti adu
    }.
rules-rook-bird-any-time = { ARTICLE($bird_name, case: "start") } { $bird_name } bármely ütésbe kijátszható, akkor is, ha a játékos tudna színt adni.
rules-rook-bird-follows = { ARTICLE($bird_name, case: "start") } { $bird_name } úgy követ, mint bármely más adu: csak aduhívásra vagy akkor játszható ki, ha a hívott színből nincs lap.
rules-rook-red-one = A piros 1-es mindig a legnagyobb adu, bármi is az adu szín. Soha nem piros lap: piros hívásra nem színt ad. Mint minden adu, csak aduhívásra vagy akkor játszható ki, ha a hívott színből nincs lap.
rules-rook-play = Kijátszás
rules-rook-first-lead = { $who ->
        [declarer] A felvevő
       *[left_of_dealer] Az osztótól balra ülő
    } hív az első ütésbe; minden ütés nyertese hív a következőbe.
rules-rook-follow = Mindenki köteles a hívott színt adni, ha tudja. Aki nem tud, bármit kijátszhat, adut is.
rules-rook-special-lead = { $bird ->
        [true] { $red_one ->
            [true] { ARTICLE($bird_name, case: "start") } { $bird_name } vagy a piros 1-es
           *[false] { ARTICLE($bird_name, case: "start") } { $bird_name }
        }
       *[false] A piros 1-es
    } hívása aduhívás: a többiek kötelesek adut adni, ha tudnak, és akinek az egyetlen adója { $bird ->
        [true] { $red_one ->
            [true] { ARTICLE($bird_name) } { $bird_name } vagy a piros 1-es
           *[false] { ARTICLE($bird_name) } { $bird_name }
        }
       *[false] a piros 1-es
    }, annak ki kell játszania.
rules-rook-trick-winner = Az ütést a legnagyobb adu viszi; adu nélkül a hívott szín legnagyobb lapja.
rules-rook-scoring = Pontozás
rules-rook-count = Minden csapat megszámolja az elvitt ütéseiben lévő pontokat{ $nest ->
        [true] { $bonuses ->
            [true] { " " }(a fészekkel és a bónuszokkal együtt, ahogy fent)
           *[false] { " " }(a fészekkel együtt, ahogy fent)
        }
       *[false] { $bonuses ->
            [true] { " " }(a bónuszokkal együtt, ahogy fent)
           *[false] {""}
        }
    }.
rules-rook-defenders = A védők mindig megkapják, amit elvittek.
rules-rook-made = Ha a felvevő csapata elérte a licitjét, { $scores ->
        [bid] a licit értékét kapja, nem az elvitt pontokat
       *[captured] minden elvitt pontját megkapja
    }.
rules-rook-set = Ha nem, elbukott: a leosztásért nem kap semmit, és elveszti a licit értékét. Az eredmény nulla alá is mehet.
rules-rook-moon = **Minden pont**: az a csapat, amely a leosztás minden pontját elviszi ({ $total }), a szokásos eredményének kétszeresét kapja.
rules-rook-winning = A győzelem
rules-rook-target = Az a csapat nyer, amelyik elsőként eléri { ARTICLE($target) } { $target } pontot. Ha ugyanabban a leosztásban mindkettő eléri, a több pont nyer; pontos egyenlőségnél még egy leosztás következik.
rules-rook-minus-target-loses = Az a csapat, amelyiknek a pontszáma -{ $target } vagy az alá csökken, elveszíti a mérkőzést.

## Callbreak
rules-callbreak-intro = Négy játékos, mindenki magáért. 52 lapos francia kártya, sorrend A K Q J 10 9 8 7 6 5 4 3 2. **A pikk mindig adu.**
rules-callbreak-deal = **Osztás**: mind az 52 lap, fejenként 13. A játék { $direction ->
        [ccw] az óramutatóval ellentétesen halad; az osztás jobbra megy tovább
       *[cw] az óramutató járásával halad; az osztás balra megy tovább
    }.
rules-callbreak-calls = **Bemondás**: az osztótól { $side ->
        [right] jobbra
       *[left] balra
    } ülőtől kezdve az osztóig mindenki egyszer bemondja, hány ütést visz, **{ $lo } és { $hi } között**.
rules-callbreak-weak-hands = **Gyenge lapok**: ha egy kézben nincs pikk, vagy nincs J, Q vagy K, a lapokat bedobják, és ugyanaz az osztó oszt újra.
rules-callbreak-play = **Kijátszás**: az osztótól { $side ->
        [right] jobbra
       *[left] balra
    } ülő hív először; az ütés nyertese hív a következőbe. { $head ->
        [true] Színt kell adnod, ha tudsz, és **fölül kell ütnöd a hívott szín legjobb lapját** az ütésben, ha tudod (pikkhívásra nagyobb pikkel, ha lehet).
       *[false] Színt kell adnod, ha tudsz. Színadáskor **nem kötelező fölülütni**, pikkhívásra sem.
    } { $overtrump ->
        [true] Ha nem tudsz színt adni, olyan pikket kell adnod, amely **üt minden, az ütésben már lévő pikket** (ha még nincs benne pikk, bármelyiket). Ha csak kisebb pikked van, dobhatsz egyet vagy bármilyen lapot; ha pikked sincs, bármit.
       *[false] Ha nem tudsz színt adni, bármilyen lapot adhatsz, pikket vagy mást.
    }
rules-callbreak-head-until-trumped = **Fölülütés**: ha valaki már pikkel megütötte az ütést, továbbra is színt kell adnod, de nem kell fölülütnöd.
rules-callbreak-trick = **Ütés**: a benne lévő legnagyobb pikk viszi, ha nincs, a hívott szín legnagyobb lapja.
rules-callbreak-success = **Siker**: sikeres, aki { $success ->
        [window] pontosan a bemondását vagy eggyel többet visz (4-es bemondás: 4 vagy 5 ütés sikeres; 3 vagy kevesebb, illetve 6 vagy több bukás)
       *[at_least] legalább a bemondását viszi (4-es bemondás: 4 vagy több ütés sikeres, 3 vagy kevesebb bukás)
    }.
rules-callbreak-score = **Pontozás**: a siker **+bemondás**, a bukás **−bemondás**{ $tenth ->
        [true] ; sikernél minden plusz ütés **+{ 0.1 }** ({ $call }-es bemondás, { $tricks } ütés: +{ $score })
       *[false] {""}
    }{ $bonus ->
        [0] {""}
       *[other] ; a sikeres, legalább **{ $bonus }** bemondás **+13**-at ér (a bukott −bemondást)
    }.
rules-callbreak-end = **Vége**: { $rounds ->
        [0] Nincs rögzített vége: minden kör után eldöntitek, játszotok-e még egyet; aki a végén a legtöbb pontot gyűjtötte, nyer.
       *[other] A játék **{ $rounds } körig** tart; a legtöbb pont nyer. Holtversenynél további körök következnek, amíg valaki egyedül vezet.
    }
rules-callbreak-seats = (A tricktable a helyeket játéksorrendben számozza, így az osztótól { $side ->
        [right] jobbra
       *[left] balra
    } ülő az osztó + 1. hely.)

## Traktor
rules-shengji-intro = Négy játékos két állandó párban (a 0. és 2. hely az 1. és 3. ellen) **108 lapos dupla paklival** (két 52 lapos pakli és négy joker). Mindenki 25 lapot kap; 8 lap a talon.
rules-shengji-levels = Szintek és aduk
rules-shengji-levels-text = Minden csapatnak van szintje: 2-ről indul, és 2, 3, …, 10, J, Q, K, A a sorrend. Egy osztás **szintlapja** az osztó csapat szintje. Adu a két joker, a szintlap minden lapja és az adu szín. Fentről lefelé: nagy joker, kis joker, az adu szín szintlapja, a többi szín szintlapjai (egymással egyenlők), aztán az adu szín A … 2 a szintlap nélkül. Adu szín nélküli (NT) osztásban csak a jokerek és a szintlapok aduk. Egy színen belül a szintlap kimarad, így 7-es szintnél a 6-os és a 8-as szomszédos.
rules-shengji-start-level = Ebben a mérkőzésben mindkét csapat { ARTICLE($level) } { $level } szinten kezd.
rules-shengji-declaring = Aduhirdetés
rules-shengji-declaring-text = Osztás után a névleges osztótól ({ $opener ->
        [-1] az első osztásban az asztal által választott hely
       *[other] az első osztásban { ARTICLE($opener) } { $opener }. hely
    }) kezdve körben mindenki passzol, vagy a kezéből a mostaninál **határozottan erősebb** hirdetést mutat: egy szintlap (a színe lesz az adu) < két egyforma szintlap < két kis joker (NT) < két nagy joker (NT). Egy hirdetés utáni három passz lezárja a hirdetést; aki passzolt, később még hirdethet. Ha senki sem hirdet, felfordítják a talont, és az első nem joker lapjának színe az adu. Az első osztásban { $first ->
        [first_declarer] az első hirdető
       *[winning_declarer] a nyertes hirdető
    } lesz az osztó; később az osztót az előző eredmény adja, a hirdetés csak az adut választja.
rules-shengji-kitty = A talon
rules-shengji-kitty-text = Az osztó felveszi a 8 talonlapot, bármely 8 lapot visszatesz (pontot érőt és adut is), aztán hív az első ütésbe.
rules-shengji-play = Kijátszás
rules-shengji-play-text = Egységek: egy lap; két egyforma lapból álló pár; egy szín két vagy több párjából álló traktor, amelynek erősségei szomszédosak. { $throws ->
        [true] Egy egységet hívj, vagy **dobj** egy szín több egységét egyszerre. Ha egy másik kéz abban a színben üthetné a dobást, az a legkisebb felső lapú üthető egységére csökken; jó dobást csak a színből kifogyott játékos ugyanolyan alakú, csupa adu lapjai üthetik.
       *[false] **Pontosan egy egységet** hívj: egy lapot, egy egyforma párt vagy egy traktort. Dobás nincs.
    } Mindenki annyi lapot tesz, ahányat hívtak. A hívott színt (az aduk egy színnek számítanak) amennyire tudod, add; pár vagy traktor hívására annyi egyforma párt is adj abból a színből, amennyi van, legfeljebb a hívott párok számáig. { $strict ->
        [true] Ha a hívott színben van a hívottal egyenlő hosszú traktorod, azt kell adnod.
       *[false] A traktorra **nem** kötelező traktorral felelni: csak a párok száma számít.
    } Ha kifogytál a színből, bármit tehetsz: aduzni sosem kötelező.
rules-shengji-winning-play = Csak a hívással pontosan azonos alakú, csupa hívott színű vagy csupa adu kijátszás nyerhet; ezek közül a legnagyobb felső lap nyer, adu a hívott szín fölött, egyenlőségnél a korábbi. A nyertes hív a következő ütésbe.
rules-shengji-scoring = Pontozás
rules-shengji-scoring-text = Az ötös 5, a tízes és a király 10 pontot ér: összesen 200. A támadók (a nem osztó csapat) megtartják az elvitt pontjaikat. Ha ők viszik az utolsó ütést, a talon pontjai { $rule ->
        [times] annyiszor 2-szer számítanak, ahány lapot egy-egy játékos abba az ütésbe tett (egy lap ×2, pár ×4, 2 páros traktor ×8, 3 pár ×12)
       *[power] 2-nek az egy-egy játékos által abba az ütésbe tett lapok számával vett hatványszorosát érik (×2, ×4, ×16, ×64)
    }.
rules-shengji-col-points = A támadók pontjai
rules-shengji-col-result = Eredmény
rules-shengji-points-0 = 0
rules-shengji-points-5 = 5-35
rules-shengji-points-40 = 40-75
rules-shengji-points-80 = 80-115
rules-shengji-points-120 = 120 és több
rules-shengji-result-3 = az osztó csapat +3 szint
rules-shengji-result-2 = az osztó csapat +2
rules-shengji-result-1 = az osztó csapat +1
rules-shengji-result-take = a támadók veszik át az osztást
rules-shengji-result-up = a támadók átveszik az osztást, és 80 fölött minden 40 pontért egy szintet lépnek
rules-shengji-next-dealer = Ha az osztó csapat megtartja az osztást, az osztó társa oszt legközelebb; különben a következő játékos (egy támadó). { $defend_a ->
        [true] A szintek az ásznál megállnak; az ászon álló osztó csapat, amely 80 alatt tartja a támadókat, megnyeri a mérkőzést.
       *[false] Az a csapat nyeri a mérkőzést, amelyiknek a szintje először **lép túl az ászon**.
    }
