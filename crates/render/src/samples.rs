//! Hand-built scenes: the pictures the tests check, the example writes and the benchmark times.
//! They exercise every feature of the Scene without any game.

use korona_engine::scene::*;

use crate::palette::{self, player};

/// A 10x10 grid board in the style of a capitals match.
pub fn grid_scene() -> Scene {
    let mut g = GridBoard::new(10, 10);
    g.compass = true;
    let river = [
        (3, 0),
        (3, 1),
        (4, 1),
        (4, 2),
        (4, 3),
        (5, 3),
        (5, 4),
        (5, 5),
        (4, 5),
        (4, 6),
        (4, 7),
        (5, 7),
        (5, 8),
        (5, 9),
    ];
    for (c, r) in river {
        let cell = g.cell_mut(c, r).expect("on board");
        cell.fill = Some(palette::WATER);
        cell.pattern = Pattern::Waves;
    }
    let mountains = [
        (7, 1, 1),
        (8, 1, 2),
        (8, 2, 3),
        (1, 6, 1),
        (1, 7, 2),
        (0, 7, 3),
        (7, 5, 2),
    ];
    for (c, r, lvl) in mountains {
        let cell = g.cell_mut(c, r).expect("on board");
        cell.fill = Some(palette::MOUNTAIN);
        cell.pattern = Pattern::Peaks;
        cell.text = lvl.to_string();
    }
    for (c, r) in [(0, 0), (1, 0), (0, 1), (9, 9), (8, 9)] {
        let cell = g.cell_mut(c, r).expect("on board");
        cell.fill = Some(palette::FOREST);
        cell.pattern = Pattern::Trees;
    }
    let (a, b) = (player(0), player(1));
    for r in 1..5 {
        for c in 0..4 {
            if g.cell(c, r).is_some_and(|x| x.fill != Some(palette::WATER)) {
                g.cell_mut(c, r).expect("on board").owner = Some(a);
            }
        }
    }
    for r in 6..10 {
        for c in 6..10 {
            g.cell_mut(c, r).expect("on board").owner = Some(b);
        }
    }
    g.cell_mut(6, 5).expect("on board").owner = Some(b);
    let put = |g: &mut GridBoard, c, r, col, label: &str| {
        g.cell_mut(c, r).expect("on board").token = Some(Token {
            colour: col,
            label: label.into(),
        });
    };
    put(&mut g, 1, 2, a, "3");
    put(&mut g, 2, 3, a, "");
    put(&mut g, 3, 4, a, "2");
    put(&mut g, 7, 7, b, "4");
    put(&mut g, 6, 6, b, "");
    put(&mut g, 8, 6, b, "1");
    {
        let cap = g.cell_mut(1, 2).expect("on board");
        cap.ring = Some(a);
        cap.walls = 2;
    }
    {
        let cap = g.cell_mut(7, 7).expect("on board");
        cap.ring = Some(b);
        cap.walls = 1;
    }
    g.cell_mut(2, 3).expect("on board").walls = 1;
    g.cell_mut(6, 6).expect("on board").tower = true;
    g.cell_mut(3, 2).expect("on board").tower = true;
    Scene {
        title: "Fővárosok — 7. kör".into(),
        panel: vec![
            "Kör 7 / 30".into(),
            "Soron: Piros".into(),
            "Határidő: 12 óra".into(),
        ],
        board: Board::Grid(g),
        arrows: vec![
            Arrow {
                from: Place::Cell { col: 2, row: 3 },
                to: Place::Cell { col: 3, row: 4 },
                colour: a,
                kind: ArrowKind::Move,
            },
            Arrow {
                from: Place::Cell { col: 7, row: 7 },
                to: Place::Cell { col: 6, row: 6 },
                colour: b,
                kind: ArrowKind::Attack,
            },
        ],
        panels: vec![Panel {
            title: "Játékosok".into(),
            lines: vec![
                PanelLine::with_swatch(a, "Piros — 14 mező, 3 egység"),
                PanelLine::with_swatch(b, "Kék — 17 mező, 3 egység"),
            ],
        }],
        legend: vec![
            LegendEntry {
                swatch: Swatch::Pattern(Pattern::Waves, palette::WATER),
                label: "folyó".into(),
            },
            LegendEntry {
                swatch: Swatch::Pattern(Pattern::Peaks, palette::MOUNTAIN),
                label: "hegy (szint 1-3)".into(),
            },
            LegendEntry {
                swatch: Swatch::Pattern(Pattern::Trees, palette::FOREST),
                label: "erdő".into(),
            },
            LegendEntry {
                swatch: Swatch::Token(a),
                label: "egység (szám: erő)".into(),
            },
            LegendEntry {
                swatch: Swatch::Ring(a),
                label: "főváros".into(),
            },
            LegendEntry {
                swatch: Swatch::Walls(1),
                label: "fal".into(),
            },
            LegendEntry {
                swatch: Swatch::Walls(2),
                label: "dupla fal".into(),
            },
            LegendEntry {
                swatch: Swatch::Tower,
                label: "torony".into(),
            },
            LegendEntry {
                swatch: Swatch::Line(b),
                label: "terület határa".into(),
            },
            LegendEntry {
                swatch: Swatch::Arrow(a),
                label: "előző lépés".into(),
            },
        ],
    }
}

pub const SAMPLE_MAP: &str = "sample-regions";

/// Nine counties in three provinces, drawn as a power diagram inside a ragged outline, plus a lake.
pub fn sample_map() -> StaticMap {
    let outline = vec![
        (60.0, 120.0),
        (260.0, 40.0),
        (520.0, 70.0),
        (760.0, 30.0),
        (950.0, 160.0),
        (960.0, 420.0),
        (860.0, 640.0),
        (560.0, 670.0),
        (300.0, 620.0),
        (90.0, 520.0),
        (30.0, 300.0),
    ];
    let counties: [(u16, &str, u16, (f64, f64)); 9] = [
        (1, "Győr", 1, (180.0, 200.0)),
        (2, "Pozsony", 1, (420.0, 160.0)),
        (3, "Nyitra", 1, (680.0, 150.0)),
        (4, "Kőrös", 2, (160.0, 430.0)),
        (5, "Pest", 2, (430.0, 380.0)),
        (6, "Szőlős", 2, (850.0, 330.0)),
        (7, "Tolna", 3, (360.0, 570.0)),
        (8, "Bihar", 3, (610.0, 560.0)),
        (9, "Ügocsa", 3, (830.0, 560.0)),
    ];
    let mut regions: Vec<MapRegion> = counties
        .iter()
        .map(|&(id, name, group, at)| MapRegion {
            id,
            name: name.into(),
            group: Some(group),
            shape: RegionShape::Site { at, weight: 0.0 },
            label_at: None,
            fill: None,
            terrain: vec![],
        })
        .collect();
    regions[2].terrain = vec![
        TerrainMark {
            kind: TerrainKind::Mountain,
            at: (760.0, 110.0),
        },
        TerrainMark {
            kind: TerrainKind::Mountain,
            at: (800.0, 140.0),
        },
    ];
    regions[5].terrain = vec![TerrainMark {
        kind: TerrainKind::Mountain,
        at: (880.0, 250.0),
    }];
    regions[3].terrain = vec![TerrainMark {
        kind: TerrainKind::Swamp,
        at: (110.0, 360.0),
    }];
    regions[7].terrain = vec![TerrainMark {
        kind: TerrainKind::Forest,
        at: (560.0, 630.0),
    }];
    regions.push(MapRegion {
        id: 10,
        name: "Balaton".into(),
        group: None,
        shape: RegionShape::Polygons(vec![vec![
            (230.0, 470.0),
            (300.0, 445.0),
            (330.0, 470.0),
            (260.0, 505.0),
            (215.0, 500.0),
        ]]),
        label_at: Some((272.0, 522.0)),
        fill: Some(palette::WATER),
        terrain: vec![],
    });
    StaticMap {
        id: SAMPLE_MAP.into(),
        width: 1000.0,
        height: 700.0,
        outline,
        background: palette::OUTSIDE,
        groups: vec![
            RegionGroup {
                id: 1,
                name: "Felföld".into(),
                colour: Rgb(150, 130, 90),
            },
            RegionGroup {
                id: 2,
                name: "Alföld".into(),
                colour: Rgb(120, 160, 90),
            },
            RegionGroup {
                id: 3,
                name: "Délvidék".into(),
                colour: Rgb(170, 120, 120),
            },
        ],
        regions,
        rivers: vec![(2, 5), (5, 8), (4, 5), (3, 6)],
    }
}

pub fn regions_scene() -> Scene {
    let (a, b, c) = (player(0), player(1), player(2));
    let stack = |colour, lord, units: &[(UnitKind, u16)]| Stack {
        colour,
        lord,
        units: units
            .iter()
            .map(|&(kind, count)| UnitCount { kind, count })
            .collect(),
    };
    let region = |id, owner: Option<Rgb>, stacks: Vec<Stack>| RegionState { id, owner, stacks };
    Scene {
        title: "Oligarchák 1301 — ősz, mozgás".into(),
        panel: vec!["1301. év, ősz".into(), "Fázis: mozgás (3/5)".into()],
        board: Board::Regions(RegionBoard {
            map_id: SAMPLE_MAP.into(),
            regions: vec![
                region(
                    1,
                    Some(a),
                    vec![stack(
                        a,
                        true,
                        &[(UnitKind::Cavalry, 3), (UnitKind::Infantry, 5)],
                    )],
                ),
                region(2, Some(a), vec![]),
                region(
                    3,
                    Some(b),
                    vec![stack(
                        b,
                        false,
                        &[(UnitKind::Infantry, 2), (UnitKind::Archer, 1)],
                    )],
                ),
                region(
                    4,
                    Some(c),
                    vec![stack(
                        c,
                        true,
                        &[(UnitKind::Cavalry, 2), (UnitKind::Archer, 4)],
                    )],
                ),
                region(
                    5,
                    None,
                    vec![
                        stack(a, false, &[(UnitKind::Infantry, 4)]),
                        stack(c, false, &[(UnitKind::Cavalry, 1), (UnitKind::Infantry, 1)]),
                    ],
                ),
                region(
                    6,
                    Some(b),
                    vec![stack(
                        b,
                        true,
                        &[
                            (UnitKind::Cavalry, 1),
                            (UnitKind::Infantry, 6),
                            (UnitKind::Archer, 2),
                        ],
                    )],
                ),
                region(7, Some(palette::ROYAL), vec![]),
                region(8, Some(c), vec![]),
            ],
            markers: vec![
                Marker {
                    at: Place::Region(1),
                    kind: MarkerKind::Castle,
                    colour: a,
                    text: String::new(),
                },
                Marker {
                    at: Place::Region(7),
                    kind: MarkerKind::Castle,
                    colour: palette::ROYAL,
                    text: String::new(),
                },
                Marker {
                    at: Place::Region(5),
                    kind: MarkerKind::Battle,
                    colour: Rgb(200, 30, 30),
                    text: "3:1".into(),
                },
                Marker {
                    at: Place::Region(6),
                    kind: MarkerKind::Star,
                    colour: palette::GOLD,
                    text: String::new(),
                },
            ],
            labels: vec![MapLabel {
                at: Place::Point { x: 560.0, y: 90.0 },
                text: "FELFÖLD".into(),
                colour: Rgb(90, 75, 50),
            }],
        }),
        arrows: vec![
            Arrow {
                from: Place::Region(2),
                to: Place::Region(5),
                colour: a,
                kind: ArrowKind::Attack,
            },
            Arrow {
                from: Place::Region(4),
                to: Place::Region(5),
                colour: c,
                kind: ArrowKind::Move,
            },
            Arrow {
                from: Place::Region(8),
                to: Place::Region(9),
                colour: c,
                kind: ArrowKind::Dashed,
            },
        ],
        panels: vec![Panel {
            title: "Kincstár".into(),
            lines: vec![
                PanelLine::with_swatch(a, "Csák Máté — 12 arany, Győr, Pozsony"),
                PanelLine::with_swatch(b, "Aba Amadé — 9 arany, Nyitra, Szőlős"),
                PanelLine::with_swatch(c, "Kán László — 7 arany, Kőrös, Bihar"),
                PanelLine::with_swatch(palette::ROYAL, "Korona — Tolna"),
                PanelLine::text("Csata Pesten: Csák győzött 3:1 ellen."),
            ],
        }],
        legend: vec![
            LegendEntry {
                swatch: Swatch::Unit(UnitKind::Cavalry),
                label: "lovasság".into(),
            },
            LegendEntry {
                swatch: Swatch::Unit(UnitKind::Infantry),
                label: "gyalogság".into(),
            },
            LegendEntry {
                swatch: Swatch::Unit(UnitKind::Archer),
                label: "íjászok".into(),
            },
            LegendEntry {
                swatch: Swatch::Lord,
                label: "úr (a sereg vezére)".into(),
            },
            LegendEntry {
                swatch: Swatch::Marker(MarkerKind::Castle, palette::NEUTRAL),
                label: "vár".into(),
            },
            LegendEntry {
                swatch: Swatch::Marker(MarkerKind::Battle, Rgb(200, 30, 30)),
                label: "csata (eredmény)".into(),
            },
            LegendEntry {
                swatch: Swatch::Line(palette::RIVER),
                label: "folyó a határon".into(),
            },
            LegendEntry {
                swatch: Swatch::Arrow(a),
                label: "mozgás / támadás".into(),
            },
        ],
    }
}

pub const BIG_MAP: &str = "sample-big";

/// A map the size of a real one (70 counties in 7 provinces, rivers, terrain), for timing and size
/// checks at realistic load. Deterministic.
pub fn big_map() -> StaticMap {
    let mut seed = 0x2545_f491_u64;
    let mut rnd = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % 10_000) as f64 / 10_000.0
    };
    let heads = ["Ős", "Szé", "Kő", "Bé", "Űr", "Gyé", "Tö", "Há", "Mé", "Vá"];
    let tails = ["rös", "kes", "lak", "győr", "tény", "szeg", "hely"];
    let (cols, rows) = (10, 7);
    let mut regions = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let id = (r * cols + c + 1) as u16;
            let at = (
                70.0 + c as f64 * 96.0 + (rnd() - 0.5) * 50.0,
                60.0 + r as f64 * 92.0 + (rnd() - 0.5) * 50.0,
            );
            let group = (c / 3 + 4 * (r / 4)) as u16 % 7 + 1;
            let terrain = match id % 9 {
                0 => vec![TerrainMark {
                    kind: TerrainKind::Mountain,
                    at: (at.0 + 22.0, at.1 - 28.0),
                }],
                4 => vec![TerrainMark {
                    kind: TerrainKind::Swamp,
                    at: (at.0 - 25.0, at.1 - 25.0),
                }],
                _ => vec![],
            };
            regions.push(MapRegion {
                id,
                name: format!("{}{}", heads[c as usize], tails[r as usize]),
                group: Some(group),
                shape: RegionShape::Site { at, weight: 0.0 },
                label_at: None,
                fill: None,
                terrain,
            });
        }
    }
    let outline: Vec<(f64, f64)> = (0..48)
        .map(|k| {
            let t = k as f64 / 48.0 * std::f64::consts::TAU;
            let wobble = 1.0 + 0.04 * (t * 5.0).sin();
            (
                505.0 + 500.0 * wobble * t.cos(),
                340.0 + 345.0 * wobble * t.sin(),
            )
        })
        .collect();
    let rivers = (0..rows - 1)
        .map(|r| ((r * cols + 5) as u16, ((r + 1) * cols + 5) as u16))
        .chain((0..cols - 1).map(|c| ((3 * cols + c + 1) as u16, (3 * cols + c + 2) as u16)))
        .collect();
    StaticMap {
        id: BIG_MAP.into(),
        width: 1010.0,
        height: 690.0,
        outline,
        background: palette::OUTSIDE,
        groups: (1..=7)
            .map(|g| RegionGroup {
                id: g,
                name: format!("Tartomány {g}"),
                colour: palette::mix(Rgb(140, 140, 110), player(g as usize), 0.35),
            })
            .collect(),
        regions,
        rivers,
    }
}

/// A busy mid-game phase on [`big_map`]: every county owned or royal, 35 stacks, 12 arrows.
pub fn big_scene() -> Scene {
    let n = 70u16;
    let owner = |id: u16| {
        if id.is_multiple_of(11) {
            palette::ROYAL
        } else {
            player((id as usize * 7 / 3) % 5)
        }
    };
    let regions = (1..=n)
        .map(|id| RegionState {
            id,
            owner: Some(owner(id)),
            stacks: if id.is_multiple_of(2) {
                vec![Stack {
                    colour: owner(id),
                    lord: id.is_multiple_of(6),
                    units: vec![
                        UnitCount {
                            kind: UnitKind::Cavalry,
                            count: id % 4 + 1,
                        },
                        UnitCount {
                            kind: UnitKind::Infantry,
                            count: id % 7 + 2,
                        },
                        UnitCount {
                            kind: UnitKind::Archer,
                            count: id % 3 + 1,
                        },
                    ],
                }]
            } else {
                vec![]
            },
        })
        .collect();
    let markers = (1..=n)
        .filter(|id| id % 5 == 1)
        .map(|id| Marker {
            at: Place::Region(id),
            kind: MarkerKind::Castle,
            colour: owner(id),
            text: String::new(),
        })
        .chain([Marker {
            at: Place::Region(34),
            kind: MarkerKind::Battle,
            colour: Rgb(200, 30, 30),
            text: "2:3".into(),
        }])
        .collect();
    let arrows = (0..12u16)
        .map(|k| {
            // Eastward moves inside a row of the lattice.
            let from = 12 + k * 5 + (k % 2);
            Arrow {
                from: Place::Region(from),
                to: Place::Region(from + 1),
                colour: owner(from),
                kind: ArrowKind::Move,
            }
        })
        .collect();
    let mut scene = regions_scene();
    scene.title = "Nagy térkép — 1304, tavasz".into();
    scene.board = Board::Regions(RegionBoard {
        map_id: BIG_MAP.into(),
        regions,
        markers,
        labels: vec![],
    });
    scene.arrows = arrows;
    scene
}
