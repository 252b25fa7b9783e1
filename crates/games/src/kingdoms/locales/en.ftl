# kingdoms: English words of its refusals, events and outcomes.

## Orders as typed
kingdoms-word-missing = a word is missing: { $what }
kingdoms-not-an-area = `{ $word }` is not an area of this map
kingdoms-not-a-number = `{ $word }` is not a count from 1 to 99
kingdoms-not-a-kind = `{ $word }` is not a unit
kingdoms-not-a-spell = `{ $word }` is not a spell
kingdoms-word-too-many = one word too many: `{ $word }`
kingdoms-unknown-order = unknown order `{ $word }`

## Seats and rounds
kingdoms-seats = this map is for { $counts } kingdoms
kingdoms-seats-unfair = map={ $map } with { $seats } kingdoms is not offered: in 100 matches of hard bots it favoured some seats over others; it suits { $counts } kingdoms
kingdoms-match-over = the match is over
kingdoms-not-playing = { SEAT($player, form: "player") } is not in play
kingdoms-orders-sealed = Your { $count ->
    [one] order is
   *[other] { $count } orders are
} sealed until every kingdom's are in.
kingdoms-orders-in = { SEAT($player) } has given orders.
kingdoms-orders-cleared = Your orders are taken back; the round waits for new ones.
kingdoms-orders-withdrawn = { SEAT($player) } has taken its orders back.
kingdoms-deadline = Time for round { $round } ran out: missing kingdoms hold.
kingdoms-resigns = { SEAT($player) } resigns.
kingdoms-round-resolves = Round { $round }: all orders are revealed.
kingdoms-orders-revealed = { SEAT($player) }: { $orders }.
kingdoms-new-round = Round { $round } begins.

## Checking orders
kingdoms-too-few-units = only { $have } { $kind } in { $area }, { $asked } ordered
kingdoms-not-your-castle = { $area } is not a castle of yours
kingdoms-not-trained = a { $kind } is not trained for gold
kingdoms-no-sea-beside = { $area } has no sea beside it
kingdoms-over-production = { $area } produces { $production } a turn, { $asked } ordered
kingdoms-too-far = a { $kind } moves { $movement ->
    [one] 1 area
   *[other] { $movement } areas
}, not { $steps }
kingdoms-not-adjacent = { $to } does not border { $from }
kingdoms-wrong-terrain = a { $kind } cannot enter { $area }
kingdoms-no-such-offer = there is no offer { $offer } at the market
kingdoms-offer-twice = offer { $offer } bought twice
kingdoms-market-owned = you already own a market
kingdoms-production-max = { $area } already produces 6
kingdoms-upgraded-once = { $area } can be upgraded once a turn
kingdoms-needs-soldier = no swordsman or knight of yours in { $area } to build
kingdoms-area-built = { $area } already has a building
kingdoms-sawmill-in-castle = { $area } holds a castle, and a sawmill needs an area with no other building: build it on land without a castle, sawmill or tower
kingdoms-no-tech-offer = no tech is offered this round
kingdoms-researching = you are already researching
kingdoms-tech-known = you already know { $tech }
kingdoms-no-mage = no mage of yours left to cast from { $area }
kingdoms-no-mana = { $spell } needs { $needed } mana, the mage has { $have }
kingdoms-out-of-range = { $area } is beyond a spell's range of { $range }
kingdoms-over-gold = the orders cost { $cost } gold, the treasury holds { $gold }
kingdoms-convey-shape = a convey goes from land over one or two sea areas to land, one route per ship's area, for swordsmen, knights and mages
kingdoms-no-room = your ships in { $area } carry { $room }, { $asked } ordered aboard
kingdoms-ship-conveying = your ships in { $area } sail with their load, by convey only
kingdoms-aboard-convey = your units aboard in { $area } leave their ships by convey only
kingdoms-disbanded-busy = { $disbanded } { $kind } disbanded in { $area }, and a disbanded unit does nothing else this round: of your { $have } there, { $free } can still move, sail or cast; disband fewer or order fewer
kingdoms-disbanded-ship = a disbanded ship carries nothing this round: your ships left in { $area } carry { $room }, { $asked } ordered aboard; disband fewer ships or convey fewer units
kingdoms-disbanded-ship-riders = { $riders } of your units ride the ships in { $area }, and the ships you keep there carry { $room }: units aboard are lost with their ship; disband the riders too, or keep the ship
kingdoms-disbanded-builder = every swordsman and knight of yours in { $area } is disbanded, and a disbanded unit builds nothing: keep one there to build, or build where one stays
kingdoms-debt-unpaid = disband units worth { $debt } gold of upkeep first ({ $covered } so far)

## Resolution
kingdoms-bought = { SEAT($player) } uses a { $scroll } scroll { $area }.
kingdoms-research-starts = { SEAT($player) } starts researching { $tech }.
kingdoms-spell-fizzles = { SEAT($player) }'s { $spell } on { $area } fizzles.
kingdoms-fog = { SEAT($player) } casts fog on { $area }.
kingdoms-earthquake = { SEAT($player) } shakes { $area } with an earthquake.
kingdoms-battle-won = Battle at { $area }: { SEAT($player, form: "player") } wins after { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}.
kingdoms-battle-nobody = Battle at { $area }: nobody is left after { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}.
kingdoms-units-lost = { SEAT($player) } loses { $count ->
    [one] 1 unit
   *[other] { $count } units
} at { $area }.
kingdoms-captures = { SEAT($player) } captures the castle of { $area }.
kingdoms-neutralizes = { SEAT($player) }'s dragon lays { $area } waste.
kingdoms-training-lost = { SEAT($player) }'s { $count } { $kind } in training at { $area } are lost.
kingdoms-treasury = { SEAT($player) }: income { $income }, upkeep { $upkeep }, treasury { $gold }.
kingdoms-debt = { SEAT($player) } owes { $debt } gold of upkeep and must disband units.
kingdoms-tech-learned = { SEAT($player) } masters { $tech }.
kingdoms-built = { SEAT($player) }: { $count } { $kind } ready at { $area }.
kingdoms-cargo-lost = { SEAT($player) } loses { $count ->
    [one] 1 unit
   *[other] { $count } units
} on board.
kingdoms-out = { SEAT($player) } has no castles and no units left.

## Battle calculator
kingdoms-odds-bad-army-part = `{ $part }` is not a count and a unit letter, like 3S
kingdoms-odds-key-value = `{ $word }` is not attacker=... or defender=...
kingdoms-odds-side-missing = the { $side }'s army is missing
kingdoms-odds-side-too-big = at most { $max } units a side

## Outcomes
kingdoms-wins = { SEAT($player) } wins: { $reason }.
kingdoms-draw = Draw: { $reason }.
kingdoms-reason-castles = holds { $n } castles
kingdoms-reason-last = the last kingdom standing
kingdoms-reason-nobody = no kingdom is left
kingdoms-reason-rounds = most castles after { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
kingdoms-left = { $gold } gold in the treasury

## scene.rs: the map's words
kingdoms-scene-title = Kingdoms: { $map }
kingdoms-scene-round = Round { $round } of { $rounds }: { $castles } castles win
kingdoms-scene-line = { SEAT($player) }: { $gold } gold, upkeep { $upkeep }, { $castles ->
    [one] 1 castle
   *[other] { $castles } castles
}, { $units ->
    [one] 1 unit
   *[other] { $units } units
}
kingdoms-scene-owes = , owes { $debt }
kingdoms-scene-techs = , techs: { $techs }
kingdoms-scene-researching = , researching { $tech } ({ $left } left)
kingdoms-scene-market = , market
kingdoms-scene-out = {" "}(out)
kingdoms-scene-orders-in = {" "}(orders in)
kingdoms-scene-offer = { $n }. { $scroll } for { $price } gold
kingdoms-scene-tech = tech: { $tech }
kingdoms-scene-kingdoms = Kingdoms
kingdoms-scene-market-title = Market
kingdoms-scene-your-orders = Your orders ({ SEAT($seat, form: "seat") })
kingdoms-legend-player = { SEAT($player, form: "player") }
kingdoms-legend-castle = castle (production/defence)
kingdoms-legend-swordsmen = swordsmen
kingdoms-legend-knights = knights
kingdoms-legend-mages = mages
kingdoms-legend-dragons = dragons
kingdoms-legend-towers = guard towers
kingdoms-legend-triremes = triremes (units at sea are aboard)
kingdoms-legend-galleons = galleons
kingdoms-legend-sawmill = sawmill
kingdoms-legend-move = a move
kingdoms-legend-convey = a convey by ship
kingdoms-legend-sealed = your sealed orders (only you see them)
kingdoms-legend-battle = a battle, in the colour of who was left
kingdoms-legend-sea = sea
kingdoms-phase-round = round { $round }

## The text board
kingdoms-board-round = Kingdoms, round { $round } of { $rounds }; { $castles } { $castles ->
    [one] castle wins
   *[other] castles win
}
kingdoms-board-player = { SEAT($player) }: { $gold } gold, { $castles } { $castles ->
    [one] castle
   *[other] castles
}, { $units } { $units ->
    [one] unit
   *[other] units
}, income { $income }, upkeep { $upkeep }
kingdoms-board-out = , out
kingdoms-board-orders-in = , orders in
kingdoms-board-owes = , owes { $debt }
kingdoms-board-seat = P{ $player }
kingdoms-board-free = free
kingdoms-board-castle = castle { $owner } prod { $production } def { $defense }
kingdoms-board-offer = { $n } { $scroll } { $price }g
kingdoms-board-market = Market: { $offers }
kingdoms-board-tech = Tech: { $tech }
kingdoms-board-your-orders = Your orders ({ SEAT($seat, form: "seat") }): { $orders }

## What the game and its options are (/games, /rules)
kingdoms-summary = 2-6 kingdoms give their orders in secret and all orders resolve at once: train, march, buy scrolls, research, cast spells; capture enough castles.
kingdoms-option-map = the map: auto (the map for the number of kingdoms), standard (The Four Crowns, 2 or 4 kingdoms), shores (The Two Shores, 2), realms (The Six Realms, 3, 4 or 6)
kingdoms-option-rounds = rounds before the kingdom with most castles wins
kingdoms-preset-quick = 15 rounds
