//! The fiefs picture: the engine's hex board with terrain fills, rivers, fiefs, holdings and units
//! (R-FIEF-MAP-1, R-FIEF-MAP-2, R-FIEF-SEASON-2, R-FIEF-ORD-5).

use korona_engine::scene::{palette, ArrowKind, Board, EdgeLine, HexCoords, HexTop, Pattern};
use korona_engine::{BotLevel, Dice, Input, MatchSeed, Ruleset, Viewer};
use korona_games::fiefs::map::crossing as map;
use korona_games::fiefs::pieces;
use korona_games::fiefs::state::{Holding, HoldingKind, State, Unit, UnitKind};
use korona_games::fiefs::{bot, scene, Action, Fiefs, Hx, Options};

fn h(name: &str) -> Hx {
    Hx::parse(name).unwrap()
}

fn state() -> State {
    let mut s = State::start(Options::default(), &[(0, h("B2")), (1, h("J8"))]);
    s.tile_mut(h("D3")).owner = Some(0);
    s.tile_mut(h("D3")).holding = Some(Holding {
        kind: HoldingKind::Outpost,
        owner: 0,
        pop: 1,
    });
    s.tile_mut(h("D3")).unit = Some(Unit {
        owner: 1,
        kind: UnitKind::Knight,
        done: false,
        fired: false,
    });
    s
}

#[test]
fn r_fief_map_1_2_a_pointy_odd_row_hex_board_with_terrain_and_rivers() {
    let s = state();
    let scene = Fiefs.scene(&s, Viewer::Spectator);
    let Board::Hex(board) = &scene.board else {
        panic!("a hex board")
    };
    assert_eq!(board.top, HexTop::Pointy);
    assert_eq!(board.coords, HexCoords::Offset { odd: true });
    assert_eq!(board.hexes.len(), 99);
    assert_eq!(board.edges.len(), map().rivers.len());
    assert!(board.edges.iter().all(|e| e.line == EdgeLine::River));
    let hex = |name: &str| {
        let x = h(name);
        board
            .hexes
            .iter()
            .find(|y| y.at == (x.col as i16, x.row as i16))
            .unwrap()
    };
    assert_eq!(hex("F2").cell.pattern, Pattern::Peaks);
    assert_eq!(hex("C3").cell.pattern, Pattern::Trees);
    assert_eq!(hex("E4").cell.pattern, Pattern::Waves);
    assert_eq!(hex("E4").label, "E4");
    // The castle: a ring, a badge, its pop; the starting spearman as a token with its symbol.
    let castle = &hex("B2").cell;
    assert!(castle.ring.is_some());
    assert_eq!(castle.badges[0].symbol, pieces::CASTLE);
    assert_eq!(castle.text, "5/5");
    assert_eq!(
        castle.token.as_ref().unwrap().symbol,
        Some(pieces::SPEARMAN)
    );
    // A besieger keeps its own colour on the other house's outpost.
    let d3 = &hex("D3").cell;
    assert_eq!(d3.badges[0].symbol, pieces::OUTPOST);
    assert_eq!(d3.owner, Some(palette::player(0)));
    assert_eq!(d3.token.as_ref().unwrap().colour, palette::player(1));
    assert_eq!(d3.token.as_ref().unwrap().symbol, Some(pieces::KNIGHT));
    assert_eq!(hex("E3").cell.owner, None);
}

#[test]
fn r_fief_season_2_frozen_lakes_are_drawn_as_ice() {
    let mut s = state();
    s.round = 4;
    let scene = Fiefs.scene(&s, Viewer::Spectator);
    let Board::Hex(board) = &scene.board else {
        panic!("a hex board")
    };
    let e4 = h("E4");
    let cell = &board
        .hexes
        .iter()
        .find(|y| y.at == (e4.col as i16, e4.row as i16))
        .unwrap()
        .cell;
    assert_eq!(cell.pattern, Pattern::Hatch);
    assert!(scene.panel[0].contains("winter"));
}

#[test]
fn r_fief_ord_5_every_viewer_gets_the_same_scene() {
    let s = state();
    let spectator = Fiefs.scene(&s, Viewer::Spectator);
    for seat in 0..2 {
        assert_eq!(
            Fiefs.scene(&s, Viewer::Seat(korona_engine::Seat(seat))),
            spectator
        );
    }
    let labels: Vec<&str> = spectator.symbols.iter().map(|x| x.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "spearman",
            "knight",
            "bowman",
            "castle",
            "village",
            "outpost",
            "dies at the end of its turn"
        ]
    );
}

/// The hexes the picture marks at risk for `seat`.
fn marked(s: &State, seat: u8) -> Vec<Hx> {
    let scene = Fiefs.scene(s, Viewer::Spectator);
    let Board::Hex(board) = &scene.board else {
        panic!("a hex board")
    };
    let mut out: Vec<Hx> = board
        .hexes
        .iter()
        .filter(|x| {
            x.cell.badges.iter().any(|b| b.symbol == pieces::AT_RISK)
                && x.cell.token.as_ref().unwrap().colour == scene::colour(s, seat)
        })
        .map(|x| Hx::new(x.at.0 as u8, x.at.1 as u8))
        .collect();
    out.sort();
    out
}

// Asserts R-FIEF-SUP-3 and R-FIEF-SUP-4 in the picture: over seeded bot matches, before every `end`
// the units marked at risk of the house to move are exactly the units its turn's end kills.
#[test]
fn r_fief_sup_3_4_the_picture_marks_the_units_the_turn_end_kills() {
    let mut checked = 0;
    let mut killed = 0;
    for (seats, seed) in [(2u8, 1u64), (3, 2), (4, 3), (6, 4)] {
        let ms = MatchSeed::from_number(seed);
        let mut s = Fiefs
            .setup(&Options::default(), seats, &mut Dice::for_entry(&ms, 0))
            .unwrap();
        for seq in 1..3000u64 {
            if s.over() {
                break;
            }
            let seat = s.to_move;
            let level = if seat % 2 == 0 {
                BotLevel::Easy
            } else {
                BotLevel::Medium
            };
            let action = bot::choose(&s, seat, level, &mut Dice::for_bot(&ms, seq, seat));
            let next = Fiefs::step(
                &s,
                &Input::Order {
                    seat: korona_engine::Seat(seat),
                    action: action.clone(),
                },
            )
            .unwrap()
            .state;
            if action == Action::End {
                let mut lost: Vec<Hx> = s
                    .units(seat)
                    .map(|(x, _)| x)
                    .filter(|x| next.tile(*x).unit.is_none_or(|u| u.owner != seat))
                    .collect();
                lost.sort();
                assert_eq!(
                    marked(&s, seat),
                    lost,
                    "seats {seats} seed {seed} entry {seq}"
                );
                checked += 1;
                killed += lost.len();
            }
            s = next;
        }
    }
    assert!(
        checked > 20 && killed > 0,
        "{checked} turn ends, {killed} units lost"
    );
}

/// A hand-made case: a unit cut off from every holding and one whose path reaches only an outpost
/// are marked; the dashed supply path of the second is drawn to its outpost.
#[test]
fn r_fief_sup_3_cut_off_units_are_marked_with_their_supply_path() {
    let mut s = State::start(Options::default(), &[(0, h("B2")), (1, h("J8"))]);
    for (at, owner) in [("E3", 0), ("G5", 0), ("F5", 0), ("H5", 0)] {
        s.tile_mut(h(at)).owner = Some(owner);
    }
    s.tile_mut(h("H5")).holding = Some(Holding {
        kind: HoldingKind::Outpost,
        owner: 0,
        pop: 1,
    });
    for at in ["E3", "G5"] {
        s.tile_mut(h(at)).unit = Some(Unit {
            owner: 0,
            kind: UnitKind::Spearman,
            done: false,
            fired: false,
        });
    }
    assert_eq!(marked(&s, 0), vec![h("E3"), h("G5")]);
    assert!(marked(&s, 1).is_empty());
    let scene = Fiefs.scene(&s, Viewer::Spectator);
    let dashed: Vec<_> = scene
        .arrows
        .iter()
        .filter(|a| a.kind == ArrowKind::Dashed)
        .collect();
    assert_eq!(dashed.len(), 1, "G5 to its outpost H5: {dashed:?}");
    assert!(scene
        .panel
        .iter()
        .any(|l| l.contains("At risk") && l.contains("E3")));
}

/// This round's moves and fights are drawn as arrows in the mover's colour; the side panel shows
/// each house against the three targets; every hex carries its name.
#[test]
fn r_fief_ord_5_moves_panel_and_hex_names() {
    let mut s = State::start(Options::default(), &[(0, h("B2")), (1, h("J8"))]);
    let a = Fiefs::step(
        &s,
        &Input::Order {
            seat: korona_engine::Seat(0),
            action: Action::parse("move B2 C2").unwrap(),
        },
    )
    .unwrap()
    .state;
    let scene = Fiefs.scene(&a, Viewer::Spectator);
    assert_eq!(scene.arrows.len(), 1);
    assert_eq!(scene.arrows[0].kind, ArrowKind::Move);
    let houses = &scene.panels[0].lines;
    assert!(houses[0].text.contains("pop 5/15") && houses[0].text.contains("tax 0/40"));
    assert!(houses[0].text.contains("army 1/8"), "{}", houses[0].text);
    let Board::Hex(board) = &scene.board else {
        panic!("a hex board")
    };
    for x in &board.hexes {
        assert_eq!(x.label, Hx::new(x.at.0 as u8, x.at.1 as u8).to_string());
    }
    s.round = 4;
    let _ = s;
}

/// The picture as a PNG to look at (`/tmp/fiefs-scene.png`): a 4-house generated map after a few
/// rounds of bots, in winter, and a phone-sized crop around house 0's castle (`/tmp/fiefs-crop.png`).
#[test]
fn renders_to_png_with_a_phone_crop() {
    let ms = MatchSeed::from_number(5);
    let mut s = Fiefs
        .setup(&Options::default(), 4, &mut Dice::for_entry(&ms, 0))
        .unwrap();
    for seq in 1..3000u64 {
        if s.over() || s.round >= 4 {
            break;
        }
        let seat = s.to_move;
        let action = bot::choose(&s, seat, BotLevel::Easy, &mut Dice::for_bot(&ms, seq, seat));
        s = Fiefs::step(
            &s,
            &Input::Order {
                seat: korona_engine::Seat(seat),
                action,
            },
        )
        .unwrap()
        .state;
    }
    let scene = Fiefs.scene(&s, Viewer::Spectator);
    let img = korona_render::render_image(&scene, 1600).expect("renders");
    let png = korona_render::png::encode(&img).unwrap();
    std::fs::write("/tmp/fiefs-scene.png", &png).expect("writes /tmp");
    assert!(png.len() > 10_000);
    // A phone-sized crop (400 px) around house 0's castle, at the picture's own scale: the board
    // takes about the left 71% of the width, below the title bar.
    let site = s.houses[0].site;
    let (w, hgt) = (img.width(), img.height());
    let x = (30.0 + (site.col as f64 + 0.5) / s.map.cols as f64 * (w as f64 * 0.69)) as u32;
    let y = (90.0 + (site.row as f64 + 0.5) / s.map.rows as f64 * (hgt as f64 - 120.0)) as u32;
    let (x0, y0) = (
        x.saturating_sub(200).min(w - 400),
        y.saturating_sub(200).min(hgt - 400),
    );
    let mut crop = korona_render::canvas::Canvas::new(400, 400, palette::WATER);
    for dy in 0..400 {
        for dx in 0..400 {
            crop.img.put_pixel(dx, dy, *img.get_pixel(x0 + dx, y0 + dy));
        }
    }
    std::fs::write(
        "/tmp/fiefs-crop.png",
        korona_render::png::encode(&crop.img).unwrap(),
    )
    .unwrap();
}
