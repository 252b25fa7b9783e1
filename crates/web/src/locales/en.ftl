# The web pages' own words (issue 32); a match's reports come from the games' and the service's catalogs.
web-matches = Matches
web-matches-none = No match is public yet.
web-match-title = Match { $id } ({ $game })
web-status-running = running
web-status-paused = paused
web-status-finished = finished
web-phase = Phase
web-phase-of = Phase { $n } of { $total }: { $label }
web-previous = Previous phase
web-next = Next phase
web-newest = Newest phase
web-report = Report
web-report-empty = Nothing public happened.
web-standings = Standings
web-seats = Seats
web-waiting = Waiting for { $names }.
web-deadline = Deadline:
web-map-alt = Map of match { $id } ({ $game }), phase { $n }: { $label }. { $title }
web-board = The board as text
web-no-map = No map yet.
web-delay = Spectators follow this match { $n ->
    [one] one phase
   *[other] { $n } phases
} behind the players.
web-seat-view = The private view of { $name }: do not share this link.
web-end = The end
web-seed = Dice seed
web-live = Updates by itself when a phase resolves.
web-not-found = Nothing here.
web-forbidden = This link is not valid (any more).
web-too-many = Too many requests; try again in a moment.
web-error = Something went wrong on our side.
web-language = Language
