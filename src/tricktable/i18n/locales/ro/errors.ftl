### De ce o mutare nu e permisă sau nu poate fi citită.

## Citirea cărților și a mutărilor
card-rook-number = cărțile Rook sunt numerotate de la 1 la 14, nu { $number }
card-no-id = nicio carte nu are numărul { $card }
card-rook-number-text = '{ $text }': cărțile Rook sunt numerotate de la 1 la 14
card-unknown = '{ $text }' nu e o carte: o carte Rook se scrie culoare și număr (R14, G5, Rook), o carte obișnuită valoare și culoare (AS, 10D, 10H), un joker BJ sau SJ
colour-unknown = '{ $text }' nu e o culoare: R, Y, G, B (roșu, galben, verde, negru)
suit-unknown = '{ $text }' nu e o culoare: S, H, D sau C (pică, cupă, caro, treflă)
action-empty = mutare goală: scrie { VERBS($verbs) }
action-unknown = '{ $word }' nu e o mutare: scrie { VERBS($verbs) }
action-pass-alone = după 'pas' nu mai urmează nimic
action-bid-number = o licitație e un număr întreg, de exemplu 'licit 85'
action-trump-one = numește o singură culoare de atu, de exemplu 'atu R' sau 'atu roșu'
action-needs-cards = '{ $kind }' cere cărți, de exemplu '{ $kind } { CARDS($example) }'

## Cine e la rând
hand-over = mâna s-a terminat: nu mai sunt mutări
turn-not-yours = e rândul { $to_act ->
        [you] tău
       *[other] jucătorului { SEAT($to_act) }
    }, nu { $seat ->
        [you] al tău
       *[other] al jucătorului { SEAT($seat) }
    }
turn-no-hand = nu se joacă nicio mână
turn-not-your-turn = nu e rândul tău
variant-unknown = variantă necunoscută '{ $key }'; variante cunoscute: { LIST($known) }

## Jocul cărților (toate jocurile)
not-held = nu ai { CARDS($card) }
not-held-those = nu ai aceste cărți
play-a-card = e rândul tău să joci o carte, de exemplu 'joc { CARDS($example) }'
play-one-card = joacă o singură carte odată
must-follow = trebuie să răspunzi la culoare ({ SUIT($suit) }): ai { CARDS($held) }
must-trump = s-a dat atu ({ SUIT($suit) }): trebuie să joci atu: ai { CARDS($held) }
discard-twice = ai numit aceeași carte de două ori

## Rook
rook-name-trump = alege acum atuul, de exemplu 'atu R' (roșu, galben, verde sau negru)
rook-trump-colour = atuul e una dintre culorile R, Y, G, B
rook-dealer-must-bid = toți ceilalți au spus pas, așa că cel care împarte trebuie să ia licitația cea mai mică, { $min }
rook-bid-or-pass = e licitația: licitează (de exemplu 'licit { $low }') sau spune pas
rook-bid-step = licitațiile cresc din { $step } în { $step } (multipli de { $step })
rook-opening-bid = prima licitație e cel puțin { $min }
rook-bid-higher = trebuie să licitezi mai mult decât licitația curentă de { $high }
rook-bid-max = cea mai mare licitație e { $top }
rook-discard-first = ai luat cuibul: aruncă întâi { $n ->
        [one] o carte
        [few] { $n } cărți
       *[other] { $n } de cărți
    }, de exemplu 'arunc R5 G6 ...'
rook-nest-no-counters = nu poți pune cărți cu puncte în cuib cât timp ai alte cărți { $n ->
        [0] (ai destule cărți fără puncte)
        [one] (cel mult o carte cu puncte: ai prea puține alte cărți)
        [few] (cel mult { $n } cărți cu puncte: ai prea puține alte cărți)
       *[other] (cel mult { $n } de cărți cu puncte: ai prea puține alte cărți)
    }
rook-discard-count = trebuie să arunci exact { $n ->
        [one] o carte
        [few] { $n } cărți
       *[other] { $n } de cărți
    }
rook-bird-only-trump = s-a dat atu și { CARDS($bird, style: "name") } e singurul tău atu: trebuie să o joci

## Callbreak
callbreak-time-to-call = e momentul anunțului: spune câte levate vei lua, de la 'licit { $lo }' la 'licit { $hi }'
callbreak-call-range = un anunț trebuie să fie între { $lo } și { $hi } levate, nu { $value }
callbreak-must-beat = trebuie să bați { CARDS($best) } cu o { SUIT($suit) } mai mare: ai { CARDS($held) }
callbreak-must-spade = nu ai { SUIT($suit) }, deci trebuie să joci pică: ai { CARDS($held) }
callbreak-must-spade-higher = nu ai { SUIT($suit) }, deci trebuie să joci o pică mai mare decât { CARDS($top) }: ai { CARDS($held) }

## Tractor
shengji-declare-or-pass = declară acum atuul (de exemplu 'declar { CARDS($example) }' sau 'declar { CARDS($example) } { CARDS($example) }') sau spune pas
shengji-declare-own = poți declara doar cu cărți din mâna ta
shengji-declare-level = declară cu un { $level }, o pereche identică de { $level }, SJ SJ sau BJ BJ
shengji-declare-stronger = o declarație trebuie să fie mai tare decât { CARDS($current) } (o carte < pereche < SJ SJ < BJ BJ)
shengji-bury = pune 8 cărți din cele 33 în talon: 'arunc' și 8 cărți
shengji-bury-count = pune exact 8 cărți, nu { $n }
shengji-play = joacă cărți, de exemplu 'joc AS' sau 'joc 5D 5D 6D 6D'
shengji-lead-one-suit = o deschidere trebuie să fie toată într-o culoare (atuurile contează ca o culoare)
shengji-lead-one-unit = deschide exact o unitate: o carte, o pereche identică sau un tractor din perechi alăturate
shengji-follow-count = joacă { $n ->
        [one] o carte
        [few] { $n } cărți
       *[other] { $n } de cărți
    }, câte s-au deschis
shengji-follow-all = trebuie să joci toate cărțile de { SUIT($suit) }: { CARDS($held) }
shengji-follow-suit = trebuie să răspunzi la { SUIT($suit) } cu { $n ->
        [one] cartea ta
        [few] toate cele { $n } cărți
       *[other] toate cele { $n } de cărți
    }: ai { CARDS($held) }
shengji-follow-pairs = trebuie să joci { $n ->
        [one] o pereche
        [few] { $n } perechi
       *[other] { $n } de perechi
    } de { SUIT($suit) }: ai { CARDS($held) }
shengji-follow-tractor = trebuie să răspunzi la tractor cu un tractor de { SUIT($suit) }

## Împărțiri care nu se potrivesc jocului
deal-hands = o împărțire are 4 mâini, nu { $n }
deal-hand-size = fiecare mână trebuie să aibă { $size } cărți, nu { $n }
deal-card-twice = o mână are o carte de două ori sau o carte din alt pachet
deal-whole-deck = împărțirea trebuie să conțină fiecare carte a pachetului de { $size } cărți exact o dată
deal-callbreak = la Callbreak se împart toate cele 52 de cărți, câte 13 fiecăruia dintre cele 4 locuri
deal-tractor-sizes = la Tractor fiecare loc primește 25 de cărți, iar talonul 8
deal-double-deck = împărțirea folosește pachetul dublu de 108 cărți, fiecare carte exact de două ori

## Opțiuni (reguli de casă) care nu se potrivesc
option-bool = opțiunea { $name } trebuie să fie true sau false
option-int = opțiunea { $name } trebuie să fie un număr întreg
option-type = opțiunea { $name } are tipul greșit: { $value }
option-finite = opțiunea { $name } trebuie să fie un număr finit
option-range = opțiunea { $name } trebuie să fie un număr întreg de la { $lo } la { $hi }, nu { $value }
option-choice = { $name } trebuie să fie { LIST($choices, type: "or") }, nu { $value }
option-none-or-range = opțiunea { $name } trebuie să fie none sau un număr întreg între { $lo } și { $hi }, nu { $value }
option-rounds = opțiunea rounds trebuie să fie none (fără sfârșit) sau un număr întreg >= 1, nu { $value }
option-unknown = '{ LIST($names) }' nu e o opțiune { $family ->
        [rook] Rook
        [callbreak] Callbreak
       *[shengji] Tractor
    }; opțiuni: { LIST($known) }
callbreak-call-options = anunțurile trebuie să respecte 0 <= min_call <= max_call <= 13, acum { $lo }..{ $hi }
shengji-first-auction-seat = first_auction_seat trebuie să fie un loc 0-3, sau -1 când alege masa
shengji-level-unknown = { $text } nu e un nivel: 2-10, J, Q, K sau A
rook-numbers = numbers trebuie să fie numere de cărți diferite între 1 și 14
rook-numbers-10-11 = pachetul are nevoie de 10 și 11 (orice versiune Rook are 5-14)
rook-red-one-deck = red_one adaugă 1 roșu ca atu special: folosește un pachet fără 1
rook-hand-size = hand_size trebuie să fie cel puțin 1
rook-deck-too-small = { $hand } cărți pentru fiecare din cei 4 jucători cer { $need } cărți, dar pachetul are doar { $deck }
rook-nest-too-big = un cuib de { $nest } cărți (pachetul de { $deck } minus 4 mâini de { $hand }) e mai mare decât o mână: împarte mai multe cărți
rook-min-bid = min_bid trebuie să fie un multiplu pozitiv al pasului de licitație { $step }
rook-max-bid = max_bid trebuie să fie multiplu de { $step } și cel puțin min_bid { $min }
rook-max-bid-total = max_bid { $top } e mai mult decât cele { $total } puncte pe care le dă o mână
rook-points = points sunt perechi (număr, puncte) cu numere 1-14 și puncte >= 0
rook-negative-points = bonusurile și punctele cărților nu pot fi negative
rook-bird-name = bird_name trebuie să aibă de la 1 la { $longest } litere și să nu fie o carte, o culoare sau o acțiune, nu '{ $value }'
rook-preset-unknown = nu există versiunea Rook '{ $preset }'; versiuni: { LIST($known) }

## Fișiere de scenariu (tricktable replay)
scenario-not-object = un scenariu e un obiect JSON cu 'variant', 'dealer', 'hands' și 'actions'
scenario-options = 'options' trebuie să fie un obiect cu nume de opțiuni și valori
scenario-game = { $reason }
scenario-hands = 'hands' trebuie să fie o listă de 4 șiruri de cărți, câte unul pentru fiecare loc
scenario-bad-card = carte greșită în împărțire: { $reason }
scenario-actions = 'actions' trebuie să fie o listă de mutări, de exemplu "bid 70"
scenario-deal = împărțirea nu se potrivește cu { $variant }: { $reason }
callbreak-scenario-scores = 'scores' sunt totalurile celor patru locuri înaintea rundei, de exemplu [0, 4.1, -3, 2]
claim-not-now = poți revendica restul doar când deschizi o levată
claim-whole-hand = o revendicare arată toate cărțile pe care le ai
claim-not-proven = nu poți revendica restul: alt jucător ar mai putea lua o levată
