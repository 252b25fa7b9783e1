//! The drawn kingdoms maps (R-KIN-MAP-7): on a 1600 px picture the regions that touch are exactly
//! the areas adjacent in the rules (R-KIN-MAP-3), on every map; and a mid-game picture carries what
//! the rules put on the map.

use korona_engine::scene::{Board, Place};
use korona_engine::{BotLevel, Game, MatchSeed, Ruleset, Seat, Viewer};
use korona_games::kingdoms::drawing::{map_id, region};
use korona_games::kingdoms::{map, pieces, Kingdoms};
use korona_render::{base_mask, register_map, touching_pairs};
use std::collections::BTreeSet;
use std::ops::ControlFlow;

fn rules_pairs(id: &str) -> BTreeSet<(u16, u16)> {
    let geo = map::geo(id);
    geo.areas()
        .flat_map(|a| {
            geo.neighbours[a as usize]
                .iter()
                .map(move |&b| (region(a.min(b)), region(a.max(b))))
        })
        .collect()
}

fn check(id: &str) {
    for m in Kingdoms.static_maps() {
        register_map(m);
    }
    let mask = base_mask(&map_id(id), 1600).expect("the map is registered");
    // 3 px, as for oligarchs: above stray corner pixels, below the narrowest shared side.
    let drawn = touching_pairs(&mask, 3);
    let want = rules_pairs(id);
    let geo = map::geo(id);
    let show = |set: Vec<&(u16, u16)>| -> Vec<String> {
        set.into_iter()
            .map(|&(a, b)| format!("{}-{}", geo.name(a - 1), geo.name(b - 1)))
            .collect()
    };
    let missing = show(want.difference(&drawn).collect());
    let extra = show(drawn.difference(&want).collect());
    assert!(
        missing.is_empty() && extra.is_empty(),
        "{id}: borders not drawn {missing:?}, drawn but not in the rules {extra:?}"
    );
    assert!(want.len() > geo.len(), "{id}: a map of neighbours");
}

// Asserts R-KIN-MAP-7, R-KIN-MAP-3.
#[test]
fn r_kin_map_7_standard_drawn_borders_are_the_rules_borders() {
    check("standard");
}

// Asserts R-KIN-MAP-7, R-KIN-MAP-3.
#[test]
fn r_kin_map_7_shores_drawn_borders_are_the_rules_borders() {
    check("shores");
}

// Asserts R-KIN-MAP-7, R-KIN-MAP-3.
#[test]
fn r_kin_map_7_realms_drawn_borders_are_the_rules_borders() {
    check("realms");
}

// Asserts R-KIN-MAP-7: one static map per map file, one region per area, named as orders name it.
#[test]
fn r_kin_map_7_every_map_is_offered_with_every_area() {
    let maps = Kingdoms.static_maps();
    let ids: Vec<&str> = maps.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(
        ids,
        ["kingdoms-standard", "kingdoms-shores", "kingdoms-realms"]
    );
    for (m, id) in maps.iter().zip(map::ids()) {
        let geo = map::geo(id);
        assert_eq!(m.regions.len(), geo.len());
        for a in geo.areas() {
            assert_eq!(m.regions[a as usize].id, region(a));
            assert_eq!(m.regions[a as usize].name, geo.name(a));
        }
    }
}

// Asserts R-KIN-MAP-7: a mid-game picture on the large map shows each owned area in its owner's
// colour, a chip per side with a count per kind, every castle with production/defence, the
// round's moves as arrows between regions and its battles.
#[test]
fn r_kin_map_7_a_mid_game_picture_shows_the_state() {
    let game: &'static dyn Game = korona_games::find("kingdoms").expect("registered");
    for m in Kingdoms.static_maps() {
        register_map(m);
    }
    let mut shot = None;
    let mut state = None;
    korona_engine::selfplay::SelfPlay::new(game, &[BotLevel::Hard; 6], MatchSeed::from_number(1))
        .options(&[])
        .unwrap()
        .play_with(|step| {
            let s: &korona_games::kingdoms::State =
                step.table.state().downcast().expect("a kingdoms state");
            if !s.battles.is_empty() && s.round >= 4 {
                shot = Some(game.scene(step.table.state(), Viewer::Seat(Seat(0))));
                state = Some(s.clone());
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        })
        .unwrap();
    let (scene, s) = (shot.expect("a battle by round 4"), state.unwrap());
    assert_eq!(s.map, "realms");
    let Board::Regions(board) = &scene.board else {
        panic!("kingdoms draws on the region board");
    };
    assert_eq!(board.map_id, "kingdoms-realms");
    let geo = s.geo();
    for a in geo.areas() {
        let r = &board.regions[a as usize];
        assert_eq!(r.owner.is_some(), s.owners[a as usize].is_some());
        let units = s.units.iter().filter(|u| u.area == a).count();
        let drawn: u16 = r
            .stacks
            .iter()
            .flat_map(|st| &st.pieces)
            .map(|p| p.count)
            .sum();
        assert_eq!(drawn as usize, units, "{}", geo.name(a));
    }
    let castles: Vec<_> = board
        .markers
        .iter()
        .filter(|m| m.symbol == pieces::CASTLE)
        .collect();
    assert_eq!(castles.len(), s.castles.len());
    assert!(castles.iter().all(|m| m.text.contains('/')));
    let battles = board
        .markers
        .iter()
        .filter(|m| m.symbol == pieces::BATTLE)
        .count();
    assert_eq!(battles, s.battles.len());
    assert!(!scene.arrows.is_empty());
    assert!(scene
        .arrows
        .iter()
        .all(|a| matches!(a.from, Place::Region(_)) && matches!(a.to, Place::Region(_))));
    let png = korona_render::render(&scene, 1600).expect("renders");
    std::fs::write(std::env::temp_dir().join("kingdoms-realms.png"), png).unwrap();
}
