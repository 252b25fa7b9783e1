//! Phase III movement (section 11): step allowance, path costs over terrain and rivers, what may be
//! passed through, attacks, the lord's company rule, the castle cap.

use super::army::{Arm, Army};
use super::map::{CountyId, Terrain};
use super::orders::Part;
use super::recruit::{arm_limit_ok, garrison_refusal};
use super::state::{Attack, Card, Faction, LordAt, State};
use korona_engine::msg;
use korona_engine::{Event, Refusal};

/// R-MOVE-2: castles + 2, at most 6, fixed at the start of the phase.
pub fn allowance(state: &State, seat: u8) -> u32 {
    (state.castles_of(seat) as u32 + 2).min(6)
}

/// R-MOVE-2: no year has more than six steps, so no queue needs more (R-MOVE-19).
pub const MAX_QUEUE: usize = 6;

/// R-MOVE-19: a step may be queued if the queue has room and every part leaves a county the seat
/// holds now or reaches by an earlier queued step, each county once. Whether it is legal is decided
/// when it runs; this only bounds what a queue can hold.
pub fn check_queueable(
    state: &State,
    seat: u8,
    step: &(CountyId, Vec<Part>),
) -> Result<(), Refusal> {
    let queue = &state.players[seat as usize].queue;
    if queue.len() >= MAX_QUEUE {
        return Err(Refusal::new(msg!(
            "oligarchs-queue-is-full",
            max = MAX_QUEUE
        )));
    }
    let m = state.map();
    let mut seen = Vec::new();
    for part in &step.1 {
        let name = &m.counties[part.from].name;
        let reachable =
            state.controls(seat, part.from) || queue.iter().any(|(to, _)| *to == part.from);
        if !reachable {
            return Err(Refusal::at(
                name.as_str(),
                msg!("oligarchs-queue-from-not-yours"),
            ));
        }
        if seen.contains(&part.from) {
            return Err(Refusal::at(
                name.as_str(),
                msg!("oligarchs-queue-county-twice"),
            ));
        }
        seen.push(part.from);
    }
    Ok(())
}

/// MP to enter `to` across the border from `from` (R-MOVE-6, R-CARD-10).
pub fn entry_cost(state: &State, from: CountyId, to: CountyId) -> u32 {
    let m = state.map();
    let terrain = if m.counties[to].terrain == Terrain::Plain {
        1
    } else {
        2
    };
    let river = match m.river(from, to) {
        None => 0,
        Some(_) if state.card == Some(Card::Flood) => 2,
        Some(_) => 1,
    };
    terrain + river
}

/// Whether a path may pass through `c` (enter and leave): no other faction's units, no pending battle,
/// not controlled by another faction (R-MOVE-8, A-2).
fn passable(state: &State, seat: u8, c: CountyId) -> bool {
    let h = &state.counties[c];
    if pinned_by(state, seat, c) {
        return true;
    }
    h.attack.is_none()
        && !state.closed.contains(&c)
        && (h.controller.is_none() || h.controller == Some(Faction::Player(seat)))
}

/// R-ADV-PIN-1: `seat` attacks `c` with at least twice as many units as defend it, so its other units
/// may pass through (lords not counted, A-42).
pub fn pinned_by(state: &State, seat: u8, c: CountyId) -> bool {
    let h = &state.counties[c];
    state.options.pinning
        && h.attack
            .as_ref()
            .is_some_and(|a| a.seat == seat && a.army.total() >= 2 * h.units.total())
}

/// R-ADV-RPIN-1: how many units an attack on `c` pins (twice the attackers); all of them without pinning.
pub fn pinned_units(state: &State, c: CountyId) -> u32 {
    let h = &state.counties[c];
    match &h.attack {
        Some(a) if state.options.pinning => 2 * a.army.total(),
        Some(_) => u32::MAX,
        None => 0,
    }
}

/// Cheapest MP from `from` to every county within 4 MP, passing only through passable counties
/// (Dijkstra over at most 70 counties); `u32::MAX` where out of reach.
pub fn reach(state: &State, seat: u8, from: CountyId) -> Vec<u32> {
    let m = state.map();
    let n = m.counties.len();
    let mut best = vec![u32::MAX; n];
    let mut done = vec![false; n];
    best[from] = 0;
    while let Some(cur) = (0..n)
        .filter(|&c| !done[c] && best[c] < u32::MAX)
        .min_by_key(|&c| best[c])
    {
        done[cur] = true;
        if cur != from && !passable(state, seat, cur) {
            continue;
        }
        for &(nb, _) in &m.adjacent[cur] {
            let c = best[cur] + entry_cost(state, cur, nb);
            if c < best[nb] && c <= 4 {
                best[nb] = c;
            }
        }
    }
    best
}

/// Cheapest MP from `from` to `to` (at most 4), if reachable.
pub fn path_cost(state: &State, seat: u8, from: CountyId, to: CountyId) -> Option<u32> {
    Some(reach(state, seat, from)[to]).filter(|&c| c < u32::MAX)
}

/// Validates a step for `seat` into `to` (R-MOVE-4..17); returns whether it is an attack.
pub fn check(state: &State, seat: u8, to: CountyId, parts: &[Part]) -> Result<bool, Refusal> {
    let m = state.map();
    let p = &state.players[seat as usize];
    let name = |c: CountyId| m.name(c).to_string();
    if p.steps == 0 {
        return Err(Refusal::new(msg!("oligarchs-no-steps-left-this-year")).accepting(["pass"]));
    }
    if state.closed.contains(&to) {
        return Err(Refusal::at(name(to), msg!("oligarchs-out-of-play-with-5")));
    }
    let dest = &state.counties[to];
    if dest.attack.is_some() {
        return Err(Refusal::at(
            name(to),
            msg!("oligarchs-already-attacked-this-year-nobody"),
        ));
    }
    let mut moving = Army::default();
    let mut lord_moves = false;
    let mut froms: Vec<CountyId> = Vec::new();
    for part in parts {
        check_source(state, seat, to, part, &froms)?;
        froms.push(part.from);
        check_lord_leaves(state, seat, part)?;
        check_reach(state, seat, to, part)?;
        check_leaving(state, seat, to, part)?;
        lord_moves |= part.lord;
        moving = moving.plus(part.units);
    }
    check_arrival(state, seat, to, parts, moving, lord_moves)
}

/// A part's county: named once, not the destination, with the units still free to move there and
/// not pinned by an attack.
fn check_source(
    state: &State,
    seat: u8,
    to: CountyId,
    part: &Part,
    froms: &[CountyId],
) -> Result<(), Refusal> {
    let name = |c: CountyId| state.map().name(c).to_string();
    let c = part.from;
    if froms.contains(&c) {
        return Err(Refusal::at(
            name(c),
            msg!("oligarchs-name-each-source-county-once"),
        ));
    }
    if c == to {
        return Err(Refusal::at(
            name(c),
            msg!("oligarchs-pieces-already-there-do-not"),
        ));
    }
    let h = &state.counties[c];
    let free = if state.controls(seat, c) {
        h.units.minus(h.moved)
    } else {
        Army::default()
    };
    if !free.contains(&part.units) {
        return Err(Refusal::at(
            name(c),
            msg!(
                "oligarchs-only-there-may-still-move",
                free = free.to_string()
            ),
        ));
    }
    // R-MOVE-10, R-ADV-RPIN-1: attacked units stay, except a surplus over twice the attackers.
    if h.attack.is_some()
        && h.units.total().saturating_sub(part.units.total()) < pinned_units(state, c)
    {
        return Err(Refusal::at(
            name(c),
            msg!("oligarchs-attacked-units-may-not-move"),
        ));
    }
    Ok(())
}

/// The lord moves only from where he stands and once a year, and is never left alone (R-MOVE-14).
fn check_lord_leaves(state: &State, seat: u8, part: &Part) -> Result<(), Refusal> {
    let p = &state.players[seat as usize];
    let name = |c: CountyId| state.map().name(c).to_string();
    let c = part.from;
    let h = &state.counties[c];
    if part.lord {
        if p.lord != LordAt::County(c) {
            return Err(Refusal::at(
                "lord",
                msg!("oligarchs-your-lord-is-not-in", county = name(c)),
            ));
        }
        if p.lord_moved {
            return Err(Refusal::at(
                "lord",
                msg!("oligarchs-your-lord-already-moved-this"),
            ));
        }
    } else if p.lord == LordAt::County(c)
        && h.units.minus(part.units).is_empty()
        && !part.units.is_empty()
    {
        // R-MOVE-14: the lord may not be left alone.
        return Err(Refusal::at(name(c), msg!("oligarchs-lord-may-not-be-left")));
    }
    Ok(())
}

/// Every arm of a part, and the lord, reach the destination with their movement points.
fn check_reach(state: &State, seat: u8, to: CountyId, part: &Part) -> Result<(), Refusal> {
    let name = |c: CountyId| state.map().name(c).to_string();
    let c = part.from;
    let cost = path_cost(state, seat, c, to);
    for arm in Arm::ALL {
        if part.units.get(arm) > 0 && cost.is_none_or_gt(arm.mp()) {
            return Err(Refusal::at(
                name(c),
                msg!(
                    "oligarchs-cannot-reach-mp",
                    arm = arm.letter(),
                    county = name(to),
                    mp = arm.mp()
                ),
            ));
        }
    }
    if part.lord && cost.is_none_or_gt(4) {
        return Err(Refusal::at(
            "lord",
            msg!("oligarchs-lord-cannot-reach", county = name(to)),
        ));
    }
    Ok(())
}

/// What a part leaves behind keeps the castle limit, and only units that have not fought this
/// year attack.
fn check_leaving(state: &State, seat: u8, to: CountyId, part: &Part) -> Result<(), Refusal> {
    let name = |c: CountyId| state.map().name(c).to_string();
    let c = part.from;
    let h = &state.counties[c];
    let dest = &state.counties[to];
    // R-MOVE-13, R-ADV-CASTLE-2: the limit holds in every own castle after the step, the castles
    // it leaves included (an attack as much as a move).
    if let Some(why) = garrison_refusal(state, c, h.units.minus(part.units)) {
        return Err(Refusal::at(name(c), why));
    }
    // R-ADV-TRAD-6: units that already fought this year may move but not attack.
    let unfought = h.units.minus(h.fought);
    let attacking = !dest.units.is_empty() && dest.controller != Some(Faction::Player(seat));
    if attacking && !unfought.contains(&part.units) {
        return Err(Refusal::at(
            name(c),
            msg!(
                "oligarchs-only-there-have-not-fought",
                unfought = unfought.to_string()
            ),
        ));
    }
    Ok(())
}

/// The step as a whole: the liege's veto, the lord's arrival, and an attack's own rules, or the
/// castle limit where the units arrive.
fn check_arrival(
    state: &State,
    seat: u8,
    to: CountyId,
    parts: &[Part],
    moving: Army,
    lord_moves: bool,
) -> Result<bool, Refusal> {
    let m = state.map();
    let p = &state.players[seat as usize];
    let name = |c: CountyId| m.name(c).to_string();
    let dest = &state.counties[to];
    let enemy = !dest.units.is_empty() && dest.controller != Some(Faction::Player(seat));
    // R-VASSAL-5: a liege's veto cancels his vassal's attacks and the emptying of a vassal castle.
    if let Some(l) = p.liege.filter(|&l| state.players[l as usize].standing.veto) {
        let empties_castle = parts.iter().any(|pt| {
            m.counties[pt.from].castle && state.counties[pt.from].units.minus(pt.units).is_empty()
        });
        if enemy || empties_castle {
            return Err(Refusal::new(msg!(
                "oligarchs-your-liege-seat-vetoes-this",
                l = l
            )));
        }
    }
    let after = if enemy {
        moving
    } else {
        dest.units.plus(moving)
    };
    // R-MOVE-14: the lord must arrive with or to own units.
    if lord_moves && after.is_empty() {
        return Err(Refusal::at(
            "lord",
            msg!("oligarchs-lord-must-end-with-own"),
        ));
    }
    if enemy {
        // R-VASSAL-4, R-MOVE-16: vassal and liege never attack each other.
        if let Some(d) = dest.controller.and_then(Faction::seat) {
            let (me, them) = (&state.players[seat as usize], &state.players[d as usize]);
            if me.liege == Some(d) || them.liege == Some(seat) {
                return Err(Refusal::at(
                    name(to),
                    msg!("oligarchs-vassal-and-liege-may-not"),
                ));
            }
        }
        if m.counties[to].castle && moving.i == 0 && !lord_moves {
            return Err(Refusal::at(
                name(to),
                msg!("oligarchs-siege-needs-infantry-or-lord"),
            ));
        }
        if m.counties[to].castle && !arm_limit_ok(state, moving) {
            return Err(Refusal::at(
                name(to),
                msg!("oligarchs-besieging-army-must-obey-arm"),
            ));
        }
    } else if let Some(why) = garrison_refusal(state, to, after) {
        return Err(Refusal::at(name(to), why));
    }
    Ok(enemy)
}

trait Reach {
    fn is_none_or_gt(&self, mp: u32) -> bool;
}

impl Reach for Option<u32> {
    fn is_none_or_gt(&self, mp: u32) -> bool {
        !matches!(self, Some(c) if *c <= mp)
    }
}

/// Makes a checked step (R-MOVE-9, R-MOVE-12, R-CTRL-5).
pub fn apply(
    state: &mut State,
    seat: u8,
    to: CountyId,
    parts: &[Part],
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let attack = check(state, seat, to, parts)?;
    let mut moving = Army::default();
    let mut lord = false;
    let mut fought = Army::default();
    for part in parts {
        let src = &mut state.counties[part.from];
        let from_fought = part.units.minus(src.units.minus(src.fought));
        src.fought = src.fought.minus(from_fought);
        fought = fought.plus(from_fought);
        state.counties[part.from].units = state.counties[part.from].units.minus(part.units);
        moving = moving.plus(part.units);
        lord |= part.lord;
    }
    let p = &mut state.players[seat as usize];
    p.steps -= 1;
    if lord {
        p.lord = LordAt::County(to);
        p.lord_moved = true;
    }
    let who = state.faction_label(Faction::Player(seat));
    let from: Vec<CountyId> = parts.iter().map(|p| p.from).collect();
    if attack {
        state.step_seq += 1;
        let defender = state.counties[to]
            .controller
            .map_or_else(|| msg!("legacy", text = ""), |f| state.faction_label(f));
        state.counties[to].attack = Some(Attack {
            seat,
            army: moving,
            lord,
            from,
            seq: state.step_seq,
        });
        events.push(Event::public(msg!(
            "oligarchs-attacks",
            who = who,
            county = state.map().name(to),
            defender = defender,
            moving = moving.to_string(),
            lord = if lord { "yes" } else { "no" }
        )));
        // R-MOVE-18, R-ADV-PIN-4, R-ADV-RPIN-2: an attacked lord's player makes no more steps this year,
        // unless his army there outnumbers the attackers more than twice.
        if let Some(d) = state.counties[to].controller.and_then(Faction::seat) {
            let defenders = state.counties[to].units.total();
            if state.options.pinning
                && state.lord_county(d) == Some(to)
                && defenders <= 2 * moving.total()
            {
                state.players[d as usize].steps = 0;
            }
        }
    } else {
        let h = &mut state.counties[to];
        h.controller = Some(Faction::Player(seat));
        h.units = h.units.plus(moving);
        h.moved = h.moved.plus(moving);
        h.fought = h.fought.plus(fought);
        // A lord joining units there with none of his own (R-MOVE-14) moves alone.
        let lord = match (lord, moving.is_empty()) {
            (true, true) => "alone",
            (true, false) => "yes",
            (false, _) => "no",
        };
        events.push(Event::public(msg!(
            "oligarchs-moves",
            who = who,
            moving = moving.to_string(),
            lord = lord,
            county = state.map().name(to)
        )));
    }
    super::trace::step(state, seat, to, parts, attack);
    Ok(())
}
