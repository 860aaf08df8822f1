### Co se stalo, jak to říká záznam, terminál a přehrávání.

event-other = { SEAT($seat) } { $kind } { CARDS($cards) }
event-bid = { $seat ->
        [you] Dražíte { $value }
       *[other] { SEAT($seat, case: "start") } draží { $value }
    }
event-pass = { $seat ->
        [you] Pasujete
       *[other] { SEAT($seat, case: "start") } pasuje
    }
event-auction-won = { $seat ->
        [you] Vyhráváte dražbu za { $value }
       *[other] { SEAT($seat, case: "start") } vyhrává dražbu za { $value }
    }
event-redeal = všichni pasovali: { $seat ->
        [you] rozdáváte znovu
       *[other] { SEAT($seat) } rozdává znovu
    }
event-nest-taken = { $seat ->
        [you] Berete hnízdo: { CARDS($cards, case: "acc") }
       *[other] { SEAT($seat, case: "start") } bere hnízdo: { CARDS($cards, case: "acc") }
    }
event-discarded = { $seat ->
        [you] Odhazujete
       *[other] { SEAT($seat, case: "start") } odhazuje
    } { $n ->
        [0] { $value ->
            [one] { $value } kartu
            [few] { $value } karty
            [many] { $value } karty
           *[other] { $value } karet
        }
       *[other] { CARDS($cards, case: "acc") }
    }
event-trump-named = { $seat ->
        [you] Volíte
       *[other] { SEAT($seat, case: "start") } volí
    } trumfy: { SUIT($value) }
event-played = { $seat ->
        [you] Hrajete
       *[other] { SEAT($seat, case: "start") } hraje
    } { CARDS($cards, case: "acc") }
event-declared = { $seat ->
        [you] Vyhlašujete
       *[other] { SEAT($seat, case: "start") } vyhlašuje
    } { CARDS($cards, case: "acc") }
event-trick-won = { $seat ->
        [you] Berete
       *[other] { SEAT($seat, case: "start") } bere
    } štych ({ $value ->
        [one] { $value } bod
        [few] { $value } body
        [many] { $value } bodu
       *[other] { $value } bodů
    })

event-nest-turned-up = hnízdo se otáčí: { CARDS($cards) } ({ $value ->
        [one] { $value } bod
        [few] { $value } body
        [many] { $value } bodu
       *[other] { $value } bodů
    })

## Rook
rook-event-hand-started = { $seat ->
        [you] Rozdáváte
       *[other] { SEAT($seat, case: "start") } rozdává
    } { $value }. rozdání
rook-event-hand-scored = { $declarer ->
        [you] Dražili jste { $bid } a { $made ->
            [true] splnili jste
           *[false] nesplnili jste
        }
       *[other] { SEAT($declarer, case: "start") }: závazek { $bid } { $made ->
            [true] splněn
           *[false] nesplněn
        }
    }: body { $points0 }-{ $points1 }, skóre { SIGNED($score0) } / { SIGNED($score1) }

## Callbreak
callbreak-event-hand-started = { $value }. kolo: { $seat ->
        [you] rozdáváte
       *[other] { SEAT($seat) } rozdává
    }
callbreak-event-bid = { $seat ->
        [you] Hlásíte { $value }
       *[other] { SEAT($seat, case: "start") } hlásí { $value }
    }
callbreak-event-trick-won = { $seat ->
        [you] Berete
       *[other] { SEAT($seat, case: "start") } bere
    } { $trick }. štych ({ CARDS($cards) })
callbreak-event-hand-scored = výsledek rozdání: { LIST($seats, type: "semicolon") }
callbreak-seat-score = { SEAT($seat, case: "start") }: hlášeno { $call }, uhráno { $tricks }, { SIGNED($score) }
callbreak-event-redeal = slabé karty: stejný hráč rozdává znovu

## Traktor
shengji-event-hand-started = začíná { $value }. rozdání; { $seat ->
        [you] vyhlašování začínáte vy
       *[other] vyhlašování začíná { SEAT($seat) }
    }
shengji-event-trump-named = { $suit ->
        [NT] bez trumfové barvy
       *[other] trumfy jsou { SUIT($suit) }
    }; { $seat ->
        [you] rozdáváte a berete
       *[other] { SEAT($seat) } rozdává a bere
    } talon
shengji-event-kitty-revealed = nikdo nevyhlásil: talon se otáčí ({ CARDS($cards) })
shengji-event-kitty-turned-up = zakopaný talon se otáčí: { CARDS($cards) } ({ $value ->
        [one] { $value } bod
        [few] { $value } body
        [many] { $value } bodu
       *[other] { $value } bodů
    }{ $counted ->
        [true] , ×{ $multiplier } = { $bonus } pro útočníky
       *[false] , zůstává obráncům
    })
shengji-event-kitty-taken = { $seat ->
        [you] Berete
       *[other] { SEAT($seat, case: "start") } bere
    } talon{ $n ->
        [0] {""}
       *[other] : { CARDS($cards, case: "acc") }
    }
shengji-event-discarded = { $seat ->
        [you] Odkládáte
       *[other] { SEAT($seat, case: "start") } odkládá
    } do talonu { $n ->
        [0] { $value } karet
       *[other] { CARDS($cards, case: "acc") }
    }
shengji-event-throw-failed = { $seat ->
        [you] Váš vícenásobný výnos
       *[other] Vícenásobný výnos – { SEAT($seat) }
    } { CARDS($cards) } lze přebít: platí jen výnos { CARDS($played) }
shengji-event-trick-won = { $seat ->
        [you] Berete
       *[other] { SEAT($seat, case: "start") } bere
    } štych{ $value ->
        [0] {""}
       *[other] { " " }({ $value ->
            [one] { $value } bod
            [few] { $value } body
            [many] { $value } bodu
           *[other] { $value } bodů
        })
    }
shengji-event-hand-scored = útočníci získali { $attacker_points } (talon { $kitty_points }); úrovně nyní { $level0 } / { $level1 }; příště { $next_dealer ->
        [you] rozdáváte vy
       *[other] rozdává { SEAT($next_dealer) }
    }
event-claimed = { $seat ->
        [you] Nárokujete zbývající štychy a ukazujete { CARDS($cards, case: "acc") }
       *[other] { SEAT($seat, case: "start") } nárokuje zbývající štychy a ukazuje { CARDS($cards, case: "acc") }
    }
