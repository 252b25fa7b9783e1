//! Hand-built scenes: the pictures the tests check, the example writes and the benchmark times.
//! They exercise every feature of the Scene without any game.

use korona_engine::scene::*;

use crate::palette::{self, player};

/// The samples' own symbols: a renderer test declares its pieces like any game does.
pub mod sym {
    use korona_engine::scene::palette::{GOLD, INK, STONE};
    use korona_engine::scene::{
        ColourRole, Figure, Icon, Part, Rgb, Symbol, SymbolId, Tint, Width,
    };

    pub const LEADER: SymbolId = SymbolId(0);
    pub const SLASH: SymbolId = SymbolId(1);
    pub const CROSS: SymbolId = SymbolId(2);
    pub const BULLET: SymbolId = SymbolId(3);
    pub const KEEP: SymbolId = SymbolId(4);
    pub const CLASH: SymbolId = SymbolId(5);
    pub const STAR: SymbolId = SymbolId(6);
    pub const FRAME: SymbolId = SymbolId(7);
    pub const DOUBLE_FRAME: SymbolId = SymbolId(8);
    pub const TURRET: SymbolId = SymbolId(9);
    pub const DOT: SymbolId = SymbolId(10);
    pub const FLAG: SymbolId = SymbolId(11);
    pub const CHEVRON: SymbolId = SymbolId(12);
    pub const WEDGE: SymbolId = SymbolId(13);

    const WHITE: Rgb = Rgb(255, 255, 255);

    fn closed(pts: Vec<(f32, f32)>, edge: Tint, px: f32, fill: Tint) -> Vec<Part> {
        vec![
            Part::stroke(Figure::Polygon(pts.clone()), edge, Width::Px(px)),
            Part::fill(Figure::Polygon(pts), fill),
        ]
    }

    /// A box 1.4 ems wide with a mark inside.
    fn boxed(mark: Vec<Part>) -> Icon {
        let (x, y, w, h) = (-0.7, -0.5, 1.4, 1.0);
        let mut parts = vec![
            Part::fill(Figure::Rect { x, y, w, h }, Tint::Fixed(WHITE)),
            Part::stroke(
                Figure::Rect { x, y, w, h },
                Tint::Fixed(INK),
                Width::Px(1.6),
            ),
        ];
        parts.extend(mark);
        Icon { width: 1.4, parts }
    }

    fn line(a: (f32, f32), b: (f32, f32)) -> Part {
        Part::stroke(
            Figure::Polyline(vec![a, b]),
            Tint::Fixed(INK),
            Width::Px(1.6),
        )
    }

    fn frames(n: u8) -> Icon {
        let parts = (0..n)
            .map(|k| {
                let inset = 0.09 + 0.065 * k as f32;
                let x = -0.5 + inset - 0.0225;
                let side = 1.0 - 2.0 * inset + 0.045;
                Part::stroke(
                    Figure::Rect {
                        x,
                        y: x,
                        w: side,
                        h: side,
                    },
                    Tint::Owner,
                    Width::Em(0.045),
                )
            })
            .collect();
        Icon { width: 1.0, parts }
    }

    /// A crown.
    fn leader() -> Icon {
        let (w, h) = (0.9, 0.675);
        let (x, y) = (-w / 2.0, -h / 2.0);
        let pts = vec![
            (x, y + h),
            (x, y + h * 0.1),
            (x + w * 0.27, y + h * 0.5),
            (x + w * 0.5, y),
            (x + w * 0.73, y + h * 0.5),
            (x + w, y + h * 0.1),
            (x + w, y + h),
        ];
        let mut parts = vec![Part::fill(Figure::Polygon(pts.clone()), Tint::Owner)];
        parts.push(Part::stroke(
            Figure::Polygon(pts),
            Tint::Fixed(Rgb(86, 68, 12)),
            Width::Px(2.2),
        ));
        Icon { width: 1.0, parts }
    }

    /// A crenellated keep with a gate.
    fn keep() -> Icon {
        let (x, y, m) = (-0.5f32, -0.425f32, 0.2f32);
        let pts = vec![
            (x, 0.425),
            (x, y),
            (x + m, y),
            (x + m, y + m),
            (x + 2.0 * m, y + m),
            (x + 2.0 * m, y),
            (x + 3.0 * m, y),
            (x + 3.0 * m, y + m),
            (x + 4.0 * m, y + m),
            (x + 4.0 * m, y),
            (0.5, y),
            (0.5, 0.425),
        ];
        let mut parts = closed(pts, Tint::Fixed(INK), 2.4, Tint::Owner);
        parts.push(Part::fill(
            Figure::Rect {
                x: -0.11,
                y: 0.0425,
                w: 0.22,
                h: 0.3825,
            },
            Tint::Fixed(INK),
        ));
        Icon { width: 1.0, parts }
    }

    /// A narrow tower with a window.
    fn turret() -> Icon {
        let (x, y, m) = (-0.3f32, -0.5f32, 0.2f32);
        let pts = vec![
            (x, 0.5),
            (x, y),
            (x + m, y),
            (x + m, y + m * 0.8),
            (x + 2.0 * m, y + m * 0.8),
            (x + 2.0 * m, y),
            (0.3, y),
            (0.3, 0.5),
        ];
        let mut parts = closed(pts, Tint::Fixed(WHITE), 2.0, Tint::Owner);
        parts.push(Part::fill(
            Figure::Rect {
                x: -0.072,
                y: -0.05,
                w: 0.144,
                h: 0.25,
            },
            Tint::Fixed(WHITE),
        ));
        Icon { width: 0.6, parts }
    }

    pub fn symbols() -> Vec<Symbol> {
        let (x, y) = (-0.7, -0.5);
        let s = |icon, colour, label: &str| Symbol {
            icon,
            colour,
            label: label.into(),
        };
        vec![
            s(leader(), ColourRole::Fixed(GOLD), "vezér"),
            s(
                boxed(vec![line((x, 0.5), (0.7, y))]),
                ColourRole::Owner,
                "lovas",
            ),
            s(
                boxed(vec![line((x, y), (0.7, 0.5)), line((x, 0.5), (0.7, y))]),
                ColourRole::Owner,
                "gyalog",
            ),
            s(
                boxed(vec![Part::fill(
                    Figure::Circle {
                        at: (0.0, 0.0),
                        r: 0.26,
                    },
                    Tint::Fixed(INK),
                )]),
                ColourRole::Owner,
                "íjász",
            ),
            s(keep(), ColourRole::Owner, "vár"),
            s(Icon::clash(), ColourRole::Owner, "csata"),
            s(Icon::star(), ColourRole::Owner, "csillag"),
            s(frames(1), ColourRole::Fixed(STONE), "fal"),
            s(frames(2), ColourRole::Fixed(STONE), "dupla fal"),
            s(turret(), ColourRole::Fixed(STONE), "torony"),
            s(Icon::dot(), ColourRole::Owner, "pont"),
            s(Icon::flag(), ColourRole::Owner, "zászló"),
            s(
                Icon {
                    width: 1.0,
                    parts: vec![Part::stroke(
                        Figure::Polyline(vec![(-0.45, 0.22), (0.0, -0.22), (0.45, 0.22)]),
                        Tint::OnOwner,
                        Width::Em(0.16),
                    )],
                },
                ColourRole::Owner,
                "őr",
            ),
            s(
                Icon {
                    width: 1.0,
                    parts: vec![Part::fill(
                        Figure::Polygon(vec![(0.0, -0.4), (0.4, 0.3), (-0.4, 0.3)]),
                        Tint::OnOwner,
                    )],
                },
                ColourRole::Owner,
                "íjász",
            ),
        ]
    }
}

/// A cell badge of a sample symbol.
fn badge(symbol: SymbolId, spot: Spot) -> Badge {
    Badge {
        symbol,
        colour: palette::STONE,
        spot,
    }
}

/// A 10x10 grid board in the style of a capitals match.
pub fn grid_scene() -> Scene {
    let mut g = GridBoard::new(10, 10);
    g.compass = true;
    grid_terrain(&mut g);
    let (a, b) = (player(0), player(1));
    grid_pieces(&mut g, a, b);
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
        legend: grid_legend(a, b),
        symbols: sym::symbols(),
    }
}

/// A river down the middle, mountains of every height, forests in two corners.
fn grid_terrain(g: &mut GridBoard) {
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
}

/// Two players' territories, units with and without strength, capitals behind single and double
/// walls, towers.
fn grid_pieces(g: &mut GridBoard, a: Rgb, b: Rgb) {
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
            ..Token::default()
        });
    };
    put(g, 1, 2, a, "3");
    put(g, 2, 3, a, "");
    put(g, 3, 4, a, "2");
    put(g, 7, 7, b, "4");
    put(g, 6, 6, b, "");
    put(g, 8, 6, b, "1");
    {
        let cap = g.cell_mut(1, 2).expect("on board");
        cap.ring = Some(a);
        cap.badges.push(badge(sym::DOUBLE_FRAME, Spot::Cover));
    }
    {
        let cap = g.cell_mut(7, 7).expect("on board");
        cap.ring = Some(b);
        cap.badges.push(badge(sym::FRAME, Spot::Cover));
    }
    let mut put_badge = |c, r, b| g.cell_mut(c, r).expect("on board").badges.push(b);
    put_badge(2, 3, badge(sym::FRAME, Spot::Cover));
    put_badge(6, 6, badge(sym::TURRET, Spot::TopRight));
    put_badge(3, 2, badge(sym::TURRET, Spot::TopRight));
}

fn grid_legend(a: Rgb, b: Rgb) -> Vec<LegendEntry> {
    vec![
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
            swatch: Swatch::OnCell(sym::FRAME, palette::STONE),
            label: "fal".into(),
        },
        LegendEntry {
            swatch: Swatch::OnCell(sym::DOUBLE_FRAME, palette::STONE),
            label: "dupla fal".into(),
        },
        LegendEntry {
            swatch: Swatch::Symbol(sym::TURRET, palette::STONE),
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
    ]
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
    let regions = sample_map_regions();
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

/// Nine counties in three groups as sites, some with terrain marks, and a lake drawn as a polygon.
fn sample_map_regions() -> Vec<MapRegion> {
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
    regions
}

pub fn regions_scene() -> Scene {
    let (a, b, c) = (player(0), player(1), player(2));
    Scene {
        title: "Oligarchák 1301 — ősz, mozgás".into(),
        panel: vec!["1301. év, ősz".into(), "Fázis: mozgás (3/5)".into()],
        board: Board::Regions(RegionBoard {
            map_id: SAMPLE_MAP.into(),
            regions: sample_regions(a, b, c),
            markers: sample_markers(a),
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
        legend: regions_legend(a),
        symbols: sym::symbols(),
    }
}

/// Three players' and the crown's regions, a lord with his army, two armies in one region.
fn sample_regions(a: Rgb, b: Rgb, c: Rgb) -> Vec<RegionState> {
    let stack = |colour, leader: bool, units: &[(SymbolId, u16)]| Stack {
        colour,
        badges: if leader { vec![sym::LEADER] } else { vec![] },
        pieces: units
            .iter()
            .map(|&(symbol, count)| PieceCount { symbol, count })
            .collect(),
        face_down: 0,
    };
    let region = |id, owner: Option<Rgb>, stacks: Vec<Stack>| RegionState { id, owner, stacks };
    vec![
        region(
            1,
            Some(a),
            vec![stack(a, true, &[(sym::SLASH, 3), (sym::CROSS, 5)])],
        ),
        region(2, Some(a), vec![]),
        region(
            3,
            Some(b),
            vec![stack(b, false, &[(sym::CROSS, 2), (sym::BULLET, 1)])],
        ),
        region(
            4,
            Some(c),
            vec![stack(c, true, &[(sym::SLASH, 2), (sym::BULLET, 4)])],
        ),
        region(
            5,
            None,
            vec![
                stack(a, false, &[(sym::CROSS, 4)]),
                stack(c, false, &[(sym::SLASH, 1), (sym::CROSS, 1)]),
            ],
        ),
        region(
            6,
            Some(b),
            vec![stack(
                b,
                true,
                &[(sym::SLASH, 1), (sym::CROSS, 6), (sym::BULLET, 2)],
            )],
        ),
        region(7, Some(palette::ROYAL), vec![]),
        region(8, Some(c), vec![]),
    ]
}

/// Castles, a battle with its result, a star.
fn sample_markers(a: Rgb) -> Vec<Marker> {
    vec![
        Marker {
            at: Place::Region(1),
            symbol: sym::KEEP,
            colour: a,
            text: String::new(),
        },
        Marker {
            at: Place::Region(7),
            symbol: sym::KEEP,
            colour: palette::ROYAL,
            text: String::new(),
        },
        Marker {
            at: Place::Region(5),
            symbol: sym::CLASH,
            colour: Rgb(200, 30, 30),
            text: "3:1".into(),
        },
        Marker {
            at: Place::Region(6),
            symbol: sym::STAR,
            colour: palette::GOLD,
            text: String::new(),
        },
    ]
}

fn regions_legend(a: Rgb) -> Vec<LegendEntry> {
    vec![
        LegendEntry {
            swatch: Swatch::Symbol(sym::SLASH, palette::INK),
            label: "lovasság".into(),
        },
        LegendEntry {
            swatch: Swatch::Symbol(sym::CROSS, palette::INK),
            label: "gyalogság".into(),
        },
        LegendEntry {
            swatch: Swatch::Symbol(sym::BULLET, palette::INK),
            label: "íjászok".into(),
        },
        LegendEntry {
            swatch: Swatch::Symbol(sym::LEADER, palette::GOLD),
            label: "úr (a sereg vezére)".into(),
        },
        LegendEntry {
            swatch: Swatch::Symbol(sym::KEEP, palette::NEUTRAL),
            label: "vár".into(),
        },
        LegendEntry {
            swatch: Swatch::Symbol(sym::CLASH, Rgb(200, 30, 30)),
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
    ]
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
                    badges: if id.is_multiple_of(6) {
                        vec![sym::LEADER]
                    } else {
                        vec![]
                    },
                    pieces: vec![
                        PieceCount {
                            symbol: sym::SLASH,
                            count: id % 4 + 1,
                        },
                        PieceCount {
                            symbol: sym::CROSS,
                            count: id % 7 + 2,
                        },
                        PieceCount {
                            symbol: sym::BULLET,
                            count: id % 3 + 1,
                        },
                    ],
                    face_down: 0,
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
            symbol: sym::KEEP,
            colour: owner(id),
            text: String::new(),
        })
        .chain([Marker {
            at: Place::Region(34),
            symbol: sym::CLASH,
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

/// The grid sample as the red player sees it: blue's tokens are face down, red's own are not.
pub fn face_down_grid_scene() -> Scene {
    let mut scene = grid_scene();
    scene.title = "Fővárosok — rejtett egységek".into();
    if let Board::Grid(g) = &mut scene.board {
        for cell in &mut g.cells {
            if let Some(t) = &mut cell.token {
                if t.colour == player(1) {
                    t.face_down = true;
                } else {
                    t.symbol = Some(sym::CHEVRON);
                }
            }
        }
        g.cell_mut(8, 8).expect("on board").token = Some(Token::face_down(player(1)));
    }
    scene.legend.insert(
        4,
        LegendEntry {
            swatch: Swatch::FaceDown(player(1)),
            label: "rejtett egység (a színe látszik)".into(),
        },
    );
    scene
}

/// The region sample with some chips face down, as a viewer who may not see those pieces sees them.
pub fn face_down_regions_scene() -> Scene {
    let mut scene = regions_scene();
    if let Board::Regions(r) = &mut scene.board {
        for st in r.regions.iter_mut().flat_map(|r| &mut r.stacks) {
            if st.colour == player(1) {
                st.face_down = st.pieces.iter().map(|p| p.count).sum();
                st.pieces.clear();
                st.badges.clear();
            }
        }
    }
    scene.legend.push(LegendEntry {
        swatch: Swatch::FaceDown(player(1)),
        label: "rejtett csapatok".into(),
    });
    scene
}

/// A hex board of 9 by 7 hexes in offset coordinates, flat-topped or pointy-topped: terrain, a
/// river along hex sides, a road, two territories, tokens (some face down), a clash and arrows.
pub fn hex_scene(top: HexTop) -> Scene {
    let (a, b) = (player(0), player(1));
    let (cols, rows) = (9i16, 7i16);
    let mut hexes = hex_terrain(cols, rows, a, b);
    hex_pieces(&mut hexes, a, b);
    let edges = hex_edges(rows);
    let hex = |q, r| Place::Hex { q, r };
    Scene {
        title: format!(
            "Hatszögek — {} teteje",
            match top {
                HexTop::Flat => "lapos",
                HexTop::Pointy => "csúcsos",
            }
        ),
        panel: vec!["3. kör".into(), "Soron: Piros".into()],
        board: Board::Hex(HexBoard {
            top,
            coords: HexCoords::Offset { odd: true },
            hexes,
            edges,
            markers: vec![Marker {
                at: hex(5, 3),
                symbol: sym::CLASH,
                colour: Rgb(200, 30, 30),
                text: "2:1".into(),
            }],
        }),
        arrows: vec![
            Arrow {
                from: hex(3, 2),
                to: hex(5, 3),
                colour: a,
                kind: ArrowKind::Attack,
            },
            Arrow {
                from: hex(2, 3),
                to: hex(3, 4),
                colour: a,
                kind: ArrowKind::Move,
            },
            Arrow {
                from: hex(6, 4),
                to: hex(7, 5),
                colour: b,
                kind: ArrowKind::Dashed,
            },
        ],
        panels: vec![Panel {
            title: "Játékosok".into(),
            lines: vec![
                PanelLine::with_swatch(a, "Piros — 12 hatszög"),
                PanelLine::with_swatch(b, "Kék — 12 hatszög, 3 rejtett egység"),
            ],
        }],
        legend: hex_legend(a, b),
        symbols: sym::symbols(),
    }
}

/// Forests, mountains and marshes in a regular scatter, each player's corner.
fn hex_terrain(cols: i16, rows: i16, a: Rgb, b: Rgb) -> Vec<Hex> {
    let mut hexes = Vec::new();
    for row in 0..rows {
        for col in 0..cols {
            let mut h = Hex {
                at: (col, row),
                label: format!("{:02}{:02}", col + 1, row + 1),
                ..Hex::default()
            };
            let c = &mut h.cell;
            match (col * 7 + row * 3) % 11 {
                0 => {
                    c.fill = Some(palette::FOREST);
                    c.pattern = Pattern::Trees;
                }
                4 => {
                    c.fill = Some(palette::MOUNTAIN);
                    c.pattern = Pattern::Peaks;
                    c.text = ((col + row) % 3 + 1).to_string();
                }
                7 => {
                    c.fill = Some(Rgb(190, 205, 170));
                    c.pattern = Pattern::Marsh;
                }
                _ => {}
            }
            if col <= 2 && row <= 3 {
                c.owner = Some(a);
            }
            if col >= 6 && row >= 3 {
                c.owner = Some(b);
            }
            hexes.push(h);
        }
    }
    hexes
}

fn hex_cell(hexes: &mut [Hex], col: i16, row: i16) -> &mut Cell {
    &mut hexes[(row * 9 + col) as usize].cell
}

/// Two lakes, a capital behind its wall, units with a symbol or a strength, face-down units.
fn hex_pieces(hexes: &mut [Hex], a: Rgb, b: Rgb) {
    for (col, row) in [(4, 0), (4, 6)] {
        let c = hex_cell(hexes, col, row);
        c.fill = Some(palette::WATER);
        c.pattern = Pattern::Waves;
        c.owner = None;
    }
    let token = |colour, symbol, label: &str| Token {
        colour,
        label: label.into(),
        symbol,
        face_down: false,
    };
    hex_cell(hexes, 1, 1).token = Some(token(a, Some(sym::CHEVRON), ""));
    hex_cell(hexes, 1, 1).ring = Some(a);
    hex_cell(hexes, 1, 1)
        .badges
        .push(badge(sym::FRAME, Spot::Cover));
    hex_cell(hexes, 2, 3).token = Some(token(a, Some(sym::WEDGE), ""));
    hex_cell(hexes, 3, 2).token = Some(token(a, None, "3"));
    hex_cell(hexes, 2, 2)
        .badges
        .push(badge(sym::TURRET, Spot::TopRight));
    hex_cell(hexes, 7, 5).ring = Some(b);
    hex_cell(hexes, 7, 5).token = Some(Token::face_down(b));
    hex_cell(hexes, 6, 4).token = Some(Token::face_down(b));
    hex_cell(hexes, 8, 3).token = Some(Token::face_down(b));
    hex_cell(hexes, 5, 3).token = Some(token(b, Some(sym::CHEVRON), ""));
}

/// A river from the lake at the top to the one at the bottom, a dashed and a solid border.
fn hex_edges(rows: i16) -> Vec<HexEdge> {
    // Along every side that column 4 shares with column 5 (pairs that are not neighbours in one
    // orientation are not drawn).
    let river: Vec<[(i16, i16); 2]> = (0..rows)
        .flat_map(|r| (r - 1..=r + 1).map(move |r2| [(4, r), (5, r2)]))
        .collect();
    let mut edges: Vec<HexEdge> = river
        .iter()
        .map(|&between| HexEdge {
            between,
            line: EdgeLine::River,
            colour: palette::RIVER,
        })
        .collect();
    for between in [[(1, 5), (2, 5)], [(2, 5), (3, 5)], [(0, 4), (1, 5)]] {
        edges.push(HexEdge {
            between,
            line: EdgeLine::Dashed,
            colour: Rgb(120, 90, 60),
        });
    }
    edges.push(HexEdge {
        between: [(2, 1), (3, 1)],
        line: EdgeLine::Solid,
        colour: palette::STONE,
    });
    edges
}

fn hex_legend(a: Rgb, b: Rgb) -> Vec<LegendEntry> {
    vec![
        LegendEntry {
            swatch: Swatch::Pattern(Pattern::Peaks, palette::MOUNTAIN),
            label: "hegy (szint)".into(),
        },
        LegendEntry {
            swatch: Swatch::Pattern(Pattern::Trees, palette::FOREST),
            label: "erdő".into(),
        },
        LegendEntry {
            swatch: Swatch::Pattern(Pattern::Marsh, Rgb(190, 205, 170)),
            label: "mocsár".into(),
        },
        LegendEntry {
            swatch: Swatch::Line(palette::RIVER),
            label: "folyó a határon".into(),
        },
        LegendEntry {
            swatch: Swatch::TokenOf(sym::CHEVRON, a),
            label: "őr".into(),
        },
        LegendEntry {
            swatch: Swatch::FaceDown(b),
            label: "rejtett egység".into(),
        },
        LegendEntry {
            swatch: Swatch::Symbol(sym::CLASH, Rgb(200, 30, 30)),
            label: "csata".into(),
        },
        LegendEntry {
            swatch: Swatch::ArrowOf(ArrowKind::Attack, a),
            label: "támadás".into(),
        },
    ]
}
