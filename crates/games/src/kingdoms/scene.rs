//! The picture of a kingdoms view on the engine's region board (`drawing.rs` gives each map's
//! regions): territory in its owner's colour, each area's units as one chip per side with a count
//! per kind (ships with their cargo beside them), castles with production/defence, sawmills, last
//! round's moves as arrows (conveys dashed) and battles with who was left and how many fell;
//! panels for the kingdoms, the market and the viewer's own sealed orders.

use super::drawing::{self, region};
use super::orders::{Action, Order};
use super::pieces::{self, CHIP_ORDER, WOOD};
use super::state::State;
use super::units::Kind;
use super::view::View;
use korona_engine::scene::palette::{self, player};
use korona_engine::scene::{
    Arrow, ArrowKind, Board, LegendEntry, Marker, Panel, PanelLine, PieceCount, Place, RegionBoard,
    RegionState, Scene, Stack, Swatch,
};
use std::collections::BTreeMap;

/// Each area's units, one chip per kingdom, kinds in the notation's order.
fn stacks(s: &State, area: u16) -> Vec<Stack> {
    let mut by_owner: BTreeMap<u8, BTreeMap<Kind, u16>> = BTreeMap::new();
    for u in s.units.iter().filter(|u| u.area == area) {
        *by_owner
            .entry(u.owner)
            .or_default()
            .entry(u.kind)
            .or_default() += 1;
    }
    by_owner
        .into_iter()
        .map(|(owner, counts)| Stack {
            colour: player(owner as usize),
            badges: Vec::new(),
            pieces: CHIP_ORDER
                .iter()
                .filter_map(|k| {
                    counts.get(k).map(|&count| PieceCount {
                        symbol: pieces::of(*k),
                        count,
                    })
                })
                .collect(),
            face_down: 0,
        })
        .collect()
}

fn markers(s: &State) -> Vec<Marker> {
    let geo = s.geo();
    let mut out: Vec<Marker> = s
        .castles
        .iter()
        .map(|c| Marker {
            at: Place::Region(region(c.area)),
            symbol: pieces::CASTLE,
            colour: s.owners[c.area as usize].map_or(palette::NEUTRAL, |o| player(o as usize)),
            text: format!("{}/{}", c.production, c.defense),
        })
        .collect();
    out.extend(s.sawmills.iter().map(|a| Marker {
        at: Place::Region(region(*a)),
        symbol: pieces::SAWMILL,
        colour: WOOD,
        text: String::new(),
    }));
    for b in &s.battles {
        let at = match b.areas[..] {
            [a] => Place::Region(region(a)),
            // A skirmish between two areas: halfway between their centres.
            [a, c, ..] => {
                let (p, q) = (
                    drawing::centre(&s.map, geo, a),
                    drawing::centre(&s.map, geo, c),
                );
                Place::Point {
                    x: (p.0 + q.0) / 2.0,
                    y: (p.1 + q.1) / 2.0,
                }
            }
            [] => continue,
        };
        out.push(Marker {
            at,
            symbol: pieces::BATTLE,
            colour: b.winner.map_or(palette::NEUTRAL, |w| player(w as usize)),
            text: format!("{} fell", b.fell),
        });
    }
    out
}

fn arrows(s: &State) -> Vec<Arrow> {
    let mut out = Vec::new();
    for (seat, orders) in &s.revealed {
        for o in orders {
            let (path, kind) = match o {
                Order::Move { path, .. } => (path, ArrowKind::Move),
                Order::Convey { path, .. } => (path, ArrowKind::Dashed),
                _ => continue,
            };
            for w in path.windows(2) {
                out.push(Arrow {
                    from: Place::Region(region(w[0])),
                    to: Place::Region(region(w[1])),
                    colour: player(*seat as usize),
                    kind,
                });
            }
        }
    }
    out
}

pub fn scene(view: &View) -> Scene {
    let s = &view.state;
    let geo = s.geo();
    let regions = geo
        .areas()
        .map(|a| RegionState {
            id: region(a),
            owner: s.owners[a as usize].map(|o| player(o as usize)),
            stacks: stacks(s, a),
        })
        .collect();
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
        board: Board::Regions(RegionBoard {
            map_id: drawing::map_id(&s.map),
            regions,
            markers: markers(s),
            labels: Vec::new(),
        }),
        arrows: arrows(s),
        panels,
        legend: legend(s.seats),
        symbols: pieces::symbols(),
    }
}

fn legend(seats: u8) -> Vec<LegendEntry> {
    let entry = |swatch, label: &str| LegendEntry {
        swatch,
        label: label.into(),
    };
    let mut out: Vec<LegendEntry> = (0..seats)
        .map(|s| entry(Swatch::Fill(player(s as usize)), &format!("player {s}")))
        .collect();
    let ink = palette::INK;
    out.extend([
        entry(
            Swatch::Symbol(pieces::CASTLE, palette::NEUTRAL),
            "castle (production/defence)",
        ),
        entry(Swatch::Symbol(pieces::SWORDSMAN, ink), "swordsmen"),
        entry(Swatch::Symbol(pieces::KNIGHT, ink), "knights"),
        entry(Swatch::Symbol(pieces::MAGE, ink), "mages"),
        entry(Swatch::Symbol(pieces::DRAGON, ink), "dragons"),
        entry(Swatch::Symbol(pieces::TOWER, ink), "guard towers"),
        entry(
            Swatch::Symbol(pieces::TRIREME, ink),
            "triremes (units at sea are aboard)",
        ),
        entry(Swatch::Symbol(pieces::GALLEON, ink), "galleons"),
        entry(Swatch::Symbol(pieces::SAWMILL, WOOD), "sawmill"),
        entry(Swatch::ArrowOf(ArrowKind::Move, player(0)), "a move"),
        entry(
            Swatch::ArrowOf(ArrowKind::Dashed, player(0)),
            "a convey by ship",
        ),
        entry(
            Swatch::Symbol(pieces::BATTLE, player(0)),
            "a battle, in the colour of who was left",
        ),
        entry(Swatch::Fill(palette::SEA), "sea"),
    ]);
    out
}
