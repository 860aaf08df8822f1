### Ce s-a întâmplat, cum spun jurnalul, terminalul și reluarea.

event-other = { SEAT($seat) } { $kind } { CARDS($cards) }
event-bid = { $seat ->
        [you] Licitezi { $value }
       *[other] { SEAT($seat, case: "start") } licitează { $value }
    }
event-pass = { $seat ->
        [you] Spui pas
       *[other] { SEAT($seat, case: "start") } spune pas
    }
event-auction-won = { $seat ->
        [you] Câștigi licitația cu { $value }
       *[other] { SEAT($seat, case: "start") } câștigă licitația cu { $value }
    }
event-redeal = toți au spus pas: { $seat ->
        [you] împarți din nou
       *[other] { SEAT($seat) } împarte din nou
    }
event-nest-taken = { $seat ->
        [you] Iei cuibul
       *[other] { SEAT($seat, case: "start") } ia cuibul
    }: { CARDS($cards) }
event-discarded = { $seat ->
        [you] Arunci
       *[other] { SEAT($seat, case: "start") } aruncă
    } { $n ->
        [0] { $value ->
            [one] o carte
            [few] { $value } cărți
           *[other] { $value } de cărți
        }
       *[other] { CARDS($cards) }
    }
event-trump-named = { $seat ->
        [you] Alegi
       *[other] { SEAT($seat, case: "start") } alege
    } atu: { SUIT($value) }
event-played = { $seat ->
        [you] Joci
       *[other] { SEAT($seat, case: "start") } joacă
    } { CARDS($cards) }
event-declared = { $seat ->
        [you] Declari
       *[other] { SEAT($seat, case: "start") } declară
    } { CARDS($cards) }
event-trick-won = { $seat ->
        [you] Iei
       *[other] { SEAT($seat, case: "start") } ia
    } levata ({ $value ->
        [one] { $value } punct
        [few] { $value } puncte
       *[other] { $value } de puncte
    })

event-nest-turned-up = cuibul se întoarce: { CARDS($cards) } ({ $value ->
        [one] { $value } punct
        [few] { $value } puncte
       *[other] { $value } de puncte
    })

## Rook
rook-event-hand-started = { $seat ->
        [you] Împarți
       *[other] { SEAT($seat, case: "start") } împarte
    } mâna { $value }
rook-event-hand-scored = { $declarer ->
        [you] Ai licitat { $bid } și { $made ->
            [true] ai reușit
           *[false] ai căzut
        }
       *[other] { SEAT($declarer, case: "start") } a licitat { $bid } și { $made ->
            [true] a reușit
           *[false] a căzut
        }
    }: puncte { $points0 }-{ $points1 }, scor { SIGNED($score0) } / { SIGNED($score1) }

## Callbreak
callbreak-event-hand-started = runda { $value }: { $seat ->
        [you] împarți tu
       *[other] împarte { SEAT($seat) }
    }
callbreak-event-bid = { $seat ->
        [you] Anunți { $value }
       *[other] { SEAT($seat, case: "start") } anunță { $value }
    }
callbreak-event-trick-won = { $seat ->
        [you] Iei
       *[other] { SEAT($seat, case: "start") } ia
    } levata { $trick } ({ CARDS($cards) })
callbreak-event-hand-scored = scorul mâinii: { LIST($seats, type: "semicolon") }
callbreak-seat-score = { SEAT($seat, case: "start") }: { $seat ->
        [you] ai anunțat { $call }, ai luat { $tricks }
       *[other] a anunțat { $call }, a luat { $tricks }
    }, { SIGNED($score) }
callbreak-event-redeal = mână slabă: același jucător împarte din nou

## Tractor
shengji-event-hand-started = începe împărțirea { $value }; { $seat ->
        [you] tu deschizi
       *[other] { SEAT($seat) } deschide
    } declarațiile
shengji-event-trump-named = { $suit ->
        [NT] fără culoare de atu
       *[other] atu e { SUIT($suit) }
    }; { $seat ->
        [you] împarți și iei
       *[other] { SEAT($seat) } împarte și ia
    } talonul
shengji-event-kitty-revealed = nimeni n-a declarat: talonul se întoarce ({ CARDS($cards) })
shengji-event-kitty-turned-up = talonul îngropat se întoarce: { CARDS($cards) } ({ $value ->
        [one] { $value } punct
        [few] { $value } puncte
       *[other] { $value } de puncte
    }{ $counted ->
        [true] , ×{ $multiplier } = { $bonus } pentru atacanți
       *[false] , rămân la apărători
    })
shengji-event-kitty-taken = { $seat ->
        [you] Iei
       *[other] { SEAT($seat, case: "start") } ia
    } talonul{ $n ->
        [0] {""}
       *[other] : { CARDS($cards) }
    }
shengji-event-discarded = { $seat ->
        [you] Pui
       *[other] { SEAT($seat, case: "start") } pune
    } în talon { $n ->
        [0] { $value } cărți
       *[other] { CARDS($cards) }
    }
shengji-event-throw-failed = aruncarea multiplă { $seat ->
        [you] a ta
       *[other] a jucătorului { SEAT($seat) }
    } ({ CARDS($cards) }) poate fi bătută: se deschide doar { CARDS($played) }
shengji-event-trick-won = { $seat ->
        [you] Iei
       *[other] { SEAT($seat, case: "start") } ia
    } levata{ $value ->
        [0] {""}
       *[other] { " " }({ $value ->
            [one] { $value } punct
            [few] { $value } puncte
           *[other] { $value } de puncte
        })
    }
shengji-event-hand-scored = atacanții au făcut { $attacker_points } (talon { $kitty_points }); niveluri acum { $level0 } / { $level1 }; { $next_dealer ->
        [you] tu împarți
       *[other] împarte { SEAT($next_dealer) }
    } data viitoare
event-claimed = { $seat ->
        [you] Revendici
       *[other] { SEAT($seat, case: "start") } revendică
    } levatele rămase, arătând { CARDS($cards) }
