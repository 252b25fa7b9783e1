use korona_engine::BotLevel;

/// Who is asking. `admin` is the front-end's word that the caller may manage any match of the server
/// (Discord: the Manage Server permission).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    pub user: String,
    pub admin: bool,
    /// The language the caller reads (Discord: the interaction's locale): replies only they see
    /// are in it.
    pub lang: korona_engine::Lang,
}

impl Caller {
    pub fn user(id: &str) -> Self {
        Caller {
            user: id.to_string(),
            admin: false,
            lang: korona_engine::Lang::En,
        }
    }

    /// The same caller reading `lang`.
    pub fn reading(mut self, lang: korona_engine::Lang) -> Self {
        self.lang = lang;
        self
    }
}

/// Where the request was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub guild: Option<String>,
    pub channel: String,
}

/// A request: who, where, which match (explicit id, or the open match of the channel), what.
#[derive(Clone, Debug)]
pub struct Request {
    pub caller: Caller,
    pub place: Place,
    pub match_id: Option<i64>,
    pub command: Command,
}

/// Everything a user can do, whatever the front-end.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Create {
        game: String,
        options: Vec<(String, String)>,
    },
    /// A match against bots at once, for the caller alone: seated, bots at `level` in the other
    /// seats (as few as the game takes), started, and a first card that says what to do now.
    Practice {
        game: String,
        level: BotLevel,
    },
    Join,
    Leave,
    /// Seat a bot: in the lobby it takes the next seat.
    Bot {
        level: BotLevel,
    },
    Start,
    Order {
        text: String,
    },
    /// A sealed bid: the same order language, always confirmed privately.
    Bid {
        text: String,
    },
    /// A game's shortcut command (`bid 12`): the order its prefix stands for, in the match's game.
    Shortcut {
        verb: String,
        text: String,
    },
    /// End the caller's turn with the game's end-turn order.
    EndTurn,
    /// Take back what the caller gave in the phase that is still open: its last action of the turn
    /// (Undo last) or its sealed submission (Clear orders), where the game's rules allow it.
    TakeBack,
    /// Orders `seat` could give now (autocomplete), filtered by a prefix.
    Legal {
        prefix: String,
    },
    /// What the caller's seat still has to do.
    Pending,
    /// The caller's standing settings (orders that hold until changed), with the ones in force.
    Settings,
    Msg {
        to_seat: u8,
        text: String,
    },
    Conversation {
        with_seat: u8,
    },
    Status,
    Map,
    /// The map in the portrait layout that reads on a phone, to the caller alone.
    PhoneMap,
    History {
        last: usize,
    },
    Pause,
    Resume,
    /// Per-phase deadline in seconds; None clears it.
    Deadline {
        secs: Option<i64>,
    },
    Kick {
        seat: u8,
    },
    Replace {
        seat: u8,
        by: Replacement,
    },
    Concede,
    Games,
    /// Exact battle odds in a game's own query language (no match needed). Without a game: the game
    /// of the channel's open match if it has odds, else the only hosted game that has them.
    Odds {
        game: Option<String>,
        query: String,
    },
    /// A game's guide; with a topic (`options`, `combat`...), that part of it.
    Rules {
        game: Option<String>,
        topic: Option<String>,
    },
    Help,
    /// The caller's unfinished matches across servers, those that wait for them first.
    MyGames,
    /// Which DMs the caller gets (`all`, `turn`, `off`); `None` shows the setting.
    Notify {
        setting: Option<String>,
    },
    /// The caller's time zone (IANA name); `None` shows it.
    Timezone {
        zone: Option<String>,
    },
    /// The caller's quiet hours (`23:00-07:00` or `off`); `None` shows them.
    Quiet {
        window: Option<String>,
    },
    /// The daily digest instead of one DM per match (`on`, `off`); `None` shows the setting.
    Digest {
        setting: Option<String>,
    },
    /// Vacation: the caller's running matches move their deadlines this many days.
    Vacation {
        days: i64,
    },
    /// A game's leaderboard on the caller's server.
    Leaderboard {
        game: String,
    },
    /// A player's ratings and current matches (`None`: the caller's).
    Profile {
        user: Option<String>,
    },
    /// Follow the match as a spectator, its public posts by DM one phase late (`stop`: no longer).
    Spectate {
        stop: bool,
    },
    /// A command made for one phase (a button or a menu shown then; `phase` is its
    /// [`phase_token`](super::phase_token)): refused once the match has moved on, so an old click
    /// never lands in a later phase.
    InPhase {
        phase: String,
        command: Box<Command>,
    },
    /// A typed command with the moment its sender sent it (unix ms; on Discord, the interaction's
    /// own time): an order for a sealed bid sent before the bidding now open began is refused with
    /// what happened, instead of counting for the next bidding (`late_bid`).
    SentAt {
        at_ms: i64,
        command: Box<Command>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replacement {
    User(String),
    Bot(BotLevel),
}

impl Command {
    /// The command's name for logs: never its arguments, which may hold a sealed bid.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Create { .. } => "create",
            Command::Practice { .. } => "practice",
            Command::Join => "join",
            Command::Leave => "leave",
            Command::Bot { .. } => "bot",
            Command::Start => "start",
            Command::Order { .. } => "order",
            Command::Bid { .. } => "bid",
            Command::Shortcut { .. } => "shortcut",
            Command::EndTurn => "end-turn",
            Command::TakeBack => "undo",
            Command::Legal { .. } => "legal",
            Command::Pending => "pending",
            Command::Settings => "settings",
            Command::Msg { .. } => "msg",
            Command::Conversation { .. } => "conversation",
            Command::Status => "status",
            Command::Map => "map",
            Command::PhoneMap => "map",
            Command::History { .. } => "history",
            Command::Pause => "pause",
            Command::Resume => "resume",
            Command::Deadline { .. } => "deadline",
            Command::Kick { .. } => "kick",
            Command::Replace { .. } => "replace",
            Command::Concede => "concede",
            Command::Games => "games",
            Command::Odds { .. } => "odds",
            Command::Rules { .. } => "rules",
            Command::Help => "help",
            Command::MyGames => "mygames",
            Command::Notify { .. } => "notify",
            Command::Timezone { .. } => "timezone",
            Command::Quiet { .. } => "quiet",
            Command::Digest { .. } => "digest",
            Command::Vacation { .. } => "vacation",
            Command::Leaderboard { .. } => "leaderboard",
            Command::Profile { .. } => "profile",
            Command::Spectate { .. } => "spectate",
            Command::InPhase { command, .. } | Command::SentAt { command, .. } => command.name(),
        }
    }

    /// Commands whose acceptance always writes a log entry (a player's own input): their delivery
    /// id is checked by the entry's own insert, so handling them needs no read before.
    pub fn writes_entry(&self) -> bool {
        if let Command::InPhase { command, .. } | Command::SentAt { command, .. } = self {
            return command.writes_entry();
        }
        matches!(
            self,
            Command::Order { .. }
                | Command::Bid { .. }
                | Command::Shortcut { .. }
                | Command::EndTurn
                | Command::TakeBack
        )
    }

    /// Commands that only the host or an admin may give.
    pub fn is_managing(&self) -> bool {
        if let Command::InPhase { command, .. } | Command::SentAt { command, .. } = self {
            return command.is_managing();
        }
        matches!(
            self,
            Command::Start
                | Command::Pause
                | Command::Resume
                | Command::Deadline { .. }
                | Command::Kick { .. }
                | Command::Replace { .. }
                | Command::Bot { .. }
        )
    }
}

impl Request {
    /// The request with the marks of typed parts removed from everything the caller typed (see
    /// [`crate::rich`]): a player's text can't pose as a person or a moment in a reply.
    pub(crate) fn unmarked(&self) -> Request {
        let clean = |s: &String| crate::rich::unmarked(s);
        let some = |s: &Option<String>| s.as_deref().map(crate::rich::unmarked);
        let command = match &self.command {
            Command::Create { game, options } => Command::Create {
                game: clean(game),
                options: options.iter().map(|(k, v)| (clean(k), clean(v))).collect(),
            },
            Command::Practice { game, level } => Command::Practice {
                game: clean(game),
                level: *level,
            },
            Command::Order { text } => Command::Order { text: clean(text) },
            Command::Bid { text } => Command::Bid { text: clean(text) },
            Command::Shortcut { verb, text } => Command::Shortcut {
                verb: clean(verb),
                text: clean(text),
            },
            Command::Legal { prefix } => Command::Legal {
                prefix: clean(prefix),
            },
            Command::Msg { to_seat, text } => Command::Msg {
                to_seat: *to_seat,
                text: clean(text),
            },
            Command::Odds { game, query } => Command::Odds {
                game: some(game),
                query: clean(query),
            },
            Command::Rules { game, topic } => Command::Rules {
                game: some(game),
                topic: some(topic),
            },
            Command::Notify { setting } => Command::Notify {
                setting: some(setting),
            },
            Command::Timezone { zone } => Command::Timezone { zone: some(zone) },
            Command::Quiet { window } => Command::Quiet {
                window: some(window),
            },
            Command::Digest { setting } => Command::Digest {
                setting: some(setting),
            },
            Command::Leaderboard { game } => Command::Leaderboard { game: clean(game) },
            Command::Profile { user } => Command::Profile { user: some(user) },
            Command::Replace {
                seat,
                by: Replacement::User(user),
            } => Command::Replace {
                seat: *seat,
                by: Replacement::User(clean(user)),
            },
            Command::InPhase { phase, command } => {
                let inner = Request {
                    command: (**command).clone(),
                    ..self.clone()
                };
                Command::InPhase {
                    phase: clean(phase),
                    command: Box::new(inner.unmarked().command),
                }
            }
            Command::SentAt { at_ms, command } => {
                let inner = Request {
                    command: (**command).clone(),
                    ..self.clone()
                };
                Command::SentAt {
                    at_ms: *at_ms,
                    command: Box::new(inner.unmarked().command),
                }
            }
            other => other.clone(),
        };
        Request {
            caller: Caller {
                user: clean(&self.caller.user),
                ..self.caller.clone()
            },
            place: self.place.clone(),
            match_id: self.match_id,
            command,
        }
    }
}
