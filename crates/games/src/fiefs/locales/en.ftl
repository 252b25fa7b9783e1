# fiefs: English words of its refusals, events and outcomes.

## Orders as typed
fiefs-empty-order = an empty order
fiefs-not-a-hex = not a hex: a column letter and a row number, like C4
fiefs-not-a-house = not a house
fiefs-word-too-many = one word too many
fiefs-word-missing = a word is missing
fiefs-not-a-unit = not a kind of unit
fiefs-unknown-order = unknown order

## Seats and turns
fiefs-match-over = the match is over
fiefs-no-such-seat = no such house in the match
fiefs-seats = fiefs is for 2 to { $most } players on this map
fiefs-seats-unfair = map={ $map } with { $seats } houses is not offered: in 100 matches of hard bots it favoured some seats over others; it suits { $counts } houses
fiefs-not-your-turn = it is { SEAT($mover, form: "player") }'s turn, not { SEAT($player, form: "player") }'s
fiefs-time-out = House { $house } ({ SEAT($player, form: "player") }) ran out of time: the turn ends.
fiefs-resigns = House { $house } ({ SEAT($player, form: "player") }) resigns.
fiefs-ends-turn = House { $house } ({ SEAT($player, form: "player") }) ends the turn.
fiefs-round = Round { $round } begins: { $season }.
fiefs-house-out = House { $house } ({ SEAT($player, form: "player") }) has nothing left and is out.

## Moves and fights
fiefs-moves = House { $house } ({ SEAT($player, form: "player") }): { $unit } moves { $route }, { $claimed } { $claimed ->
    [one] fief
   *[other] fiefs
} claimed.
fiefs-fight = House { $house } ({ SEAT($player, form: "player") }): { $attacker } attacks the { $defender } along { $route }: { $result }.
fiefs-shoots = House { $house } ({ SEAT($player, form: "player") }): the bowman on { $from } shoots the { $target } on { $to }: { $result }.
fiefs-fight-attacker-wins = the attacker wins
fiefs-fight-defender-wins = the defender wins
fiefs-fight-both-die = both die
fiefs-shot-no-effect = no effect

## Gold, units and holdings
fiefs-income = House { $house } ({ SEAT($player, form: "player") }) collects { $gold }g ({ $tax }g collected in all).
fiefs-no-income = House { $house } ({ SEAT($player, form: "player") }) holds no castle and collects no income.
fiefs-recruits = House { $house } ({ SEAT($player, form: "player") }) recruits a { $unit } on { $hex } ({ $cost }g).
fiefs-builds = House { $house } ({ SEAT($player, form: "player") }) builds { $holding ->
    [outpost] an
   *[other] a
} { $holding } on { $hex } ({ $cost }g).
fiefs-quartermaster = House { $house } ({ SEAT($player, form: "player") }) hires a quartermaster ({ $cost }g).
fiefs-passage = House { $house } ({ SEAT($player, form: "player") }) pays house { $other } { $cost }g for passage this turn.

## Supply
fiefs-supply-paid = House { $house } ({ SEAT($player, form: "player") }) pays { $gold }g for supply.
fiefs-starves = House { $house } ({ SEAT($player, form: "player") }): the { $unit } on { $hex } reaches no castle or village and dies.
fiefs-deserts = House { $house } ({ SEAT($player, form: "player") }): the { $unit } on { $hex } cannot be paid and deserts.
fiefs-drowns = House { $house } ({ SEAT($player, form: "player") }): the ice breaks under the { $unit } on { $hex }.

## Sieges
fiefs-siege-damage = The { $holding } on { $hex } takes { $damage } damage: pop { $pop }.
fiefs-captured = House { $house } ({ SEAT($player, form: "player") }) captures the { $holding } on { $hex } from house { $from }.

## The end
fiefs-wins = House { $house } ({ SEAT($player, form: "player") }) wins: { $reason }.
fiefs-draw = Draw: { $reason }.
fiefs-reason-pop = population { $pop }
fiefs-reason-tax = { $tax }g tax collected
fiefs-reason-army = { $army ->
    [one] 1 unit
   *[other] { $army } units
} on the board
fiefs-reason-last = the last house standing
fiefs-reason-nobody = no house is left
fiefs-reason-rounds = round limit: most population ({ $pop }, { $tax }g collected)
fiefs-reason-rounds-tie = round limit: tied on population { $pop } and { $tax }g collected

## Why an order is illegal
fiefs-why-over = the match is over
fiefs-why-no-own-unit = no unit of yours stands there
fiefs-why-unit-done = that unit has already acted this turn
fiefs-why-too-far = too far: knights move 1 or 2 hexes, other units 1
fiefs-why-not-adjacent = each step must go to a neighbouring hex not yet on the path
fiefs-why-impassable = mountains are impassable, and lakes unless frozen in winter
fiefs-why-path-blocked = a unit stands in the way
fiefs-why-own-unit = your own unit stands there
fiefs-why-forest-stops = entering a forest ends the move
fiefs-why-river-stops = crossing a river ends the move
fiefs-why-enemy-holding = the path runs through another house's holding
fiefs-why-not-bowman = only a bowman shoots
fiefs-why-not-in-range = a bowman shoots 2 hexes away
fiefs-why-no-target = no enemy unit stands there
fiefs-why-recruited = you already recruited a unit this round
fiefs-why-not-your-holding = not a holding of yours
fiefs-why-holding-occupied = a unit already stands on that holding
fiefs-why-gold = this costs { $cost }g, more than your gold
fiefs-why-not-your-fief = an outpost needs a fief of yours on dry land
fiefs-why-no-unit-there = an outpost needs a unit of yours on the hex
fiefs-why-too-close = too close to a holding: an outpost needs 1 hex of spacing
fiefs-why-not-outpost = only an outpost can be upgraded to a village
fiefs-why-has-quartermaster = you already have a quartermaster
fiefs-why-off-map = that hex is not on the map
fiefs-why-no-such-house = that house does not play in this match
fiefs-why-own-house = your supply crosses your own fiefs already
fiefs-why-passage-open = your supply already crosses that house's fiefs this turn
fiefs-left = { $units ->
    [one] 1 unit
   *[other] { $units } units
} yet to act, { $gold } gold

## scene.rs: the map's words
fiefs-scene-title = Fiefs
fiefs-scene-houses = Houses
fiefs-scene-round = Round { $round } of { $rounds }, { $season }
fiefs-scene-over-wins = Over: house { $house } ({ SEAT($player, form: "player") }) wins ({ $reason })
fiefs-scene-over-draw = Over: draw ({ $reason })
fiefs-scene-to-move = House { $house } ({ SEAT($player, form: "player") }) to move
fiefs-scene-targets = Targets: population { $pop }, tax { $tax }g, army { $army }
fiefs-scene-at-risk = At risk (die at their turn's end): { $hexes }
fiefs-scene-house-line = { $house } ({ SEAT($player, form: "player") }): { $gold }g; pop { $pop }/{ $pop_goal }, tax { $tax }/{ $tax_goal }, army { $army }/{ $army_goal }; fiefs { $fiefs }{ $out ->
    [yes] , out
   *[no] {""}
}
fiefs-legend-spearman = spearman (beats knight)
fiefs-legend-knight = knight (beats bowman)
fiefs-legend-bowman = bowman (beats spearman)
fiefs-legend-castle = castle, pop/max
fiefs-legend-village = village
fiefs-legend-outpost = outpost
fiefs-legend-edge = edge of a house's fiefs
fiefs-legend-forest = forest
fiefs-legend-mountain = mountain
fiefs-legend-lake = lake
fiefs-legend-frozen = frozen lake
fiefs-legend-river = river
fiefs-legend-at-risk = dies at the end of its turn (dashed: its supply path)
fiefs-phase-round = round { $round } ({ $season })

## The text board
fiefs-board-key = Key: terrain . plain f forest ^ mountain ~ lake * frozen; owner; holding C/V/O + pop; unit s/k/b + owner
fiefs-board-house = { SEAT($player) } house { $house }: gold { $gold }, tax { $tax }/{ $tax_goal }, pop { $pop }/{ $pop_goal }, army { $army }/{ $army_goal }, fiefs { $fiefs }{ $quartermaster ->
    [yes] , quartermaster
   *[no] {""}
}{ $out ->
    [yes] , out
   *[no] {""}
}
fiefs-board-over-wins = Over: { SEAT($player, form: "player") } (house { $house }) wins ({ $reason })
fiefs-board-turn = Round { $round } of { $rounds } ({ $season }): { SEAT($player, form: "player") } to move, { $orders } { $orders ->
    [one] order
   *[other] orders
} possible

## What the game and its options are (/games, /rules)
fiefs-summary = Noble houses on a hex map: claim fiefs, build outposts and villages, keep your army supplied and besiege rival holdings; first to a population, tax or army target wins.
fiefs-option-map = the map: seeded for the number of houses, or the hand-made crossing (3 houses)
fiefs-option-pop = total population of a house's holdings that wins
fiefs-option-tax = gold collected as income over the match that wins
fiefs-option-army = units on the board that win
fiefs-option-rounds = rounds before the match is decided on population
fiefs-option-deal = houses and castle sites are dealt randomly (off: in seat order)
fiefs-option-tilecost = supply costs 1g per tile to the nearest holding (off: 1g per unit)
fiefs-option-enemyblock = enemy fiefs block supply lines (off: any claimed hex carries supply)
fiefs-option-gradualheal = besieged holdings heal 1 pop a round (off: back to full at once)
fiefs-option-unitbuild = an outpost needs your unit on the fief (off: any fief of yours)
fiefs-option-knightjump = knights conquer the hex they pass through (off: only where they stop)
fiefs-preset-quick = lower targets: population 10, tax 25, army 6, 20 rounds
fiefs-preset-long = higher targets: population 25, tax 80, army 12, 50 rounds
fiefs-undo-final = nothing can be taken back in Fiefs: each order takes effect as you give it
