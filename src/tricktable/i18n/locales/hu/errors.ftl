### Miért nem szabályos egy lépés, vagy miért nem olvasható.

## Lapok és lépések beolvasása
card-rook-number = a Rook-lapok 1-től 14-ig számozottak, nem { $number }
card-no-id = nincs { $card } azonosítójú lap
card-rook-number-text = '{ $text }': a Rook-lapok 1-től 14-ig számozottak
card-unknown = '{ $text }' nem lap: a Rook-lapot szín és szám jelöli (R14, G5, Rook), a francia lapot érték és szín (AS, 10D, 10H), a jokert BJ vagy SJ
colour-unknown = '{ $text }' nem szín: R, Y, G vagy B (piros, sárga, zöld, fekete)
suit-unknown = '{ $text }' nem szín: S, H, D vagy C (pikk, kőr, káró, treff)
action-empty = üres lépés: írd be: { VERBS($verbs) }
action-unknown = '{ $word }' nem lépés: írd be: { VERBS($verbs) }
action-pass-alone = a passz után nem jöhet semmi
action-bid-number = a licit egész szám, például 'licit 85'
action-trump-one = egy adu színt nevezz meg, például 'adu R' vagy 'adu piros'
action-needs-cards = a '{ $kind }' után lapok kellenek, például '{ $kind } { CARDS($example) }'

## Ki következik
hand-over = a leosztásnak vége: nincs több lépés
turn-not-yours = { $to_act ->
        [you] te következel
       *[other] { SEAT($to_act) } következik
    }, nem { $seat ->
        [you] te
       *[other] { SEAT($seat) }
    }
turn-no-hand = nincs folyamatban leosztás
turn-not-your-turn = nem te következel
variant-unknown = ismeretlen változat: '{ $key }'; ismert változatok: { LIST($known) }

## Kijátszás (minden játékban)
not-held = nincs nálad { CARDS($card) }
not-held-those = nincsenek nálad ezek a lapok
play-a-card = te következel, játssz ki egy lapot, például 'lap { CARDS($example) }'
play-one-card = egyszerre egy lapot játssz ki
must-follow = { SUIT($suit) } színt kell adnod: { CARDS($held) } van nálad
must-trump = adut ({ SUIT($suit) }) hívtak: adut kell adnod: { CARDS($held) } van nálad
discard-twice = ugyanazt a lapot kétszer írtad

## Rook
rook-name-trump = most válassz adut, például 'adu R' (piros, sárga, zöld vagy fekete)
rook-trump-colour = az adu az R, Y, G, B színek egyike
rook-dealer-must-bid = mindenki más passzolt, ezért az osztónak a legkisebb licitet kell vállalnia: { $min }
rook-bid-or-pass = licit van: licitálj (például 'licit { $low }') vagy passzolj
rook-bid-step = a licit { $step ->
        [5] ötösével
        [10] tízesével
        [25] huszonötösével
       *[other] { $step } pontonként
    } emelkedik ({ $step } többszöröse)
rook-opening-bid = a nyitó licit legalább { $min }
rook-bid-higher = a mostani { $high } licitnél többet kell mondanod
rook-bid-max = a legmagasabb licit { $top }
rook-discard-first = felvetted a fészket: előbb tegyél le { $n } lapot, például 'dob R5 G6 ...'
rook-nest-no-counters = amíg más lapod is van, pontot érő lap nem kerülhet a fészekbe { $n ->
        [0] (van elég pont nélküli lapod)
       *[other] (legfeljebb { $n } pontot érő lap: túl kevés más lapod van)
    }
rook-discard-count = pontosan { $n } lapot kell letenned
rook-bird-only-trump = adut hívtak, és { CARDS($bird, style: "name") } az egyetlen adud: ki kell játszanod
callbreak-time-to-call = bemondás jön: mondd meg, hány ütést viszel, 'licit { $lo }' … 'licit { $hi }'
callbreak-call-range = a bemondás { $lo } és { $hi } ütés között lehet, nem { $value }
callbreak-must-beat = { CARDS($best) } lapot magasabb { SUIT($suit) } lappal kell ütnöd: { CARDS($held) } van nálad
callbreak-must-spade = nincs { SUIT($suit) } lapod, ezért pikket kell adnod: { CARDS($held) } van nálad
callbreak-must-spade-higher = nincs { SUIT($suit) } lapod, ezért { CARDS($top) } lapnál magasabb pikket kell adnod: { CARDS($held) } van nálad

## Traktor
shengji-declare-or-pass = most hirdess adut (például 'bemond { CARDS($example) }' vagy 'bemond { CARDS($example) } { CARDS($example) }') vagy passzolj
shengji-declare-own = csak a saját lapjaiddal hirdethetsz
shengji-declare-level = egy { $level }-es lappal, két egyforma { $level }-essel, SJ SJ-vel vagy BJ BJ-vel hirdethetsz
shengji-declare-stronger = a hirdetésnek erősebbnek kell lennie, mint { CARDS($current) } (egy lap < pár < SJ SJ < BJ BJ)
shengji-bury = tegyél le 8 lapot a 33-ból a talonba: 'dob' és 8 lap
shengji-bury-count = pontosan 8 lapot tegyél le, nem { $n } lapot
shengji-play = játssz ki lapokat, például 'lap AS' vagy 'lap 5D 5D 6D 6D'
shengji-lead-one-suit = a hívás csak egy színből állhat (az aduk egy színnek számítanak)
shengji-lead-one-unit = pontosan egy egységet hívj: egy lapot, egy egyforma párt vagy egymás melletti párokból álló traktort
shengji-follow-count = { $n } lapot játssz ki, ahányat hívtak
shengji-follow-all = az összes { SUIT($suit) } lapodat ki kell játszanod: { CARDS($held) }
shengji-follow-suit = { $n ->
        [one] { SUIT($suit) } színt kell adnod
       *[other] mind { ARTICLE($n) } { $n } lappal { SUIT($suit) } színt kell adnod
    }: { CARDS($held) } van nálad
shengji-follow-pairs = { $n } { SUIT($suit) } párt kell kijátszanod: { CARDS($held) } van nálad
shengji-follow-tractor = a traktorra { SUIT($suit) } traktorral kell felelned

## Osztások, amelyek nem illenek a játékhoz
deal-hands = az osztásban 4 kéz van, nem { $n }
deal-hand-size = minden kézben { $size } lapnak kell lennie, nem { $n } lapnak
deal-card-twice = egy kézben kétszer van ugyanaz a lap, vagy egy lap másik pakliból
deal-whole-deck = az osztásnak { ARTICLE($size) } { $size } lapos pakli minden lapját pontosan egyszer kell tartalmaznia
deal-callbreak = a Callbreak-osztás mind az 52 lapot kiosztja, 13-at mind a 4 helynek
deal-tractor-sizes = a Traktor-osztásban minden hely 25 lapot kap, a talon 8 lap
deal-double-deck = az osztás a 108 lapos dupla paklit használja, minden lapot pontosan kétszer

## Szabálybeállítások, amelyek nem illenek össze
option-bool = { ARTICLE($name, case: "start") } { $name } beállítás igaz vagy hamis lehet
option-int = { ARTICLE($name, case: "start") } { $name } beállítás egész szám
option-type = { ARTICLE($name, case: "start") } { $name } beállítás típusa rossz: { $value }
option-finite = { ARTICLE($name, case: "start") } { $name } beállítás véges szám
option-range = { ARTICLE($name, case: "start") } { $name } beállítás egész szám { $lo } és { $hi } között, nem { $value }
option-choice = { ARTICLE($name, case: "start") } { $name } értéke { LIST($choices, type: "or") } lehet, nem { $value }
option-none-or-range = { ARTICLE($name, case: "start") } { $name } értéke none vagy egész szám { $lo }..{ $hi } között, nem { $value }
option-rounds = a rounds értéke none (végtelen) vagy legalább 1 egész szám, nem { $value }
option-unknown = '{ LIST($names) }' nem { $family ->
        [rook] Rook-
        [callbreak] Callbreak-
       *[shengji] Traktor-
    }beállítás; a beállítások: { LIST($known) }
callbreak-call-options = a bemondásokra 0 <= min_call <= max_call <= 13 kell, most { $lo }..{ $hi }
shengji-first-auction-seat = a first_auction_seat egy hely 0-3 között, vagy -1, ha az asztal választ
shengji-level-unknown = { $text } nem szint: 2-10, J, Q, K vagy A
rook-numbers = a numbers különböző lapszámok 1 és 14 között
rook-numbers-10-11 = a pakliban kellenek a 10-esek és a 11-esek (minden Rook-változatban megvan az 5-14)
rook-red-one-deck = a red_one a piros 1-est különleges aduként adja hozzá: 1-esek nélküli paklit válassz
rook-hand-size = a hand_size legalább 1
rook-deck-too-small = { $hand } lap mind a 4 játékosnak { $need } lapot kíván, de a pakliban csak { $deck } van
rook-nest-too-big = { ARTICLE($nest, case: "start") } { $nest } lapos fészek ({ ARTICLE($deck) } { $deck } lapos pakli mínusz 4 × { $hand } lap) nagyobb egy kéznél: ossz több lapot
rook-min-bid = a min_bid { ARTICLE($step) } { $step } licitlépés pozitív többszöröse
rook-max-bid = a max_bid { $step } többszöröse és legalább a min_bid ({ $min })
rook-max-bid-total = a max_bid { $top } több, mint a leosztásban kiosztható { $total } pont
rook-points = a points (szám, pont) párok: számok 1-14, pontok >= 0
rook-negative-points = a bónusz és a lapok pontja nem lehet negatív
rook-bird-name = a bird_name 1–{ $longest } betű, és nem lehet lap, szín vagy lépés neve, nem '{ $value }'
rook-preset-unknown = nincs '{ $preset }' Rook-változat; változatok: { LIST($known) }

## Forgatókönyv-fájlok (tricktable replay)
scenario-not-object = a forgatókönyv egy JSON-objektum 'variant', 'dealer', 'hands' és 'actions' kulcsokkal
scenario-options = az 'options' a beállítások neveit értékekhez rendelő objektum
scenario-game = { $reason }
scenario-hands = a 'hands' 4 lapsorból álló lista, helyenként egy
scenario-bad-card = rossz lap az osztásban: { $reason }
scenario-actions = az 'actions' lépések listája, például "bid 70"
scenario-deal = az osztás nem illik ehhez: { $variant }: { $reason }
callbreak-scenario-scores = a 'scores' a négy hely összpontszáma a kör előtt, például [0, 4.1, -3, 2]
claim-not-now = a hátralévő ütéseket csak akkor követelheted, amikor te hívsz
claim-whole-hand = a követeléskor minden lapodat megmutatod
claim-not-proven = nem követelheted a hátralévő ütéseket: egy másik játékos még vihet ütést
