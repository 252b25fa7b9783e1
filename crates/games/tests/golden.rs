//! Seeded whole matches of every game, replayed as regression tests. Each file under
//! `tests/golden/<game>/` is a bot match: a header naming the game, its options, the bots, the seed
//! and the match time per entry, then one line per entry `<seat or -> <state hash> <order text or
//! deadline>`, the orders as a player would type them. Replaying a file parses every order again
//! against the current state, applies it as the service would and compares every hash, so any change
//! in what the rules compute, in the order language or in the dice shows up at its first entry.
//!
//! A deliberate rules change re-records the files:
//! `KORONA_BLESS=1 cargo test -p korona-games --test golden`, then review the diff and say why in
//! the commit. A new file is written as its header alone and recorded the same way
//! (`KORONA_BLESS=<part of its path>` records only the files whose path contains it).

use korona_engine::selfplay::{SelfPlay, Table};
use korona_engine::{BotLevel, DynState, Game, Input, MatchSeed, Seat};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// How a file hashes a state.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Hash {
    /// The first 16 hex digits of [`Game::state_hash`]: every file recorded by this runner.
    StateSha256,
    /// The first 16 hex digits of SHA-256 over the typed oligarchs state's JSON (fields in declaration
    /// order), as the oligarchs files were recorded before this runner; kept so that those files stay
    /// exactly as they were until a deliberate re-record.
    OligarchsStateJson,
}

impl Hash {
    fn of(self, game: &dyn Game, state: &DynState) -> String {
        match self {
            Hash::StateSha256 => game.state_hash(state)[..16].to_string(),
            Hash::OligarchsStateJson => {
                let typed = state
                    .downcast::<korona_games::oligarchs::state::State>()
                    .expect("`hash oligarchs-state-json` is for oligarchs files");
                let json = serde_json::to_string(typed).expect("states serialize");
                hex::encode(&Sha256::digest(json.as_bytes())[..8])
            }
        }
    }
}

/// A golden file's header.
struct Header {
    game: &'static dyn Game,
    options: Vec<(String, String)>,
    bots: Vec<BotLevel>,
    seed: u64,
    ms_per_entry: u64,
    hash: Hash,
}

/// One recorded entry, with its line number in the file.
struct Recorded {
    line: usize,
    seat: Option<Seat>,
    hash: String,
    order: String,
}

fn parse(text: &str) -> Result<(Header, Vec<Recorded>), String> {
    let (mut game, mut options, mut bots, mut seed, mut ms, mut hash) =
        (None, Vec::new(), Vec::new(), None, 0, Hash::StateSha256);
    let mut entries = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "" => {}
            _ if key.starts_with('#') => {}
            "game" => {
                game = Some(korona_games::find(rest).ok_or(format!("line {n}: no game `{rest}`"))?)
            }
            "options" => {
                for pair in rest.split_whitespace() {
                    let (k, v) = pair
                        .split_once('=')
                        .ok_or(format!("line {n}: `{pair}` is not key=value"))?;
                    options.push((k.to_string(), v.to_string()));
                }
            }
            "bots" => {
                for word in rest.split_whitespace() {
                    bots.push(
                        BotLevel::parse(word).ok_or(format!("line {n}: no bot level `{word}`"))?,
                    );
                }
            }
            "seed" => seed = Some(rest.parse().map_err(|e| format!("line {n}: seed: {e}"))?),
            "ms-per-entry" => ms = rest.parse().map_err(|e| format!("line {n}: {e}"))?,
            "hash" => {
                hash = match rest {
                    "state-sha256" => Hash::StateSha256,
                    "oligarchs-state-json" => Hash::OligarchsStateJson,
                    other => return Err(format!("line {n}: no hash `{other}`")),
                }
            }
            _ => {
                let mut words = line.splitn(3, ' ');
                let (who, want, order) = match (words.next(), words.next(), words.next()) {
                    (Some(w), Some(h), Some(o)) => (w, h, o),
                    _ => return Err(format!("line {n}: `{line}` is not `<seat> <hash> <order>`")),
                };
                let seat = match who {
                    "-" => None,
                    s => Some(Seat(s.parse().map_err(|_| {
                        format!("line {n}: `{s}` is neither a seat nor `-`")
                    })?)),
                };
                entries.push(Recorded {
                    line: n,
                    seat,
                    hash: want.to_string(),
                    order: order.to_string(),
                });
            }
        }
    }
    let header = Header {
        game: game.ok_or("no `game` line")?,
        options,
        bots,
        seed: seed.ok_or("no `seed` line")?,
        ms_per_entry: ms,
        hash,
    };
    if header.bots.is_empty() {
        return Err("no `bots` line".into());
    }
    Ok((header, entries))
}

fn game_options(h: &Header) -> Result<serde_json::Value, String> {
    h.game
        .options(&h.options)
        .map_err(|r| format!("options refused: {r}"))
}

/// Replays a file; the error names the first entry that differs (its line and sequence number).
fn replay(text: &str) -> Result<usize, String> {
    let (h, entries) = parse(text)?;
    let mut table = Table::setup(
        h.game,
        &game_options(&h)?,
        h.bots.len() as u8,
        MatchSeed::from_number(h.seed),
    )
    .map_err(|r| format!("setup refused: {r}"))?
    .with_ms_per_entry(h.ms_per_entry);
    for e in &entries {
        let seq = table.seq() + 1;
        let at = format!("line {} (entry {seq}, `{}`)", e.line, e.order);
        let input = match e.seat {
            None => Input::Deadline,
            Some(seat) => {
                let action = h
                    .game
                    .parse(table.state(), seat, &e.order)
                    .map_err(|r| format!("{at}: no longer parses: {r}"))?;
                Input::Order { seat, action }
            }
        };
        table
            .apply(input)
            .map_err(|r| format!("{at}: refused now: {r}"))?;
        let got = h.hash.of(h.game, table.state());
        if got != e.hash {
            return Err(format!(
                "{at}: computes another state (hash {got}, recorded {})",
                e.hash
            ));
        }
    }
    if table.outcome().is_none() {
        return Err(format!(
            "the recorded match no longer ends after its {} entries",
            entries.len()
        ));
    }
    Ok(entries.len())
}

/// Plays the file's match again with the self-play driver and writes it, header kept (the hash
/// becomes the generic one).
fn record(path: &Path, text: &str) -> Result<(), String> {
    let (h, _) = parse(text)?;
    let played = SelfPlay::new(h.game, &h.bots, MatchSeed::from_number(h.seed))
        .options_json(game_options(&h)?)
        .ms_per_entry(h.ms_per_entry)
        .play()
        .map_err(|e| e.to_string())?;
    if !played.fallbacks.is_empty() {
        return Err(format!(
            "bots proposed refused orders at entries {:?}",
            played.fallbacks
        ));
    }
    let mut out = String::new();
    for line in text.lines() {
        let key = line.split(' ').next().unwrap_or("");
        if key == "hash" || !(key.starts_with('#') || HEADER_KEYS.contains(&key)) {
            continue;
        }
        if line.starts_with("# Recorded before the shared") || line.starts_with("# typed state") {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("hash state-sha256\n");
    for e in &played.entries {
        let who = e.seat().map_or("-".to_string(), |s| s.0.to_string());
        out.push_str(&format!("{who} {} {}\n", &e.state_sha256[..16], e.text));
    }
    std::fs::write(path, out).map_err(|e| e.to_string())
}

const HEADER_KEYS: [&str; 5] = ["game", "options", "bots", "seed", "ms-per-entry"];

/// Every golden file of every game.
fn files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for game in std::fs::read_dir(root()).expect("tests/golden exists") {
        let dir = game.expect("a directory entry").path();
        if !dir.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&dir).expect("a game's golden folder") {
            let path = file.expect("a directory entry").path();
            if path.extension().is_some_and(|e| e == "txt") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn recorded_matches_of_every_game_replay_to_the_same_states() {
    // `KORONA_BLESS=1` re-records every file; any other value only the files whose path contains it.
    let bless = std::env::var("KORONA_BLESS").ok();
    let files = files();
    let mut failures = Vec::new();
    let mut games = std::collections::BTreeSet::new();
    for path in &files {
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        if bless
            .as_deref()
            .is_some_and(|b| b == "1" || name.contains(b))
        {
            if let Err(e) = record(path, &text) {
                failures.push(format!("{name}: not recorded: {e}"));
                continue;
            }
        }
        let text = std::fs::read_to_string(path).unwrap();
        match replay(&text) {
            Ok(n) => {
                games.insert(parse(&text).unwrap().0.game.info().id);
                println!("{name}: {n} entries replayed");
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for game in korona_games::registry() {
        assert!(
            games.contains(game.info().id),
            "no golden match of {} under tests/golden/{}/",
            game.info().id,
            game.info().id
        );
    }
}

// A replay catches a changed entry: the same file with one bid altered fails at that entry.
#[test]
fn a_changed_entry_is_caught_and_named() {
    let text = std::fs::read_to_string(root().join("oligarchs/basic-3-seed11.txt")).unwrap();
    let bid = text
        .lines()
        .position(|l| l.contains(" bid ") && !l.ends_with(" 0"))
        .expect("the recorded match has a bid above 0");
    let altered: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == bid {
                format!("{} 0", l.rsplit_once(' ').unwrap().0)
            } else {
                l.to_string()
            }
        })
        .collect();
    assert!(replay(&text).is_ok());
    let err = replay(&altered.join("\n")).expect_err("an altered bid went unnoticed");
    assert!(
        err.starts_with(&format!("line {} ", bid + 1)),
        "the error names the altered line {}: {err}",
        bid + 1
    );
}

// A capitals replay catches a changed move too, with the generic hash.
#[test]
fn a_changed_capitals_entry_is_caught() {
    let dir = root().join("capitals");
    let path = files()
        .into_iter()
        .find(|p| p.starts_with(&dir))
        .expect("a capitals golden file");
    let text = std::fs::read_to_string(path).unwrap();
    // Swapping two consecutive orders of the same seat changes the state after the first of them.
    let lines: Vec<&str> = text.lines().collect();
    let first = (0..lines.len() - 1)
        .find(|&i| {
            let a: Vec<&str> = lines[i].splitn(3, ' ').collect();
            let b: Vec<&str> = lines[i + 1].splitn(3, ' ').collect();
            a.len() == 3
                && b.len() == 3
                && a[0] == b[0]
                && a[0] != "-"
                && a[2] != b[2]
                && a[0].parse::<u8>().is_ok()
        })
        .expect("two orders in a row by one seat");
    let mut swapped: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    let a: Vec<&str> = lines[first].splitn(3, ' ').collect();
    let b: Vec<&str> = lines[first + 1].splitn(3, ' ').collect();
    swapped[first] = format!("{} {} {}", a[0], a[1], b[2]);
    swapped[first + 1] = format!("{} {} {}", b[0], b[1], a[2]);
    let err = replay(&swapped.join("\n")).expect_err("swapped orders went unnoticed");
    assert!(err.starts_with(&format!("line {} ", first + 1)), "{err}");
}
