# The engine's own English: how a refusal is put together, and text stored before messages had ids.

refusal-token = `{ $token }`: { $reason }
refusal-accepted = { $reason }. Accepted: { $list }
refusal-accepted-cut = { $reason }. Accepted: { $list }, ... ({ $count } in all)
legacy = { $text }

# How a seat is called where the front-end knows no name for it: `{ SEAT($player, form: "seat") }`.
seat-form-cap-player = Player { $seat }
seat-form-player = player { $seat }
seat-form-cap-seat = Seat { $seat }
seat-form-seat = seat { $seat }
seat-form-bare = { $seat }
seat-form-the-player = player { $seat }
seat-form-cap-the-player = Player { $seat }
seat-form-the-seat = seat { $seat }
seat-form-cap-the-seat = Seat { $seat }

engine-no-battle-odds = { $game } has no battle odds
engine-action-undecodable = a stored action does not decode: { $error }
engine-options-undecodable = stored options do not decode: { $error }
engine-setup-record-with-state = entry { $seq } is a setup record, but the match already has a state
engine-entry-without-state = entry { $seq } has no state before it
engine-option-bad-value = not a value of `{ $key }`
engine-option-unknown = unknown option
engine-count-out-of-range = a count here is between { $min } and { $max }
engine-option-unknown-preset = unknown preset
engine-take-back-not-here = nothing can be taken back now: only what you gave in a phase that has not resolved yet, where the game's rules allow it (see /rules)
engine-phase-over = over
