//! The picture of a kingdoms view: the map as a board of pointy hexes, sea and land, territory in
//! its owner's colour, castles ringed, each area's units as a token with their count, sawmills and
//! towers as badges, last round's moves as arrows; panels for the kingdoms, the market and the
//! viewer's own sealed orders.

use super::orders::{Action, Order};
use super::units::Kind;
use super::view::View;
use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{
    Arrow, ArrowKind, Badge, Board, ColourRole, Hex, HexBoard, HexCoords, HexTop, Icon,
    LegendEntry, Panel, PanelLine, Pattern, Place, Rgb, Scene, Spot, Swatch, Symbol, SymbolId,
    Token,
};
use std::collections::BTreeMap;

pub const FOOT: SymbolId = SymbolId(0);
pub const HORSE: SymbolId = SymbolId(1);
pub const FLEET: SymbolId = SymbolId(2);
pub const SAWMILL: SymbolId = SymbolId(3);
pub const TOWER: SymbolId = SymbolId(4);

const WOOD: Rgb = Rgb(140, 90, 40);

pub fn symbols() -> Vec<Symbol> {
    let sym = |icon, colour, label: &str| Symbol {
        icon,
        colour,
        label: label.into(),
    };
    vec![
        sym(Icon::dot(), ColourRole::Fixed(palette::INK), "foot"),
        sym(
            Icon::star(),
            ColourRole::Fixed(palette::INK),
            "knights or dragons",
        ),
        sym(Icon::flag(), ColourRole::Fixed(palette::INK), "ships"),
        sym(Icon::dot(), ColourRole::Fixed(WOOD), "sawmill"),
        sym(Icon::flag(), ColourRole::Owner, "guard tower"),
    ]
}

pub fn scene(view: &View) -> Scene {
    let s = &view.state;
    let geo = s.geo();
    let mut hexes = Vec::new();
    for a in geo.areas() {
        let (col, row) = geo.col_row(a);
        let mut hex = Hex {
            at: (col as i16, row as i16),
            label: geo.name(a),
            ..Hex::default()
        };
        let cell = &mut hex.cell;
        if geo.is_sea(a) {
            cell.fill = Some(palette::SEA);
            cell.pattern = Pattern::Waves;
        } else {
            cell.fill = Some(palette::GROUND);
        }
        let owner = s.owners[a as usize].map(|o| player(o as usize));
        cell.owner = owner;
        if let Some(c) = s.castle(a) {
            cell.ring = Some(owner.unwrap_or(palette::NEUTRAL));
            cell.text = format!("{}/{}", c.production, c.defense);
        }
        let mut by_owner: BTreeMap<u8, BTreeMap<Kind, usize>> = BTreeMap::new();
        for u in s
            .units
            .iter()
            .filter(|u| u.area == a && u.kind != Kind::Tower)
        {
            *by_owner
                .entry(u.owner)
                .or_default()
                .entry(u.kind)
                .or_default() += 1;
        }
        if let Some((o, counts)) = by_owner.iter().next() {
            let total: usize = counts.values().sum();
            let symbol = if counts.keys().any(|k| k.is_ship()) {
                FLEET
            } else if counts
                .keys()
                .any(|k| matches!(k, Kind::Knight | Kind::Dragon))
            {
                HORSE
            } else {
                FOOT
            };
            cell.token = Some(Token {
                colour: player(*o as usize),
                label: total.to_string(),
                symbol: Some(symbol),
                face_down: false,
            });
        }
        if s.sawmills.contains(&a) {
            cell.badges.push(Badge {
                symbol: SAWMILL,
                colour: WOOD,
                spot: Spot::TopRight,
            });
        }
        if let Some(t) = s
            .units
            .iter()
            .find(|u| u.area == a && u.kind == Kind::Tower)
        {
            cell.badges.push(Badge {
                symbol: TOWER,
                colour: player(t.owner as usize),
                spot: Spot::BottomRight,
            });
        }
        hexes.push(hex);
    }
    let place = |a: u16| {
        let (c, r) = geo.col_row(a);
        Place::Hex {
            q: c as i16,
            r: r as i16,
        }
    };
    let mut arrows = Vec::new();
    for (seat, orders) in &s.revealed {
        for o in orders {
            if let Order::Move { path, .. } = o {
                for w in path.windows(2) {
                    arrows.push(Arrow {
                        from: place(w[0]),
                        to: place(w[1]),
                        colour: player(*seat as usize),
                        kind: ArrowKind::Move,
                    });
                }
            }
        }
    }
    let mut panel = vec![format!(
        "Round {} of {}: {} castles win",
        s.round,
        s.max_rounds,
        s.to_win()
    )];
    if let Some(f) = &s.finish {
        panel.push(super::words::english(&match f.winner {
            Some(w) => korona_engine::msg!("kingdoms-wins", player = w, reason = f.reason.clone()),
            None => korona_engine::msg!("kingdoms-draw", reason = f.reason.clone()),
        }));
    }
    let kingdoms = (0..s.seats)
        .map(|seat| {
            let k = &s.kingdoms[seat as usize];
            // Everything here is public (R-KIN-VIEW-1): treasuries follow from the revealed
            // orders, research starts are announced, scrolls are used the moment they are bought.
            let mut text = format!(
                "Player {seat}: {} gold, upkeep {}, {} castles, {} units",
                k.gold,
                s.upkeep(seat),
                s.castles_of(seat),
                s.units.iter().filter(|u| u.owner == seat).count()
            );
            if k.debt > 0 {
                text.push_str(&format!(", owes {}", k.debt));
            }
            if !k.techs.is_empty() {
                let techs: Vec<&str> = k.techs.iter().map(|t| t.name()).collect();
                text.push_str(&format!(", techs: {}", techs.join(", ")));
            }
            if let Some(r) = &k.research {
                text.push_str(&format!(
                    ", researching {} ({} left)",
                    r.tech.name(),
                    r.left
                ));
            }
            if k.market {
                text.push_str(", market");
            }
            if !k.alive {
                text.push_str(" (out)");
            } else if view.submitted.contains(&seat) {
                text.push_str(" (orders in)");
            }
            PanelLine::with_swatch(player(seat as usize), text)
        })
        .collect();
    let mut market: Vec<PanelLine> = s
        .offers
        .iter()
        .enumerate()
        .map(|(i, o)| {
            PanelLine::text(format!(
                "{}. {} for {} gold",
                i + 1,
                o.scroll.name(),
                o.price
            ))
        })
        .collect();
    if let Some(t) = s.tech_offer {
        market.push(PanelLine::text(format!("tech: {}", t.name())));
    }
    let mut panels = vec![
        Panel {
            title: "Kingdoms".into(),
            lines: kingdoms,
        },
        Panel {
            title: "Market".into(),
            lines: market,
        },
    ];
    for (seat, orders) in s.orders.iter() {
        panels.push(Panel {
            title: format!("Your orders (seat {})", seat.0),
            lines: vec![PanelLine::text(Action(orders.clone()).text(geo))],
        });
    }
    Scene {
        title: format!("Kingdoms: {}", s.map_data().name),
        panel,
        board: Board::Hex(HexBoard {
            top: HexTop::Pointy,
            coords: HexCoords::Offset { odd: true },
            hexes,
            edges: Vec::new(),
            markers: Vec::new(),
        }),
        arrows,
        panels,
        legend: legend(s.seats),
        symbols: symbols(),
    }
}

fn legend(seats: u8) -> Vec<LegendEntry> {
    let entry = |swatch, label: &str| LegendEntry {
        swatch,
        label: label.into(),
    };
    let mut out: Vec<LegendEntry> = (0..seats)
        .map(|s| {
            entry(
                Swatch::Token(player(s as usize)),
                &format!("units of player {s}"),
            )
        })
        .collect();
    out.extend([
        entry(
            Swatch::Ring(palette::NEUTRAL),
            "castle (production/defence)",
        ),
        entry(Swatch::TokenOf(FOOT, player(0)), "foot: swordsmen, mages"),
        entry(Swatch::TokenOf(HORSE, player(0)), "with knights or dragons"),
        entry(Swatch::TokenOf(FLEET, player(0)), "ships"),
        entry(Swatch::Symbol(SAWMILL, WOOD), "sawmill"),
        entry(Swatch::Symbol(TOWER, player(0)), "guard tower"),
        entry(Swatch::Pattern(Pattern::Waves, palette::SEA), "sea"),
    ]);
    out
}
