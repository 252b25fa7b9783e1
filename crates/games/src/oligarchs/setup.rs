//! The starting position (section 5): provinces in play, lords, start player, the default starting
//! layout (section 25), castle garrisons, field garrisons, fixed royal units.

use super::army::{Arm, Army};
use super::map::{map, CountyId, ProvinceId, Terrain, Variant, CENTRAL, SZLAVONIA};
use super::recruit;
use super::state::{Card, Faction, Holding, LordAt, Options, Phase, Player, Standing, State};
use korona_engine::msg;
use korona_engine::{Dice, Refusal, Seat};
use serde::{Deserialize, Serialize};

/// The lord-province configurations table 5.1 allows for a player count.
pub fn configurations(seats: u8) -> Vec<Vec<ProvinceId>> {
    match seats {
        6 => vec![vec![0, 1, 2, 3, 4, 5]],
        5 => vec![vec![0, 1, 2, 3, 5]],
        // R-SETUP-5: two adjacent pairs with a neutral province between them (three rotations, A-33).
        4 => vec![vec![2, 3, 5, 0], vec![0, 1, 3, 4], vec![1, 2, 4, 5]],
        // R-SETUP-6
        3 => vec![vec![0, 2, 4], vec![1, 3, 5]],
        // R-SETUP-7: any two.
        2 => (0..6)
            .flat_map(|a| (a + 1..6).map(move |b| vec![a, b]))
            .collect(),
        _ => Vec::new(),
    }
}

/// Where the default layout puts a lord's starting force (R-SETUP-9/10, section 25 default).
fn starting_counties(variant: Variant, province: ProvinceId) -> Vec<CountyId> {
    let m = map(variant);
    let cs = &m.provinces[province].counties;
    let castles: Vec<CountyId> = cs
        .iter()
        .copied()
        .filter(|&c| m.counties[c].castle)
        .collect();
    let plains: Vec<CountyId> = cs
        .iter()
        .copied()
        .filter(|&c| !m.counties[c].castle && m.counties[c].terrain == Terrain::Plain)
        .collect();
    match variant {
        // BASIC: every castle and plain county.
        Variant::Basic => castles.into_iter().chain(plains).collect(),
        // ADV: exactly 6 connected counties with one castle: grow from the first castle through
        // non-castle counties, plains first.
        Variant::Adv => castles
            .iter()
            .map(|&seed| grow(variant, province, seed))
            .find(|g| g.len() == 6)
            .expect("every ADV province has a castle with five connected non-castle counties"),
    }
}

/// Six connected counties grown from castle `seed` through non-castle counties, plains first.
fn grow(variant: Variant, province: ProvinceId, seed: CountyId) -> Vec<CountyId> {
    let m = map(variant);
    let cs = &m.provinces[province].counties;
    let mut chosen = vec![seed];
    while chosen.len() < 6 {
        let mut frontier: Vec<CountyId> = chosen
            .iter()
            .flat_map(|&c| m.adjacent[c].iter().map(|&(n, _)| n))
            .filter(|n| cs.contains(n) && !m.counties[*n].castle && !chosen.contains(n))
            .collect();
        frontier.sort_by_key(|&n| (m.counties[n].terrain != Terrain::Plain, n));
        match frontier.first() {
            Some(&n) => chosen.push(n),
            None => break,
        }
    }
    chosen
}

/// A lord's starting placement: units per county and the lord's county (R-SETUP-9/10/11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub units: Vec<(CountyId, Army)>,
    pub lord: CountyId,
}

/// The section 25 default layout: the force dealt round the castles and plain counties (ADV: six
/// connected counties with one castle), the lord in the first castle.
pub fn default_placement(variant: Variant, province: ProvinceId) -> Placement {
    let targets = starting_counties(variant, province);
    let mut units: Vec<(CountyId, Army)> = targets.iter().map(|&c| (c, Army::default())).collect();
    for (k, arm) in starting_force(variant).into_iter().enumerate() {
        let slot = &mut units[k % targets.len()].1;
        *slot = slot.plus(Army::one(arm));
    }
    Placement {
        units,
        lord: targets[0],
    }
}

/// Checks a placement against R-SETUP-9/10/11: the whole starting force, in the home province only,
/// ADV exactly six connected counties with at most one castle, the castle cap (and ADV arm limit), and
/// the lord with his units.
pub fn check_placement(state: &State, seat: u8, p: &Placement) -> Result<(), Refusal> {
    let variant = state.options.variant;
    let m = map(variant);
    let home = state.players[seat as usize].province;
    let total = p.units.iter().fold(Army::default(), |a, &(_, u)| a.plus(u));
    let force = starting_force(variant)
        .into_iter()
        .fold(Army::default(), |a, arm| a.plus(Army::one(arm)));
    if total != force {
        return Err(Refusal::new(msg!(
            "oligarchs-place-exactly-your-starting-force",
            force = force.to_string(),
            total = total.to_string()
        )));
    }
    let mut counties: Vec<CountyId> = Vec::new();
    for &(c, army) in &p.units {
        let name = m.name(c).to_string();
        if m.counties[c].province != home {
            let own: Vec<String> = m.provinces[home]
                .counties
                .iter()
                .map(|&k| m.name(k).to_string())
                .collect();
            return Err(
                Refusal::at(name, msg!("oligarchs-outside-your-home-province")).accepting(own),
            );
        }
        if counties.contains(&c) {
            return Err(Refusal::at(name, msg!("oligarchs-name-each-county-once")));
        }
        if army.is_empty() {
            return Err(Refusal::at(name, msg!("oligarchs-place-at-least-one-unit")));
        }
        // R-SETUP-11: the cap, and the arm limit only where it applies, each named.
        if let Some(why) = recruit::garrison_refusal(state, c, army) {
            return Err(Refusal::at(name, why));
        }
        counties.push(c);
    }
    if !counties.contains(&p.lord) {
        return Err(Refusal::at(
            m.name(p.lord).to_string(),
            msg!("oligarchs-lord-must-stand-with-his"),
        ));
    }
    if variant == Variant::Adv {
        let castles = counties.iter().filter(|&&c| m.counties[c].castle).count();
        if counties.len() != 6 || castles > 1 || !connected(m, &counties) {
            return Err(Refusal::new(msg!(
                "oligarchs-adv-exactly-6-connected-counties"
            )));
        }
    }
    Ok(())
}

fn connected(m: &super::map::Map, set: &[CountyId]) -> bool {
    let mut seen = vec![set[0]];
    let mut todo = vec![set[0]];
    while let Some(c) = todo.pop() {
        for &(n, _) in &m.adjacent[c] {
            if set.contains(&n) && !seen.contains(&n) {
                seen.push(n);
                todo.push(n);
            }
        }
    }
    seen.len() == set.len()
}

fn starting_force(variant: Variant) -> Vec<Arm> {
    let (c, i, a) = match variant {
        Variant::Basic => (3, 5, 4),
        Variant::Adv => (4, 6, 5),
    };
    let mut v = Vec::new();
    v.extend((0..c).map(|_| Arm::C));
    v.extend((0..i).map(|_| Arm::I));
    v.extend((0..a).map(|_| Arm::A));
    v
}

fn place(state: &mut State, c: CountyId, f: Faction, army: Army) {
    let h = &mut state.counties[c];
    h.controller = Some(f);
    h.units = h.units.plus(army);
}

pub fn setup(options: &Options, seats: u8, dice: &mut Dice) -> Result<State, Refusal> {
    if !(2..=6).contains(&seats) {
        return Err(Refusal::new(msg!(
            "oligarchs-oligarchs-needs-2-to-6",
            seats = seats
        )));
    }
    let variant = options.variant;
    let m = map(variant);
    // R-SETUP-1: configuration and lords by seeded lot.
    let configs = configurations(seats);
    let mut lords = configs[dice.pick(configs.len())].clone();
    dice.shuffle(&mut lords);
    let mut deck = Card::DECK.to_vec();
    dice.shuffle(&mut deck);
    // R-SETUP-8
    let start = dice.pick(seats as usize) as u8;
    let closed: Vec<CountyId> = if seats == 5 {
        m.provinces[SZLAVONIA]
            .counties
            .iter()
            .copied()
            .filter(|&c| m.counties[c].name != "Baranya")
            .collect()
    } else {
        Vec::new()
    };
    let mut state = State {
        options: options.clone(),
        year: 1301,
        phase: Phase::Placement {
            placed: Default::default(),
        },
        start,
        players: Vec::new(),
        counties: vec![Holding::default(); m.counties.len()],
        deck,
        card: None,
        guilds: false,
        offices: [None; 3],
        royal_treasury: 0,
        step_seq: 0,
        first_pass: None,
        knights_this_year: 0,
        closed,
        movers: Vec::new(),
        auction: None,
        fighting: None,
        asked: None,
        result: None,
        trace: Default::default(),
    };
    // Lords start at their default county until the secret placement (R-SETUP-11) is revealed.
    for &province in &lords {
        let default = default_placement(variant, province);
        state.players.push(Player {
            province,
            treasury: 0,
            lord: LordAt::County(default.lord),
            lord_moved: false,
            steps: 0,
            passed: false,
            out: false,
            queue: Vec::new(),
            liege: None,
            standing: Standing {
                reroll: true,
                ..Standing::default()
            },
        });
    }
    Ok(state)
}

/// Reveals the placements (missing ones take the default layout), then garrisons the castles and
/// places the fixed royal units (R-SETUP-12, 14, 15; R-SETUP-13 follows as the players' picks).
pub fn finish(state: &mut State, dice: &mut Dice) {
    let variant = state.options.variant;
    let m = map(variant);
    let seats = state.seats();
    let placed = match &state.phase {
        Phase::Placement { placed } => placed.clone(),
        _ => Default::default(),
    };
    let lords: Vec<ProvinceId> = state.players.iter().map(|p| p.province).collect();
    let in_game = (0..seats)
        .filter(|&s| !state.players[s as usize].out)
        .map(Seat);
    // R-SETUP-11: a missing placement takes the default layout.
    let revealed = placed.reveal(in_game, |s| default_placement(variant, lords[s.index()]));
    for (seat, p) in revealed {
        let seat = seat.0;
        for &(c, army) in &p.units {
            place(state, c, Faction::Player(seat), army);
        }
        state.players[seat as usize].lord = LordAt::County(p.lord);
    }
    // R-SETUP-12: garrisons of 1C+1I+1A in every castle without player units.
    let mut royal_garrisons = Vec::new();
    for c in m.castles() {
        if state.counties[c].controller.is_some() || state.closed.contains(&c) {
            continue;
        }
        let p = m.counties[c].province;
        let f = if p == CENTRAL || lords.contains(&p) {
            royal_garrisons.push(c);
            Faction::Crown
        } else {
            Faction::Neutral(p)
        };
        place(state, c, f, Army::new(1, 1, 1));
    }
    // R-SETUP-13's field garrisons are placed by the players afterwards (field_garrison.rs); they
    // share no county with R-SETUP-14/15, so placing those first changes nothing.
    // R-SETUP-14: fixed royal units with 2-4 players.
    if seats <= 4 {
        for (name, arm) in [("Bihar", Arm::C), ("Kunság", Arm::A), ("Nógrád", Arm::I)] {
            let c = m.county(name).expect("named counties exist (28.1)");
            place(state, c, Faction::Crown, Army::one(arm));
        }
    }
    // R-SETUP-15: ADV 6 players, two royal garrisons by lot are 1A+2I.
    if variant == Variant::Adv && seats == 6 {
        dice.shuffle(&mut royal_garrisons);
        for &c in royal_garrisons.iter().take(2) {
            state.counties[c].units = Army::new(0, 2, 1);
        }
    }
}
