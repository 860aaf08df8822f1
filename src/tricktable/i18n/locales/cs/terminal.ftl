### Hra v terminálu (tricktable play) a slova příkazové řádky.

term-welcome = tricktable · { $variant } · sedíte dole; počítačoví hráči ({ $ai }): { LIST($players) }
term-keys = 'h' nápověda, '?' rada, 'q' konec
term-hand-header = --- { $hand }. rozdání, rozdává { SEAT($dealer) } ---
term-your-hand = vaše karty:
term-seat = { SEAT($seat, case: "start") }
# a seat inside a sentence or a list ("AI players: Left, Partner and Right")
term-seat-in-list = { SEAT($seat) }
term-prompt = { SEAT($seat, case: "start") } >
term-choices = možnosti: { $actions }
term-choices-many = { $n ->
        [one] { $n } možnost
        [few] { $n } možnosti
        [many] { $n } možnosti
       *[other] { $n } možností
    } ({ $kinds }), například { $example }
term-help = napište tah, například { $examples }; samotné číslo je nabídka, samotné karty se zahrají; '?' rada, 'q' konec
term-hint = rada: { $action }
term-not-understood = nerozumím: { $reason }
term-not-allowed = nedovoleno: { $reason }
term-score = skóre po { $hand }. rozdání: { $scores }
term-match-over = konec zápasu: { $winner ->
        [we] vyhráli jsme
        [they] vyhráli oni
        [you] vyhráli jste
       *[other] vyhrál { SEAT($winner) }
    }
term-final-score = konečné skóre: { $scores }
term-another-round = hrát další kolo? [A/n]
term-no-words = n ne
term-goodbye = odešli jste ze hry; na shledanou
term-trick = štych: { $plays }
term-trump = trumfy: { SUIT($suit) }
term-contract = závazek: { SEAT($declarer, case: "start") } { $bid }, trumfy: { SUIT($trump) }
term-declaration = vyhlášení: { SEAT($seat, case: "start") } { CARDS($cards) }
term-row-bids = nabídky: { $values }
term-row-calls = hlášení: { $values }
term-row-tricks-won = štychy: { $values }
term-row-points-taken = získané body: { $values }
term-row-level = úroveň: { $values }
term-row-levels = úrovně: { $values }
term-group-trump = trumfy ({ SUIT($suit) })
term-group-special = zvláštní
team-we = My
team-they = Oni

## Fáze rozdání
phase-bid = dražba
phase-exchange = výměna s hnízdem
phase-bury = odkládání do talonu
phase-trump = volba trumfů
phase-declare = vyhlašování trumfů
phase-play = hra
phase-over = konec rozdání

## Příkazová řádka
cli-error = chyba: { $reason }
cli-cannot-read = nelze číst { $file }: { $reason }
cli-not-json = { $file } není platný JSON: { $reason }
replay-step = { SEAT($seat, case: "start") }: { $action }
replay-rejected = krok { $step } '{ $action }' odmítnut:
replay-phase = fáze: { $phase }; na tahu: { $to_act }
replay-nobody = nikdo
replay-legal = dovolené tahy: { $actions }
replay-legal-count = dovolených tahů: { $n }
replay-result = výsledek: { $result }
cli-variant = varianta
cli-description = popis
