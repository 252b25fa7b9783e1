//! Kingdoms positions and rounds for the rule tests, each file with its own match seed.

use korona_engine::{BotLevel, Budget, Dice, Event, Input, MatchSeed, Refusal, Ruleset, Seat};
use korona_games::kingdoms::units::Kind;
use korona_games::kingdoms::{Action, Kingdoms, Options, State};

/// The match seed a test file plays its positions with.
pub struct Seeded(pub u64);

impl Seeded {
    /// The dice of entry 0 of the seed: every test order rolls from a fresh copy of them.
    pub fn dice(&self) -> Dice {
        Dice::for_entry(&MatchSeed::from_number(self.0), 0)
    }

    /// A new match on The Four Crowns (the tests' positions name its areas), otherwise the default
    /// options.
    pub fn fresh(&self, seats: u8) -> State {
        let options = Options {
            map: "standard".into(),
            ..Options::default()
        };
        Kingdoms::new_state(&options, seats, &mut self.dice())
    }

    /// A new match without any units.
    pub fn bare(&self, seats: u8) -> State {
        let mut s = self.fresh(seats);
        s.units.clear();
        s
    }

    /// One seat's orders, which must be accepted.
    pub fn submit(&self, s: &State, seat: u8, text: &str) -> (State, Vec<Event>) {
        let action = parse(s, seat, text).unwrap_or_else(|r| panic!("{text}: {r}"));
        let input = Input::Order {
            seat: Seat(seat),
            action,
        };
        let applied = Kingdoms::step(s, &input, &mut self.dice()).unwrap();
        (applied.state, applied.events)
    }

    /// Every seat gives its orders (in seat order); the round resolves with the last.
    pub fn round(&self, s: &State, orders: &[&str]) -> (State, Vec<Event>) {
        let mut s = s.clone();
        let mut events = Vec::new();
        for (seat, text) in orders.iter().enumerate() {
            let (next, ev) = self.submit(&s, seat as u8, text);
            s = next;
            events.extend(ev);
        }
        (s, events)
    }
}

/// An area of the standard map by its name.
pub fn at(name: &str) -> u16 {
    korona_games::kingdoms::map::geo("standard")
        .parse(name)
        .unwrap()
}

pub fn parse(s: &State, seat: u8, text: &str) -> Result<Action, Refusal> {
    Kingdoms.parse(s, Seat(seat), text)
}

pub fn count(s: &State, seat: u8, kind: Kind, area: &str) -> usize {
    s.count_at(seat, kind, at(area))
}

/// A new match of `seats` kingdoms on `map` (30 rounds), set up with entry 0 of `seed`. Built
/// straight from the map, past the refusal of seatings not offered (R-KIN-MAP-9), so that the
/// fairness measurement can still play those.
pub fn setup_on(map: &str, seats: u8, seed: u64) -> State {
    let options = Options {
        map: map.into(),
        rounds: 30,
    };
    let ms = MatchSeed::from_number(seed);
    Kingdoms::new_state(&options, seats, &mut Dice::for_entry(&ms, 0))
}

/// Plays `state` to its end with `level` bots, the dice of `seed`, calling `each(before, after,
/// n)` after entry `n`; the final state.
pub fn play_bots(
    mut state: State,
    seed: u64,
    level: BotLevel,
    mut each: impl FnMut(&State, &State, u64),
) -> State {
    let ms = MatchSeed::from_number(seed);
    let mut n = 1;
    while !state.over() {
        let seat = state
            .alive()
            .find(|s| !state.orders.submitted_seats().any(|x| x == *s))
            .unwrap();
        let action = Kingdoms.bot(
            &state,
            seat,
            level,
            &mut Dice::for_bot(&ms, n, seat.0),
            Budget::nodes(50),
        );
        let input = Input::Order { seat, action };
        let next = Kingdoms::step(&state, &input, &mut Dice::for_entry(&ms, n))
            .unwrap()
            .state;
        each(&state, &next, n);
        state = next;
        n += 1;
    }
    state
}
