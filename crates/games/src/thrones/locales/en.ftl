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
thrones-home-words = a homeland is three words (tiles, pieces, middle row), not { $count }
thrones-home-shape = four rows of 9 letters joined by `/` are needed
thrones-home-bad-tile = not a tile: p plains, f forest, m mountain, w water, x fortress
thrones-home-bad-piece = not a piece: R S X C T L H E D K, or `.` for an empty square
thrones-home-middle-shape = the middle row is 9 letters
thrones-home-bad-middle = not a middle-row tile: p, f, m, w, or `.`
thrones-home-tile-count = { $have } { $tile } tiles, not { $want }
thrones-home-row-lacks = homeland row { $row } (counted from the front) has no { $tile }
thrones-home-fortress-edge = the fortress at row { $row }, column { $column } borders the board's edge
thrones-home-piece-count = { $have } of piece { $piece }, not { $want }
thrones-home-middle-count = the middle row offer has { $have } { $tile } tiles, not 1
thrones-home-sealed = Your homeland is sealed until both are in; you may still change it.
thrones-home-submitted = Player { $player } has built a homeland.
thrones-revealed = Both homelands are revealed. The middle row is { $middle }. Player { $first } moves first.
thrones-setup-first = the homelands are not built yet: give `home …`
thrones-setup-done = the homelands are already built

## Turns
thrones-match-over = the match is over
thrones-not-your-turn = it is player { $mover }'s turn, not player { $player }'s
thrones-no-dragon-in-reserve = your dragon is not in reserve
thrones-pass-not-allowed = you may pass only when nothing else is legal
thrones-opening-no-engage = the first player may not attack or fire in the first turn
thrones-passes = Player { $player } passes.
thrones-turn-time-out = Player { $player }'s time for the turn ran out.
thrones-resigns = Player { $player } resigns.

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
thrones-moves = Player { $player }: { $piece } { $from } to { $to }.
thrones-switches = Player { $player }: { $piece } on { $from } and { $other } on { $to } switch.

## Engaging
thrones-no-enemy = no enemy piece on { $square }
thrones-warhorse-guarded = the warhorse on { $square } attacked or switched last turn and cannot be engaged
thrones-elephant-on-plains = the elephant on { $square } stands on plains: only dragons and thrones engage it
thrones-fortress-adjacent = the fortress on { $square } is ruined only from an adjacent square
thrones-dragon-forest = dragons cannot attack the forest on { $square }
thrones-cannot-fire = a { $piece } does not fire
thrones-out-of-range = a { $piece } fires { $range } squares straight along a row or column, not from { $from } to { $to }
thrones-ranger-on-mountain = the ranger on { $square } is on a mountain and cannot be fired upon
thrones-cannot-fire-on = a { $piece } cannot fire on { $tile }
thrones-attacks = Player { $player }: { $piece } { $from } takes the { $victim } on { $to }.
thrones-fires = Player { $player }: { $piece } on { $from } shoots the { $victim } on { $to }.
thrones-ruins = Player { $player }: the { $piece } ruins the fortress on { $square }.
thrones-restored = The empty fortress on { $square } is restored.

## Survival and dragons
thrones-survives = Player { $player }'s { $piece } on { $square } ({ $tile }) rolls { $roll }: it survives.
thrones-perishes = Player { $player }'s { $piece } on { $square } ({ $tile }) rolls { $roll }: it perishes, and the player goes again.
thrones-dragon-lands = Player { $player }'s dragon lands on { $square }.
thrones-dragon-crushes = Player { $player }'s dragon crushes player { $owner }'s { $piece }.

## The end
thrones-wins = Player { $player } wins: { $reason }.
thrones-draw = A draw: { $reason }.
thrones-reason-throne-fell = player { $player }'s throne fell
thrones-reason-fortress-taken = player { $player }'s throne holds the enemy fortress
thrones-reason-turn-limit = { $turns } turns were played
thrones-reason-resigned = player { $player } resigned
