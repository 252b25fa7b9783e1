//! The picture of a fiefs position: the hex map with terrain fills and rivers, fiefs in their
//! house's colour, holdings as badges with their pop, units as tokens; panels for the round and the
//! houses' race to the targets. No secrets (R-FIEF-ORD-5): every viewer gets the same scene.

use super::map::{Hx, Terrain};
use super::pieces;
use super::rules::supply;
use super::state::State;
use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{
    Arrow, ArrowKind, Badge, Board, EdgeLine, Hex, HexBoard, HexCoords, HexEdge, HexTop,
    LegendEntry, Panel, PanelLine, Pattern, Place, Rgb, Scene, Spot, Swatch, Token,
};
use korona_engine::{msg, Catalog, Lang, Message};

/// Ice on a frozen lake.
const ICE: Rgb = Rgb(214, 232, 240);

/// A house's colour: its dealt house, not its seat (R-FIEF-SEAT-2).
pub fn colour(s: &State, seat: u8) -> Rgb {
    player(s.houses[seat as usize].house as usize)
}

fn place(h: Hx) -> Place {
    Place::Hex {
        q: h.col as i16,
        r: h.row as i16,
    }
}

/// Every unit the end of its house's turn would kill if it ended now (R-FIEF-SUP-3, R-FIEF-SUP-4),
/// by house.
pub fn at_risk(s: &State) -> Vec<(u8, Hx)> {
    (0..s.seats())
        .filter(|&p| !s.houses[p as usize].out)
        .flat_map(|p| supply::doomed(s, p).into_iter().map(move |h| (p, h)))
        .collect()
}

/// This round's moves and fights (each house's latest turn), then the supply paths of the units at
/// risk, dashed, as far as they reach.
fn arrows(s: &State, risk: &[(u8, Hx)]) -> Vec<Arrow> {
    let mut out = Vec::new();
    let mut steps = |path: &[Hx], colour: Rgb, kind: ArrowKind| {
        for w in path.windows(2) {
            out.push(Arrow {
                from: place(w[0]),
                to: place(w[1]),
                colour,
                kind,
            });
        }
    };
    for t in &s.trail {
        let kind = if t.fight {
            ArrowKind::Attack
        } else {
            ArrowKind::Move
        };
        steps(&t.path, colour(s, t.seat), kind);
    }
    for &(p, h) in risk {
        if let Some(path) = supply::path(s, p, h) {
            steps(&path, colour(s, p), ArrowKind::Dashed);
        }
    }
    out
}

/// The scene in English.
pub fn scene(s: &State) -> Scene {
    scene_in(s, Lang::En)
}

/// The scene with its title, panels and legend in `lang`.
pub fn scene_in(s: &State, lang: Lang) -> Scene {
    let words = super::words::catalog(lang);
    let say = |m: Message| words.render(&m);
    let risk = at_risk(s);
    let hexes_out = s.map.hexes().map(|h| hex(s, h, &risk)).collect();
    Scene {
        title: say(msg!("fiefs-scene-title")),
        panel: round_panel(s, &risk, words),
        board: Board::Hex(HexBoard {
            top: HexTop::Pointy,
            coords: HexCoords::Offset { odd: true },
            hexes: hexes_out,
            edges: rivers(s),
            markers: Vec::new(),
        }),
        arrows: arrows(s, &risk),
        panels: vec![Panel {
            title: say(msg!("fiefs-scene-houses")),
            lines: house_lines(s, words),
        }],
        legend: legend(s, words),
        symbols: pieces::symbols(),
    }
}

/// One hex: its terrain, owner, holding with its pop, and unit, marked when at risk.
fn hex(s: &State, h: Hx, risk: &[(u8, Hx)]) -> Hex {
    let t = s.tile(h);
    let mut hex = Hex {
        at: (h.col as i16, h.row as i16),
        label: h.to_string(),
        ..Hex::default()
    };
    let c = &mut hex.cell;
    match s.map.terrain(h) {
        Terrain::Plain => {}
        Terrain::Forest => {
            c.fill = Some(palette::FOREST);
            c.pattern = Pattern::Trees;
        }
        Terrain::Mountain => {
            c.fill = Some(palette::MOUNTAIN);
            c.pattern = Pattern::Peaks;
        }
        Terrain::Lake if s.passable(h) => {
            c.fill = Some(ICE);
            c.pattern = Pattern::Hatch;
        }
        Terrain::Lake => {
            c.fill = Some(palette::WATER);
            c.pattern = Pattern::Waves;
        }
    }
    c.owner = t.owner.map(|o| colour(s, o));
    if let Some(x) = t.holding {
        c.badges.push(Badge {
            symbol: pieces::holding(x.kind),
            colour: colour(s, x.owner),
            spot: Spot::TopRight,
        });
        c.text = format!("{}/{}", x.pop, x.kind.pop());
        if x.kind == super::state::HoldingKind::Castle {
            c.ring = Some(colour(s, x.owner));
        }
    }
    if let Some(u) = t.unit {
        if risk.contains(&(u.owner, h)) {
            c.badges.push(Badge {
                symbol: pieces::AT_RISK,
                colour: colour(s, u.owner),
                spot: Spot::BottomLeft,
            });
        }
        c.token = Some(Token {
            colour: colour(s, u.owner),
            label: String::new(),
            symbol: Some(pieces::unit(u.kind)),
            face_down: false,
        });
    }
    hex
}

fn rivers(s: &State) -> Vec<HexEdge> {
    s.map
        .rivers
        .iter()
        .map(|&(a, b)| HexEdge {
            between: [(a.col as i16, a.row as i16), (b.col as i16, b.row as i16)],
            line: EdgeLine::River,
            colour: palette::RIVER,
        })
        .collect()
}

/// The round, who moves or how the match ended, the targets, and the units at risk.
fn round_panel(s: &State, risk: &[(u8, Hx)], words: &Catalog) -> Vec<String> {
    let say = |m: Message| words.render(&m);
    let mut panel = vec![say(msg!(
        "fiefs-scene-round",
        round = s.round,
        rounds = s.options.rounds,
        season = s.season().name()
    ))];
    match &s.finish {
        Some(f) => panel.push(match f.winner {
            Some(w) => say(msg!(
                "fiefs-scene-over-wins",
                house = s.houses[w as usize].name(),
                player = w,
                reason = f.reason.clone()
            )),
            None => say(msg!("fiefs-scene-over-draw", reason = f.reason.clone())),
        }),
        None => panel.push(say(msg!(
            "fiefs-scene-to-move",
            house = s.houses[s.to_move as usize].name(),
            player = s.to_move
        ))),
    }
    panel.push(say(msg!(
        "fiefs-scene-targets",
        pop = s.options.pop,
        tax = s.options.tax,
        army = s.options.army
    )));
    if !risk.is_empty() {
        let hexes: Vec<String> = risk.iter().map(|(_, h)| h.to_string()).collect();
        panel.push(say(msg!("fiefs-scene-at-risk", hexes = hexes.join(", "))));
    }
    panel
}

/// One line a house: its treasury and its race to the targets, the house to move in bold.
fn house_lines(s: &State, words: &Catalog) -> Vec<PanelLine> {
    let say = |m: Message| words.render(&m);
    (0..s.seats())
        .map(|p| {
            let h = &s.houses[p as usize];
            let mut line = PanelLine::with_swatch(
                colour(s, p),
                say(msg!(
                    "fiefs-scene-house-line",
                    house = h.name(),
                    player = p,
                    gold = h.gold,
                    pop = s.population(p),
                    pop_goal = s.options.pop,
                    tax = h.tax,
                    tax_goal = s.options.tax,
                    army = s.army(p),
                    army_goal = s.options.army,
                    fiefs = s.fiefs(p),
                    out = if h.out { "yes" } else { "no" }
                )),
            );
            line.bold = s.finish.is_none() && p == s.to_move;
            line
        })
        .collect()
}

fn legend(s: &State, words: &Catalog) -> Vec<LegendEntry> {
    let c = colour(s, 0);
    let entry = |swatch, label: Message| LegendEntry {
        swatch,
        label: words.render(&label),
    };
    vec![
        entry(
            Swatch::TokenOf(pieces::SPEARMAN, c),
            msg!("fiefs-legend-spearman"),
        ),
        entry(
            Swatch::TokenOf(pieces::KNIGHT, c),
            msg!("fiefs-legend-knight"),
        ),
        entry(
            Swatch::TokenOf(pieces::BOWMAN, c),
            msg!("fiefs-legend-bowman"),
        ),
        entry(
            Swatch::Symbol(pieces::CASTLE, c),
            msg!("fiefs-legend-castle"),
        ),
        entry(
            Swatch::Symbol(pieces::VILLAGE, c),
            msg!("fiefs-legend-village"),
        ),
        entry(
            Swatch::Symbol(pieces::OUTPOST, c),
            msg!("fiefs-legend-outpost"),
        ),
        entry(Swatch::Line(c), msg!("fiefs-legend-edge")),
        entry(
            Swatch::Pattern(Pattern::Trees, palette::FOREST),
            msg!("fiefs-legend-forest"),
        ),
        entry(
            Swatch::Pattern(Pattern::Peaks, palette::MOUNTAIN),
            msg!("fiefs-legend-mountain"),
        ),
        entry(
            Swatch::Pattern(Pattern::Waves, palette::WATER),
            msg!("fiefs-legend-lake"),
        ),
        entry(
            Swatch::Pattern(Pattern::Hatch, ICE),
            msg!("fiefs-legend-frozen"),
        ),
        entry(Swatch::Line(palette::RIVER), msg!("fiefs-legend-river")),
        entry(
            Swatch::Symbol(pieces::AT_RISK, c),
            msg!("fiefs-legend-at-risk"),
        ),
    ]
}
