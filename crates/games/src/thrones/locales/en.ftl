# thrones: English words of its refusals, events and outcomes.

## Orders as typed
thrones-empty-order = an empty order
thrones-not-a-square = not a square of the board
thrones-squares-missing = two squares are needed: from and to
thrones-word-too-many = one word too many
thrones-unknown-order = unknown order
thrones-no-such-seat = no such seat
thrones-two-players = thrones is for exactly 2 players

## The homeland (setup)
thrones-home-words = a homeland is three words (tiles, pieces, middle row) or a block of 4 rows of `<tiles> <pieces>` and a middle row (9 words), not { $count } words
thrones-home-rows = the { $what } need 4 rows (front row first), not { $count }
thrones-home-row-length = row { $row } of the { $what } has { $count } letters, not 9 (one per column a to i)
thrones-home-bad-tile = row { $row }, column { $column }: `{ $letter }` is not a tile: p plains, f forest, m mountain, w water, x fortress
thrones-home-bad-piece = row { $row }, column { $column }: `{ $letter }` is not a piece: R S X C T L H E D K, or `.` for an empty square
thrones-home-middle-shape = the middle row is 9 letters
thrones-home-bad-middle = middle row, column { $column }: `{ $letter }` is not a middle-row tile: p, f, m, w, or `.`
thrones-home-tile-count = { $have } { $tile } tiles, not { $want } (a homeland holds 11 plains, 10 forest, 7 mountain, 7 water, 1 fortress)
thrones-home-row-lacks = row { $row } (counted from the front) has no { $tile }: every row holds plains, forest, mountain and water
thrones-home-fortress-edge = row { $row } (counted from the front), column { $column }: the fortress borders the board's edge (not in column a or i, not in the back row)
thrones-home-piece-count = { $have } of piece { $piece }, not { $want }
thrones-home-tile-count-points = { $have } { $tile } tiles: the points game type has no homeland fortress and at least 11 plains, 10 forest, 7 mountain, 7 water (36 land tiles, one of your choice)
thrones-home-middle-on-fortress = middle row, column { $column }: the points game type keeps columns b, e and h for its fortresses
thrones-home-middle-points = the points game type offers 3 middle tiles of 3 different kinds, not { $have } tiles of { $kinds } kinds
thrones-home-middle-count = the middle row offer has { $have } { $tile } tiles, not 1
thrones-home-random = Your homeland, drawn at random (send it back changed with `home` and these lines to alter it):
    { $block }
thrones-draft-set = { $square } set; { $open } homeland squares still open. Your draft:
    { $block }
thrones-draft-open = { $square } has no tile yet ({ $open } squares open): `set` every square of your homeland first
thrones-draft-none = you have no draft: build one with `set <square> <tile> [<piece>]`, or give the whole homeland
thrones-set-words = `set` needs a square and a tile, then a piece if any
thrones-set-bad-tile = not a tile: p plains, f forest, m mountain, w water, x fortress, or `.` to clear the square
thrones-set-bad-piece = not a piece: R S X C T L H E D K, or `.` for none
thrones-set-not-yours = { $square } is not in your homeland or the middle row
thrones-set-middle-fortress = { $square } is in the middle row: offer plains, forest, mountain or water there
thrones-set-middle-piece = { $square } is in the middle row: pieces start in your homeland
thrones-set-piece-needs-tile = { $square } needs a tile under the piece
thrones-bad-number = a number of fingers from 0 to 5 is needed
thrones-number-first = first the even/odd start: give `number <0-5>`
thrones-number-done = the numbers are already shown
thrones-number-sealed = Your number { $number } is sealed until both are in; you may still change it.
thrones-number-submitted = { SEAT($player) } holds out a number.
thrones-numbers-shown = Numbers shown: player 0 (even) { $even }, player 1 (odd) { $odd }; the sum { $sum } makes { SEAT($first, form: "player") } move first.
thrones-home-sealed = Your homeland is sealed until both are in; you may still change it.
thrones-home-submitted = { SEAT($player) } has built a homeland.
thrones-home-unsealed = Your homeland is taken back and kept as your draft; seal it again with `home`.
thrones-home-withdrawn = { SEAT($player) } has taken its homeland back.
thrones-revealed = Both homelands are revealed. The middle row is { $middle }. { SEAT($first) } moves first.
thrones-setup-first = the homelands are not built yet: give `home …`
thrones-setup-done = the homelands are already built

## Turns
thrones-match-over = the match is over
thrones-not-your-turn = it is { SEAT($mover, form: "player") }'s turn, not { SEAT($player, form: "player") }'s
thrones-no-dragon-in-reserve = your dragon is not in reserve
thrones-pass-not-allowed = you may pass only when nothing else is legal
thrones-opening-no-engage = the first player may not attack or fire in the first turn
thrones-passes = { SEAT($player) } passes.
thrones-turn-time-out = { SEAT($player) }'s time for the turn ran out.
thrones-resigns = { SEAT($player) } resigns.

## Moving
thrones-no-own-piece = you have no piece on { $square }
thrones-same-square = the piece must go to another square
thrones-occupied = { $square } is occupied
thrones-too-far = the { $piece } cannot move from { $from } to { $to }
thrones-not-adjacent = { $from } and { $to } do not touch
thrones-switch-needs-ally = a switch needs an allied piece on { $square }
thrones-switch-same-type = both pieces are of type { $piece }; a switch needs two types
thrones-dragon-line = { $to } is not on a straight line of up to 4 squares from { $from }
thrones-blocked = the piece on { $square } blocks the dragon
thrones-moves = { SEAT($player) }: { $piece } { $from } to { $to }.
thrones-switches = { SEAT($player) }: { $piece } on { $from } and { $other } on { $to } switch.

## Engaging
thrones-no-enemy = no enemy piece on { $square }
thrones-warhorse-guarded = the warhorse on { $square } attacked or switched last turn and cannot be engaged
thrones-elephant-on-plains = the elephant on { $square } stands on plains: only dragons and thrones engage it
thrones-fortress-adjacent = the fortress on { $square } is ruined only from an adjacent square
thrones-dragon-forest = dragons cannot attack the forest on { $square }
thrones-cannot-fire = a { $piece } does not fire
thrones-out-of-range = a { $piece } fires exactly { $range } squares away in a straight line (any of the eight directions), not from { $from } to { $to }
thrones-ranger-on-mountain = the ranger on { $square } is on a mountain and cannot be fired upon
thrones-cannot-fire-on = a { $piece } cannot fire on { $tile }
thrones-attacks = { SEAT($player) }: { $piece } { $from } takes the { $victim } on { $to }.
thrones-fires = { SEAT($player) }: { $piece } on { $from } shoots the { $victim } on { $to }.
thrones-ruins = { SEAT($player) }: the { $piece } ruins the fortress on { $square }.
thrones-restored = The empty fortress on { $square } is restored.

## Survival and dragons
thrones-survives = { SEAT($player) }'s { $piece } on { $square } ({ $tile }) rolls { $roll }: it survives.
thrones-perishes = { SEAT($player) }'s { $piece } on { $square } ({ $tile }) rolls { $roll }: it perishes, and the player goes again.
thrones-dragon-lands = { SEAT($player) }'s dragon lands on { $square }.
thrones-dragon-crushes = { SEAT($player) }'s dragon crushes { SEAT($owner, form: "player") }'s { $piece }.

## The end
thrones-wins = { SEAT($player) } wins: { $reason }.
thrones-draw = A draw: { $reason }.
thrones-reason-throne-fell = { SEAT($player, form: "player") }'s throne fell
thrones-reason-fortress-taken = { SEAT($player, form: "player") }'s throne holds the enemy fortress
thrones-reason-turn-limit = { $turns ->
    [one] 1 turn was played
   *[other] { $turns } turns were played
}
thrones-reason-resigned = { SEAT($player, form: "player") } resigned

## Victory points
thrones-scores = { SEAT($player) } holds { $gained } middle fortresses: { $total } victory points.
thrones-reason-points = { SEAT($player, form: "player") } reached { $points } victory points

## Homefront
thrones-homefront-only = only in the homefront game type
thrones-found-once = you have founded your { $build } already: one each per match
thrones-city-after-farm = a city comes after a farm
thrones-found-taken = { $square } is already a farm, city or fortress
thrones-found-too-near = { $square } touches the spawning square { $other }: found at least two squares away
thrones-rebuild-needs-ruin = your throne on { $square } does not stand on a ruined fortress
thrones-spawn-words = `spawn` needs a square and a piece letter
thrones-spawn-not-a-site = { $square } is not your farm, city or unruined homeland fortress
thrones-spawn-wrong-kind = { $square } does not spawn a { $piece }: it spawns { $kinds }
thrones-spawn-none-lost = you have lost no { $piece } to bring back
thrones-founds = { SEAT($player) }'s throne founds a { $build } on { $square }.
thrones-rebuilds = { SEAT($player) }'s throne rebuilds the fortress on { $square }.
thrones-spawns = { SEAT($player) }: a { $piece } comes back on { $square }.
thrones-farm-razed = { SEAT($player) }'s farm on { $square } is razed.

## scene.rs: the map's words
thrones-scene-title = Thrones
thrones-scene-players = Players
thrones-legend-upper = piece of { SEAT($player, form: "player") } (upper-case letter)
thrones-legend-lower = piece of { SEAT($player, form: "player") } (lower-case letter)
thrones-legend-sealed = sealed homeland square
thrones-legend-plains = plains
thrones-legend-forest = forest
thrones-legend-mountain = mountain
thrones-legend-water = water
thrones-legend-fortress = fortress
thrones-legend-ruined = ruined fortress
thrones-legend-guarded = warhorse that may not be engaged
thrones-legend-removed = removed by the last action
thrones-legend-reach = reach of the piece that acted last
thrones-legend-farm = farm
thrones-legend-city = city
thrones-legend-piece = { $letter } { $piece }
thrones-phase-start = start
thrones-phase-setup = setup
thrones-phase-turn = turn { $turn }

## The text board (its status lines are also the map's panel)
thrones-board-key = terrain: . plains  * forest  ^ mountain  ~ water  # fortress  % ruined fortress
thrones-board-key-homefront = homefront: " farm  & city
thrones-board-none = none
thrones-board-player = { SEAT($player, form: "player") }
thrones-board-numbers = (numbers { $a } + { $b } = { $sum }, { $parity })
thrones-board-over-wins = Over: { SEAT($player, form: "player") } wins ({ $reason })
thrones-board-over-draw = Over: draw ({ $reason })
thrones-board-start = Start: player 0 is even, player 1 odd; each gives a number 0-5 in secret (`number 3`), the sum says who moves first; numbers in: { $submitted }
thrones-board-your-number = Your number: { $number }
thrones-board-setup = Setup: homelands in secret; { SEAT($first, form: "player") } moves first{ $shown }; submitted: { $submitted }
thrones-board-middle = Your middle-row offer: { $row }
thrones-board-draft = Your draft (`home` seals it):
thrones-board-turn = Turn { $turn } of { $max }: { SEAT($player, form: "player") } to move{ $opening ->
    [yes] {" "}(no attacking or firing this turn)
   *[no] {""}
}
thrones-board-points = Victory points (middle fortresses b5, e5, h5; { $target } win): player 0 { $points0 }, player 1 { $points1 }
thrones-board-build = { SEAT($player, form: "player") } { $kind } { $square }
thrones-board-homefront = Homefront: farms and cities: { $builds }
thrones-board-ports = Ports: water on the board's edge engages other edge water as if adjacent
thrones-board-lost = { SEAT($player) }: lost { $lost }
thrones-board-lost-kind = { $count } { $piece }
thrones-board-reserve = ; dragon in reserve

## What the game and its options are (/games, /rules)
thrones-summary = Two homelands built in secret on a 9x9 board, ten piece types, survival dice on mountains and water: take the enemy throne or put yours on their fortress.
thrones-option-turns = turns in all (both players') before the match is a draw
thrones-option-ports = water on the board's edge is a port: ports engage each other as if adjacent
thrones-option-type = game type: standard; points (three middle fortresses, 21 victory points win); homefront (the throne founds a farm and a city; pieces respawn)

## Menu labels
thrones-choice-homeland = ready-made homeland { $n }
thrones-choice-random-homeland = a random valid homeland
