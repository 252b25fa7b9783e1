//! Rule cases as data: every file under `tests/cases/<game>/` is one case, named after the rule it
//! checks (`R-CAP-30-wall-twice.txt`). A case sets up a match, gives inputs and states what must
//! follow, one line each:
//!
//! ```text
//! # free text: what the rule says
//! game capitals                      the game's registry id
//! options size=10                    key=value pairs, parsed by the game (optional)
//! seats 2
//! seed 1                             MatchSeed::from_number; setup and every entry roll from it
//! set /ep 3                          replaces a part of the state's JSON (a position by hand)
//! seat 0: wall E2                    an order, parsed and applied as the service would
//! deadline                           the phase deadline passes
//! resign 1                           seat 1 resigns
//! accepted | refused | refused token=<word> | refused kind=<id>
//!                                    what the last input did; an input with no such line must be
//!                                    accepted
//! state /ep == 3                     a JSON pointer into the state, and the JSON it must equal
//! outcome none | outcome draw | outcome win 0
//! ```
//!
//! The runner reports every case by name; a failing case names its file and line.

use korona_engine::selfplay::Table;
use korona_engine::{Game, Input, MatchSeed, Outcome, Refusal, Seat};
use serde_json::Value;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/cases")
}

/// What the last input did.
enum Last {
    None,
    Accepted,
    Refused(Refusal),
}

/// A case being run: its table once the header is complete, and the last input's result.
struct Case {
    game: Option<&'static dyn Game>,
    options: Vec<(String, String)>,
    seats: Option<u8>,
    seed: Option<u64>,
    table: Option<Table<'static>>,
    last: Last,
    /// The line of the last input, until an `accepted`/`refused` line checks it.
    unchecked: Option<usize>,
    /// The line a failure belongs to when it is not the line being run (an unchecked refusal).
    failed_at: Option<usize>,
}

impl Case {
    fn table(&mut self) -> Result<&mut Table<'static>, String> {
        if self.table.is_none() {
            let game = self.game.ok_or("no `game` line before the first input")?;
            let options = game
                .options(&self.options)
                .map_err(|r| format!("options refused: {r}"))?;
            let seats = self.seats.unwrap_or(game.info().min_seats);
            let seed = MatchSeed::from_number(self.seed.unwrap_or(1));
            let table = Table::setup(game, &options, seats, seed)
                .map_err(|r| format!("setup refused: {r}"))?;
            self.table = Some(table);
        }
        Ok(self.table.as_mut().expect("just set"))
    }

    fn input(
        &mut self,
        line: usize,
        input: impl FnOnce(&Table) -> Result<Input<Value>, Refusal>,
    ) -> Result<(), String> {
        self.settle()?;
        let table = self.table()?;
        let result = input(table).and_then(|i| table.apply(i));
        self.last = match result {
            Ok(_) => Last::Accepted,
            Err(r) => Last::Refused(r),
        };
        self.unchecked = Some(line);
        Ok(())
    }

    /// An input no `accepted`/`refused` line followed must have been accepted.
    fn settle(&mut self) -> Result<(), String> {
        if let (Some(line), Last::Refused(r)) = (self.unchecked.take(), &self.last) {
            self.failed_at = Some(line);
            return Err(format!("the input was refused: {r}"));
        }
        Ok(())
    }

    fn state_json(&mut self) -> Result<Value, String> {
        let table = self.table()?;
        Ok(table.game().state_to_json(table.state()))
    }
}

fn run_line(case: &mut Case, n: usize, line: &str) -> Result<(), String> {
    let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
    let rest = rest.trim();
    let header_done = case.table.is_some();
    match key {
        "game" | "options" | "seats" | "seed" if header_done => {
            return Err(format!("`{key}` after the first input"));
        }
        "game" => case.game = Some(korona_games::find(rest).ok_or(format!("no game `{rest}`"))?),
        "options" => {
            for pair in rest.split_whitespace() {
                let (k, v) = pair
                    .split_once('=')
                    .ok_or(format!("`{pair}` is not key=value"))?;
                case.options.push((k.into(), v.into()));
            }
        }
        "seats" => case.seats = Some(rest.parse().map_err(|e| format!("seats: {e}"))?),
        "seed" => case.seed = Some(rest.parse().map_err(|e| format!("seed: {e}"))?),
        "set" => {
            case.settle()?;
            let (pointer, json) = rest.split_once(' ').ok_or("`set <json-pointer> <json>`")?;
            let json: Value = serde_json::from_str(json).map_err(|e| format!("`{json}`: {e}"))?;
            let mut state = case.state_json()?;
            *state
                .pointer_mut(pointer)
                .ok_or(format!("the state has no `{pointer}`"))? = json;
            let table = case.table()?;
            let state = table
                .game()
                .state_from_json(&state)
                .map_err(|e| format!("the edited state does not decode: {e}"))?;
            table.set_state(state);
        }
        "seat" => {
            let (seat, order) = rest.split_once(':').ok_or("`seat <n>: <order>`")?;
            let seat = Seat(seat.trim().parse().map_err(|e| format!("seat: {e}"))?);
            let order = order.trim().to_string();
            case.input(n, |t| {
                let action = t.game().parse(t.state(), seat, &order)?;
                Ok(Input::Order { seat, action })
            })?;
        }
        "deadline" => case.input(n, |_| Ok(Input::Deadline))?,
        "resign" => {
            let seat = Seat(rest.parse().map_err(|e| format!("resign: {e}"))?);
            case.input(n, |_| Ok(Input::Resign { seat }))?;
        }
        "accepted" => {
            case.unchecked = None;
            if let Last::Refused(r) = &case.last {
                return Err(format!("refused: {r}"));
            }
        }
        "refused" => {
            case.unchecked = None;
            let Last::Refused(r) = &case.last else {
                return Err("accepted, but the case expects a refusal".into());
            };
            match rest.split_once('=') {
                None if rest.is_empty() => {}
                Some(("token", word)) => {
                    if r.token.as_deref() != Some(word) {
                        return Err(format!("refused on {:?}, not on `{word}`: {r}", r.token));
                    }
                }
                Some(("kind", id)) => refused_kind(r, id)?,
                _ => {
                    return Err(format!(
                        "`refused {rest}`: expected token=<word> or kind=<id>"
                    ))
                }
            }
        }
        "state" => {
            case.settle()?;
            let (pointer, want) = rest
                .split_once(" == ")
                .ok_or("`state <json-pointer> == <json>`")?;
            let want: Value = serde_json::from_str(want).map_err(|e| format!("`{want}`: {e}"))?;
            let state = case.state_json()?;
            let got = state
                .pointer(pointer)
                .ok_or(format!("the state has no `{pointer}`"))?;
            if *got != want {
                return Err(format!("`{pointer}` is {got}, not {want}"));
            }
        }
        "outcome" => {
            case.settle()?;
            let got = case.table()?.outcome();
            let words: Vec<&str> = rest.split_whitespace().collect();
            let ok = match (words.as_slice(), &got) {
                (["none"], None) => true,
                (["draw"], Some(Outcome::Draw { .. })) => true,
                (["win", seats @ ..], Some(Outcome::Win { seats: won, .. })) => {
                    let want: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
                    let won: Vec<String> = won.iter().map(|s| s.0.to_string()).collect();
                    want == won
                }
                (["none"] | ["draw"] | ["win", ..], _) => false,
                _ => {
                    return Err(format!(
                        "`outcome {rest}`: expected none, draw or win <seats>"
                    ))
                }
            };
            if !ok {
                return Err(format!("the outcome is {got:?}, not `{rest}`"));
            }
        }
        _ => return Err(format!("unknown line `{line}`")),
    }
    Ok(())
}

/// `refused kind=<id>`: the refusal's message id, as the game's catalog names it.
fn refused_kind(r: &Refusal, id: &str) -> Result<(), String> {
    if r.message.id == id {
        Ok(())
    } else {
        Err(format!("refused as `{}`, not `{id}`: {r}", r.message.id))
    }
}

fn run_case(text: &str) -> Result<(), String> {
    let mut case = Case {
        game: None,
        options: Vec::new(),
        seats: None,
        seed: None,
        table: None,
        last: Last::None,
        unchecked: None,
        failed_at: None,
    };
    let mut lines = 0;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        lines += 1;
        if let Err(e) = run_line(&mut case, i + 1, line) {
            return Err(format!("line {}: {e}", case.failed_at.unwrap_or(i + 1)));
        }
    }
    if let Err(e) = case.settle() {
        return Err(format!("line {}: {e}", case.failed_at.unwrap_or(0)));
    }
    if case.table.is_none() || lines == 0 {
        return Err("the case gives no input and checks nothing".into());
    }
    Ok(())
}

fn cases() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for game in std::fs::read_dir(root()).expect("tests/cases exists") {
        let dir = game.expect("a directory entry").path();
        for file in std::fs::read_dir(&dir).expect("a game's case folder") {
            let path = file.expect("a directory entry").path();
            if path.extension().is_some_and(|e| e == "txt") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn name(path: &Path) -> String {
    path.strip_prefix(root()).unwrap().display().to_string()
}

#[test]
fn every_rule_case_holds() {
    let files = cases();
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        match run_case(&text) {
            Ok(()) => println!("ok   {}", name(path)),
            Err(e) => {
                println!("FAIL {}", name(path));
                failures.push(format!("tests/cases/{}: {e}", name(path)));
            }
        }
    }
    assert!(!files.is_empty(), "no rule cases under tests/cases/");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// Every case file is named after the rule it checks, and that rule ID is written in the game's
// rules.
#[test]
fn every_case_is_named_after_a_rule() {
    for path in cases() {
        let file = path.file_stem().unwrap().to_string_lossy().to_string();
        let parts: Vec<&str> = file.split('-').collect();
        let id_len = parts
            .iter()
            .position(|p| p.chars().all(|c| c.is_ascii_digit()))
            .map(|i| i + 1)
            .unwrap_or_else(|| panic!("{}: no rule ID (R-...-<n>) in the name", name(&path)));
        let id = parts[..id_len].join("-");
        assert!(
            id.starts_with("R-"),
            "{}: `{id}` is not a rule ID",
            name(&path)
        );
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.contains(&id),
            "{}: the case does not cite {id}",
            name(&path)
        );
    }
}

// The runner itself: a wrong expectation fails and names its line.
#[test]
fn a_wrong_expectation_fails_at_its_line() {
    let good = "game capitals\nseed 1\nseat 0: end\nstate /to_move == 1\n";
    assert_eq!(run_case(good), Ok(()));
    let wrong_state = "game capitals\nseed 1\nseat 0: end\nstate /to_move == 0\n";
    assert!(run_case(wrong_state).unwrap_err().starts_with("line 4:"));
    let unexpected_refusal = "game capitals\nseed 1\nseat 1: end\nstate /to_move == 0\n";
    assert!(run_case(unexpected_refusal)
        .unwrap_err()
        .starts_with("line 3:"));
    let wrong_token = "game capitals\nseed 1\nseat 0: jump E5\nrefused token=E5\n";
    assert!(run_case(wrong_token).unwrap_err().starts_with("line 4:"));
    let not_refused = "game capitals\nseed 1\nseat 0: end\nrefused\n";
    assert!(run_case(not_refused).unwrap_err().starts_with("line 4:"));
    let kind = "game capitals\nseed 1\nseat 0: jump E5\nrefused kind=anything\n";
    assert!(run_case(kind).unwrap_err().starts_with("line 4:"));
}
