# The front-ends' English: refusals of the service (lobby, seats, authorization), the terminal and Discord.

## service/auth.rs
service-no-seat-in-match = you have no seat in match { $id }: only a seat's owner acts for it (join the lobby with `join`, or watch with `status` and `map`)
service-only-host-or-server-admin = only the host ({ $host }) or a server admin may do that

## service/diplomacy.rs
service-no-such-seat = no such seat
service-you-cannot-write-to-your = you cannot write to your own seat
service-message-is-empty = the message is empty
service-messages-only-in-play = messages go between the seats of a match in play: not in its lobby, not after its end
service-seat-is-taken = seat { $seat } is played by { $user }: in a running match a seat passes to another person only when its owner hands it over, or after it was kicked or left to a bot
service-match-of-another-place = match { $id } belongs to another server: from here only its seated players act, each for their own seat
service-message-holds-at-most-characters = a message holds at most { $max } characters

## service/info.rs
service-match-has-not-started-there = the match has not started: there is no map yet
service-match-has-not-started = the match has not started
service-no-such-game = no such game

## service/lobby.rs
service-match-still-open = match { $id } is still open in this channel: finish it first, or create the new match in another channel
service-seats-needed = { $game } needs { $min } to { $max } seats, and { $n } are taken: `join` or add a `bot`
service-match-has-started-ask-host = match { $id } has started: ask the host to `replace` a seat with you
service-you-already-sit-in-seat = you already sit in seat { $seat }
service-match-is-full-seats = match { $id } is full ({ $max } seats)
service-match-has-started-use-concede = the match has started: use `concede` to give up your seat
service-bots-join-in-lobby-once = bots join in the lobby; once started, `replace` a seat with a bot
service-match-has-already-started = match { $id } has already started

## service/manage.rs
service-match-is-not-paused = the match is not paused
service-phase-deadline-is-between-60 = a phase deadline is between 60 seconds and 28 days
service-match-is-over = the match is over
service-already-sits-in-seat = { $user } already sits in seat { $theirs }

## service/players.rs
service-notify-unknown = not a notification setting

## service/mod.rs
service-several-matches-here = several matches run in this channel's threads ({ $ids }): name one with `match:` or play in its thread
service-no-open-match = there is no open match in this channel: create one with `create <game>`, or name a match by its number
service-game-gone = this server no longer hosts `{ $game }`
service-replay-failed = match { $id } cannot be replayed: { $error }
service-no-match-has-this-number = no match has this number
service-damaged-seat = match { $id } is damaged and cannot be loaded: its stored seat { $seat } is out of range (its seats are numbered 0 to { $last }); the other matches are not affected
service-damaged-status = match { $id } is damaged and cannot be loaded: its stored status `{ $status }` is none of lobby, running, paused, finished; the other matches are not affected
service-damaged-log-gap = match { $id } is damaged and cannot be loaded: log entry { $missing } is missing (entry { $found } stands in its place); the other matches are not affected
service-damaged-entry = match { $id } is damaged and cannot be loaded: log entry { $seq } cannot be read ({ $what }); the other matches are not affected

## service/phrases.rs: words that change with a number or a kind
service-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
service-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
service-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
service-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
service-players-exactly = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
service-players-range = { $min }-{ $max } players
service-players-list = { $some } or { $last } { $last ->
    [one] player
   *[other] players
}
service-wait-kind = { $kind ->
    [turn] turn
    [bid] sealed bid
    [sealed] sealed choice
    [decision] decision
   *[orders] orders
}

## service/play.rs
service-match-has-no-state-yet = the match has no state yet: the host starts it with `start`
service-match-moved-on-while-this = the match moved on while this was being applied: try again
service-match-has-not-started-host = the match has not started: the host starts it with `start`
service-match-is-paused-host-resumes = the match is paused: the host resumes it with `resume`

## terminal/parse.rs
terminal-order-needs-text = order needs the order's text, like `order end`
terminal-bid-needs-text = bid needs the bid's text
terminal-msg-needs-text = msg needs a text after the seat
terminal-match-is-named-by-its = a match is named by its number, like #3
terminal-admin-takes-on-or-off = admin takes on or off
terminal-create-needs-game = create needs a game
terminal-practice-needs-game = practice needs a game (and a bot level if not easy)
terminal-history-takes-count-like-history = history takes a count, like history 50
terminal-unknown-command = unknown command
terminal-user-is-one-word-like = a user is one word, like @alice
terminal-no-such-bot-level = no such bot level
terminal-seat-is-number-like-0 = a seat is a number, like 0 or 1

## discord/match_cmds.rs
discord-bot-levels = a bot level is one of: { $list }
discord-name-either-user-or-bot = name either a user or a bot level, not both or neither
service-odds-which-game = name the game whose odds you want
service-no-end-turn = { $game } has no end-turn order
service-no-such-command = { $game } has no such command
terminal-guild-needs-id = `guild` takes a server id, or `none` for no server (a DM)
terminal-channel-needs-name = `channel` takes a channel name
service-order-too-long = an order is at most { $max } characters; this one has { $length }
service-cooldown = `{ $command }` was asked a moment ago: try again in { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}
service-message-rate = at most { $max } messages a minute: the next can go in { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}
service-stale-phase = that button or menu was for an earlier phase of match { $id }, which has moved on: look at the match again (`status`, `orders`)

## service/ratings.rs
service-ratings-leaderboard-empty = Nobody has a { $game } rating on this server yet: ratings come from finished matches with people in them.
service-ratings-leaderboard-title = { $game } leaderboard on this server ({ $players ->
    [one] 1 rated player
   *[other] { $players } rated players
}; Weng-Lin rating ± its uncertainty, ordered by rating minus three uncertainties):
service-ratings-leaderboard-line = { $place }. { $user } { $rating } ± { $uncertainty } ({ $matches ->
    [one] 1 match
   *[other] { $matches } matches
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
})
service-ratings-profile-title = { $user } on this server:
service-ratings-profile-unrated = - no rated match yet
service-ratings-profile-game = - { $game }: rating { $rating } ± { $uncertainty }, { $matches ->
    [one] 1 match
   *[other] { $matches } matches
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}
service-ratings-profile-no-matches = Playing now: no match.
service-ratings-profile-matches = Playing now ({ $n ->
    [one] 1 match
   *[other] { $n } matches
}):
service-ratings-profile-lobby = #{ $id } { $game }: in the lobby
service-ratings-profile-match = #{ $id } { $game }: { $phase }, waiting for { $waiting }

## service/spectate.rs
service-spectate-stopped = You no longer follow match { $id }.
service-spectate-was-not = You were not following match { $id }.
service-spectate-match-over = match { $id } is over: its replay and history stay in its channel
service-spectate-you-play = you play in match { $id }: its posts already reach you live
service-spectate-started = You follow match { $id } as a spectator: each phase's public post and map come to you by DM, { $delay ->
    [0] live
    [one] one phase behind the players
   *[other] { $delay } phases behind the players
}. `spectate stop` ends it.
terminal-leaderboard-needs-game = leaderboard needs a game, like `leaderboard capitals`

## service/match_options.rs
service-options-diplomacy = `diplomacy` is `public` (the diplomacy log is shown to all players when the match ends, the default) or `private`
service-options-spectate = `spectate` is how many phases spectators are behind the players: a whole number from 0 (live) to { $max }
service-options-vacation = `vacation` is how many vacation days each player may take in this match: a whole number from 0 (none) to { $max }

## service/finale.rs
service-finale-verify = Check every roll: `korona verify --db { $db } --match { $id }` (the log's sha256 is { $log }).
service-finale-diplomacy = The diplomacy of match { $id }, released to everyone now that it is over ({ $n ->
    [one] 1 message
   *[other] { $n } messages
}):
service-finale-diplomacy-line = - { $at } seat { $from } ({ $from_user }) to seat { $to } ({ $to_user }): { $text }
service-finale-diplomacy-private = The diplomacy of match { $id } ({ $n ->
    [one] 1 message
   *[other] { $n } messages
}) stays private: the match was created with `diplomacy=private`.
service-finale-replay-alt = An animation of match { $id }: { $n ->
    [one] its one phase map
   *[other] each of its { $n } phase maps in turn, from the first to the last
}; the end post says who won.
service-finale-replay = Match { $id } from the first phase to the last ({ $n ->
    [one] 1 phase
   *[other] { $n } phases
}); `korona replay --match { $id }` draws the same file.
service-finale-replay-too-big = The replay of match { $id } does not fit in Discord's upload limit: `korona replay --match { $id }` draws it.
service-finale-replay-failed = The replay of match { $id } could not be drawn; the match itself is safe (see the logs).
service-spectate-title = Spectating ({ $delay ->
    [0] live
    [one] one phase behind
   *[other] { $delay } phases behind
}): { $title }

## discord: the adapter's own words (buttons, forms, help)
discord-refused = Refused:
discord-done = Done.
discord-sent = Sent.
discord-fault = Something went wrong on our side; nothing was changed. Please try again.
discord-end-turn = End turn
discord-folded-updates = ({ $n ->
    [one] 1 earlier update of this request is
   *[other] { $n } earlier updates of this request are
} not posted: `/match history` lists them.)
discord-thread-name = { $game } match of { $user }
discord-undo-last = Undo last
discord-clear-orders = Clear orders
discord-concede-confirm = Yes, concede
discord-concede-question = Concede this match? This cannot be undone.
discord-msg-title = Message to a seat
discord-msg-label = Your message
discord-bid-title = Sealed bid
discord-bid-label = Your bid
discord-dm-help = In direct messages I understand `{ $verb } <text>` or `{ $verb } #<match> <text>` (commands: { $verbs }).
discord-dm-nothing = The games hosted here take no orders by direct message.
discord-dm-which-match = You sit in more than one running match, or in none: name it, like `{ $verb } #3 <text>`.
discord-menu-pick = Choose an order
discord-menu-too-many = Too many orders to list here: type `/order` and pick from its suggestions.
discord-no-orders = No legal orders now.
discord-game-commands = Commands of the hosted games (by DM too: `<command> <text>`):
discord-shortcut-about = The game's own `{ $verb }` order
discord-help = **korona** — long asynchronous strategy matches.
    `/match create <game>` opens a match in this channel (`lang=hu` or `lang=en` sets the language of its posts and maps; default: the server's language); `/match join`, `/match start` (host). `/match practice <game> [level]` starts a match against bots at once, for you alone.
    `/order <text>` gives an order (autocomplete lists the legal ones; without text, pick one from a menu);
    `/orders` shows what you still owe.
    `/msg <seat> [text]` sends a private message to a seat; `/match status`, `/match map`, `/match history`.
    Hosts and admins: `/match pause|resume|deadline|kick|replace|bot`. `/rules [game] [topic]` explains a game: how to win, the first turn, the orders; a topic gives the detail.
    `/leaderboard game:` ranks this server's players; `/profile [user:]` shows ratings, matches and whose turn it is; `/spectate [match:]` follows a match by DM, one phase behind the players.
    A match's end posts the winner, the dice seed, the diplomacy log and an animated replay (`/match create` options `diplomacy=private`, `spectate=0..10`).
    Replies only you see follow your Discord language (English or Hungarian).

## service: what the service says in a match's channel and to its players
service-lobby-created = Match { $id }: { $game } for { $players }, hosted by { $host }. Join with `join`; the host starts it with `start`.
    New here? Quick start: `/match practice { $game_id }` plays a match against bots at once, for you alone.
    Dice seed sha256: { $sha } (the seed is revealed when the match ends).
service-takes-seat = { $user } takes seat { $seat } of match { $id }.
service-leaves = { $user } leaves match { $id }.
service-bot-takes-seat = { $level ->
    [easy] An
   *[other] A
} { $level } bot takes seat { $seat }.
service-practice-opened = Practice match { $id }: { $game }, { $user } against { $bots ->
    [one] one { $level } bot
   *[other] { $bots } { $level } bots
    }. Dice seed sha256: { $sha } (the seed is revealed when the match ends).
service-practice-card = Your practice match { $id } of { $game } has begun: you against { $bots ->
    [one] one { $level } bot
   *[other] { $bots } { $level } bots
    }.
service-practice-first = Orders that make sense first: { $orders }. Pick one below, or type `/order { $example }`; `/order` without text lists every order, `/rules` tells how to win.
service-practice-wait = The bots move first; a message tells you when it is your turn.
service-match-begins = Match { $id } of { $game } begins with { $n } seats.
service-lang-unknown = not a language korona speaks
service-accepted = Accepted: { $order }
service-undone = Your last action is taken back.
service-no-settings = { $game } has no standing settings.
service-settings-now = Standing settings hold until you change them. Yours now: { $now }.
service-orders-cleared = Your orders are taken back: the phase waits for yours again.
service-sealed-for = Sealed for { $phase }: { $order }
service-turn-so-far = This turn so far: { $orders }.
service-left = Left: { $left }.
service-orders-in-may-change = Your orders are in; you may change them until the phase resolves.
service-now = Now: { $phase }.
service-winner = Winner: { $names }
service-draw = Draw
service-match-over = Match { $id } is over. { $verdict } ({ $reason }).
service-match-over-told = Match { $id } is over. { $verdict }.
service-seed-revealed = Dice seed revealed: { $seed } (sha256 { $sha }): check every roll with `korona verify`.
service-end-title = Match { $id } ({ $game }): the end
service-phase-title = Match { $id } ({ $game }): { $phase }
service-nudge-waits = Match { $id } ({ $game }) waits for your { $kind }: { $phase }.
service-nudge-example = Choose with the button below, or type `/order { $order }`.
service-nudge-moves-on = Match { $id } ({ $game }) moves on: { $phase }.
service-deadline-at = Deadline { $at }.
service-deadline-passed = The deadline passed: defaults applied.
service-resigns = { $who } resigns.
service-paused = Match { $id } is paused; deadlines are stopped.
service-resumed = Match { $id } resumes; the phase deadline starts afresh.
service-deadline-set = Match { $id }: each phase now has { $duration } to submit; missing seats then take their defaults.
service-deadline-cleared = Match { $id }: phases no longer have a deadline.
service-reminder = Reminder: match { $id } waits for your { $kind } ({ $phase }). The deadline passes{ $at }; then your default applies.
service-status-head = Match { $id }: { $game } ({ $status }), hosted by { $host }.
service-status-seed = Dice seed sha256: { $sha }
service-status-deadline = Phase deadline: { $duration }.
service-status-phase = Phase: { $phase }.
service-status-waiting = Waiting for: { $names }.
service-legal-none = No legal orders now.
service-legal-no-match = No legal order is about `{ $filter }`: your orders now begin with { $verbs }.
service-map-caption = Match { $id }: { $phase }
service-map-own-view = {" "}(your own view: what only you see is drawn too)
service-map-phone-pages = {" "}(phone map in { $pages } pages, top to bottom: the board in strips from west to east, then the panels and the legend)
service-map-phone-page = Phone map of match { $id }, page { $page } of { $pages }: it goes on from the page above it.
service-orders-in = { $phase }: your orders are in; you may still change them until the phase resolves.
service-orders-wait = { $phase }: the match waits for your { $kind }.
service-orders-nothing = { $phase }: nothing is asked of you now.
service-seat-name = seat { $seat }
service-sent-to-seat = Sent to seat { $seat }.
service-dm-from-seat = Match { $id }, from seat { $seat }: { $text }
service-seat-is-bot = (seat { $seat } is a bot: it reads nothing, but the message is logged)
service-history-empty = Nothing has happened yet.
service-waiting-for = Waiting for { $names }.
service-alt-turn = Waiting for { $names }
service-alt-standings = { $title }: { $lines }
service-alt-changed = Since the last map: { $lines }
discord-your-move = Your move: { $users }
discord-earlier-events = ({ $n } earlier events: `/match history`)
discord-waiting-label = Waiting for
discord-deadline-label = Deadline
service-deadline-moved-quiet = The deadline is later than the phase's time: it would have ended in the quiet hours of { $who }, who get the phase's full waking time.
service-tz-now = Your time zone: { $tz } (set it with `/me timezone Europe/Budapest`).
service-tz-unknown = not a time zone: give an IANA name
service-tz-set = Time zone: { $tz }. Quiet hours and the daily digest follow it.
service-quiet-now = Your quiet hours: { $from }-{ $to } ({ $tz }). A deadline that would end in them moves until you have had the phase's full waking time.
service-quiet-none = You have no quiet hours (set them with `/me quiet 23:00-07:00`).
service-quiet-off = Quiet hours off.
service-quiet-bad = quiet hours are written from-to in 24-hour time
service-quiet-set = Quiet hours: { $from }-{ $to } ({ $tz }). A deadline that would end in them moves until you have had the phase's full waking time, and the match's channel is told.
service-digest-on = Daily digest on: one DM at 09:00 your time lists the matches that wait for you, instead of a DM per match.
service-digest-off = Daily digest off: a DM when a match waits for you (as `/me notify` says).
service-digest-bad = the digest is on or off
service-digest-head = { $n ->
    [one] 1 match waits for you:
   *[other] { $n } matches wait for you:
}
service-vacation-days = vacation is a number of days
service-vacation-spent = Match #{ $id }: your vacation days there are used up.
service-vacation-taken = Match #{ $id }: its deadlines move { $days ->
    [one] 1 day
   *[other] { $days } days
} later ({ $left ->
    [one] 1 day
   *[other] { $left } days
} of vacation left there).
service-vacation-public = { $user } is on vacation: this match's deadlines move { $days ->
    [one] 1 day
   *[other] { $days } days
} later.
service-vacation-none = You have no running match whose deadlines a vacation could move.
discord-button-bid = Bid
discord-button-orders = Orders
discord-button-join = Join
discord-button-add-bot = Add a bot
discord-button-start = Start
discord-page-of = Page { $page } of { $pages }
discord-page-previous = ◀ Previous
discord-page-next = Next ▶
service-rules-title = { $game }: how to play
service-rules-topic-title = { $game }: { $topic }
service-rules-topics = More: `/rules { $game } <topic>`, topics: { $topics }.
service-no-such-rules-topic = { $game }'s guide has no such topic
service-status-seat = {"  "}seat { $seat }: { $who }
service-status-open = open
service-seat-user = user { $user }
service-seat-you = { $name } (you)
service-seat-bot = Bot ({ $level })
service-bot-seat-name = Bot { $seat } ({ $level })
service-conversation-empty = No messages between seat { $me } and seat { $with }.
service-conversation-line = seat { $from } -> seat { $to }: { $text }
service-rules-option = option { $key }: { $accepted } (default { $default }): { $help }
service-rules-preset = preset={ $name }: { $help }
# The terminal's help: each line a command and what it does.
service-help = korona commands:
    create <game> [key=value ...]   open a match in this channel (you host it); lang=hu or lang=en sets its public language
      korona's own options: diplomacy=public|private (the diplomacy log at the end),
      spectate=0..10 (phases spectators are behind; 0 = live), vacation=0..30 (days a player, default 7)
    join | leave                    take or give up a lobby seat
    bot <easy|medium|hard|extreme>  seat a bot (host)
    start                           begin the match (host)
    /match practice <game> [level]  a match against bots at once, for you alone (bots: easy unless
      named); `practice <game> [level]` works too
    order <text>                    give an order in the game's language (private reply)
    bid <text>                      a sealed bid (private until the reveal)
    legal [prefix]                  the orders you could give now
    orders                          what the match waits for from you
    undo                            take back your last action, or your sealed orders
    settings                        your standing settings (they hold until changed)
    msg <seat> <text>               a diplomatic message, relayed and logged
    conversation <seat>             your messages with a seat
    status | map | history [n]      where the match stands
    pause | resume                  stop or restart the clocks (host)
    deadline <30m|12h|2d|off>       per-phase deadline (host)
    kick <seat> | replace <seat> <@user|bot level>   (host)
    concede                         give up your seat
    mygames                         your matches, and which wait for you
    notify <all|turn|off>           which DMs you get (default: turn)
    timezone <zone> | quiet <23:00-07:00|off>   your clock: no deadline ends in your night
    digest <on|off> | vacation <days>           one DM a day; move your deadlines (7 days a match)
    leaderboard <game>              the server's best rated players of a game
    profile [@user]                 ratings, matches and whose turn it is
    spectate [stop]                 follow a match by DM, one phase late
    games | rules [game] [topic] | help
    Replies to you are in your language (`korona play --lang hu`); a match's posts in its own.
service-seat-removed = Seat { $seat } is removed from match { $id }.
service-takes-over-seat = { $user } takes over seat { $seat } of match { $id }.
service-bot-takes-over-seat = { $level ->
    [easy] An
   *[other] A
} { $level } bot takes over seat { $seat } of match { $id }.
service-mygames-none = You are in no match now: `create <game>` starts one, `join` takes a seat.
service-mygames-head = Your matches: { $n } ({ $waiting } waiting for you).
service-mygames-in-channel = (in #{ $channel })
service-mygames-line = #{ $id } { $game }: { $state ->
    [lobby] in the lobby
    [paused] { $phase } (paused)
   *[running] { $phase }
}{ $waits ->
    [yes] , **waits for you**
   *[no] {""}
}{ $deadline ->
    [none] {""}
   *[other] , deadline { $deadline }
} { $place }
service-notify-now = Your notifications: { $setting } (`all`: a DM for every phase of your matches; `turn`: when a match waits for you; `off`: none).
service-notify-set = Notifications: { $setting } ({ $setting ->
    [all] you get a DM for every phase of your matches
    [off] you get no DMs; phase posts still mention you
   *[turn] you get a DM when a match waits for you
}).
discord-own-thread = The match has its own thread: <#{ $thread }>. Its posts go there.

# Durations and key=value options, read the same way by every front-end (crates/service/src/input.rs).
input-duration-is-number-with-unit = a duration is a number with s, m, h or d, like 24h
input-duration-out-of-range = a duration here is between { $min } and { $max }
input-options-are-written-key-value = options are written key=value, like size=12
# `/match link` (issue 32): a seat's private web view.
discord-link = Your private view of match { $id }: { $url } (only you see this; anyone with the link sees your seat's secrets: `/match link reset:true` makes it stop working).
discord-link-no-pages = This bot has no public web pages (its operator sets KORONA_PUBLIC_URL for them).

## issue 30: security, round two (service)
service-deadline-set-next = Match { $id }: from the next phase on, each phase has { $duration } to submit. The running phase keeps its deadline: a running deadline is lengthened, never shortened.
service-ratings-rule = Who is rated: a person counts only for a seat they held from the start to the end, with at least { $moves ->
    [one] 1 order
   *[other] { $moves } orders
} of their own; matches of the same players count at most once a day (UTC).
service-lobbies-per-user = you already hold { $max } lobbies opened in the last day and not started: start one, or wait until a day has passed since the oldest
service-lobbies-per-server = this server already has { $max } lobbies opened in the last day and not started: start one, or wait until a day has passed since the oldest
service-take-backs-spent = you have taken back { $max } times this turn, the most a turn allows: give your order, or wait for the next phase
service-status-delayed = You spectate this match { $delay ->
    [one] 1 phase
   *[other] { $delay } phases
} behind its players: this is where your feed has reached.
service-late-bid = this was sent before the last bids were revealed ({ $happened }); the bidding open now is { $now }, and your order was not counted for it: send it again if you mean it for { $now }
service-card-own-view = Match { $id }, your own view: what only you see is drawn too (the thread shows the public map).
service-end-practice = Play again against bots, at once: `/match practice { $game }` (a level may follow: easy, medium, hard, extreme).
