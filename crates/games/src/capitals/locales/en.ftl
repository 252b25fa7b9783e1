# capitals: English words of its refusals, events and outcomes.

## Orders as typed
capitals-empty-order = an empty order
capitals-not-a-square = not a square of this { $size }x{ $size } board
capitals-word-too-many = one word too many
capitals-square-missing = a square is missing
capitals-end-takes-no-square = `end` takes no square
capitals-unknown-order = unknown order

## Options and seats
capitals-two-players = capitals is for exactly 2 players
capitals-no-such-seat = no such seat

## Turns and clocks
capitals-match-over = the match is over
capitals-not-your-turn = it is { SEAT($mover, form: "player") }'s turn, not { SEAT($player, form: "player") }'s
capitals-flag-not-yet = { SEAT($player, form: "player") }'s flag falls at { $at } ms, not yet at { $now } ms
capitals-resigns = { SEAT($player) } resigns.
capitals-turn-time-out = { SEAT($player) }'s time for the turn ran out.
capitals-flag-falls = { SEAT($player) }'s flag falls.
capitals-ends-turn = { SEAT($player) } ends the turn.
capitals-cannot-afford = { SEAT($player) } cannot afford any more actions ({ $ep } EP left): the turn ends.

## Actions
capitals-action = { SEAT($player) }: { $action } ({ $cost } EP).
capitals-attack = { SEAT($player) }: { $action } ({ $cost } EP): { $result }.
capitals-height = { SEAT($player) }: { $action } ({ $cost } EP): height { $height }.
capitals-tower-falls = the tower on { $square } falls
capitals-wall-falls = a wall on { $square } falls ({ $left } left)
capitals-capital-captured = the capital on { $square } is captured
capitals-square-captured = { $square } is captured

## The end
capitals-wins = { SEAT($player) } wins: { $reason }.
capitals-draw = Draw: { $reason }.
capitals-reason-resigned = resigned
capitals-reason-time = time
capitals-reason-capital-captured = capital captured
capitals-reason-board-full = board full: { $high } to { $low } { $low ->
    [one] square
   *[other] squares
}
capitals-reason-turn-limit = turn limit: { $high } to { $low } { $low ->
    [one] square
   *[other] squares
}

## Why an action is illegal
capitals-why-over = the match is over
capitals-why-ep = this costs { $cost } EP, more than you have left
capitals-why-not-your-unit = no token of yours stands on that square
capitals-why-not-adjacent = the squares are not orthogonally adjacent
capitals-why-occupied = a token or capital already stands there
capitals-why-enemy-territory = that square is enemy territory: attack it instead
capitals-why-not-clear = rivers and mountains cannot be entered this way
capitals-why-no-unit-next = none of your tokens is orthogonally adjacent
capitals-why-not-back-rows = not in your back two rows
capitals-why-not-yours = that square is not your territory
capitals-why-not-enemy = that square is not enemy territory
capitals-why-not-river = that square is not a river
capitals-why-not-mountain = that square is not a mountain
capitals-why-no-unit-near = none of your tokens stands on or next to it
capitals-why-capital = not on a capital
capitals-why-river = a river cannot be filled
capitals-why-mountain-top = the mountain is already at height 3
capitals-why-not-occupied = fortify only a square where your token stands (never the capital)
capitals-why-under-attack = an enemy token stands next to that square: walls and towers go up before the enemy arrives
capitals-why-tower = a tower already stands there
capitals-why-walls-full = that square already has 2 walls
capitals-why-walls = a tower cannot stand with walls
capitals-undone = { SEAT($player) } takes back the last action ({ $ep } EP left).
capitals-left = { $ep ->
    [one] 1 energy point
   *[other] { $ep } energy points
}

## The map's words
capitals-scene-title = Capitals { $size }x{ $size }
capitals-scene-turn = Turn { $turn } of { $max }
capitals-scene-over-wins = Over: { SEAT($player) } wins ({ $reason })
capitals-scene-over-draw = Over: draw ({ $reason })
capitals-scene-to-move = { SEAT($player) } to move, { $ep } EP left
capitals-scene-player = { SEAT($player) }: { $squares } { $squares ->
    [one] square
   *[other] squares
}, { $tokens } { $tokens ->
    [one] token
   *[other] tokens
}, capital { $capital }
capitals-scene-player-clock = { SEAT($player) }: { $squares } { $squares ->
    [one] square
   *[other] squares
}, { $tokens } { $tokens ->
    [one] token
   *[other] tokens
}, capital { $capital }, clock { $clock }
capitals-scene-players = Players
capitals-scene-clock = Clock
capitals-scene-increment = +{ $seconds } s per turn; only the mover's clock runs
capitals-legend-token = token of { SEAT($player, form: "player") }
capitals-legend-territory = territory of { SEAT($player, form: "player") }
capitals-legend-capital = capital
capitals-legend-edge = edge of a territory
capitals-legend-river = river
capitals-legend-mountain = mountain, height 1-3
capitals-legend-wall = wall
capitals-legend-double-wall = double wall
capitals-legend-tower = tower
capitals-legend-changed = changed by the last turn
capitals-phase-turn = turn { $turn }

## The text board
capitals-board-key = Key: A/B capital, a/b token, x/y empty territory, . neutral; ~ river, ^n mountain height n; w wall, t tower
capitals-board-counts = Territory: player 0 { $territory0 }, player 1 { $territory1 } | Tokens: { $tokens0 } / { $tokens1 }
capitals-board-clocks = Clocks: player 0 { $clock0 }, player 1 { $clock1 } (+{ $seconds }s)
capitals-board-over-wins = Over: { SEAT($player, form: "player") } wins ({ $reason })
capitals-board-turn = Turn { $turn } of { $max }: { SEAT($player, form: "player") } to move, { $ep } EP left, { $orders } { $orders ->
    [one] order
   *[other] orders
} possible besides `{ $end }`

## What the game and its options are (/games, /rules)
capitals-summary = Two capitals on a grid of rivers and mountains: spend 6 EP a turn to expand, fortify and attack; capture the enemy capital or hold more territory.
capitals-option-size = the board: 10x10 or 12x12 squares
capitals-option-clock = a chess clock with this many minutes each, or none
capitals-option-increment = seconds added to the mover's clock after each of its turns

## The map's compass: one letter (or two) for each point
capitals-compass = { $point ->
    [north] N
    [south] S
    [east] E
   *[west] W
}
capitals-undo-nothing-yet = nothing can be taken back: this turn has no order of yours left to undo
capitals-undo-turn-over = nothing can be taken back: your last turn is over (it ended when you typed `end` or when its energy points ran out), and what it did stays
