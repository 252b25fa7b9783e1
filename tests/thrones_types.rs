//! The alternate game types as match options: victory points (R-THR-VP-1..6) and homefront
//! (R-THR-HOME-1..8). Positions are built square by square on an all-plains board.

use korona_engine::{Dice, MatchSeed, Ruleset, Seat, Viewer};
use korona_games::thrones::homeland::{layout_for, Homeland, VP_FORTRESS_COLUMNS};
use korona_games::thrones::options::GameType;
use korona_games::thrones::state::BuildKind;
use korona_games::thrones::{Kind, Phase, Piece, Sq, State, Thrones, Tile};

mod support;
use support::thrones::{blank, put, sq, Seeded};

const K: Seeded = Seeded(5);

/// A fresh match of `game` past the numbers (2 + 2: player 0 first).
fn fresh(game: GameType) -> State {
    let options = Thrones
        .options(&[("type".into(), game.name().into())])
        .unwrap();
    let mut dice = Dice::for_entry(&MatchSeed::from_number(3), 0);
    let s = Thrones.setup(&options, 2, &mut dice).unwrap();
    let s = K.order(&s, 0, "number 2", 1).unwrap().state;
    K.order(&s, 1, "number 2", 2).unwrap().state
}

fn set_up(game: GameType) -> State {
    let s = fresh(game);
    let s = K
        .order(&s, 0, &layout_for(game, 0).text(), 3)
        .unwrap()
        .state;
    K.order(&s, 1, &layout_for(game, 1).text(), 4)
        .unwrap()
        .state
}

// ---- VICTORY POINTS ----

// Asserts R-THR-VP-1.
#[test]
fn r_thr_vp_1_homelands_have_no_fortress_and_one_extra_land_tile() {
    let s = fresh(GameType::Points);
    for n in 0..6 {
        let h = layout_for(GameType::Points, n);
        assert!(h.check(GameType::Points).is_ok(), "layout {n}");
        assert!(!h.tiles.contains(&Tile::Fortress));
        assert!(
            h.check(GameType::Standard).is_err(),
            "not a standard homeland"
        );
    }
    // A standard homeland (with its fortress) is refused in points.
    let standard = layout_for(GameType::Standard, 0);
    let r = K.order(&s, 0, &standard.text(), 3).err().unwrap();
    assert_eq!(r.id(), "thrones-home-tile-count-points");
    // Fewer than 7 water is refused even at 36 tiles.
    let mut h = layout_for(GameType::Points, 0);
    let extra_plains = (0..36)
        .filter(|i| h.tiles[*i] == Tile::Water)
        .find(|i| {
            let k = i / 9;
            h.tiles[k * 9..k * 9 + 9]
                .iter()
                .filter(|t| **t == Tile::Water)
                .count()
                > 1
        })
        .unwrap();
    h.tiles[extra_plains] = Tile::Plains;
    assert_eq!(
        h.check(GameType::Points).unwrap_err().id,
        "thrones-home-tile-count-points"
    );
}

// Asserts R-THR-VP-2.
#[test]
fn r_thr_vp_2_the_dragon_must_be_placed_and_no_fortress_win() {
    let mut h = layout_for(GameType::Points, 1);
    let d = h
        .pieces
        .iter()
        .position(|p| *p == Some(Kind::Dragon))
        .unwrap();
    h.pieces[d] = None;
    assert_eq!(
        h.check(GameType::Points).unwrap_err().id,
        "thrones-home-piece-count"
    );
    let s = set_up(GameType::Points);
    assert_eq!(s.reserve, [false, false]);
    assert_eq!(s.home_fortress(0), None);
    assert_eq!(s.home_fortress(1), None);
}

// Asserts R-THR-VP-3.
#[test]
fn r_thr_vp_3_three_middle_fortresses_and_three_offers_each() {
    let s = set_up(GameType::Points);
    assert_eq!(s.phase, Phase::Play);
    let forts: Vec<Sq> = s.middle_fortresses();
    assert_eq!(forts, [sq("b5"), sq("e5"), sq("h5")]);
    let land = (0..9)
        .filter(|c| !VP_FORTRESS_COLUMNS.contains(c))
        .filter(|c| s.tile(Sq::new(*c as u8, 4)) != Some(Tile::Fortress))
        .count();
    assert_eq!(land, 6);
    // An offer on a fortress column, or four offers, are refused.
    let fresh = fresh(GameType::Points);
    let mut h: Homeland = layout_for(GameType::Points, 0);
    let c = (0..9).find(|c| h.middle[*c].is_some()).unwrap();
    let t = h.middle[c].take();
    h.middle[1] = t;
    assert_eq!(
        K.order(&fresh, 0, &h.text(), 3).err().unwrap().id(),
        "thrones-home-middle-on-fortress"
    );
    let mut h = layout_for(GameType::Points, 0);
    let free = [0, 2, 3, 5, 6, 8]
        .into_iter()
        .find(|c| h.middle[*c].is_none())
        .unwrap();
    let missing = Tile::LAND
        .into_iter()
        .find(|t| !h.middle.contains(&Some(*t)))
        .unwrap();
    h.middle[free] = Some(missing);
    assert_eq!(
        K.order(&fresh, 0, &h.text(), 3).err().unwrap().id(),
        "thrones-home-middle-points"
    );
}

// Asserts R-THR-VP-4.
#[test]
fn r_thr_vp_4_the_mover_scores_each_held_middle_fortress() {
    let mut s = blank(GameType::Points, 0);
    put(&mut s, "b5", 0, Kind::Lancer);
    put(&mut s, "e5", 0, Kind::Ranger);
    put(&mut s, "h5", 1, Kind::Lancer);
    put(&mut s, "c2", 0, Kind::Elephant);
    let t = K.ok(&s, "move c2 c3");
    assert_eq!(t.points, [2, 0], "player 0 holds two");
    put(&mut s, "c8", 1, Kind::Elephant);
    let mut u = t.clone();
    put(&mut u, "c8", 1, Kind::Elephant);
    let u = K.ok(&u, "move c8 c7");
    assert_eq!(u.points, [2, 1], "player 1 scores its one on its own turn");
    // Nothing held, nothing scored; the panel shows the points.
    let mut v = blank(GameType::Points, 0);
    put(&mut v, "c2", 0, Kind::Elephant);
    assert_eq!(K.ok(&v, "move c2 c3").points, [0, 0]);
    assert!(Thrones
        .describe(&u, Viewer::Spectator)
        .contains("player 0 2, player 1 1"));
}

// Asserts R-THR-VP-5.
#[test]
fn r_thr_vp_5_twenty_one_points_win_and_the_throne_still_counts() {
    let mut s = blank(GameType::Points, 0);
    s.points = [19, 0];
    put(&mut s, "b5", 0, Kind::Lancer);
    put(&mut s, "e5", 0, Kind::Ranger);
    put(&mut s, "c2", 0, Kind::Elephant);
    let t = K.ok(&s, "move c2 c3");
    assert_eq!(t.points[0], 21);
    assert_eq!(Thrones.outcome(&t).unwrap().winners(), [Seat(0)]);
    // One short: the match goes on.
    s.points = [18, 0];
    assert!(K.ok(&s, "move c2 c3").finish.is_none());
    // Taking the throne still wins at once, whatever the points.
    let mut w = blank(GameType::Points, 0);
    w.points = [0, 20];
    put(&mut w, "h8", 0, Kind::Throne);
    w.pieces[sq("a1").index()] = None;
    let w = K.ok(&w, "attack h8 i9");
    assert_eq!(Thrones.outcome(&w).unwrap().winners(), [Seat(0)]);
}

// Asserts R-THR-VP-6.
#[test]
fn r_thr_vp_6_middle_fortresses_ruin_and_restore() {
    let mut s = blank(GameType::Points, 0);
    put(&mut s, "e5", 1, Kind::Lancer);
    put(&mut s, "e4", 0, Kind::Elephant);
    let t = K.ok(&s, "attack e4 e5");
    assert!(t.is_ruined(sq("e5")), "an attack ruins it first");
    assert_eq!(t.points, [0, 0]);
}

// ---- HOMEFRONT ----

fn homefront() -> State {
    let mut s = blank(GameType::Homefront, 0);
    s.pieces[sq("a1").index()] = None;
    put(&mut s, "b3", 0, Kind::Throne);
    s
}

// Asserts R-THR-HOME-1.
// Asserts R-THR-HOME-7.
#[test]
fn r_thr_home_1_and_7_the_throne_founds_a_farm_for_free() {
    let s = homefront();
    let t = K.ok(&s, "farm");
    assert_eq!(
        t.build(sq("b3")).map(|b| (b.seat, b.kind)),
        Some((0, BuildKind::Farm))
    );
    assert_eq!(t.to_move, 0, "a free action: the turn goes on");
    assert_eq!(t.turn, s.turn);
    let u = K.ok(&t, "move b3 a2");
    assert_eq!(u.to_move, 1);
    // Only in homefront.
    let mut std = homefront();
    std.game = GameType::Standard;
    assert_eq!(K.refused(&std, "farm"), "thrones-homefront-only");
    // The legal list offers it.
    assert!(Thrones.legal(&s, Seat(0)).iter().any(|c| c.text == "farm"));
}

// Asserts R-THR-HOME-2.
#[test]
fn r_thr_home_2_city_after_farm_each_once() {
    let s = homefront();
    assert_eq!(K.refused(&s, "city"), "thrones-city-after-farm");
    let t = K.ok(&s, "farm");
    assert_eq!(K.refused(&t, "farm"), "thrones-found-once");
    assert_eq!(K.refused(&t, "city"), "thrones-found-taken");
    let mut u = K.ok(&t, "move b3 a2");
    u.to_move = 0;
    assert_eq!(K.refused(&u, "farm"), "thrones-found-once");
    let mut far = u.clone();
    far.pieces[sq("a2").index()] = None;
    put(&mut far, "g3", 0, Kind::Throne);
    let v = K.ok(&far, "city");
    assert_eq!(v.build(sq("g3")).unwrap().kind, BuildKind::City);
}

// Asserts R-THR-HOME-3.
#[test]
fn r_thr_home_3_two_squares_from_other_spawning_squares() {
    let mut s = homefront();
    s.pieces[sq("b3").index()] = None;
    // d3 touches the fortress on e2.
    put(&mut s, "d3", 0, Kind::Throne);
    assert_eq!(K.refused(&s, "farm"), "thrones-found-too-near");
    // On the fortress itself.
    let mut t = homefront();
    t.pieces[sq("b3").index()] = None;
    put(&mut t, "e2", 0, Kind::Throne);
    assert_eq!(K.refused(&t, "farm"), "thrones-found-taken");
    // c3 is two squares from e2: allowed.
    let mut u = homefront();
    u.pieces[sq("b3").index()] = None;
    put(&mut u, "c3", 0, Kind::Throne);
    K.ok(&u, "farm");
}

// Asserts R-THR-HOME-4.
// Asserts R-THR-HOME-5.
#[test]
fn r_thr_home_4_and_5_spawning_brings_back_lost_pieces_of_the_sites_kinds() {
    let mut s = K.ok(&homefront(), "farm");
    s = K.ok(&s, "move b3 a2");
    s.to_move = 0;
    s.lost[0][Kind::Lancer.index()] = 1;
    s.lost[0][Kind::Crossbowman.index()] = 1;
    s.lost[0][Kind::Dragon.index()] = 1;
    // The farm brings back a lancer, not a crossbowman.
    assert_eq!(K.refused(&s, "spawn b3 X"), "thrones-spawn-wrong-kind");
    assert_eq!(K.refused(&s, "spawn b3 R"), "thrones-spawn-none-lost");
    let t = K.ok(&s, "spawn b3 L");
    assert_eq!(
        t.piece(sq("b3")),
        Some(Piece {
            owner: 0,
            kind: Kind::Lancer
        })
    );
    assert_eq!(t.lost[0][Kind::Lancer.index()], 0);
    assert_eq!(t.to_move, 1, "spawning is the turn's action");
    // The homeland fortress brings back a crossbowman; it must be empty.
    let u = K.ok(&s, "spawn e2 X");
    assert_eq!(u.piece(sq("e2")).unwrap().kind, Kind::Crossbowman);
    let mut busy = s.clone();
    put(&mut busy, "e2", 0, Kind::Ranger);
    assert_eq!(K.refused(&busy, "spawn e2 X"), "thrones-occupied");
    // Never a dragon or a throne; not on someone else's site.
    assert_eq!(K.refused(&s, "spawn e2 D"), "thrones-set-bad-piece");
    assert_eq!(K.refused(&s, "spawn e8 X"), "thrones-spawn-not-a-site");
    // Only in homefront.
    let mut std = s.clone();
    std.game = GameType::Standard;
    std.builds.clear();
    std.founded = [[false; 2]; 2];
    assert_eq!(K.refused(&std, "spawn e2 X"), "thrones-homefront-only");
}

// Asserts R-THR-HOME-6.
#[test]
fn r_thr_home_6_ruins_stay_until_a_throne_rebuilds() {
    let mut s = homefront();
    s.set_ruined(sq("e2"), true);
    put(&mut s, "c2", 0, Kind::Elephant);
    let t = K.ok(&s, "move c2 c1");
    assert!(t.is_ruined(sq("e2")), "no restoring by itself in homefront");
    let mut u = t.clone();
    u.to_move = 0;
    u.pieces[sq("b3").index()] = None;
    put(&mut u, "e2", 0, Kind::Throne);
    let v = K.ok(&u, "rebuild");
    assert!(!v.is_ruined(sq("e2")));
    assert_eq!(v.to_move, 0, "free");
    assert_eq!(K.refused(&v, "rebuild"), "thrones-rebuild-needs-ruin");
}

// Asserts R-THR-HOME-8.
#[test]
fn r_thr_home_8_an_enemy_on_a_farm_razes_it_a_city_stands() {
    let mut s = K.ok(&homefront(), "farm");
    s = K.ok(&s, "move b3 a2");
    // Player 1's lancer walks onto the farm.
    put(&mut s, "b4", 1, Kind::Lancer);
    let t = K.ok(&s, "move b4 b3");
    assert!(t.build(sq("b3")).is_none(), "razed");
    // A city with an enemy on it stays.
    let mut c = t.clone();
    c.builds.push(korona_games::thrones::state::Build {
        seat: 0,
        sq: sq("g3"),
        kind: BuildKind::City,
    });
    c.founded[0] = [true, true];
    c.to_move = 1;
    put(&mut c, "g4", 1, Kind::Lancer);
    let d = K.ok(&c, "move g4 g3");
    assert_eq!(d.build(sq("g3")).unwrap().kind, BuildKind::City);
}

// ---- THE PICTURE ----

fn png(scene: &korona_engine::Scene, name: &str) {
    let png = korona_render::render(scene, 1600).expect("renders");
    assert!(png.len() > 10_000);
    std::fs::write(std::env::temp_dir().join(name), png).unwrap();
}

// Asserts R-THR-VIEW-3: a shape per piece type, the removed piece and the reach of the piece that
// acted, farm and city badges, victory-point fortresses.
#[test]
fn r_thr_view_3_shapes_removed_piece_reach_and_the_game_types_state() {
    use korona_engine::scene::Board;
    let mut s = K.ok(&homefront(), "farm");
    s.builds.push(korona_games::thrones::state::Build {
        seat: 1,
        sq: sq("g7"),
        kind: BuildKind::City,
    });
    s.founded[1] = [true, true];
    put(&mut s, "c4", 0, Kind::Catapult);
    put(&mut s, "c6", 1, Kind::Spearman);
    let s = K.ok(&s, "fire c4 c6");
    let scene = Thrones.scene(&s, Viewer::Spectator);
    let Board::Grid(g) = &scene.board else {
        panic!("a grid")
    };
    let cell = |t: &str| {
        let p = sq(t);
        g.cell(p.col as u16, 8 - p.row as u16).unwrap()
    };
    // Ten different shapes, the symbol list naming each piece type.
    assert!(scene.symbols.len() >= 10);
    for k in Kind::ALL {
        assert_eq!(scene.symbols[k.index()].label, k.name());
    }
    let shapes: std::collections::BTreeSet<String> = scene.symbols[..10]
        .iter()
        .map(|s| format!("{:?}", s.icon))
        .collect();
    assert_eq!(shapes.len(), 10, "each type its own shape");
    let token = cell("c4").token.as_ref().unwrap();
    assert_eq!(token.symbol.unwrap().0, Kind::Catapult.index() as u16);
    assert_eq!(token.label, "C");
    assert_eq!(
        cell("i9").token.as_ref().unwrap().label,
        "k",
        "player 1 in lower case"
    );
    // The shot spearman's square carries the removed mark; the catapult's reach is hinted.
    assert!(!cell("c6").badges.is_empty(), "removed mark on c6");
    assert!(
        !cell("c2").badges.is_empty(),
        "c2 is two squares from c4: in reach"
    );
    assert!(cell("c8").badges.is_empty(), "c8 is out of reach");
    // Farm and city.
    assert_eq!(cell("b3").text, "farm");
    assert_eq!(cell("g7").text, "city");
    png(&scene, "thrones-homefront.png");
    // Victory points: the middle fortresses read VP, the panel the score.
    let mut v = blank(GameType::Points, 0);
    v.points = [4, 7];
    let scene = Thrones.scene(&v, Viewer::Spectator);
    let Board::Grid(g) = &scene.board else {
        panic!("a grid")
    };
    assert_eq!(g.cell(4, 4).unwrap().text, "VP");
    assert!(scene
        .panel
        .iter()
        .any(|l| l.contains("player 0 4, player 1 7")));
    png(&scene, "thrones-points.png");
}

// Asserts R-THR-VIEW-1: before the reveal a player's picture shows its own homeland and the other
// face down; a spectator's shows both face down, whatever they hold.
#[test]
fn r_thr_view_1_pictures_before_the_reveal() {
    let s = fresh(GameType::Standard);
    let s = K
        .order(&s, 0, &layout_for(GameType::Standard, 0).text(), 3)
        .unwrap()
        .state;
    let a = K.order(&s, 1, "set c7 p L", 4).unwrap().state;
    let a = K.order(&a, 1, "home random", 5).unwrap().state;
    assert_eq!(a.phase, Phase::Play, "both in: revealed");
    let s1 = K.order(&s, 1, "set c7 p L", 4).unwrap().state;
    // Before player 1 is in: player 1 sees its draft only; player 0 its own; spectators nothing.
    let spect = Thrones.scene(&s1, Viewer::Spectator);
    let mine = Thrones.scene(&s1, Viewer::Seat(Seat(0)));
    let theirs = Thrones.scene(&s1, Viewer::Seat(Seat(1)));
    let faces = |sc: &korona_engine::Scene| {
        let korona_engine::scene::Board::Grid(g) = &sc.board else {
            panic!()
        };
        g.cells
            .iter()
            .filter(|c| c.token.as_ref().is_some_and(|t| t.face_down))
            .count()
    };
    assert_eq!(
        faces(&spect),
        36,
        "player 0's homeland face down for a spectator"
    );
    assert_eq!(faces(&theirs), 36, "and for player 1");
    assert_eq!(faces(&mine), 0, "player 0 sees its own");
    // Whatever player 0 built, spectators and player 1 see the same picture.
    let other = K
        .order(
            &fresh(GameType::Standard),
            0,
            &layout_for(GameType::Standard, 3).text(),
            3,
        )
        .unwrap()
        .state;
    let other = K.order(&other, 1, "set c7 p L", 4).unwrap().state;
    for viewer in [Viewer::Spectator, Viewer::Seat(Seat(1))] {
        assert_eq!(
            serde_json::to_string(&Thrones.scene(&s1, viewer)).unwrap(),
            serde_json::to_string(&Thrones.scene(&other, viewer)).unwrap()
        );
    }
    png(&spect, "thrones-sealed-spectator.png");
    png(&mine, "thrones-sealed-own.png");
}
