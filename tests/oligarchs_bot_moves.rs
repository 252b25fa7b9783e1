//! The bot's steps and gifts where the rules leave the choice to the player (section 31): the
//! march towards the only rival's lord, the gamble of the seat behind, the gift to a blocker, the
//! lord joining his biggest army and leading it towards the rival's lord.

#[path = "oligarchs/common.rs"]
mod common;
use common::{blank, id, lord, p, put};
use korona_engine::{BotLevel, Dice, MatchSeed};
use korona_games::oligarchs::bot::choose;
use korona_games::oligarchs::bot_gifts::gift;
use korona_games::oligarchs::orders::Action;
use korona_games::oligarchs::state::{Phase, State};

fn hard_choice(s: &State, seat: u8) -> Action {
    let mut dice = Dice::for_bot(&MatchSeed::from_number(1), 1, seat);
    choose(s, seat, BotLevel::Hard, &mut dice)
}

/// Counties between `from` and `to` over the map's borders.
fn hops(s: &State, from: usize, to: usize) -> usize {
    let m = s.map();
    let mut seen = vec![usize::MAX; m.counties.len()];
    seen[from] = 0;
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(c) = queue.pop_front() {
        for &(n, _) in &m.adjacent[c] {
            if seen[n] == usize::MAX {
                seen[n] = seen[c] + 1;
                queue.push_back(n);
            }
        }
    }
    seen[to]
}

/// Seat 0 holds every county (empty) but the rival lord's; nothing to take, nothing to attack.
fn two_lords_apart() -> State {
    let mut s = blank("basic", 2);
    for c in 0..s.counties.len() {
        s.counties[c].controller = Some(p(0));
    }
    put(&mut s, "Nyitra", p(0), "3I");
    lord(&mut s, 0, "Nyitra");
    put(&mut s, "Bihar", p(1), "9I");
    lord(&mut s, 1, "Bihar");
    s
}

// Asserts R-BOT-1.
#[test]
fn r_bot_1_with_nothing_to_take_the_stack_marches_towards_the_rival_lord() {
    let s = two_lords_apart();
    let (nyitra, bihar) = (id(&s, "Nyitra"), id(&s, "Bihar"));
    let Action::Move { to, parts } = hard_choice(&s, 0) else {
        panic!("a march was expected: {:?}", hard_choice(&s, 0));
    };
    assert!(hops(&s, to, bihar) < hops(&s, nyitra, bihar), "{to}");
    assert_eq!(parts.len(), 1);
    assert_eq!((parts[0].from, parts[0].units.total()), (nyitra, 2));
    // R-MOVE-4: the castle keeps one unit, and the lord stays with it.
    assert!(!parts[0].lord);
    // With more seats there is no single rival to march on: the bot passes.
    let mut six = s.clone();
    six.players
        .extend(std::iter::repeat_n(s.players[1].clone(), 4));
    for q in &mut six.players[2..] {
        q.lord = korona_games::oligarchs::state::LordAt::Captive { dies: 2000 };
    }
    assert_eq!(hard_choice(&six, 0), Action::Pass);
}

/// Seat 0's 10 infantry in Bars next to seat 1's 8 in Hont (both plain); every castle is seat 1's
/// with a full garrison, every other county seat 0's and empty: seat 0 is behind on castles.
fn behind_in_year(year: u32) -> State {
    let mut s = blank("basic", 2);
    for c in 0..s.counties.len() {
        let castle = s.map().counties[c].castle;
        s.counties[c].controller = Some(p(if castle { 1 } else { 0 }));
        if castle {
            s.counties[c].units = korona_games::oligarchs::army::Army::parse("7I").unwrap();
        }
    }
    put(&mut s, "Bars", p(0), "10I");
    put(&mut s, "Hont", p(1), "8I");
    // The lord away from the fight: a lord would add a fifth to the attack's strength, and a lord
    // within reach of the army would join it first (R-BOT-5).
    put(&mut s, "Torda", p(0), "1I");
    lord(&mut s, 0, "Torda");
    lord(&mut s, 1, "Zágráb");
    s.year = year;
    s
}

// Asserts R-BOT-2.
#[test]
fn r_bot_2_both_seats_attack_at_long_odds_once_no_election_is_left() {
    // Whether the bot's step goes into a county of seat 1: an attack.
    let attacks = |s: &State| match hard_choice(s, 0) {
        Action::Move { to, .. } => s.counties[to].controller == Some(p(1)),
        _ => false,
    };
    // 1307: the last election (1306) is over and seat 0 would lose the final count; every attack
    // it has is at long odds (10 v 8 in the open, or a full castle).
    let s = behind_in_year(1307);
    assert!(attacks(&s), "{:?}", hard_choice(&s, 0));
    // 1305: the election at the end of 1306 may still decide; no attack is good enough.
    let s = behind_in_year(1305);
    assert!(!attacks(&s), "{:?}", hard_choice(&s, 0));
    // The same armies with seat 0 ahead (every castle its own): in 1307 it attacks as well.
    let s = ahead_in_year(1307);
    assert!(attacks(&s), "{:?}", hard_choice(&s, 0));
    let s = ahead_in_year(1305);
    assert!(!attacks(&s), "{:?}", hard_choice(&s, 0));
}

/// [`behind_in_year`]'s two armies with seat 0 ahead: every county is seat 0's, castles with
/// one unit (which must stay, R-MOVE-4), but Hont (8 infantry) and seat 1's lord's castle Zágráb
/// (7 infantry), seat 0's lord in Torda: seat 0 would win the final count and has nothing empty to take.
fn ahead_in_year(year: u32) -> State {
    let mut s = behind_in_year(year);
    for c in 0..s.counties.len() {
        s.counties[c].controller = Some(p(0));
        if s.map().counties[c].castle {
            s.counties[c].units = korona_games::oligarchs::army::Army::parse("1I").unwrap();
        }
    }
    put(&mut s, "Bars", p(0), "10I");
    put(&mut s, "Hont", p(1), "8I");
    put(&mut s, "Zágráb", p(1), "7I");
    s
}

/// Three lords on the map, seat 0 with two offices and the most money, in the movement phase of
/// the election year 1303.
fn sweep_ahead(purses: [u32; 3]) -> State {
    let mut s = blank("basic", 3);
    lord(&mut s, 0, "Nyitra");
    lord(&mut s, 1, "Bihar");
    lord(&mut s, 2, "Abaúj");
    s.year = 1303;
    s.offices = [Some(0), Some(0), None];
    for (q, t) in s.players.iter_mut().zip(purses) {
        q.treasury = t;
    }
    s.phase = Phase::Move { turn: 2 };
    s
}

// Asserts R-BOT-3.
#[test]
fn r_bot_3_a_third_seat_pays_the_blocker_of_a_sweep_before_the_election() {
    // Seat 1 is the richest rival of the sweeper; seat 2 tops it up to one over seat 0's 20.
    let s = sweep_ahead([20, 15, 12]);
    assert_eq!(gift(&s, 2), Some((1, 6)));
    assert_eq!(hard_choice(&s, 2), Action::Give { to: 1, amount: 6 });
    // Half its purse does not cover the gap: it keeps its money.
    assert_eq!(gift(&sweep_ahead([20, 10, 12]), 2), None);
    // The blocker is already richer than the sweeper, or the sweeper and blocker give nothing.
    assert_eq!(gift(&sweep_ahead([20, 21, 12]), 2), None);
    assert_eq!(gift(&sweep_ahead([20, 15, 12]), 1), None);
    assert_eq!(gift(&sweep_ahead([20, 15, 12]), 0), None);
    // Not an election year: no gift (R-ELECT-4 forbids one during the election itself).
    let mut s = sweep_ahead([20, 15, 12]);
    s.year = 1302;
    assert_eq!(gift(&s, 2), None);
}

/// Seat 0's lord in Nyitra with `guard`, an army of `army` in Bars next door; seat 1's lord in
/// Zágráb; every other county empty and nobody's.
fn lord_apart_from_army(guard: &str, army: &str) -> State {
    let mut s = blank("basic", 2);
    put(&mut s, "Nyitra", p(0), guard);
    lord(&mut s, 0, "Nyitra");
    put(&mut s, "Bars", p(0), army);
    put(&mut s, "Zágráb", p(1), "3I");
    lord(&mut s, 1, "Zágráb");
    s
}

// Asserts R-BOT-5.
#[test]
fn r_bot_5_the_lord_joins_an_army_twice_his_guard() {
    let s = lord_apart_from_army("1I", "6I");
    let (nyitra, bars) = (id(&s, "Nyitra"), id(&s, "Bars"));
    let Action::Move { to, parts } = hard_choice(&s, 0) else {
        panic!("the lord was expected to move: {:?}", hard_choice(&s, 0));
    };
    assert_eq!(to, bars);
    assert_eq!(parts.len(), 1);
    // He goes alone: the castle keeps its guard.
    assert_eq!(
        (parts[0].from, parts[0].units.total(), parts[0].lord),
        (nyitra, 0, true)
    );
    // An army less than twice his guard: he stays where he is.
    let s = lord_apart_from_army("4I", "7I");
    let moves_lord =
        |a: &Action| matches!(a, Action::Move { parts, .. } if parts.iter().any(|p| p.lord));
    assert!(!moves_lord(&hard_choice(&s, 0)), "{:?}", hard_choice(&s, 0));
    // The report of the step names the lord alone, in both languages.
    let s = lord_apart_from_army("1I", "6I");
    let applied = common::apply_input(
        &s,
        korona_engine::Input::Order {
            seat: korona_engine::Seat(0),
            action: hard_choice(&s, 0),
        },
        1,
    )
    .expect("the rally is a legal step");
    let said = |lang| {
        let words = korona::words::try_catalog(korona_games::registry, lang).unwrap();
        applied
            .events
            .iter()
            .map(|e| words.event(e))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(
        said(korona_engine::Lang::En).contains("moves the lord to Bars"),
        "{}",
        said(korona_engine::Lang::En)
    );
    assert!(
        said(korona_engine::Lang::Hu).contains("lép: az úr ide: Bars"),
        "{}",
        said(korona_engine::Lang::Hu)
    );
    // A lord who has moved this year does not move again (R-MOVE-14's once a year).
    let mut s = lord_apart_from_army("1I", "6I");
    s.players[0].lord_moved = true;
    assert!(!moves_lord(&hard_choice(&s, 0)), "{:?}", hard_choice(&s, 0));
}

/// Seat 0's lord with 5 infantry in Bars, a neutral infantryman in Sáros (north-east) and one in
/// Nógrád (south), both plain; seat 1's lord in `rival`.
fn two_neutrals(rival: &str) -> State {
    use korona_games::oligarchs::state::Faction;
    let mut s = blank("basic", 2);
    put(&mut s, "Bars", p(0), "5I");
    lord(&mut s, 0, "Bars");
    let neutral = Faction::Neutral(s.map().counties[id(&s, "Sáros")].province);
    put(&mut s, "Sáros", neutral, "1I");
    let neutral = Faction::Neutral(s.map().counties[id(&s, "Nógrád")].province);
    put(&mut s, "Nógrád", neutral, "1I");
    put(&mut s, rival, p(1), "3I");
    lord(&mut s, 1, rival);
    s
}

// Asserts R-BOT-6.
#[test]
fn r_bot_6_the_lords_army_attacks_towards_the_rival_lord() {
    let target = |s: &State| match hard_choice(s, 0) {
        Action::Move { to, parts } if parts.iter().any(|p| p.lord) => s.map().name(to).to_string(),
        other => panic!("an attack with the lord was expected: {other:?}"),
    };
    // The same two fights, each as good as the other: the one towards the rival's lord is taken.
    assert_eq!(target(&two_neutrals("Zágráb")), "Nógrád");
    assert_eq!(target(&two_neutrals("Bereg")), "Sáros");
}
