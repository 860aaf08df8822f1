### Ami történt, ahogy a napló, a terminál és a visszajátszás elmondja.

event-other = { SEAT($seat) } { $kind } { CARDS($cards) }
event-bid = { $seat ->
        [you] Te licitálsz: { $value }
       *[other] { SEAT($seat) } licitál: { $value }
    }
event-pass = { $seat ->
        [you] Te passzolsz
       *[other] { SEAT($seat) } passzol
    }
event-auction-won = { $seat ->
        [you] Te nyerted a licitet: { $value }
       *[other] { SEAT($seat) } nyerte a licitet: { $value }
    }
event-redeal = mindenki passzolt: { $seat ->
        [you] újra te osztasz
       *[other] újra { SEAT($seat) } oszt
    }
event-nest-taken = { $seat ->
        [you] Felveszed a fészket: { CARDS($cards) }
       *[other] { SEAT($seat) } felveszi a fészket: { CARDS($cards) }
    }
event-discarded = { $n ->
        [0] { $seat ->
            [you] Leteszel { $value } lapot
           *[other] { SEAT($seat) } letesz { $value } lapot
        }
       *[other] { $seat ->
            [you] Leteszed: { CARDS($cards, case: "acc") }
           *[other] { SEAT($seat) } leteszi: { CARDS($cards, case: "acc") }
        }
    }
event-trump-named = { $seat ->
        [you] Te adut választasz: { SUIT($value) }
       *[other] { SEAT($seat) } adut választ: { SUIT($value) }
    }
event-played = { $seat ->
        [you] Kijátszod { CARDS($cards, case: "acc") }
       *[other] { SEAT($seat) } kijátssza { CARDS($cards, case: "acc") }
    }
event-declared = { $seat ->
        [you] Te bemondod: { CARDS($cards) }
       *[other] { SEAT($seat) } bemondja: { CARDS($cards) }
    }
event-trick-won = { $seat ->
        [you] Te viszed az ütést
       *[other] { SEAT($seat) } viszi az ütést
    } ({ $value } pont)

event-nest-turned-up = felfordítják a fészket: { CARDS($cards) } ({ $value } pont)

## Rook
rook-event-hand-started = { $seat ->
        [you] Te osztod
       *[other] { SEAT($seat) } osztja
    } { ARTICLE($value) } { $value }. leosztást
rook-event-hand-scored = { $declarer ->
        [you] { $bid } pontot licitáltál, és { $made ->
            [true] teljesítetted
           *[false] elbuktad
        }
       *[other] { SEAT($declarer) } { $bid } pontot licitált, és { $made ->
            [true] teljesítette
           *[false] elbukta
        }
    }: pontok { $points0 }-{ $points1 }, eredmény { SIGNED($score0) } / { SIGNED($score1) }

## Callbreak
callbreak-event-hand-started = { $value }. kör: { $seat ->
        [you] te osztasz
       *[other] { SEAT($seat) } oszt
    }
callbreak-event-bid = { $seat ->
        [you] Te bemondasz: { $value }
       *[other] { SEAT($seat) } bemond: { $value }
    }
callbreak-event-trick-won = { $seat ->
        [you] Te viszed
       *[other] { SEAT($seat) } viszi
    } { ARTICLE($trick) } { $trick }. ütést ({ CARDS($cards) })
callbreak-event-hand-scored = a leosztás eredménye: { LIST($seats, type: "semicolon") }
callbreak-seat-score = { SEAT($seat, case: "start") }: bemondás { $call }, ütés { $tricks }, { SIGNED($score) }
callbreak-event-redeal = gyenge lapok: ugyanaz az osztó oszt újra

## Traktor
shengji-event-hand-started = { ARTICLE($value, case: "start") } { $value }. osztás kezdődik; { $seat ->
        [you] te kezded
       *[other] { SEAT($seat) } kezdi
    } az aduhirdetést
shengji-event-trump-named = { $suit ->
        [NT] nincs adu szín
       *[other] az adu { SUIT($suit) }
    }; { $seat ->
        [you] te osztasz, és felveszed
       *[other] { SEAT($seat) } oszt, és felveszi
    } a talont
shengji-event-kitty-revealed = senki sem hirdetett: felfordítják a talont ({ CARDS($cards) })
shengji-event-kitty-turned-up = felfordítják a lerakott talont: { CARDS($cards) } ({ $value } pont{ $counted ->
        [true] , ×{ $multiplier } = { $bonus } a támadóknak
       *[false] , a védőknél marad
    })
shengji-event-kitty-taken = { $seat ->
        [you] Felveszed
       *[other] { SEAT($seat) } felveszi
    } a talont{ $n ->
        [0] {""}
       *[other] : { CARDS($cards) }
    }
shengji-event-discarded = { $n ->
        [0] { $seat ->
            [you] Leteszel { $value } lapot a talonba
           *[other] { SEAT($seat) } letesz { $value } lapot a talonba
        }
       *[other] { $seat ->
            [you] A talonba teszed: { CARDS($cards, case: "acc") }
           *[other] { SEAT($seat) } a talonba teszi: { CARDS($cards, case: "acc") }
        }
    }
shengji-event-throw-failed = { $seat ->
        [you] A többes hívásod
       *[other] { SEAT($seat) } többes hívása
    } ({ CARDS($cards) }) üthető: csak { CARDS($played) } számít hívásnak
shengji-event-trick-won = { $seat ->
        [you] Te viszed az ütést
       *[other] { SEAT($seat) } viszi az ütést
    }{ $value ->
        [0] {""}
       *[other] { " " }({ $value } pont)
    }
shengji-event-hand-scored = a támadók { $attacker_points } pontot szereztek (talon { $kitty_points }); a szintek most { $level0 } / { $level1 }; { $next_dealer ->
        [you] te osztasz
       *[other] { SEAT($next_dealer) } oszt
    } legközelebb
event-claimed = { $seat ->
        [you] Követeled a hátralévő ütéseket, és megmutatod: { CARDS($cards) }
       *[other] { SEAT($seat) } követeli a hátralévő ütéseket, és megmutatja: { CARDS($cards) }
    }
