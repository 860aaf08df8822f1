### Paginile de reguli (tricktable rules, pagina Informații), construite din opțiunile fiecărei variante.

rules-sentence = { $text }.
rules-house-rules = Reguli de casă în acest joc
rules-house-rule = **{ $name }**: { $value }
option-yes = da
option-no = nu
bird-name = { $bird ->
        [Crow] Cioara
       *[other] { $bird }
    }

## Variante: un titlu și o descriere pe un rând
variant-rook-crowsnest-title = CrowsNest
variant-rook-crowsnest = CrowsNest (implicit): 41 de cărți, Cioara cel mai mic atu, o licitație reușită aduce valoarea licitației
variant-rook-tournament-title = Rook de turneu (Kentucky Discard)
variant-rook-tournament = Rook de turneu / Kentucky Discard: regulile oficiale, Rook cel mai mare atu
variant-rook-partnership-title = Rook în parteneri
variant-rook-partnership = Rook în parteneri: 56 de cărți 1-14, fără Rook, fără cuib, 20 pentru cele mai multe levate
variant-rook-one-high-title = Rook în parteneri cu 1 mare
variant-rook-one-high = Rook în parteneri cu 1 mare: 57 de cărți, 1 cel mai mare și valorează 15, licitații 100-180
variant-rook-red-one-title = 1 roșu
variant-rook-red-one = 1 roșu: Rook de turneu plus 1 roșu, cel mai mare atu, valorează 30
variant-rook-buckeye-title = Buckeye
variant-rook-buckeye = Buckeye: Rook de turneu plus cărțile 1, mari și de 15 puncte, licitații 100-180
variant-rook-dixie-title = Dixie Rook
variant-rook-dixie = Dixie Rook: 56 de cărți, fără Rook, cuib de 4 cărți, 13 valorează 10, 20 pentru cele mai multe levate
variant-callbreak-master-title = Callbreak (Callbreak Master)
variant-callbreak-master = Callbreak ca în aplicația Callbreak Master: anunțuri 2-13, reușește anunțul sau unul în plus, 8+ aduce 13, fără sfârșit
variant-callbreak-standard-title = Callbreak (standard)
variant-callbreak-standard = Callbreak cum îl joacă majoritatea aplicațiilor: anunțuri 1-8, +0,1 pentru fiecare levată în plus, trebuie să bați levata, 5 runde
variant-shengji-tractor-title = Tractor (Shengji, 升级, 80 de puncte)
variant-shengji-tractor = Tractor (Shengji, 80 de puncte): pachet dublu, declararea atuului, perechi și tractoare, niveluri de la 2 la as

## Rook
rules-rook-cards = Cărțile
rules-rook-deck = Pachetul are { $size } de cărți: numerele { LIST($numbers) } în patru culori (roșu, galben, verde, negru){ $bird ->
        [true] { $red_one ->
            [true] , plus cartea { $bird_name } și 1 roșu
           *[false] , plus cartea { $bird_name }
        }
       *[false] { $red_one ->
            [true] , plus 1 roșu
           *[false] {""}
        }
    }.
rules-rook-plain-order = Într-o culoare cărțile se ordonează { LIST($order, type: "ranks") }.
rules-rook-counter = fiecare { $number } valorează { $points }
rules-rook-counter-bird = { $bird_name } valorează { $points }
rules-rook-counter-red-one = 1 roșu valorează { $points }
rules-rook-counters = Cărți cu puncte: { LIST($counters, type: "semicolon") }. Celelalte cărți nu valorează nimic.
rules-rook-bonus-majority = { $points } de puncte merg la echipa care ia mai multe levate (la egalitate nimeni)
rules-rook-bonus-last-trick = { $points } de puncte merg la echipa care ia ultima levată
rules-rook-bonuses = Bonusuri: { LIST($bonuses, type: "semicolon") }.
rules-rook-total = O mână dă în total { $total } de puncte{ $split ->
        [true] { " " }({ $even } când levatele se împart egal)
       *[false] {""}
    }.
rules-rook-players = Jucătorii și împărțirea
rules-rook-partners = Patru jucători în două echipe; partenerii stau față în față. Nimeni nu își arată cărțile, nici partenerului.
rules-rook-deal = Fiecare jucător primește { $hand } cărți, câte una{ $nest ->
        [0] . Nu există cuib.
       *[other] ; { $nest } cărți merg cu fața în jos în cuib.
    }
rules-rook-deal-passes = După fiecare mână împărțirea trece la stânga.
rules-rook-bidding = Licitația
rules-rook-bid-first = Jucătorul din stânga celui care împarte licitează primul; licitația merge spre stânga.
rules-rook-bid-range = Fiecare licitație e un multiplu de { $step }, de la { $min } până la { $top }, și trebuie să o depășească pe cea dinainte; salturile sunt permise. O licitație promite atâtea puncte pentru echipă.
rules-rook-bid-pass-out = Cine spune pas iese din licitație până la sfârșitul mâinii.
rules-rook-bid-end = Licitația se termină când toți în afară de unul au spus pas, sau imediat ce cineva licitează { $top }. Cel cu licitația cea mai mare e declarantul.
rules-rook-all-pass-redeal = Dacă toți patru spun pas, cărțile se strâng și același jucător împarte din nou.
rules-rook-all-pass-dealer = Dacă primii trei jucători spun pas, cel care împarte nu poate spune pas și ia licitația cea mai mică, { $min }.
rules-rook-nest = Cuibul
rules-rook-nest-exchange = Declarantul ia în mână cele { $n } cărți din cuib fără să le arate, apoi pune deoparte cu fața în jos oricare { $n } cărți ca nou cuib. Se pot pune și cărți cu puncte.
rules-rook-nest-no-counters = Declarantul ia în mână cele { $n } cărți din cuib fără să le arate, apoi pune deoparte cu fața în jos { $n } cărți ca nou cuib. Nu poate pune deoparte cărți cu puncte decât dacă are mai puțin de { $n } cărți fără puncte: atunci le pune pe acelea, iar cărțile cu puncte completează numărul.
rules-rook-nest-points = Punctele din cuib merg la sfârșitul mâinii la { $owner ->
        [last_trick] echipa care ia ultima levată
       *[declarer] echipa declarantului
    }.
rules-rook-trump = Atu
rules-rook-trump-when = Declarantul alege o culoare de atu { $nest ->
        [true] după ce pune deoparte cuibul
       *[false] imediat ce se termină licitația
    }.
rules-rook-trump-order = Atuurile se ordonează { LIST($order, type: "ranks") } (arătat pentru atu roșu; orice culoare funcționează la fel).
rules-rook-red-one-special = 1 roșu (special)
rules-rook-bird-place = { $bird_name } nu ține de nicio culoare: e mereu atu, { $place ->
        [high] cel mai mare atu, peste toate cărțile culorii de atu
        [low] cel mai mic atu, sub cea mai mică carte a culorii de atu
        [second] al doilea după 1 roșu, peste toate cărțile culorii de atu
       *[ten_and_half] un atu între 10 și 11 din culoarea de atu
    }.
rules-rook-bird-any-time = { $bird_name } se poate juca în orice levată, chiar de un jucător care ar putea răspunde la culoare.
rules-rook-bird-follows = { $bird_name } răspunde ca orice alt atu: se poate juca doar la o deschidere în atu sau când nu ai culoarea deschisă.
rules-rook-red-one = 1 roșu e mereu cel mai mare atu, oricare ar fi culoarea de atu. Nu e niciodată o carte roșie: nu răspunde la o deschidere în roșu. Ca orice atu, se poate juca doar la o deschidere în atu sau când nu ai culoarea deschisă.
rules-rook-play = Jocul
rules-rook-first-lead = { $who ->
        [declarer] Declarantul
       *[left_of_dealer] Jucătorul din stânga celui care împarte
    } deschide prima levată; câștigătorul fiecărei levate o deschide pe următoarea.
rules-rook-follow = Fiecare trebuie să răspundă la culoarea deschisă dacă poate. Cine nu poate, joacă orice carte, chiar și atu.
rules-rook-special-lead = Deschiderea cu { $bird ->
        [true] { $red_one ->
            [true] { $bird_name } sau 1 roșu
           *[false] { $bird_name }
        }
       *[false] 1 roșu
    } e o deschidere în atu: ceilalți trebuie să joace atu dacă pot, iar cel al cărui singur atu e { $bird ->
        [true] { $red_one ->
            [true] { $bird_name } sau 1 roșu
           *[false] { $bird_name }
        }
       *[false] 1 roșu
    } trebuie să îl joace.
rules-rook-trick-winner = Cel mai mare atu ia levata; fără atuuri, cea mai mare carte din culoarea deschisă.
rules-rook-scoring = Punctajul
rules-rook-count = Fiecare echipă numără punctele din levatele luate{ $nest ->
        [true] { $bonuses ->
            [true] { " " }(plus cuibul și bonusurile, ca mai sus)
           *[false] { " " }(plus cuibul, ca mai sus)
        }
       *[false] { $bonuses ->
            [true] { " " }(plus bonusurile, ca mai sus)
           *[false] {""}
        }
    }.
rules-rook-defenders = Apărătorii primesc mereu ce au luat.
rules-rook-made = Dacă echipa declarantului a luat cel puțin licitația, primește { $scores ->
        [bid] valoarea licitației, nu punctele luate
       *[captured] toate punctele luate
    }.
rules-rook-set = Altfel a căzut: nu primește nimic pentru mână și pierde valoarea licitației. Scorul poate scădea sub zero.
rules-rook-moon = **Toate punctele**: o echipă care ia toate punctele mâinii ({ $total }) primește dublul scorului pe care l-ar primi.
rules-rook-winning = Câștigarea
rules-rook-target = Câștigă prima echipă care ajunge la { $target } de puncte. Dacă ambele ajung în aceeași mână, câștigă totalul mai mare; la egalitate exactă se mai joacă o mână.
rules-rook-minus-target-loses = O echipă al cărei scor scade la -{ $target } sau mai jos pierde meciul.

## Callbreak
rules-callbreak-intro = Patru jucători, fiecare pentru el. 52 de cărți obișnuite, în ordinea A K Q J 10 9 8 7 6 5 4 3 2. **Pica e mereu atu.**
rules-callbreak-deal = **Împărțirea**: toate cele 52 de cărți, câte 13. Se joacă { $direction ->
        [ccw] în sens invers acelor de ceasornic; împărțirea trece la dreapta
       *[cw] în sensul acelor de ceasornic; împărțirea trece la stânga
    }.
rules-callbreak-calls = **Anunțuri**: începând cu jucătorul din { $side ->
        [right] dreapta
       *[left] stânga
    } celui care împarte și terminând cu acesta, fiecare anunță o dată câte levate va lua, de la **{ $lo } la { $hi }**.
rules-callbreak-weak-hands = **Mâini slabe**: o mână fără pică sau fără J, Q și K se anulează și același jucător împarte din nou.
rules-callbreak-play = **Jocul**: jucătorul din { $side ->
        [right] dreapta
       *[left] stânga
    } celui care împarte deschide; câștigătorul levatei o deschide pe următoarea. { $head ->
        [true] Trebuie să răspunzi la culoare dacă poți și trebuie să **bați cea mai mare carte din culoarea deschisă** din levată dacă poți (la o deschidere în pică, cu o pică mai mare dacă ai).
       *[false] Trebuie să răspunzi la culoare dacă poți. Când răspunzi, **nu ești obligat să bați**, nici când se deschide pică.
    } { $overtrump ->
        [true] Dacă nu poți răspunde, trebuie să joci o pică ce **bate toate picile deja în levată** (dacă nu e încă nicio pică, orice pică). Cu pici mai mici poți sacrifica una sau arunca orice carte; fără pici, joacă orice.
       *[false] Dacă nu poți răspunde, poți juca orice carte, pică sau nu.
    }
rules-callbreak-head-until-trumped = **Bătutul**: după ce cineva a tăiat levata cu o pică, tot trebuie să răspunzi la culoare, dar nu mai trebuie să bați.
rules-callbreak-trick = **Levata**: o ia cea mai mare pică din ea, altfel cea mai mare carte din culoarea deschisă.
rules-callbreak-success = **Reușita**: un jucător reușește când ia { $success ->
        [window] exact anunțul sau una în plus (anunț 4: 4 sau 5 levate reușesc; 3 sau mai puține, 6 sau mai multe, nu)
       *[at_least] cel puțin anunțul (anunț 4: 4 sau mai multe levate reușesc, 3 sau mai puține nu)
    }.
rules-callbreak-score = **Scorul**: reușita aduce **+anunțul**, eșecul **−anunțul**{ $tenth ->
        [true] ; fiecare levată peste anunț adaugă **+{ 0.1 }** la reușită (anunț { $call }, { $tricks } levate: +{ $score })
       *[false] {""}
    }{ $bonus ->
        [0] {""}
       *[other] ; un anunț de **{ $bonus } sau mai mult** reușit aduce în schimb **+13** (unul căzut −anunțul)
    }.
rules-callbreak-end = **Sfârșitul**: { $rounds ->
        [0] Fără sfârșit fix: după fiecare rundă alegi dacă mai joci una sau închei jocul; câștigă cine are totalul cel mai mare când vă opriți.
       *[other] Jocul durează **{ $rounds } runde**; câștigă totalul cel mai mare. La egalitate în frunte se mai joacă runde până conduce unul singur.
    }
rules-callbreak-seats = (În tricktable locurile sunt numerotate în ordinea jocului, așa că jucătorul din { $side ->
        [right] dreapta
       *[left] stânga
    } celui care împarte e locul dealer + 1.)

## Tractor
rules-shengji-intro = Patru jucători în două echipe fixe (locurile 0 și 2 contra 1 și 3) cu un **pachet dublu de 108 cărți** (două pachete de 52 și patru jokeri). Fiecare primește 25 de cărți; 8 formează talonul.
rules-shengji-levels = Niveluri și atuuri
rules-shengji-levels-text = Fiecare echipă are un nivel, care începe de la 2 și merge 2, 3, …, 10, J, Q, K, A. **Valoarea de nivel** a unei împărțiri e nivelul echipei care împarte. Atuurile sunt jokerii, toate cărțile valorii de nivel și culoarea de atu. De sus în jos: jokerul mare, jokerul mic, cartea de nivel din culoarea de atu, cărțile de nivel din celelalte culori (egale între ele), apoi culoarea de atu de la A la 2 fără valoarea de nivel. Într-o împărțire fără atu (NT) doar jokerii și cărțile de nivel sunt atuuri. Într-o culoare valoarea de nivel lipsește, așa că la nivelul 7 cărțile 6 și 8 sunt vecine.
rules-shengji-start-level = În acest meci ambele echipe încep la nivelul { $level }.
rules-shengji-declaring = Declararea atuului
rules-shengji-declaring-text = După împărțire, începând cu cel care împarte nominal ({ $opener ->
        [-1] la prima împărțire locul ales de masă
       *[other] la prima împărțire locul { $opener }
    }) și mergând în cerc, fiecare spune pas sau arată din mână o declarație **strict mai tare** decât cea curentă: o carte de nivel (culoarea ei e atu) < o pereche de cărți de nivel identice < doi jokeri mici (NT) < doi jokeri mari (NT). Trei pasuri după o declarație încheie licitația; cine a spus pas poate declara mai târziu. Dacă nimeni nu declară, talonul se întoarce și culoarea primei cărți care nu e joker devine atu. La prima împărțire { $first ->
        [first_declarer] primul jucător care a declarat
       *[winning_declarer] câștigătorul declarațiilor
    } devine cel care împarte; apoi acesta e fixat de rezultatul anterior, iar declarația doar alege atuul.
rules-shengji-kitty = Talonul
rules-shengji-kitty-text = Cel care împarte ia cele 8 cărți din talon, pune la loc oricare 8 cărți (și cu puncte, și atuuri), apoi deschide prima levată.
rules-shengji-play = Jocul
rules-shengji-play-text = Unități: o carte; o pereche de două cărți identice; un tractor de două sau mai multe perechi dintr-o culoare cu valori vecine. { $throws ->
        [true] Deschide o unitate sau **aruncă** mai multe unități dintr-o culoare. O aruncare pe care altă mână ar putea-o bate în acea culoare se reduce la unitatea ei bătută cu cea mai mică carte de sus; o aruncare bună o bate doar un joc de aceeași formă numai din atuuri al unui jucător fără culoarea respectivă.
       *[false] Deschide **exact o unitate**: o carte, o pereche identică sau un tractor. Nu există aruncare.
    } Fiecare joacă atâtea cărți câte s-au deschis. Răspunde la culoarea deschisă (atuurile sunt o culoare) cât poți; la o pereche sau un tractor joacă și atâtea perechi identice din acea culoare câte ai, până la numărul de perechi deschise. { $strict ->
        [true] Dacă ai în culoarea deschisă un tractor la fel de lung ca cel deschis, trebuie să-l joci.
       *[false] La un tractor **nu** e obligatoriu să răspunzi cu tractor: contează doar numărul de perechi.
    } Dacă nu mai ai culoarea, joacă orice: a tăia cu atu nu e niciodată obligatoriu.
rules-shengji-winning-play = Doar un joc de exact aceeași formă ca deschiderea, tot în culoarea deschisă sau tot în atu, poate câștiga; dintre acestea câștigă cea mai mare carte de sus, atuul peste culoarea deschisă, iar la egalitate jocul mai timpuriu. Câștigătorul deschide levata următoare.
rules-shengji-scoring = Punctajul
rules-shengji-scoring-text = Cincarii valorează 5, zecarii și popii 10: 200 în total. Atacanții (echipa care nu împarte) păstrează punctele câștigate. Dacă iau ultima levată, punctele talonului contează { $rule ->
        [times] de 2 × câte cărți a jucat fiecare în ea (o carte ×2, pereche ×4, tractor de 2 perechi ×8, 3 perechi ×12)
       *[power] de 2 la puterea numărului de cărți jucate de fiecare în ea (×2, ×4, ×16, ×64)
    }.
rules-shengji-col-points = Punctele atacanților
rules-shengji-col-result = Rezultat
rules-shengji-points-0 = 0
rules-shengji-points-5 = 5-35
rules-shengji-points-40 = 40-75
rules-shengji-points-80 = 80-115
rules-shengji-points-120 = 120 și peste
rules-shengji-result-3 = echipa care împarte +3 niveluri
rules-shengji-result-2 = echipa care împarte +2
rules-shengji-result-1 = echipa care împarte +1
rules-shengji-result-take = atacanții preiau împărțirea
rules-shengji-result-up = atacanții preiau împărțirea și urcă 1 nivel pentru fiecare 40 peste 80
rules-shengji-next-dealer = Când echipa care împarte păstrează împărțirea, data viitoare împarte partenerul; altfel jucătorul următor (un atacant). { $defend_a ->
        [true] Nivelurile se opresc la as; echipa care împarte la as și ține atacanții sub 80 câștigă meciul.
       *[false] Prima echipă al cărei nivel **trece de as** câștigă meciul.
    }
