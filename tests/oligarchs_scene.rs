//! The oligarchs picture per viewer, from bot games played a few years in; writes
//! `/tmp/oligarchs-adv.png` and `/tmp/oligarchs-basic.png` to look at.

#[path = "oligarchs/common.rs"]
mod common;

use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{Arrow, ArrowKind, Board, Marker, Place, RegionBoard, Scene, Stack};
use korona_engine::{BotLevel, Input, MatchSeed, Ruleset, Seat, Viewer};
use korona_games::oligarchs::drawing::region;
use korona_games::oligarchs::pieces;
use korona_games::oligarchs::state::{Faction, LordAt, Phase, State};
use korona_games::oligarchs::Oligarchs;
use std::collections::BTreeSet;
use std::time::Instant;

/// Plays bots until `stop` holds (or the game ends), with the shared self-play driver.
fn play_until(variant: &str, seats: u8, seed: u64, stop: impl Fn(&State) -> bool) -> State {
    use korona_engine::selfplay::SelfPlay;
    use std::ops::ControlFlow;
    let game = korona_games::find("oligarchs").expect("registered");
    let typed = |s: &korona_engine::DynState| s.downcast::<State>().expect("oligarchs").clone();
    let played = SelfPlay::new(
        game,
        &vec![BotLevel::Easy; seats as usize],
        MatchSeed::from_number(seed),
    )
    .options(&[("variant", variant)])
    .expect("options")
    .play_with(|step| {
        if stop(step.table.state().downcast::<State>().expect("oligarchs")) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })
    .expect("the bots play on");
    typed(&played.state)
}

/// Mid-game: in movement from the second year on, with attacks waiting to be fought (the bots
/// often end a game by offices in the third year, so not later).
fn mid_game(s: &State) -> bool {
    s.year >= 1302
        && matches!(s.phase, Phase::Move { .. })
        && s.counties.iter().filter(|h| h.attack.is_some()).count() >= 3
}

fn regions(scene: &Scene) -> &RegionBoard {
    match &scene.board {
        Board::Regions(r) => r,
        other => panic!("oligarchs draws a region map, not {other:?}"),
    }
}

fn render(scene: &Scene, path: &str) {
    for m in Oligarchs.static_maps() {
        korona_render::register_map(m);
    }
    // The first render builds the cached base; the second is what a phase costs.
    let t = Instant::now();
    korona_render::render(scene, 1600).expect("renders");
    let first = t.elapsed();
    let mut times = Vec::new();
    let mut png = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        png = korona_render::render(scene, 1600).expect("renders");
        times.push(t.elapsed());
    }
    times.sort();
    eprintln!(
        "{path}: {} KB; first render (base built) {first:?}, then median {:?} (min {:?})",
        png.len() / 1024,
        times[2],
        times[0]
    );
    std::fs::write(path, &png).expect("writes /tmp");
}

fn check_board(state: &State, scene: &Scene) {
    // Every symbol the map and the legend use is one the scene declares, under its own name.
    let board = regions(scene);
    let used = board
        .regions
        .iter()
        .flat_map(|r| &r.stacks)
        .flat_map(|st| {
            st.badges
                .iter()
                .copied()
                .chain(st.pieces.iter().map(|p| p.symbol))
        })
        .chain(board.markers.iter().map(|m| m.symbol))
        .chain(scene.legend.iter().filter_map(|e| match e.swatch {
            korona_engine::scene::Swatch::Symbol(id, _) => Some(id),
            _ => None,
        }));
    for id in used {
        assert!(scene.symbol(id).is_some(), "{id:?} is not declared");
    }
    assert_eq!(scene.symbols, pieces::symbols());
    let b = regions(scene);
    assert_eq!(b.regions.len(), state.counties.len());
    for (c, h) in state.counties.iter().enumerate() {
        let r = &b.regions[c];
        assert_eq!(r.id as usize, c + 1);
        if let Some(Faction::Player(s)) = h.controller {
            assert_eq!(r.owner, Some(player(s as usize)));
        }
        let units: u32 = r
            .stacks
            .iter()
            .flat_map(|s| &s.pieces)
            .map(|u| u.count as u32)
            .sum();
        let want = h.units.c
            + h.units.i
            + h.units.a
            + h.attack
                .as_ref()
                .map_or(0, |a| a.army.c + a.army.i + a.army.a);
        assert_eq!(units, want, "county {c}");
    }
    for (s, p) in state.players.iter().enumerate() {
        if let LordAt::County(c) = p.lord {
            let lords: Vec<_> = b.regions[c]
                .stacks
                .iter()
                .filter(|st| has_lord(st) && st.colour == player(s))
                .collect();
            assert_eq!(lords.len(), 1, "seat {s}'s lord in county {c}");
        }
    }
    let castles = b
        .markers
        .iter()
        .filter(|m| m.symbol == pieces::CASTLE)
        .count();
    assert_eq!(castles, state.map().castles().count());
}

#[test]
fn adv_six_seats_mid_game() {
    let state = play_until("adv", 6, 3, mid_game);
    assert!(state.result.is_none(), "the game is still on");
    let scene = Oligarchs.scene(&state, Viewer::Spectator);
    check_board(&state, &scene);
    assert_eq!(regions(&scene).map_id, "oligarchs-adv");
    assert_eq!(scene.panels[0].lines.len(), 6);
    let timeline: Vec<&str> = scene.panels[2]
        .lines
        .iter()
        .map(|l| l.text.as_str())
        .collect();
    assert_eq!(
        timeline[1], "Elections after 1303, 1306, 1309",
        "{timeline:?}"
    );
    render(&scene, "/tmp/oligarchs-adv.png");
}

#[test]
fn basic_mid_game() {
    let state = play_until("basic", 4, 5, mid_game);
    let scene = Oligarchs.scene(&state, Viewer::Seat(Seat(0)));
    check_board(&state, &scene);
    assert_eq!(regions(&scene).map_id, "oligarchs-basic");
    render(&scene, "/tmp/oligarchs-basic.png");
}

// R-INFO-2: during an election a spectator sees no treasury, a seat only its own.
#[test]
fn election_hides_treasuries() {
    let state = play_until("basic", 3, 9, |s| matches!(s.phase, Phase::Election { .. }));
    assert!(
        matches!(state.phase, Phase::Election { .. }),
        "an election comes"
    );
    let text = |scene: &Scene| -> Vec<String> {
        scene.panels[0]
            .lines
            .iter()
            .map(|l| l.text.clone())
            .collect()
    };
    let spectator = text(&Oligarchs.scene(&state, Viewer::Spectator));
    assert!(
        spectator.iter().all(|l| l.contains("? garas")),
        "{spectator:?}"
    );
    for (s, p) in state.players.iter().enumerate() {
        let mine = text(&Oligarchs.scene(&state, Viewer::Seat(Seat(s as u8))));
        assert!(
            mine[s].contains(&format!(" {} garas", p.treasury)),
            "{mine:?}"
        );
        assert_eq!(mine.iter().filter(|l| l.contains("? garas")).count(), 2);
    }
    // Nothing of the sealed bids reaches the picture.
    let json = serde_json::to_string(&Oligarchs.scene(&state, Viewer::Spectator)).unwrap();
    assert!(!json.contains("bid"));
}

// R-SETUP-11: while placements are secret the picture shows no lord and no player's units.
#[test]
fn placement_stays_secret() {
    let state = play_until(
        "adv",
        4,
        11,
        |s| matches!(&s.phase, Phase::Placement { placed } if !placed.is_empty()),
    );
    assert!(matches!(state.phase, Phase::Placement { .. }));
    for viewer in [
        Viewer::Spectator,
        Viewer::Seat(Seat(0)),
        Viewer::Seat(Seat(1)),
    ] {
        let scene = Oligarchs.scene(&state, viewer);
        let b = regions(&scene);
        assert!(b
            .regions
            .iter()
            .flat_map(|r| &r.stacks)
            .all(|st| !has_lord(st)));
        assert!(scene.panels[0]
            .lines
            .iter()
            .all(|l| l.text.contains("placing in secret")));
    }
}

// R-INFO-9: the timeline shows captive lords with their death years; a captive lord is not drawn.
#[test]
fn captive_lords_are_on_the_timeline() {
    let mut state = play_until("basic", 3, 5, mid_game);
    state.players[1].lord = LordAt::Captive { dies: 1305 };
    let scene = Oligarchs.scene(&state, Viewer::Spectator);
    let timeline: Vec<&str> = scene.panels[2]
        .lines
        .iter()
        .map(|l| l.text.as_str())
        .collect();
    assert!(
        timeline
            .iter()
            .any(|l| l.ends_with("lord captive, dies 1305 unless freed")),
        "{timeline:?}"
    );
    assert_eq!(scene.panels[2].lines[2].swatch, Some(player(1)));
    let lords = regions(&scene)
        .regions
        .iter()
        .flat_map(|r| &r.stacks)
        .filter(|st| has_lord(st) && st.colour == player(1))
        .count();
    assert_eq!(lords, 0);
}

/// Whether a chip shows its side's lord (the crown badge).
fn has_lord(st: &Stack) -> bool {
    st.badges.contains(&pieces::LORD)
}

fn arrow(s: &State, from: &str, to: &str, seat: u8, kind: ArrowKind) -> Arrow {
    Arrow {
        from: Place::Region(region(common::id(s, from))),
        to: Place::Region(region(common::id(s, to))),
        colour: player(seat as usize),
        kind,
    }
}

fn battle_markers(scene: &Scene) -> Vec<&Marker> {
    regions(scene)
        .markers
        .iter()
        .filter(|m| m.symbol == pieces::BATTLE)
        .collect()
}

/// Ends movement: nobody has steps left and the seat to move passes, so phase IV is fought.
fn fight_all(mut s: State, seed: u64) -> State {
    let Phase::Move { turn } = s.phase else {
        panic!("not moving: {:?}", s.phase)
    };
    for p in &mut s.players {
        p.steps = 0;
    }
    let action = Oligarchs
        .parse(&s, Seat(turn), "pass")
        .expect("pass parses");
    common::apply_input(
        &s,
        Input::Order {
            seat: Seat(turn),
            action,
        },
        seed,
    )
    .expect("pass")
    .state
}

// A step is drawn from where the pieces came from to where they went, in the mover's colour, and
// the legend explains it.
#[test]
fn a_step_is_an_arrow_between_its_counties() {
    let mut s = common::blank("basic", 2);
    common::put(&mut s, "Pozsony", common::p(0), "3i");
    common::put(&mut s, "Bars", common::p(0), "2c");
    let s = common::order(&s, 0, "move nyitra pozsony 2i bars 1c").expect("step");
    let scene = Oligarchs.scene(&s, Viewer::Spectator);
    assert_eq!(
        scene.arrows,
        vec![
            arrow(&s, "Pozsony", "Nyitra", 0, ArrowKind::Move),
            arrow(&s, "Bars", "Nyitra", 0, ArrowKind::Move),
        ]
    );
    assert!(scene
        .legend
        .iter()
        .any(|e| e.label.contains("step (mover's colour)")));
    assert!(battle_markers(&scene).is_empty());
}

// An attack stays drawn after it is fought, and the battle gets a marker saying who holds the county,
// in that side's colour, with a line in the battles panel; beaten attackers' withdrawal is dashed.
#[test]
fn a_battle_leaves_a_marker_with_its_result() {
    let mut seen = BTreeSet::new();
    for seed in 0..40 {
        let mut s = common::blank("basic", 2);
        common::put(&mut s, "Bars", common::p(0), "2c1i");
        common::put(&mut s, "Hont", Faction::Crown, "3i");
        let s = common::order(&s, 0, "move hont bars 2c1i").expect("attack");
        let attack = arrow(&s, "Bars", "Hont", 0, ArrowKind::Attack);
        // Before the battle the pending attack is drawn once.
        let before = Oligarchs.scene(&s, Viewer::Spectator);
        assert_eq!(before.arrows, vec![attack.clone()]);
        assert!(battle_markers(&before).is_empty());

        let s = fight_all(s, seed);
        let scene = Oligarchs.scene(&s, Viewer::Spectator);
        assert!(scene.arrows.contains(&attack), "{:?}", scene.arrows);
        let hont = common::id(&s, "Hont");
        let markers = battle_markers(&scene);
        assert_eq!(markers.len(), 1, "{markers:?}");
        let m = markers[0];
        assert_eq!(m.at, Place::Region(region(hont)));
        let (word, colour) = match s.counties[hont].controller {
            Some(Faction::Player(0)) => ("taken", player(0)),
            Some(Faction::Crown) => ("held", palette::ROYAL),
            None => ("both lost", palette::NEUTRAL),
            other => panic!("Hont held by {other:?}"),
        };
        assert_eq!((m.text.as_str(), m.colour), (word, colour), "seed {seed}");
        seen.insert(word);
        let battles = scene
            .panels
            .iter()
            .find(|p| p.title.starts_with("Battles of "))
            .expect("a battles panel");
        assert_eq!(battles.lines.len(), 1);
        let line = &battles.lines[0].text;
        assert!(line.starts_with("Hont: "), "{line}");
        assert!(
            line.contains(&format!(" v Crown: {word}, losses ")),
            "{line}"
        );
        assert_eq!(battles.lines[0].swatch, Some(colour));
        let back = arrow(&s, "Hont", "Bars", 0, ArrowKind::Dashed);
        let withdrew = word != "taken" && !common::units(&s, "Bars").is_empty();
        assert_eq!(scene.arrows.contains(&back), withdrew, "seed {seed}");
    }
    assert!(
        seen.contains("taken") && seen.contains("held"),
        "both results come up over 40 seeds: {seen:?}"
    );
}

// The picture keeps the year's moves and results through the election and the next recruitment,
// and starts afresh when the next movement begins.
#[test]
fn moves_and_battles_are_cleared_when_movement_begins() {
    let mut s = common::blank("basic", 2);
    common::put(&mut s, "Bars", common::p(0), "3c");
    common::put(&mut s, "Hont", Faction::Crown, "1i");
    let s = common::order(&s, 0, "move hont bars 3c").expect("attack");
    let mut s = fight_all(s, 1);
    assert!(!s.trace.battles.is_empty());
    let mut seq = 10;
    while !matches!(s.phase, Phase::Move { .. }) {
        assert!(
            !battle_markers(&Oligarchs.scene(&s, Viewer::Spectator)).is_empty(),
            "still shown in {:?}",
            s.phase
        );
        s = common::apply_input(&s, Input::Deadline, seq)
            .expect("deadline")
            .state;
        seq += 1;
        assert!(seq < 40, "movement comes");
    }
    let scene = Oligarchs.scene(&s, Viewer::Spectator);
    assert!(scene.arrows.is_empty(), "{:?}", scene.arrows);
    assert!(battle_markers(&scene).is_empty());
    assert_eq!(s.trace.year, s.year);
}

// R-MOVE-19 R-INFO-4: a queued step is private until it runs; only then is it drawn.
#[test]
fn a_queued_step_is_drawn_only_when_it_runs() {
    let mut s = common::blank("basic", 2);
    common::put(&mut s, "Pozsony", common::p(0), "1i");
    common::put(&mut s, "Bars", common::p(1), "2c");
    let s = common::order(&s, 1, "queue move hont bars 1c").expect("queues");
    for viewer in [Viewer::Spectator, Viewer::Seat(Seat(0))] {
        assert!(Oligarchs.scene(&s, viewer).arrows.is_empty());
    }
    let s = common::order(&s, 0, "move nyitra pozsony 1i").expect("step");
    let scene = Oligarchs.scene(&s, Viewer::Spectator);
    assert_eq!(
        scene.arrows,
        vec![
            arrow(&s, "Pozsony", "Nyitra", 0, ArrowKind::Move),
            arrow(&s, "Bars", "Hont", 1, ArrowKind::Move),
        ]
    );
}

// R-SETUP-11: a spectator's picture of the placement phase is the same whatever has been placed, and
// a seat's is the same whatever the others placed.
#[test]
fn placement_pictures_do_not_depend_on_secret_placements() {
    let state = play_until(
        "adv",
        4,
        11,
        |s| matches!(&s.phase, Phase::Placement { placed } if placed.len() >= 2),
    );
    let Phase::Placement { placed } = &state.phase else {
        panic!("still placing")
    };
    assert!(placed.len() >= 2);
    let mut none = state.clone();
    none.phase = Phase::Placement {
        placed: Default::default(),
    };
    let spectator = Oligarchs.scene(&state, Viewer::Spectator);
    assert_eq!(spectator, Oligarchs.scene(&none, Viewer::Spectator));
    assert!(spectator.arrows.is_empty());
    assert!(battle_markers(&spectator).is_empty());
    for seat in placed.submitted_seats() {
        let mut own = none.clone();
        let mut only_mine = korona_engine::Sealed::new();
        only_mine.submit(seat, placed.get(seat).unwrap().clone(), [seat]);
        own.phase = Phase::Placement { placed: only_mine };
        assert_eq!(
            Oligarchs.scene(&state, Viewer::Seat(seat)),
            Oligarchs.scene(&own, Viewer::Seat(seat))
        );
    }
}
