//! What this year's movement and battles did, kept so that the map can show it (arrows for the
//! moves, a marker with the result for each battle). Rules never read it.
//!
//! When it is cleared: when a movement phase begins ([`begin`]). A map is posted whenever the phase
//! changes; battles follow the last step of movement without a phase of their own, and what comes
//! next (the election, or the next year's recruitment) is the first map after them. So the trace
//! lives from the first step of a year until the next year's movement begins: maps during movement
//! show the steps so far and the attacks still to be fought, the map after the battles (and those
//! of the election and of the next recruitment) show the whole year's moves and every result, and
//! [`Trace::year`] says which year they belong to.
//!
//! Everything here is public: each entry repeats what a public event already announced (steps,
//! battles, withdrawals, retreats), and nothing is recorded before the starting placement is
//! revealed. Queued steps (R-MOVE-19, private) enter only when they run.

use super::army::Army;
use super::battle::{Fought, Kind, Winner};
use super::map::CountyId;
use super::orders::Part;
use super::state::{Attack, Faction, State};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    /// The year whose movement the entries come from; 0 before the first movement.
    pub year: u32,
    /// In the order they happened.
    pub moves: Vec<Move>,
    pub battles: Vec<Battle>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveKind {
    /// A step into own or empty land (R-MOVE-4).
    Step,
    /// A step into enemy units, fought in phase IV (R-MOVE-9).
    Attack,
    /// Besiegers or losers leaving after a battle (R-SIEGE-8, R-SIEGE-9).
    Withdraw,
    /// An ADV retreat during a battle (R-ADV-RETREAT).
    Retreat,
    /// A withdrawing group with no way out attacking a neighbour (R-SIEGE-8c).
    Cornered,
}

/// One group of pieces going from one county to another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    pub seat: u8,
    pub from: CountyId,
    pub to: CountyId,
    pub army: Army,
    pub lord: bool,
    pub kind: MoveKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Clash {
    Open,
    Terrain,
    Siege,
    /// A lone lord attacked: defeated without combat.
    Overrun,
}

impl From<Kind> for Clash {
    fn from(k: Kind) -> Clash {
        match k {
            Kind::Open => Clash::Open,
            Kind::Terrain => Clash::Terrain,
            Kind::Siege => Clash::Siege,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub county: CountyId,
    pub clash: Clash,
    pub attacker: u8,
    pub defender: Faction,
    /// The armies as the battle began, and the lords present.
    pub attacker_army: Army,
    pub defender_army: Army,
    pub attacker_lord: bool,
    pub defender_lord: bool,
    /// Who won the fight itself; a draw's lords and a duel are settled afterwards.
    pub winner: Winner,
    /// Survivors when the fight ended (before withdrawal or a retreat's losses).
    pub attacker_left: Army,
    pub defender_left: Army,
    /// The loser retreated (ADV).
    pub retreated: bool,
    /// Who holds the county once the battle's consequences are done (duel, lone lord, withdrawal).
    pub holder: Option<Faction>,
    /// Whether `holder` has been filled in; false only while the consequences run.
    pub settled: bool,
}

/// How a battle ended, as the map says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The attacker holds the county.
    Taken,
    /// The defender kept it.
    Held,
    /// Nobody holds it: both armies were wiped out.
    BothLost,
    /// Someone else holds it (only if a later battle of the same fight changed it).
    Other,
}

impl Battle {
    pub fn verdict(&self) -> Verdict {
        // While the consequences still run (a decision pending), the fight's winner is the best
        // guess.
        if !self.settled {
            return match self.winner {
                Winner::Attacker => Verdict::Taken,
                Winner::Defender => Verdict::Held,
                Winner::Neither => Verdict::BothLost,
            };
        }
        match self.holder {
            Some(Faction::Player(s)) if s == self.attacker => Verdict::Taken,
            Some(f) if f == self.defender => Verdict::Held,
            None => Verdict::BothLost,
            Some(_) => Verdict::Other,
        }
    }

    pub fn attacker_losses(&self) -> u32 {
        self.attacker_army.total() - self.attacker_left.total()
    }

    pub fn defender_losses(&self) -> u32 {
        self.defender_army.total() - self.defender_left.total()
    }
}

/// A movement phase begins: last year's entries go (see the module comment).
pub fn begin(state: &mut State) {
    state.trace = Trace {
        year: state.year,
        ..Trace::default()
    };
}

/// A checked step was made: one entry per source county.
pub fn step(state: &mut State, seat: u8, to: CountyId, parts: &[Part], attack: bool) {
    let kind = if attack {
        MoveKind::Attack
    } else {
        MoveKind::Step
    };
    for p in parts {
        state.trace.moves.push(Move {
            seat,
            from: p.from,
            to,
            army: p.units,
            lord: p.lord,
            kind,
        });
    }
}

/// Survivors of a lost battle or besiegers over the castle cap leave `c` for `to` (R-SIEGE-8/9).
pub fn withdrawal(state: &mut State, seat: u8, c: CountyId, to: CountyId, army: Army, lord: bool) {
    left(state, MoveKind::Withdraw, seat, c, to, army, lord);
}

/// An army retreats from the battle in `c` to `to`; `army` is what is left after the crossing.
pub fn retreat(state: &mut State, seat: u8, c: CountyId, to: CountyId, army: Army, lord: bool) {
    left(state, MoveKind::Retreat, seat, c, to, army, lord);
}

/// A withdrawing group with no way out of `c` must attack `to` (R-SIEGE-8c).
pub fn cornered(state: &mut State, seat: u8, c: CountyId, to: CountyId, army: Army, lord: bool) {
    left(state, MoveKind::Cornered, seat, c, to, army, lord);
}

fn left(
    state: &mut State,
    kind: MoveKind,
    seat: u8,
    from: CountyId,
    to: CountyId,
    army: Army,
    lord: bool,
) {
    state.trace.moves.push(Move {
        seat,
        from,
        to,
        army,
        lord,
        kind,
    });
}

/// A battle in `c` was fought to its end; called before its consequences are applied, while the
/// lords still stand where they fought.
pub fn battle(
    state: &mut State,
    c: CountyId,
    kind: Kind,
    atk: &Attack,
    defender: Faction,
    defender_army: Army,
    f: &Fought,
) {
    let attacker_lord = atk.lord && state.lord_county(atk.seat) == Some(c);
    let defender_lord = defender
        .seat()
        .is_some_and(|d| state.lord_county(d) == Some(c));
    state.trace.battles.push(Battle {
        county: c,
        clash: kind.into(),
        attacker: atk.seat,
        defender,
        attacker_army: atk.army,
        defender_army,
        attacker_lord,
        defender_lord,
        winner: f.winner,
        attacker_left: f.attacker,
        defender_left: f.defender,
        retreated: f.retreated,
        holder: None,
        settled: false,
    });
}

/// A lone lord in `c` was attacked and is overrun without combat.
pub fn overrun(state: &mut State, c: CountyId, atk: &Attack, defender: Faction) {
    state.trace.battles.push(Battle {
        county: c,
        clash: Clash::Overrun,
        attacker: atk.seat,
        defender,
        attacker_army: atk.army,
        defender_army: Army::default(),
        attacker_lord: atk.lord,
        defender_lord: true,
        winner: Winner::Attacker,
        attacker_left: atk.army,
        defender_left: Army::default(),
        retreated: false,
        holder: None,
        settled: false,
    });
}

/// The battle in `c` and its consequences are over: record who holds the county now.
pub fn settled(state: &mut State, c: CountyId) {
    let holder = state.counties[c].controller;
    if let Some(b) = state
        .trace
        .battles
        .iter_mut()
        .rev()
        .find(|b| b.county == c && !b.settled)
    {
        b.holder = holder;
        b.settled = true;
    }
}
