//! What the turn card says is left (issue "Playing in Discord", item 5): each game counts what its
//! turn spends, from the state, in words of its catalog.

use korona_engine::{Catalog, Dice, MatchSeed, Ruleset, Seat};
use korona_games::{capitals::Capitals, fiefs::Fiefs, kingdoms::Kingdoms, oligarchs::Oligarchs};

fn dice() -> Dice {
    Dice::for_entry(&MatchSeed::from_number(5), 0)
}

fn words<R: Ruleset>(game: &R) -> Catalog {
    Catalog::english(&[game.messages()]).unwrap()
}

#[test]
fn capitals_counts_energy_points_of_the_mover_only() {
    let s = Capitals.setup(&Default::default(), 2, &mut dice()).unwrap();
    let left = Capitals.left(&s, Seat(s.to_move)).unwrap();
    assert_eq!(words(&Capitals).render(&left), "6 energy points");
    assert!(Capitals.left(&s, Seat(1 - s.to_move)).is_none());
}

#[test]
fn kingdoms_counts_the_treasury() {
    let s = Kingdoms.setup(&Default::default(), 3, &mut dice()).unwrap();
    for seat in 0..3u8 {
        let left = Kingdoms.left(&s, Seat(seat)).unwrap();
        let gold = s.kingdoms[seat as usize].gold;
        assert_eq!(
            words(&Kingdoms).render(&left),
            format!("{gold} gold in the treasury")
        );
    }
}

#[test]
fn fiefs_counts_units_yet_to_act_and_gold() {
    let s = Fiefs.setup(&Default::default(), 2, &mut dice()).unwrap();
    let seat = Seat(s.to_move);
    let units = s
        .tiles
        .iter()
        .filter_map(|t| t.unit.as_ref())
        .filter(|u| u.owner == seat.0 && !u.done)
        .count();
    assert!(units > 0);
    let gold = s.houses[seat.0 as usize].gold;
    let text = words(&Fiefs).render(&Fiefs.left(&s, seat).unwrap());
    let noun = if units == 1 { "unit" } else { "units" };
    assert_eq!(text, format!("{units} {noun} yet to act, {gold} gold"));
    assert!(Fiefs.left(&s, Seat(1 - seat.0)).is_none());
}

#[test]
fn oligarchs_counts_the_treasury() {
    let options = korona_games::oligarchs::state::Options::for_variant(
        korona_games::oligarchs::map::Variant::Basic,
    );
    let s = Oligarchs.setup(&options, 4, &mut dice()).unwrap();
    let left = Oligarchs.left(&s, Seat(2)).unwrap();
    assert_eq!(
        words(&Oligarchs).render(&left),
        format!("{} garas in the treasury", s.players[2].treasury)
    );
}
