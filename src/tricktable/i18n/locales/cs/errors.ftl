### Proč tah není dovolen nebo proč mu nelze rozumět.

## Čtení karet a tahů
card-rook-number = karty Rook mají čísla od 1 do 14, ne { $number }
card-no-id = žádná karta nemá číslo { $card }
card-rook-number-text = '{ $text }': karty Rook mají čísla od 1 do 14
card-unknown = '{ $text }' není karta: kartu Rook pište barvou a číslem (R14, G5, Rook), francouzskou kartu hodnotou a barvou (AS, 10D, 10H), žolíka BJ nebo SJ
colour-unknown = '{ $text }' není barva: R, Y, G, B (červená, žlutá, zelená, černá)
suit-unknown = '{ $text }' není barva: S, H, D nebo C (piky, srdce, kára, kříže)
action-empty = prázdný tah: napište { VERBS($verbs) }
action-unknown = '{ $word }' není tah: napište { VERBS($verbs) }
action-pass-alone = za 'pas' už nic nepište
action-bid-number = nabídka je celé číslo, například 'draž 85'
action-trump-one = jmenujte jednu trumfovou barvu, například 'trumf R' nebo 'trumf červená'
action-needs-cards = za '{ $kind }' patří karty, například '{ $kind } { CARDS($example) }'

## Kdo je na tahu
hand-over = rozdání skončilo: další tahy nejsou
turn-not-yours = na tahu { $to_act ->
        [you] jste vy
       *[other] je { SEAT($to_act) }
    }, ne { $seat ->
        [you] vy
       *[other] { SEAT($seat) }
    }
turn-no-hand = žádné rozdání neprobíhá
turn-not-your-turn = nejste na tahu
variant-unknown = neznámá varianta '{ $key }'; známé varianty: { LIST($known) }

## Hraní karet (všechny hry)
not-held = nemáte { CARDS($card, case: "acc") }
not-held-those = tyto karty nemáte
play-a-card = jste na tahu, zahrajte kartu, například 'hraj { CARDS($example) }'
play-one-card = hrajte po jedné kartě
must-follow = musíte přiznat { SUIT($suit, case: "acc") }: máte { CARDS($held, case: "acc") }
must-trump = vynesl se trumf ({ SUIT($suit) }): musíte hrát trumf: máte { CARDS($held, case: "acc") }
discard-twice = stejnou kartu jste uvedli dvakrát

## Rook
rook-name-trump = teď zvolte trumfy, například 'trumf R' (červená, žlutá, zelená nebo černá)
rook-trump-colour = trumfem je jedna z barev R, Y, G, B
rook-dealer-must-bid = všichni ostatní pasovali, rozdávající proto musí vzít nejnižší nabídku, { $min }
rook-bid-or-pass = probíhá dražba: dražte (například 'draž { $low }') nebo pasujte
rook-bid-step = dražba stoupá po { $step ->
        [5] pěti
        [10] deseti
        [25] pětadvaceti
       *[other] { $step }
    } (násobky { $step })
rook-opening-bid = první nabídka je nejméně { $min }
rook-bid-higher = musíte nabídnout víc než současných { $high }
rook-bid-max = nejvyšší nabídka je { $top }
rook-discard-first = vzali jste hnízdo: nejdřív odhoďte { $n ->
        [one] { $n } kartu
        [few] { $n } karty
        [many] { $n } karty
       *[other] { $n } karet
    }, například 'odhoď R5 G6 ...'
rook-nest-no-counters = dokud máte jiné karty, nesmí jít do hnízda žádná bodovaná karta { $n ->
        [0] (máte dost karet bez bodů)
        [one] (nejvýš { $n } bodovaná karta: máte málo jiných karet)
        [few] (nejvýš { $n } bodované karty: máte málo jiných karet)
        [many] (nejvýš { $n } bodované karty: máte málo jiných karet)
       *[other] (nejvýš { $n } bodovaných karet: máte málo jiných karet)
    }
rook-discard-count = musíte odhodit přesně { $n ->
        [one] { $n } kartu
        [few] { $n } karty
        [many] { $n } karty
       *[other] { $n } karet
    }
rook-bird-only-trump = vynesl se trumf a { CARDS($bird, style: "name") } je váš jediný trumf: musíte tuto kartu zahrát

## Callbreak
callbreak-time-to-call = je čas hlásit: řekněte, kolik štychů vezmete, 'draž { $lo }' až 'draž { $hi }'
callbreak-call-range = hlášení musí být od { $lo } do { $hi } štychů, ne { $value }
callbreak-must-beat = musíte přebít { CARDS($best, case: "acc") } vyšší { SUIT($suit, case: "adj-ins") } kartou: máte { CARDS($held, case: "acc") }
callbreak-must-spade = nemáte { SUIT($suit, case: "acc") }, musíte proto hrát piku: máte { CARDS($held, case: "acc") }
callbreak-must-spade-higher = nemáte { SUIT($suit, case: "acc") }, musíte proto hrát piku vyšší než { CARDS($top) }: máte { CARDS($held, case: "acc") }

## Traktor
shengji-declare-or-pass = teď vyhlaste trumfy (například 'hlas { CARDS($example) }' nebo 'hlas { CARDS($example) } { CARDS($example) }') nebo pasujte
shengji-declare-own = vyhlašovat lze jen kartami z vlastní ruky
shengji-declare-level = vyhlaste jednou kartou { $level }, dvojicí stejných karet { $level }, SJ SJ nebo BJ BJ
shengji-declare-stronger = vyhlášení musí být silnější než { CARDS($current) } (jedna karta < pár < SJ SJ < BJ BJ)
shengji-bury = odložte 8 karet ze svých 33 do talonu: 'odhoď' a 8 karet
shengji-bury-count = odložte přesně 8 karet, ne { $n }
shengji-play = zahrajte karty, například 'hraj AS' nebo 'hraj 5D 5D 6D 6D'
shengji-lead-one-suit = výnos musí být celý v jedné barvě (trumfy se počítají jako jedna barva)
shengji-lead-one-unit = vyneste právě jednu jednotku: jednu kartu, pár stejných karet nebo traktor ze sousedních párů
shengji-follow-count = zahrajte { $n ->
        [one] { $n } kartu
        [few] { $n } karty
        [many] { $n } karty
       *[other] { $n } karet
    }, tolik, kolik se vyneslo
shengji-follow-all = musíte zahrát všechny své { SUIT($suit, case: "acc") }: { CARDS($held) }
shengji-follow-suit = musíte přiznat { SUIT($suit, case: "acc") } { $n ->
        [one] svou kartou
        [few] všemi { $n } kartami
        [many] všemi { $n } kartami
       *[other] všemi { $n } kartami
    }: máte { CARDS($held, case: "acc") }
shengji-follow-pairs = musíte zahrát { $n ->
        [one] pár
        [few] { $n } páry
        [many] { $n } páru
       *[other] { $n } párů
    } v barvě { SUIT($suit) }: máte { CARDS($held, case: "acc") }
shengji-follow-tractor = na traktor musíte odpovědět traktorem v barvě { SUIT($suit) }

## Rozdání, která ke hře nepatří
deal-hands = rozdání má 4 ruce, ne { $n }
deal-hand-size = každá ruka musí mít { $size } karet, ne { $n }
deal-card-twice = v ruce je karta dvakrát nebo karta z jiného balíčku
deal-whole-deck = rozdání musí obsahovat každou kartu balíčku o { $size } kartách právě jednou
deal-callbreak = Callbreak rozdává všech 52 karet, 13 každému ze 4 míst
deal-tractor-sizes = v Traktoru dostane každé místo 25 karet a talon 8 karet
deal-double-deck = rozdání musí použít dvojitý balíček 108 karet, každou kartu právě dvakrát

## Možnosti (domácí pravidla), které k sobě nesedí
option-bool = možnost { $name } musí být true nebo false
option-int = možnost { $name } musí být celé číslo
option-type = možnost { $name } má špatný typ: { $value }
option-finite = možnost { $name } musí být konečné číslo
option-range = možnost { $name } musí být celé číslo od { $lo } do { $hi }, ne { $value }
option-choice = { $name } musí být { LIST($choices, type: "or") }, ne { $value }
option-none-or-range = možnost { $name } musí být none nebo celé číslo { $lo }..{ $hi }, ne { $value }
option-rounds = možnost rounds musí být none (bez konce) nebo celé číslo >= 1, ne { $value }
option-unknown = '{ LIST($names) }' není možnost { $family ->
        [rook] hry Rook
        [callbreak] hry Callbreak
       *[shengji] hry Traktor
    }; možnosti: { LIST($known) }
callbreak-call-options = hlášení musí splňovat 0 <= min_call <= max_call <= 13, nyní { $lo }..{ $hi }
shengji-first-auction-seat = first_auction_seat musí být místo 0-3, nebo -1, když volí stůl
shengji-level-unknown = { $text } není úroveň: 2-10, J, Q, K nebo A
rook-numbers = numbers musí být různá čísla karet od 1 do 14
rook-numbers-10-11 = balíček potřebuje desítky a jedenáctky (každá verze Rook má 5 až 14)
rook-red-one-deck = red_one přidává červenou 1 jako zvláštní trumf: použijte balíček bez jedniček
rook-hand-size = hand_size musí být aspoň 1
rook-deck-too-small = { $hand } karet každému ze 4 hráčů potřebuje { $need } karet, balíček jich má jen { $deck }
rook-nest-too-big = hnízdo o { $nest } kartách (balíček { $deck } minus 4 ruce po { $hand }) je větší než ruka: rozdejte každému víc karet
rook-min-bid = min_bid musí být kladný násobek kroku dražby { $step }
rook-max-bid = max_bid musí být násobek { $step } a nejméně min_bid { $min }
rook-max-bid-total = max_bid { $top } je víc než { $total } bodů, které rozdání rozdělí
rook-points = points jsou dvojice (číslo, body) s čísly 1-14 a body >= 0
rook-negative-points = prémie a body karet nesmějí být záporné
rook-bird-name = bird_name musí mít 1 až { $longest } písmen a nesmí to být karta, barva ani tah, ne '{ $value }'
rook-preset-unknown = žádná verze Rook '{ $preset }'; verze: { LIST($known) }

## Soubory scénářů (tricktable replay)
scenario-not-object = scénář je objekt JSON s klíči 'variant', 'dealer', 'hands' a 'actions'
scenario-options = 'options' musí být objekt názvů možností a jejich hodnot
scenario-game = { $reason }
scenario-hands = 'hands' musí být seznam 4 řetězců karet, jeden pro každé místo
scenario-bad-card = špatná karta v rozdání: { $reason }
scenario-actions = 'actions' musí být seznam tahů, například "bid 70"
scenario-deal = rozdání nesedí k { $variant }: { $reason }
callbreak-scenario-scores = 'scores' jsou součty čtyř míst před kolem, například [0, 4.1, -3, 2]
claim-not-now = zbytek si můžete nárokovat, jen když vynášíte do štychu
claim-whole-hand = při nároku ukážete všechny karty, které držíte
claim-not-proven = zbytek si nárokovat nemůžete: jiný hráč by ještě mohl vzít štych
