//! Fiefs positions for the rule tests (`tests/fiefs_rules.rs`, `tests/fiefs_rules_finish.rs`): hand-made
//! states from the default options with seat 0 (Falcon) at B2 and seat 1 (Stag) at J8, and orders run
//! through the ruleset with the invariants checked after each one, so that a rule test also catches a
//! state the rules should never reach.

use korona_engine::{Input, Refusal, Seat};
use korona_games::fiefs::invariants;
use korona_games::fiefs::state::{Holding, HoldingKind, State, Unit, UnitKind};
use korona_games::fiefs::{Action, Fiefs, Hx, Options};

/// The hex a test names; a name that is not one is a mistake in the test.
pub fn h(name: &str) -> Hx {
    Hx::parse(name).unwrap_or_else(|| panic!("{name} is a hex"))
}

/// Two houses without their starting spearmen, round 1, seat 0 to move, 100 gold each.
pub fn two() -> State {
    let mut s = State::start(Options::default(), &[(0, h("B2")), (1, h("J8"))]);
    s.tile_mut(h("B2")).unit = None;
    s.tile_mut(h("J8")).unit = None;
    for house in &mut s.houses {
        house.gold = 100;
    }
    s
}

/// Puts a fresh (not yet moved, not yet fired) unit of `owner` on `at`.
pub fn unit(s: &mut State, at: &str, owner: u8, kind: UnitKind) {
    s.tile_mut(h(at)).unit = Some(Unit {
        owner,
        kind,
        done: false,
        fired: false,
    });
}

/// Gives `owner` the land of `hexes`.
pub fn own(s: &mut State, owner: u8, hexes: &[&str]) {
    for x in hexes {
        s.tile_mut(h(x)).owner = Some(owner);
    }
}

/// Puts a holding of `owner` with `pop` people on `at`, on its own land.
pub fn hold(s: &mut State, at: &str, owner: u8, kind: HoldingKind, pop: u8) {
    let t = s.tile_mut(h(at));
    t.owner = Some(owner);
    t.holding = Some(Holding { kind, owner, pop });
}

/// Seat `seat` gives the order `text`; the state after it, checked against the invariants.
pub fn order(s: &State, seat: u8, text: &str) -> Result<State, Refusal> {
    let action = Action::parse(text)?;
    let after = Fiefs::step(
        s,
        &Input::Order {
            seat: Seat(seat),
            action,
        },
    )
    .map(|a| a.state)?;
    invariants::check(Some(s), &after).unwrap_or_else(|e| panic!("`{text}`: {e}"));
    Ok(after)
}

/// An order that must be accepted.
pub fn ok(s: &State, seat: u8, text: &str) -> State {
    order(s, seat, text).unwrap_or_else(|r| panic!("`{text}` refused: {r}"))
}

/// An order that must be refused: the refusal's message id.
pub fn refused(s: &State, seat: u8, text: &str) -> String {
    match order(s, seat, text) {
        Ok(_) => panic!("`{text}` was accepted"),
        Err(r) => r.id().to_string(),
    }
}

/// Ends the round: seat 1 to move ends its turn, so only seat 1's supply runs before the round end.
pub fn round_end(mut s: State) -> State {
    s.to_move = 1;
    ok(&s, 1, "end")
}
