//! The sample scenes rendered at full size and checked where a player would look.

use korona_engine::scene::{Board, Place, Rgb};
use korona_render::palette::{self, player};
use korona_render::{board_place, render, render_image, samples, touching_pairs};

fn px(img: &image::RgbaImage, p: (f32, f32)) -> Rgb {
    let q = img.get_pixel(p.0.round() as u32, p.1.round() as u32).0;
    Rgb(q[0], q[1], q[2])
}

fn near(a: Rgb, b: Rgb) -> bool {
    (a.0 as i32 - b.0 as i32).abs() <= 3
        && (a.1 as i32 - b.1 as i32).abs() <= 3
        && (a.2 as i32 - b.2 as i32).abs() <= 3
}

#[track_caller]
fn assert_colour(img: &image::RgbaImage, p: (f32, f32), want: Rgb, what: &str) {
    let got = px(img, p);
    assert!(
        near(got, want),
        "{what} at {p:?}: got {got:?}, want {want:?}"
    );
}

#[test]
fn grid_sample_draws_what_the_scene_says() {
    let scene = samples::grid_scene();
    let img = render_image(&scene, 1600).unwrap();
    assert_eq!(img.width(), 1600);
    let at = |col, row| {
        board_place(&scene, 1600, &Place::Cell { col, row })
            .unwrap()
            .unwrap()
    };
    let cs = at(1, 0).0 - at(0, 0).0;
    assert!(cs > 90.0, "cells should be big on a 10x10 board, got {cs}");
    let off = |p: (f32, f32), fx: f32, fy: f32| (p.0 + fx * cs, p.1 + fy * cs);

    // Blue's 4-token, below its label.
    assert_colour(&img, off(at(7, 7), 0.0, 0.17), player(1), "token");
    // Red's capital ring, and the double wall around it.
    assert_colour(&img, off(at(1, 2), 0.29, 0.0), player(0), "capital ring");
    assert_colour(
        &img,
        off(at(1, 2), -0.5 + 0.10, 0.0),
        palette::STONE,
        "outer wall",
    );
    assert_colour(
        &img,
        off(at(1, 2), -0.5 + 0.17, 0.0),
        palette::STONE,
        "inner wall",
    );
    assert_colour(
        &img,
        off(at(7, 7), -0.5 + 0.17, 0.0),
        palette::GROUND,
        "single wall only",
    );
    // Territory edge on the top of A2, where red's land meets no one's; none inside red's land.
    assert_colour(&img, off(at(1, 1), 0.0, -0.48), player(0), "territory edge");
    assert_colour(
        &img,
        off(at(2, 2), 0.0, -0.48),
        palette::GROUND,
        "no edge inside territory",
    );
    // Terrain fills.
    assert_colour(&img, off(at(3, 0), 0.0, -0.09), palette::WATER, "river");
    assert_colour(
        &img,
        off(at(8, 2), -0.35, 0.4),
        palette::MOUNTAIN,
        "mountain",
    );
    assert_colour(&img, off(at(2, 8), 0.0, 0.0), palette::GROUND, "plain");
}

#[test]
fn grid_sample_png_is_small_and_decodes() {
    let png = render(&samples::grid_scene(), 1600).unwrap();
    assert!(png.len() <= 400 * 1024, "{} bytes", png.len());
    // Left for a person to look at; a failed write (read-only /tmp) is no test failure.
    let _ = std::fs::write("/tmp/render-grid.png", &png);
    let img = image::load_from_memory(&png).unwrap();
    assert_eq!(img.width(), 1600);
}

#[test]
fn region_sample_recolours_through_the_mask() {
    korona_render::register_map(samples::sample_map());
    let scene = samples::regions_scene();
    let png = render(&scene, 1600).unwrap();
    assert!(png.len() <= 400 * 1024, "{} bytes", png.len());
    let _ = std::fs::write("/tmp/render-regions.png", &png);
    let img = image::load_from_memory(&png).unwrap().to_rgba8();
    assert_eq!(img.width(), 1600);
    let at = |x, y| {
        board_place(&scene, 1600, &Place::Point { x, y })
            .unwrap()
            .unwrap()
    };
    let mask = korona_render::base_mask(samples::SAMPLE_MAP, 1600).unwrap();
    let Board::Regions(_) = &scene.board else {
        panic!("region scene")
    };
    let board_origin = at(0.0, 0.0);
    let id_at =
        |p: (f32, f32)| mask.get((p.0 - board_origin.0) as u32, (p.1 - board_origin.1) as u32);

    // Nyitra is blue's, Pest nobody's (its province's tint), the lake keeps its water.
    let nyitra = at(640.0, 330.0);
    assert_eq!(id_at(nyitra), 3);
    assert_colour(&img, nyitra, palette::tint(player(1), 0.5), "owned county");
    let pest = at(380.0, 300.0);
    assert_eq!(id_at(pest), 5);
    assert_colour(
        &img,
        pest,
        palette::mix(palette::GROUND, Rgb(120, 160, 90), 0.3),
        "unowned county",
    );
    let lake = at(270.0, 478.0);
    assert_eq!(id_at(lake), 10);
    assert_colour(&img, lake, palette::WATER, "lake");
    assert_colour(&img, at(10.0, 10.0), palette::OUTSIDE, "outside the land");

    // The Pozsony-Pest border is a river: some pixel on it is river blue.
    let (w, h) = (mask.width, mask.height);
    let mut river_px = 0;
    for y in 0..h - 1 {
        for x in 0..w - 1 {
            let (a, b) = (mask.get(x, y), mask.get(x, y + 1));
            if (a, b) == (2, 5) || (a, b) == (5, 2) {
                let p = (x as f32 + board_origin.0, y as f32 + board_origin.1);
                if near(px(&img, p), palette::RIVER) {
                    river_px += 1;
                }
            }
        }
    }
    assert!(river_px > 50, "river pixels {river_px}");
}

#[test]
fn region_sample_adjacency_is_as_drawn() {
    korona_render::register_map(samples::sample_map());
    let mask = korona_render::base_mask(samples::SAMPLE_MAP, 1600).unwrap();
    let pairs = touching_pairs(&mask, 4);
    for p in [
        (1, 2),
        (2, 3),
        (2, 5),
        (4, 5),
        (5, 8),
        (8, 9),
        (4, 10),
        (7, 10),
    ] {
        assert!(pairs.contains(&p), "{p:?} should touch: {pairs:?}");
    }
    for p in [(1, 9), (1, 3), (4, 9), (6, 7)] {
        assert!(!pairs.contains(&p), "{p:?} should not touch");
    }
}

#[test]
fn busy_seventy_county_phase_stays_under_400_kb() {
    korona_render::register_map(samples::big_map());
    let png = render(&samples::big_scene(), 1600).unwrap();
    assert!(png.len() <= 400 * 1024, "{} bytes", png.len());
}

#[test]
fn a_phase_recolours_only_inside_the_region() {
    korona_render::register_map(samples::sample_map());
    let before = samples::regions_scene();
    let mut after = before.clone();
    let Board::Regions(r) = &mut after.board else {
        panic!("region scene")
    };
    let pest = r.regions.iter_mut().find(|s| s.id == 5).unwrap();
    pest.owner = Some(player(3));
    let (a, b) = (
        render_image(&before, 1600).unwrap(),
        render_image(&after, 1600).unwrap(),
    );
    let mask = korona_render::base_mask(samples::SAMPLE_MAP, 1600).unwrap();
    let origin = board_place(&before, 1600, &Place::Point { x: 0.0, y: 0.0 })
        .unwrap()
        .unwrap();
    let mut changed = 0;
    for (x, y, p) in a.enumerate_pixels() {
        if p != b.get_pixel(x, y) {
            changed += 1;
            let (mx, my) = (x as i64 - origin.0 as i64, y as i64 - origin.1 as i64);
            assert!(
                mx >= 0 && my >= 0,
                "changed pixel outside the board at {x},{y}"
            );
            assert_eq!(
                mask.get(mx as u32, my as u32),
                5,
                "changed pixel outside Pest at {x},{y}"
            );
        }
    }
    assert!(changed > 5000, "{changed}");
}

#[test]
fn map_frame_matches_the_drawn_mask() {
    let map = samples::sample_map();
    korona_render::register_map(map.clone());
    let frame = korona_render::map_frame(&map, 1600);
    let mask = korona_render::base_mask(samples::SAMPLE_MAP, 1600).unwrap();
    assert_eq!((frame.width, frame.height), (mask.width, mask.height));
}

#[test]
fn odd_scenes_render_without_panicking() {
    use korona_engine::scene::*;
    korona_render::register_map(samples::sample_map());
    let mut regions = samples::regions_scene();
    if let Board::Regions(r) = &mut regions.board {
        r.regions.push(RegionState {
            id: 999,
            owner: Some(Rgb(1, 2, 3)),
            stacks: vec![Stack::default()],
        });
        r.markers.push(Marker {
            at: Place::Cell { col: 1, row: 1 },
            symbol: samples::sym::DOT,
            colour: Rgb(0, 0, 0),
            text: "?".into(),
        });
        r.labels.push(MapLabel {
            at: Place::Point {
                x: f64::NAN,
                y: 1e12,
            },
            text: "🜲 ".repeat(50),
            colour: Rgb(0, 0, 0),
        });
    }
    regions.arrows.push(Arrow {
        from: Place::Region(999),
        to: Place::Region(1),
        colour: Rgb(0, 0, 0),
        kind: ArrowKind::Move,
    });
    regions.arrows.push(Arrow {
        from: Place::Point { x: -1e9, y: 5.0 },
        to: Place::Region(1),
        colour: Rgb(0, 0, 0),
        kind: ArrowKind::Dashed,
    });
    regions.panel.push("x".repeat(500));
    let mut empty_grid = Scene {
        board: Board::Grid(GridBoard::new(0, 0)),
        ..Scene::default()
    };
    empty_grid.arrows.push(Arrow {
        from: Place::Cell { col: 5, row: 5 },
        to: Place::Region(3),
        colour: Rgb(0, 0, 0),
        kind: ArrowKind::Attack,
    });
    let mut tall = GridBoard::new(3, 40);
    tall.cells.truncate(10);
    tall.compass = true;
    let tall = Scene {
        board: Board::Grid(tall),
        ..Scene::default()
    };
    let mut odd_hexes = samples::hex_scene(HexTop::Pointy);
    if let Board::Hex(h) = &mut odd_hexes.board {
        // Hexes far apart, a repeated hex, an edge between hexes that are not neighbours or not
        // on the board, a marker on a missing hex and symbols nobody declared.
        h.hexes.push(Hex {
            at: (400, -300),
            ..Hex::default()
        });
        h.hexes.push(h.hexes[0].clone());
        h.edges.push(HexEdge {
            between: [(0, 0), (8, 6)],
            line: EdgeLine::Solid,
            colour: Rgb(0, 0, 0),
        });
        h.edges.push(HexEdge {
            between: [(0, 0), (-50, 2)],
            line: EdgeLine::River,
            colour: Rgb(0, 0, 0),
        });
        h.markers.push(Marker {
            at: Place::Hex { q: 99, r: 99 },
            symbol: SymbolId(999),
            colour: Rgb(0, 0, 0),
            text: "?".into(),
        });
        h.hexes[1].cell.token = Some(Token {
            symbol: Some(SymbolId(777)),
            ..Token::plain(Rgb(0, 0, 0))
        });
    }
    let empty_hexes = Scene {
        board: Board::Hex(HexBoard::default()),
        ..Scene::default()
    };
    for scene in [&regions, &empty_grid, &tall, &odd_hexes, &empty_hexes] {
        for width in [400, 1000, 2400] {
            let img = render_image(scene, width).unwrap();
            assert_eq!(img.width(), width);
        }
    }
}

#[test]
fn a_merged_region_is_the_union_of_its_cells() {
    use korona_engine::scene::RegionShape;
    let full = samples::sample_map();
    let mut merged = full.clone();
    merged.id = "sample-merged".into();
    let site = |id: u16| match full.regions.iter().find(|r| r.id == id).unwrap().shape {
        RegionShape::Site { at, weight } => (at, weight),
        _ => panic!("sample counties are sites"),
    };
    merged.regions.retain(|r| r.id != 3);
    merged.regions.iter_mut().find(|r| r.id == 2).unwrap().shape =
        RegionShape::Sites(vec![site(2), site(3)]);
    korona_render::register_map(full);
    korona_render::register_map(merged);
    let a = korona_render::base_mask(samples::SAMPLE_MAP, 1000).unwrap();
    let b = korona_render::base_mask("sample-merged", 1000).unwrap();
    let count = |m: &korona_render::Mask, id: u16| m.ids.iter().filter(|&&i| i == id).count();
    assert_eq!(count(&b, 3), 0);
    assert_eq!(count(&b, 2), count(&a, 2) + count(&a, 3));
    let pairs = touching_pairs(&b, 3);
    assert!(
        pairs.contains(&(2, 6)),
        "Nyitra's border with Szőlős now belongs to the merged county"
    );
    assert!(!pairs.iter().any(|&(x, y)| x == 3 || y == 3));
}

#[test]
fn stacks_keep_clear_of_every_name() {
    korona_render::register_map(samples::sample_map());
    let with = samples::regions_scene();
    let mut without = with.clone();
    let Board::Regions(r) = &mut without.board else {
        panic!("region scene")
    };
    // A crowd in Pest, whose default spot under the name is free, and one in Kőrös.
    let mut crowded = with.clone();
    let Board::Regions(rc) = &mut crowded.board else {
        panic!("region scene")
    };
    let extra = rc.regions[0].stacks[0].clone();
    rc.regions
        .iter_mut()
        .find(|s| s.id == 5)
        .unwrap()
        .stacks
        .extend([extra.clone(), extra.clone()]);
    for s in &mut r.regions {
        s.stacks.clear();
    }
    let bare = render_image(&without, 1600).unwrap();
    for scene in [&with, &crowded] {
        let img = render_image(scene, 1600).unwrap();
        for id in 1..=10u16 {
            let (x, y) = board_place(scene, 1600, &Place::Region(id))
                .unwrap()
                .unwrap();
            for dx in [-8.0, 0.0, 8.0] {
                let p = (x + dx, y);
                assert_eq!(
                    px(&img, p),
                    px(&bare, p),
                    "name of region {id} covered at {p:?}"
                );
            }
        }
    }
}

#[test]
fn rendering_is_deterministic_across_threads_and_cache_rebuilds() {
    korona_render::register_map(samples::sample_map());
    let scene = samples::regions_scene();
    let first = render(&scene, 1000).unwrap();
    // Re-registering drops the cached base; threads then race to rebuild it.
    korona_render::register_map(samples::sample_map());
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let scene = scene.clone();
            std::thread::spawn(move || render(&scene, 1000).unwrap())
        })
        .collect();
    for h in handles {
        assert!(h.join().unwrap() == first, "a thread drew different bytes");
    }
}

/// Where `place` lands in the picture of `scene` at 1600 px.
fn spot(scene: &korona_engine::scene::Scene, place: Place) -> (f32, f32) {
    board_place(scene, 1600, &place)
        .unwrap()
        .unwrap_or_else(|| panic!("{place:?} is on the board"))
}

#[test]
fn hex_sample_draws_terrain_owners_rivers_and_face_down_tokens() {
    use korona_engine::scene::{Board, HexTop};
    use korona_render::icon::BACK;
    for top in [HexTop::Flat, HexTop::Pointy] {
        let scene = samples::hex_scene(top);
        let img = render_image(&scene, 1600).unwrap();
        let Board::Hex(h) = &scene.board else {
            unreachable!("a hex sample")
        };
        let hex = |q, r| spot(&scene, Place::Hex { q, r });
        // Neighbours in the same row sit about 1.5 (flat) or 1.73 (pointy) radii apart.
        let (c0, c1) = (hex(0, 0), hex(2, 0));
        let r = (c1.0 - c0.0)
            / if top == HexTop::Flat {
                3.0
            } else {
                2.0 * 1.732
            };
        assert!(r > 40.0, "{top:?}: hexes should be big, got radius {r}");
        // Blue's hidden pieces show the shared back, never their owner's colour, at the centre.
        for (q, rr) in [(6, 4), (8, 3)] {
            assert_colour(&img, hex(q, rr), BACK, "face-down token");
        }
        // Red's plain token with "3" on it, in red just off the digit.
        let t = hex(3, 2);
        assert_colour(&img, (t.0 - r * 0.15, t.1 + r * 0.1), player(0), "token");
        // A lake hex, and the river between (4, 2) and (5, 2) halfway between their centres.
        assert_colour(
            &img,
            (hex(4, 0).0 - r * 0.1, hex(4, 0).1 - r * 0.4),
            palette::WATER,
            "lake",
        );
        let (a, b) = (hex(4, 2), hex(5, 2));
        assert_colour(
            &img,
            ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0),
            palette::RIVER,
            "river",
        );
        // Red's territory edge on the side it shares with unowned (3, 0), and none inside.
        let (a, b) = (hex(2, 0), hex(3, 0));
        let edge = (a.0 + (b.0 - a.0) * 0.46, a.1 + (b.1 - a.1) * 0.46);
        assert_colour(&img, edge, player(0), "territory edge");
        let (a, b) = (hex(0, 2), hex(1, 2));
        let inside = (a.0 + (b.0 - a.0) * 0.44, a.1 + (b.1 - a.1) * 0.44);
        assert_ne!(px(&img, inside), player(0), "no edge inside a territory");
        assert_eq!(h.hexes.len(), 63);
        // An unlisted hex is no place.
        assert_eq!(
            board_place(&scene, 1600, &Place::Hex { q: 40, r: 40 }).unwrap(),
            None
        );
    }
}

#[test]
fn hex_sample_png_is_small() {
    for top in [
        korona_engine::scene::HexTop::Flat,
        korona_engine::scene::HexTop::Pointy,
    ] {
        let png = render(&samples::hex_scene(top), 1600).unwrap();
        assert!(png.len() <= 400 * 1024, "{} bytes", png.len());
    }
}

#[test]
fn face_down_grid_tokens_hide_their_face_but_not_their_owner() {
    use korona_render::icon::BACK;
    let open = samples::grid_scene();
    let hidden = samples::face_down_grid_scene();
    let img = render_image(&hidden, 1600).unwrap();
    let shown = render_image(&open, 1600).unwrap();
    let at = |col, row| spot(&hidden, Place::Cell { col, row });
    let cs = at(1, 0).0 - at(0, 0).0;
    // Blue's "4" token: the back at its centre and where its label was, blue on its rim.
    let t = at(7, 7);
    assert_colour(&img, t, BACK, "face-down token");
    assert_colour(&img, (t.0 + cs * 0.03, t.1 + cs * 0.03), BACK, "no label");
    assert_colour(&img, (t.0, t.1 + cs * 0.2), player(1), "owner's rim");
    assert_colour(
        &shown,
        (t.0, t.1 + cs * 0.17),
        player(1),
        "face up in the open scene",
    );
    // Red's own tokens stay face up and carry their symbol.
    let r = at(2, 3);
    assert_colour(&img, (r.0, r.1 + cs * 0.17), player(0), "face-up token");
    let mark = (r.0, r.1 - cs * 0.055);
    assert_ne!(px(&img, mark), px(&shown, mark), "the token's symbol");
}

#[test]
fn face_down_region_chips_show_a_tile_with_the_count() {
    korona_render::register_map(samples::sample_map());
    let hidden = samples::face_down_regions_scene();
    let Board::Regions(r) = &hidden.board else {
        unreachable!("a region sample")
    };
    let blue: Vec<_> = r
        .regions
        .iter()
        .flat_map(|r| &r.stacks)
        .filter(|s| s.colour == player(1))
        .collect();
    assert!(!blue.is_empty());
    assert!(blue.iter().all(|s| s.pieces.is_empty() && s.face_down > 0));
    let img = render_image(&hidden, 1600).unwrap();
    let back = korona_render::icon::BACK;
    let n = img
        .pixels()
        .filter(|p| near(Rgb(p.0[0], p.0[1], p.0[2]), back))
        .count();
    assert!(n > 100, "face-down tiles drawn: {n} pixels of the back");
    let open = render_image(&samples::regions_scene(), 1600).unwrap();
    let n_open = open
        .pixels()
        .filter(|p| near(Rgb(p.0[0], p.0[1], p.0[2]), back))
        .count();
    assert!(n > n_open + 100, "backs: {n} hidden, {n_open} open");
}
