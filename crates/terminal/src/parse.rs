//! The terminal's command line: the same commands a Discord user has, one per line.

use korona_engine::msg;
use korona_engine::{BotLevel, Refusal};
use korona_service::{input, Command, Replacement};

/// A parsed line: an optional explicit match (`#3 status`) and what to do.
#[derive(Debug, PartialEq)]
pub enum Line {
    Run {
        match_id: Option<i64>,
        command: Command,
    },
    /// `as <user>`: later lines act as this user.
    As(String),
    /// `admin on|off`: later lines have (or lack) the server-admin permission.
    Admin(bool),
    /// `guild <id>|none`: later lines come from this Discord server (none: a DM or no server).
    Guild(Option<String>),
    /// `channel <name>`: later lines come from this channel.
    Channel(String),
    /// `tick <duration>`: move a manual clock forward and run the jobs that fell due.
    Tick(i64),
    Nothing,
}

const COMMANDS: &[&str] = &[
    "create",
    "practice",
    "join",
    "leave",
    "bot",
    "start",
    "order",
    "bid",
    "legal",
    "orders",
    "undo",
    "settings",
    "msg",
    "conversation",
    "status",
    "map",
    "history",
    "pause",
    "resume",
    "deadline",
    "kick",
    "replace",
    "concede",
    "games",
    "rules",
    "help",
    "mygames",
    "notify",
    "timezone",
    "quiet",
    "digest",
    "vacation",
    "leaderboard",
    "profile",
    "spectate",
    "as",
    "admin",
    "guild",
    "channel",
    "tick",
];

pub fn parse_line(line: &str) -> Result<Line, Refusal> {
    let line = strip_comment(line).trim();
    if line.is_empty() || line.starts_with("# ") || line == "#" || line.starts_with("//") {
        return Ok(Line::Nothing);
    }
    let (match_id, rest) = match line.strip_prefix('#') {
        Some(after) => {
            let (id, rest) = split_word(after);
            let id = id.parse::<i64>().map_err(|_| {
                Refusal::at(format!("#{id}"), msg!("terminal-match-is-named-by-its"))
            })?;
            (Some(id), rest)
        }
        None => (None, line),
    };
    let (word, rest) = split_word(rest);
    let (word, rest) = discord_form(word, rest);
    // `bid #1 4`, the form a DM takes (`<command> #<match> <text>`), names the match after the
    // command word: the same as `#1 bid 4`.
    let (match_id, rest) = match (match_id, split_word(rest)) {
        (None, (id, after)) if id.len() > 1 && id.starts_with('#') => {
            match id[1..].parse::<i64>() {
                Ok(id) => (Some(id), after),
                Err(_) => (None, rest),
            }
        }
        _ => (match_id, rest),
    };
    if let Some(session) = session_line(&word, rest) {
        return session;
    }
    let readers = [lobby_command, play_command, player_command];
    let command = readers
        .iter()
        .find_map(|read| read(&word, rest).transpose())
        .unwrap_or_else(|| {
            Err(Refusal::at(word.as_str(), msg!("terminal-unknown-command"))
                .accepting(COMMANDS.iter().copied()))
        })?;
    Ok(Line::Run { match_id, command })
}

/// The command word of a line typed as a message names it for Discord: `/order ...`,
/// `/match practice thrones`, or with the names a Hungarian client shows (`/parancs ...`,
/// `/meccs gyakorlás thrones`). A slash word is read by its English name and `/match` gives way to
/// its subcommand; a word without a slash is the terminal's own and is taken as it is.
fn discord_form<'a>(word: &str, rest: &'a str) -> (String, &'a str) {
    let Some(slashed) = word.strip_prefix('/') else {
        return (word.to_ascii_lowercase(), rest);
    };
    let english = |w: &str| {
        let w = w.to_lowercase();
        korona_service::command_names::english(&w).map_or(w, str::to_string)
    };
    let word = english(slashed);
    if word != "match" {
        return (word, rest);
    }
    let (sub, after) = split_word(rest);
    match sub {
        "" => (word, rest),
        sub => (english(sub), after),
    }
}

/// The lines that set up who types and where, rather than run a command; `None` for any other word.
fn session_line(word: &str, rest: &str) -> Option<Result<Line, Refusal>> {
    Some(match word {
        "as" => user_word(rest).map(Line::As),
        "admin" => {
            match rest.trim() {
                "on" => Ok(Line::Admin(true)),
                "off" => Ok(Line::Admin(false)),
                other => Err(Refusal::at(other, msg!("terminal-admin-takes-on-or-off"))
                    .accepting(["on", "off"])),
            }
        }
        "guild" => match rest.trim() {
            "" => Err(Refusal::new(msg!("terminal-guild-needs-id")).accepting(["<id>", "none"])),
            "none" => Ok(Line::Guild(None)),
            id => Ok(Line::Guild(Some(id.trim_start_matches('#').to_string()))),
        },
        "channel" => match rest.trim().trim_start_matches('#') {
            "" => Err(Refusal::new(msg!("terminal-channel-needs-name")).accepting(["<name>"])),
            name => Ok(Line::Channel(name.to_string())),
        },
        // `duration` caps what it accepts, so the milliseconds cannot overflow.
        "tick" => input::duration(rest).map(|secs| Line::Tick(secs * 1000)),
        _ => return None,
    })
}

/// Making and managing a match: what the host, an admin or a joining player types.
fn lobby_command(word: &str, rest: &str) -> Result<Option<Command>, Refusal> {
    Ok(Some(match word {
        "create" => {
            let (game, options) = split_word(rest);
            if game.is_empty() {
                return Err(
                    Refusal::new(msg!("terminal-create-needs-game")).accepting(korona_games_ids())
                );
            }
            Command::Create {
                game: game.to_string(),
                options: input::options(options)?,
            }
        }
        "practice" => {
            let (game, level_text) = split_word(rest);
            if game.is_empty() {
                return Err(Refusal::new(msg!("terminal-practice-needs-game"))
                    .accepting(korona_games_ids()));
            }
            Command::Practice {
                game: game.to_string(),
                level: match level_text.trim() {
                    "" => BotLevel::Easy,
                    text => level(text)?,
                },
            }
        }
        "join" => Command::Join,
        "leave" => Command::Leave,
        "bot" => Command::Bot {
            level: level(rest.trim())?,
        },
        "start" => Command::Start,
        "pause" => Command::Pause,
        "resume" => Command::Resume,
        "deadline" => Command::Deadline {
            secs: match rest.trim() {
                off if off.eq_ignore_ascii_case("off") => None,
                text => Some(input::duration(text)?),
            },
        },
        "kick" => Command::Kick {
            seat: seat_number(rest.trim())?,
        },
        "replace" => replace(rest)?,
        "concede" => Command::Concede,
        "spectate" => Command::Spectate {
            stop: rest.trim().eq_ignore_ascii_case("stop"),
        },
        _ => return Ok(None),
    }))
}

/// `replace <seat> <user>` or `replace <seat> bot[:level]`.
fn replace(rest: &str) -> Result<Command, Refusal> {
    let (seat, by) = split_word(rest);
    let by = by.trim();
    let by = match by.strip_prefix("bot") {
        Some(level_text) => Replacement::Bot(level(level_text.trim_start_matches([':', ' ']))?),
        None => Replacement::User(user_word(by)?),
    };
    Ok(Command::Replace {
        seat: seat_number(seat)?,
        by,
    })
}

/// Playing a running match: orders, bids, messages and what the board shows.
fn play_command(word: &str, rest: &str) -> Result<Option<Command>, Refusal> {
    Ok(Some(match word {
        "order" => Command::Order {
            text: nonempty(rest, "terminal-order-needs-text")?,
        },
        // As on Discord, `bid 5` is the game's `bid` shortcut: the service adds the order's
        // verb (and does not double it when the user typed `bid bid 5`).
        "bid" => Command::Shortcut {
            verb: "bid".into(),
            text: nonempty(rest, "terminal-bid-needs-text")?,
        },
        "legal" => Command::Legal {
            prefix: rest.trim().to_string(),
        },
        "orders" => Command::Pending,
        "undo" => Command::TakeBack,
        "settings" => Command::Settings,
        "msg" => {
            let (seat, text) = split_word(rest);
            Command::Msg {
                to_seat: seat_number(seat)?,
                text: nonempty(text, "terminal-msg-needs-text")?,
            }
        }
        "conversation" => Command::Conversation {
            with_seat: seat_number(rest.trim())?,
        },
        "status" => Command::Status,
        "map" if rest.trim().eq_ignore_ascii_case("phone") => Command::PhoneMap,
        "map" => Command::Map,
        "history" => Command::History {
            last: match rest.trim() {
                "" => 20,
                n => n.parse().map_err(|_| {
                    Refusal::at(n, msg!("terminal-history-takes-count-like-history"))
                })?,
            },
        },
        _ => return Ok(None),
    }))
}

/// What a player asks of the bot outside any one match: games, rules, odds, their own settings.
fn player_command(word: &str, rest: &str) -> Result<Option<Command>, Refusal> {
    // An empty word means "show the current setting".
    let setting = || {
        Some(rest.trim())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
    };
    Ok(Some(match word {
        "games" => Command::Games,
        "odds" => {
            let (game, query) = split_word(rest);
            Command::Odds {
                game: Some(game.to_string()),
                query: query.to_string(),
            }
        }
        "rules" => {
            let (game, topic) = split_word(rest);
            let word = |w: &str| Some(w.trim().to_string()).filter(|w| !w.is_empty());
            Command::Rules {
                game: word(game),
                topic: word(topic),
            }
        }
        "help" => Command::Help,
        "mygames" => Command::MyGames,
        "notify" => Command::Notify { setting: setting() },
        "timezone" => Command::Timezone { zone: setting() },
        "quiet" => Command::Quiet { window: setting() },
        "digest" => Command::Digest { setting: setting() },
        "vacation" => Command::Vacation {
            days: rest.trim().parse().map_err(|_| {
                Refusal::at(rest.trim(), msg!("service-vacation-days")).accepting(["1-30"])
            })?,
        },
        "leaderboard" => Command::Leaderboard {
            game: nonempty(rest, "terminal-leaderboard-needs-game")?,
        },
        "profile" => Command::Profile {
            user: match rest.trim() {
                "" => None,
                user => Some(user_word(user)?),
            },
        },
        _ => return Ok(None),
    }))
}

/// The line without a trailing `# comment`. A comment starts at a `#` that follows a space and is
/// followed by a space (or ends the line), so `#3 status` (a match number) and `msg 1 see #general`
/// keep their `#`.
fn strip_comment(line: &str) -> &str {
    let bytes = line.as_bytes();
    for (i, _) in line.match_indices('#') {
        let after_space = i > 0 && bytes[i - 1].is_ascii_whitespace();
        let before_space = bytes.get(i + 1).is_none_or(|b| b.is_ascii_whitespace());
        if after_space && before_space {
            return &line[..i];
        }
    }
    line
}

fn korona_games_ids() -> Vec<&'static str> {
    korona_service::game_ids(korona_games::registry)
}

fn split_word(text: &str) -> (&str, &str) {
    let text = text.trim_start();
    match text.find(char::is_whitespace) {
        Some(i) => (&text[..i], text[i..].trim_start()),
        None => (text, ""),
    }
}

fn nonempty(text: &str, why: &str) -> Result<String, Refusal> {
    // `why` is a message id of the front-ends' catalog.
    let text = text.trim();
    if text.is_empty() {
        Err(Refusal::new(msg!(why)))
    } else {
        Ok(text.to_string())
    }
}

fn user_word(text: &str) -> Result<String, Refusal> {
    let user = text
        .trim()
        .trim_start_matches("<@")
        .trim_start_matches('@')
        .trim_end_matches('>');
    if user.is_empty() || user.contains(char::is_whitespace) {
        return Err(Refusal::at(
            text.trim(),
            msg!("terminal-user-is-one-word-like"),
        ));
    }
    Ok(user.to_string())
}

fn level(text: &str) -> Result<BotLevel, Refusal> {
    BotLevel::parse(text).ok_or_else(|| {
        Refusal::at(text, msg!("terminal-no-such-bot-level"))
            .accepting(BotLevel::ALL.iter().map(|l| l.name()))
    })
}

fn seat_number(text: &str) -> Result<u8, Refusal> {
    text.trim()
        .parse()
        .map_err(|_| Refusal::at(text.trim(), msg!("terminal-seat-is-number-like-0")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_players_commands_of_issue_19_parse() {
        let run = |line: &str| match parse_line(line).unwrap() {
            Line::Run { match_id, command } => (match_id, command),
            other => panic!("{other:?}"),
        };
        assert_eq!(
            run("leaderboard capitals").1,
            Command::Leaderboard {
                game: "capitals".into()
            }
        );
        assert!(parse_line("leaderboard").is_err());
        assert_eq!(
            run("profile @bob").1,
            Command::Profile {
                user: Some("bob".into())
            }
        );
        assert_eq!(run("profile").1, Command::Profile { user: None });
        assert_eq!(
            run("#4 spectate").0.zip(Some(run("#4 spectate").1)),
            Some((4, Command::Spectate { stop: false }))
        );
        assert_eq!(run("spectate stop").1, Command::Spectate { stop: true });
    }

    #[test]
    fn lines_parse_into_commands() {
        assert_eq!(
            parse_line("#3 order move C3 C4").unwrap(),
            Line::Run {
                match_id: Some(3),
                command: Command::Order {
                    text: "move C3 C4".into()
                }
            }
        );
        assert_eq!(
            parse_line("deadline 12h").unwrap(),
            Line::Run {
                match_id: None,
                command: Command::Deadline { secs: Some(43_200) }
            }
        );
        assert_eq!(parse_line("as @bob").unwrap(), Line::As("bob".into()));
        assert_eq!(parse_line("# a comment").unwrap(), Line::Nothing);
        assert_eq!(
            parse_line("join      # take a seat").unwrap(),
            Line::Run {
                match_id: None,
                command: Command::Join
            }
        );
        assert_eq!(
            parse_line("#1 status   # by number").unwrap(),
            Line::Run {
                match_id: Some(1),
                command: Command::Status
            }
        );
        assert_eq!(
            parse_line("msg 1 see #general").unwrap(),
            Line::Run {
                match_id: None,
                command: Command::Msg {
                    to_seat: 1,
                    text: "see #general".into()
                }
            }
        );
        assert_eq!(
            parse_line("bid 5").unwrap(),
            Line::Run {
                match_id: None,
                command: Command::Shortcut {
                    verb: "bid".into(),
                    text: "5".into()
                }
            }
        );
        for absurd in [
            "tick 99999999999999d",
            "tick 366d",
            "deadline 99999999999999999999s",
        ] {
            let err = parse_line(absurd).unwrap_err();
            assert_eq!(err.message.id, "input-duration-out-of-range", "{absurd}");
        }
        assert_eq!(
            parse_line("tick 365d").unwrap(),
            Line::Tick(365 * 86_400_000)
        );
        // A bare number is minutes, as on Discord.
        assert_eq!(
            parse_line("deadline 90").unwrap(),
            Line::Run {
                match_id: None,
                command: Command::Deadline { secs: Some(5_400) }
            }
        );
        let err = parse_line("jump").unwrap_err();
        assert_eq!(err.token.as_deref(), Some("jump"));
        assert!(err.accepted.contains(&"order".to_string()));
        assert!(parse_line("deadline 5x").is_err());
        assert_eq!(
            parse_line("replace 1 bot hard").unwrap(),
            Line::Run {
                match_id: None,
                command: Command::Replace {
                    seat: 1,
                    by: Replacement::Bot(BotLevel::Hard)
                }
            }
        );
    }
}
