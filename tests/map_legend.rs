//! What a map shows is in its key, and territory reads as areas (issue 28, item 10): the oligarchs
//! legend names land nobody controls in the colour the map gives it, in both languages; capitals
//! fills each player's territory (clear squares) with a tint of the player's colour that its
//! legend names, rather than outlining it only.

use std::ops::ControlFlow;

use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{Board, Scene, Swatch};
use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Lang, MatchSeed, Ruleset, Viewer};
use korona_games::capitals::board::Terrain;
use korona_games::capitals::scene::{grid_cell, territory};
use korona_games::capitals::{Capitals, State as CapitalsState};

/// A few entries into an oligarchs match, when most counties are still nobody's.
fn oligarchs_scene(lang: Lang) -> Scene {
    let game = korona_games::find("oligarchs").expect("registered");
    let mut scene = None;
    SelfPlay::new(game, &[BotLevel::Easy; 4], MatchSeed::from_number(5))
        .play_with(|step| {
            scene = Some(game.scene_in(step.table.state(), Viewer::Spectator, lang));
            ControlFlow::Break(())
        })
        .expect("the bots play");
    scene.expect("one step")
}

#[test]
fn oligarchs_legend_names_unowned_land_in_both_languages() {
    for lang in [Lang::En, Lang::Hu] {
        let scene = oligarchs_scene(lang);
        let Board::Regions(board) = &scene.board else {
            panic!("oligarchs draws regions")
        };
        assert!(
            board.regions.iter().any(|r| r.owner.is_none()),
            "the test needs a county nobody controls"
        );
        let unowned: Vec<_> = scene
            .legend
            .iter()
            .filter(|e| e.swatch == Swatch::Fill(palette::GROUND))
            .collect();
        assert_eq!(unowned.len(), 1, "{lang:?}: {:?}", scene.legend);
        assert!(!unowned[0].label.trim().is_empty());
    }
    let (en, hu) = (oligarchs_scene(Lang::En), oligarchs_scene(Lang::Hu));
    let label = |s: &Scene| {
        s.legend
            .iter()
            .find(|e| e.swatch == Swatch::Fill(palette::GROUND))
            .map(|e| e.label.clone())
    };
    assert_ne!(
        label(&en),
        label(&hu),
        "the Hungarian key has its own words"
    );
}

#[test]
fn capitals_fills_territory_and_its_legend_says_whose() {
    let game = korona_games::find("capitals").expect("registered");
    let mut state = None;
    SelfPlay::new(game, &[BotLevel::Easy; 2], MatchSeed::from_number(2))
        .play_with(|step| {
            let s = step
                .table
                .state()
                .downcast::<CapitalsState>()
                .expect("capitals");
            if s.turn >= 6 {
                state = Some(s.clone());
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        })
        .expect("the bots play");
    let state = state.expect("six turns");
    let scene = Capitals.scene(&state, Viewer::Spectator);
    let Board::Grid(g) = &scene.board else {
        panic!("capitals draws a grid")
    };
    let size = state.size();
    let mut filled = [0; 2];
    for sq in state.board.squares() {
        let c = state.cell(sq);
        let (col, row) = grid_cell(size, sq);
        let cell = g.cell(col, row).expect("on the grid");
        match (c.owner, c.terrain) {
            (Some(o), Terrain::Clear) => {
                assert_eq!(cell.fill, Some(territory(player(o as usize))), "{sq:?}");
                filled[o as usize] += 1;
            }
            (None, Terrain::Clear) => assert_eq!(cell.fill, None, "{sq:?}"),
            _ => {}
        }
    }
    assert!(filled[0] > 0 && filled[1] > 0, "both own land: {filled:?}");
    for seat in 0..2 {
        let swatch = Swatch::Fill(territory(player(seat)));
        assert!(
            scene.legend.iter().any(|e| e.swatch == swatch),
            "no key for seat {seat}'s territory"
        );
    }
    let png = korona_render::render(&scene, 1600).expect("renders");
    std::fs::write("/tmp/capitals-territory.png", png).expect("writes /tmp");
}
