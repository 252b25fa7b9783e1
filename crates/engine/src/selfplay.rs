//! Matches played through a [`Game`] alone, entry by entry, exactly as the service plays them: entry N
//! rolls `Dice::for_entry(seed, N)`, a bot thinks on `Dice::for_bot(seed, last entry, seat)` with the
//! budget of its level, and a bot order its own rules refuse falls back to the first legal order, then
//! to the deadline. So a self-played match with a given seed is the match `korona demo` stores, and
//! tests, benchmarks and the bot ladder all drive games through this one place.

use crate::erased::DynState;
use crate::event::Event;
use crate::info::BotLevel;
use crate::input::Input;
use crate::outcome::Outcome;
use crate::refusal::Refusal;
use crate::ruleset::Budget;
use crate::seat::Seat;
use crate::seed::MatchSeed;
use crate::{Dice, Game};
use serde_json::Value;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

/// The node budget the service gives a bot of each level (no wall-clock limit, so that a match
/// repeats exactly).
pub fn bot_budget(level: BotLevel) -> Budget {
    Budget::nodes(match level {
        BotLevel::Easy => 100,
        BotLevel::Medium => 1_000,
        BotLevel::Hard => 10_000,
        BotLevel::Extreme => 50_000,
    })
}

/// One accepted log entry.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub seq: u64,
    /// Match time of the entry, in milliseconds.
    pub at_ms: u64,
    pub input: Input<Value>,
    /// The canonical order text a player would type (`deadline`, `resign` for the other inputs).
    pub text: String,
    /// [`Game::state_hash`] of the state the entry produced.
    pub state_sha256: String,
}

impl Entry {
    /// The input as the log stores it.
    pub fn json(&self) -> Value {
        serde_json::to_value(&self.input).expect("inputs serialize")
    }

    /// The seat that gave the order, if it was an order or a resignation.
    pub fn seat(&self) -> Option<Seat> {
        match self.input {
            Input::Order { seat, .. } | Input::Resign { seat } | Input::TakeBack { seat } => {
                Some(seat)
            }
            Input::Deadline => None,
        }
    }
}

/// What a bot chose for the next entry.
#[derive(Clone, Debug, PartialEq)]
pub struct BotChoice {
    pub input: Input<Value>,
    /// The bot's own order was refused and the fallback was taken (a bug in the bot).
    pub fallback: bool,
    /// Wall-clock time the bot spent thinking (for benchmarks; it never changes the choice).
    pub thought: Duration,
}

/// A match on the table: its game, seed and options, the state after the last entry, and the
/// entry counter. Inputs go in one at a time, exactly as the service applies them.
pub struct Table<'g> {
    game: &'g dyn Game,
    seed: MatchSeed,
    seq: u64,
    ms_per_entry: u64,
    state: DynState,
}

impl<'g> Table<'g> {
    /// Entry 0: the setup, rolled from `Dice::for_entry(seed, 0)`.
    pub fn setup(
        game: &'g dyn Game,
        options: &Value,
        seats: u8,
        seed: MatchSeed,
    ) -> Result<Self, Refusal> {
        let state = game.setup(options, seats, &mut Dice::for_entry(&seed, 0))?;
        Ok(Table {
            game,
            seed,
            seq: 0,
            ms_per_entry: 0,
            state,
        })
    }

    /// Entry N happens at match time `N * ms` (default 0: the frozen clock of `korona demo`).
    pub fn with_ms_per_entry(mut self, ms: u64) -> Self {
        self.ms_per_entry = ms;
        self
    }

    pub fn game(&self) -> &'g dyn Game {
        self.game
    }

    pub fn state(&self) -> &DynState {
        &self.state
    }

    /// The sequence number of the last applied entry (0 after the setup).
    pub fn seq(&self) -> u64 {
        self.seq
    }

    pub fn seed(&self) -> &MatchSeed {
        &self.seed
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome(&self.state)
    }

    /// Replaces the state (a test building a position by hand); the entry counter runs on.
    pub fn set_state(&mut self, state: DynState) {
        self.state = state;
    }

    /// Parses `text` as `seat`'s order and applies it as the next entry.
    pub fn order(&mut self, seat: Seat, text: &str) -> Result<(Entry, Vec<Event>), Refusal> {
        let action = self.game.parse(&self.state, seat, text)?;
        self.apply(Input::Order { seat, action })
    }

    /// Applies `input` as the next entry. A refusal leaves the table as it was.
    pub fn apply(&mut self, input: Input<Value>) -> Result<(Entry, Vec<Event>), Refusal> {
        let seq = self.seq + 1;
        let at_ms = seq * self.ms_per_entry;
        let (state, events) = apply_entry(self.game, &self.seed, seq, at_ms, &self.state, &input)?;
        let entry = Entry {
            seq,
            at_ms,
            text: self.text_of(&input),
            state_sha256: self.game.state_hash(&state),
            input,
        };
        self.seq = seq;
        self.state = state;
        Ok((entry, events))
    }

    /// The canonical text of an input against the current state.
    pub fn text_of(&self, input: &Input<Value>) -> String {
        match input {
            Input::Order { action, .. } => self.game.format(&self.state, action),
            Input::Deadline => "deadline".into(),
            Input::Resign { .. } => "resign".into(),
            Input::TakeBack { .. } => "undo".into(),
        }
    }

    /// What a bot of `level` in `seat` plays next, as the service decides it; `budget` overrides the
    /// level's node budget.
    pub fn bot_choice(&self, seat: Seat, level: BotLevel, budget: Option<Budget>) -> BotChoice {
        let budget = budget.unwrap_or_else(|| bot_budget(level));
        let at_ms = (self.seq + 1) * self.ms_per_entry;
        bot_turn(
            self.game,
            &self.seed,
            self.seq,
            at_ms,
            &self.state,
            seat,
            level,
            budget,
        )
    }
}

/// A bot's turn, the one way the service and the self-play driver ask a bot: it thinks with its own
/// dice stream for the entry after `seq`; if it proposes what its rules refuse (a bug), the first
/// legal order that parses is taken, and failing that the deadline, so a match never stalls on a bot.
#[allow(clippy::too_many_arguments)]
pub fn bot_turn(
    game: &dyn Game,
    seed: &MatchSeed,
    seq: u64,
    at_ms: u64,
    state: &DynState,
    seat: Seat,
    level: BotLevel,
    budget: Budget,
) -> BotChoice {
    let mut dice = Dice::for_bot(seed, seq, seat.0);
    let started = Instant::now();
    let action = game.bot(state, seat, level, &mut dice, budget);
    let thought = started.elapsed();
    let input = Input::Order { seat, action };
    if apply_entry(game, seed, seq + 1, at_ms, state, &input).is_ok() {
        return BotChoice {
            input,
            fallback: false,
            thought,
        };
    }
    let legal = game.legal(state, seat).into_iter();
    let input = legal
        .filter_map(|choice| game.parse(state, seat, &choice.text).ok())
        .map(|action| Input::Order { seat, action })
        .next()
        .unwrap_or(Input::Deadline);
    BotChoice {
        input,
        fallback: true,
        thought,
    }
}

/// The engine's one `apply_entry`, the same the service commits and `verify` replays with.
fn apply_entry(
    game: &dyn Game,
    seed: &MatchSeed,
    seq: u64,
    at_ms: u64,
    state: &DynState,
    input: &Input<Value>,
) -> Result<(DynState, Vec<Event>), Refusal> {
    let applied = crate::entry::apply_entry(
        game,
        seed,
        seq,
        at_ms,
        Some(state),
        crate::entry::EntryInput::Play(input),
    )?;
    Ok((applied.state, applied.events))
}

/// Why a self-played match could not go on.
#[derive(Debug, thiserror::Error)]
pub enum SelfPlayError {
    #[error("the setup was refused: {0}")]
    Setup(Refusal),
    #[error("entry {seq}: {seats} seats given, but seat {seat} is awaited")]
    NoSuchSeat { seq: u64, seat: Seat, seats: usize },
    #[error("entry {seq}: nothing applies, not even the deadline: {refusal}")]
    Stalled { seq: u64, refusal: Refusal },
    #[error("no outcome after {0} entries")]
    Endless(u64),
}

/// A whole match of bots. Each seat plays at its own level.
pub struct SelfPlay<'g> {
    game: &'g dyn Game,
    options: Value,
    levels: Vec<BotLevel>,
    seed: MatchSeed,
    budget: Option<Budget>,
    ms_per_entry: u64,
    max_entries: u64,
}

/// What an entry of a self-played match passes to the hook.
pub struct Step<'a> {
    pub table: &'a Table<'a>,
    pub entry: &'a Entry,
    pub events: &'a [Event],
    /// The bot's own order was refused and the service's fallback was played.
    pub fallback: bool,
    pub thought: Duration,
}

/// A finished (or stopped) self-played match.
pub struct Played {
    pub entries: Vec<Entry>,
    pub state: DynState,
    pub outcome: Option<Outcome>,
    /// Entries where a bot's own order was refused and the fallback was played.
    pub fallbacks: Vec<u64>,
}

impl<'g> SelfPlay<'g> {
    /// A match of `game` with its default options, one bot per entry of `levels`.
    pub fn new(game: &'g dyn Game, levels: &[BotLevel], seed: MatchSeed) -> Self {
        SelfPlay {
            game,
            options: game.options(&[]).unwrap_or(Value::Null),
            levels: levels.to_vec(),
            seed,
            budget: None,
            ms_per_entry: 0,
            max_entries: 20_000,
        }
    }

    /// Options as `key=value` pairs, parsed by the game.
    pub fn options(mut self, pairs: &[(&str, &str)]) -> Result<Self, Refusal> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        self.options = self.game.options(&pairs)?;
        Ok(self)
    }

    /// Options already in the game's JSON form.
    pub fn options_json(mut self, options: Value) -> Self {
        self.options = options;
        self
    }

    /// Every bot thinks on this budget instead of its level's.
    pub fn budget(mut self, budget: Budget) -> Self {
        self.budget = Some(budget);
        self
    }

    /// Entry N at match time `N * ms` (default 0, like `korona demo`).
    pub fn ms_per_entry(mut self, ms: u64) -> Self {
        self.ms_per_entry = ms;
        self
    }

    /// More entries than this without an outcome is an error (a game that does not end).
    pub fn max_entries(mut self, n: u64) -> Self {
        self.max_entries = n;
        self
    }

    /// Plays until the game has an outcome.
    pub fn play(&self) -> Result<Played, SelfPlayError> {
        self.play_with(|_| ControlFlow::Continue(()))
    }

    /// Plays until the game has an outcome or `hook`, called after every accepted entry, breaks.
    pub fn play_with(
        &self,
        mut hook: impl FnMut(&Step) -> ControlFlow<()>,
    ) -> Result<Played, SelfPlayError> {
        let seats = self.levels.len() as u8;
        let mut table = Table::setup(self.game, &self.options, seats, self.seed)
            .map_err(SelfPlayError::Setup)?
            .with_ms_per_entry(self.ms_per_entry);
        let mut entries = Vec::new();
        let mut fallbacks = Vec::new();
        let mut outcome = table.outcome();
        while outcome.is_none() {
            if table.seq() >= self.max_entries {
                return Err(SelfPlayError::Endless(table.seq()));
            }
            // Nobody to wait for: the phase's deadline is what the service would apply next.
            let choice = match self.game.awaiting(table.state()).pending().next() {
                Some(seat) => {
                    let level = *self.levels.get(seat.index()).ok_or({
                        SelfPlayError::NoSuchSeat {
                            seq: table.seq() + 1,
                            seat,
                            seats: self.levels.len(),
                        }
                    })?;
                    table.bot_choice(seat, level, self.budget)
                }
                None => BotChoice {
                    input: Input::Deadline,
                    fallback: false,
                    thought: Duration::ZERO,
                },
            };
            let (entry, events) =
                table
                    .apply(choice.input)
                    .map_err(|refusal| SelfPlayError::Stalled {
                        seq: table.seq() + 1,
                        refusal,
                    })?;
            if choice.fallback {
                fallbacks.push(entry.seq);
            }
            outcome = table.outcome();
            let flow = hook(&Step {
                table: &table,
                entry: &entry,
                events: &events,
                fallback: choice.fallback,
                thought: choice.thought,
            });
            entries.push(entry);
            if flow.is_break() {
                break;
            }
        }
        Ok(Played {
            entries,
            state: table.state,
            outcome,
            fallbacks,
        })
    }
}

/// Wins, losses and draws of one side over a series of games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LadderScore {
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
}

/// `games` matches of `stronger` against `weaker` on seeds `0..games` (`MatchSeed::from_number`),
/// the stronger bot taking seat `g % seats` in game `g` and the weaker all other seats. The score is
/// the stronger side's; a shared win counts as a win.
pub fn ladder(
    game: &dyn Game,
    options: &Value,
    seats: u8,
    games: usize,
    stronger: BotLevel,
    weaker: BotLevel,
) -> Result<LadderScore, SelfPlayError> {
    ladder_sides(game, options, Sides::one(seats), games, stronger, weaker)
}

/// How a ladder match seats the two levels: `strong` of the `seats` seats play the stronger level,
/// spread evenly round the table and turned one seat further each game, so that no seat's place
/// (start player, province) favours either side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sides {
    pub seats: u8,
    pub strong: u8,
}

impl Sides {
    /// One stronger seat against all the others.
    pub fn one(seats: u8) -> Self {
        Sides { seats, strong: 1 }
    }

    /// Half the table each (2 v 2 at four seats).
    pub fn half(seats: u8) -> Self {
        Sides {
            seats,
            strong: (seats / 2).max(1),
        }
    }

    /// The stronger seats in game `g`.
    pub fn strong_seats(self, g: usize) -> Vec<Seat> {
        let n = self.seats as usize;
        let step = n / self.strong.max(1) as usize;
        (0..self.strong as usize)
            .map(|i| Seat(((g + i * step) % n) as u8))
            .collect()
    }
}

/// [`ladder`] with several seats on the stronger side; a win of any of them is the side's win.
pub fn ladder_sides(
    game: &dyn Game,
    options: &Value,
    sides: Sides,
    games: usize,
    stronger: BotLevel,
    weaker: BotLevel,
) -> Result<LadderScore, SelfPlayError> {
    let mut score = LadderScore::default();
    for g in 0..games {
        let strong = sides.strong_seats(g);
        let mut levels = vec![weaker; sides.seats as usize];
        for s in &strong {
            levels[s.index()] = stronger;
        }
        let played = SelfPlay::new(game, &levels, MatchSeed::from_number(g as u64))
            .options_json(options.clone())
            .play()?;
        match played.outcome {
            Some(o) if o.winners().iter().any(|w| strong.contains(w)) => score.wins += 1,
            Some(Outcome::Draw { .. }) | None => score.draws += 1,
            Some(_) => score.losses += 1,
        }
    }
    Ok(score)
}
