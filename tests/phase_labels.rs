//! Every game's phase label (issue "For the players", item 1): in English it reads exactly as the
//! phase string it stands for, in Hungarian it renders strictly, after every entry of seeded bot
//! matches, so each phase a match goes through reads in the match's language.

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Catalog, Game, Lang, MatchSeed};
use std::ops::ControlFlow;

fn check(game: &'static dyn Game, seats: u8, seed: u64) -> usize {
    let en = Catalog::of(Lang::En, &[game.messages()]).unwrap();
    let hu = Catalog::of(Lang::Hu, &[game.hungarian()]).unwrap();
    assert!(en.has("engine-phase-over") && hu.has("engine-phase-over"));
    let mut seen = std::collections::BTreeSet::new();
    SelfPlay::new(
        game,
        &vec![BotLevel::Easy; seats as usize],
        MatchSeed::from_number(seed),
    )
    .play_with(|step| {
        let state = step.table.state();
        let label = game
            .phase_label(state)
            .expect("every game labels its phases");
        let phase = game.awaiting(state).phase;
        assert_eq!(en.check(&label).unwrap(), phase, "{}", game.info().id);
        let hungarian = hu.check(&label).unwrap();
        assert_ne!(
            hungarian,
            phase,
            "{}: `{phase}` left in English",
            game.info().id
        );
        seen.insert(phase);
        ControlFlow::Continue(())
    })
    .expect("the match plays");
    seen.len()
}

#[test]
fn every_games_phases_read_in_both_languages() {
    for (id, seats) in [
        ("capitals", 2),
        ("kingdoms", 3),
        ("fiefs", 2),
        ("thrones", 2),
        ("oligarchs", 3),
    ] {
        let game = korona_games::find(id).unwrap();
        let phases = check(game, seats, 3);
        assert!(phases > 3, "{id}: only {phases} phases seen");
    }
}
