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
use korona_engine::{msg, Catalog, Lang, Message};
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
    // Last round's revealed orders, then the viewer's own sealed ones of this round (a view holds
    // no other seat's): drawn bold, so a player sees what they ordered before the deadline.
    let sealed = s.orders.iter().map(|(seat, orders)| (seat.0, orders, true));
    let revealed = s
        .revealed
        .iter()
        .map(|(seat, orders)| (*seat, orders, false));
    for (seat, orders, own) in revealed.chain(sealed) {
        for o in orders {
            let (path, kind) = match o {
                Order::Move { path, .. } if own => (path, ArrowKind::Attack),
                Order::Move { path, .. } => (path, ArrowKind::Move),
                Order::Convey { path, .. } => (path, ArrowKind::Dashed),
                _ => continue,
            };
            for w in path.windows(2) {
                out.push(Arrow {
                    from: Place::Region(region(w[0])),
                    to: Place::Region(region(w[1])),
                    colour: player(seat as usize),
                    kind,
                });
            }
        }
    }
    out
}

/// The scene in English.
pub fn scene(view: &View) -> Scene {
    scene_in(view, Lang::En)
}

/// The scene with its title, panels and legend in `lang`.
pub fn scene_in(view: &View, lang: Lang) -> Scene {
    let words = super::words::catalog(lang);
    let say = |m: Message| words.render(&m);
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
    let mut panel = vec![say(msg!(
        "kingdoms-scene-round",
        round = s.round,
        rounds = s.max_rounds,
        castles = s.to_win()
    ))];
    if let Some(f) = &s.finish {
        panel.push(say(match f.winner {
            Some(w) => korona_engine::msg!("kingdoms-wins", player = w, reason = f.reason.clone()),
            None => korona_engine::msg!("kingdoms-draw", reason = f.reason.clone()),
        }));
    }
    let kingdoms = (0..s.seats)
        .map(|seat| kingdom_line(view, seat, words))
        .collect();
    let mut panels = vec![
        Panel {
            title: say(msg!("kingdoms-scene-kingdoms")),
            lines: kingdoms,
        },
        Panel {
            title: say(msg!("kingdoms-scene-market-title")),
            lines: market(s, words),
        },
    ];
    for (seat, orders) in s.orders.iter() {
        panels.push(Panel {
            title: say(msg!("kingdoms-scene-your-orders", seat = seat.0)),
            lines: vec![PanelLine::text(Action(orders.clone()).text(geo))],
        });
    }
    Scene {
        title: say(msg!(
            "kingdoms-scene-title",
            map = s.map_data().name.as_str()
        )),
        panel,
        board: Board::Regions(RegionBoard {
            map_id: drawing::map_id(&s.map),
            regions,
            markers: markers(s),
            labels: Vec::new(),
        }),
        arrows: arrows(s),
        panels,
        legend: legend(
            s.seats,
            words,
            s.orders.iter().next().map(|(seat, _)| seat.0),
        ),
        symbols: pieces::symbols(),
    }
}

/// A kingdom's line: treasury, upkeep, castles and units, debt, techs, research, market, and
/// whether it is out or its orders are in. Everything here is public (R-KIN-VIEW-1): treasuries
/// follow from the revealed orders, research starts are announced, scrolls are used the moment
/// they are bought.
fn kingdom_line(view: &View, seat: u8, words: &Catalog) -> PanelLine {
    let say = |m: Message| words.render(&m);
    let s = &view.state;
    let k = &s.kingdoms[seat as usize];
    let mut text = say(msg!(
        "kingdoms-scene-line",
        player = seat,
        gold = k.gold,
        upkeep = s.upkeep(seat),
        castles = s.castles_of(seat),
        units = s.units.iter().filter(|u| u.owner == seat).count()
    ));
    if k.debt > 0 {
        text.push_str(&say(msg!("kingdoms-scene-owes", debt = k.debt)));
    }
    if !k.techs.is_empty() {
        let techs: Vec<&str> = k.techs.iter().map(|t| t.name()).collect();
        text.push_str(&say(msg!("kingdoms-scene-techs", techs = techs.join(", "))));
    }
    if let Some(r) = &k.research {
        text.push_str(&say(msg!(
            "kingdoms-scene-researching",
            tech = r.tech.name(),
            left = r.left
        )));
    }
    if k.market {
        text.push_str(&say(msg!("kingdoms-scene-market")));
    }
    if !k.alive {
        text.push_str(&say(msg!("kingdoms-scene-out")));
    } else if view.submitted.contains(&seat) {
        text.push_str(&say(msg!("kingdoms-scene-orders-in")));
    }
    PanelLine::with_swatch(player(seat as usize), text)
}

/// The scrolls on offer with their prices, and the technology on offer.
fn market(s: &State, words: &Catalog) -> Vec<PanelLine> {
    let say = |m: Message| words.render(&m);
    let mut market: Vec<PanelLine> = s
        .offers
        .iter()
        .enumerate()
        .map(|(i, o)| {
            PanelLine::text(say(msg!(
                "kingdoms-scene-offer",
                n = i + 1,
                scroll = o.scroll.name(),
                price = o.price
            )))
        })
        .collect();
    if let Some(t) = s.tech_offer {
        market.push(PanelLine::text(say(msg!(
            "kingdoms-scene-tech",
            tech = t.name()
        ))));
    }
    market
}

/// The legend; `own`: the viewer's seat when the view holds its sealed orders (their bold arrows).
fn legend(seats: u8, words: &Catalog, own: Option<u8>) -> Vec<LegendEntry> {
    let entry = |swatch, label: Message| LegendEntry {
        swatch,
        label: words.render(&label),
    };
    let mut out: Vec<LegendEntry> = (0..seats)
        .map(|s| {
            entry(
                Swatch::Fill(player(s as usize)),
                msg!("kingdoms-legend-player", player = s),
            )
        })
        .collect();
    let ink = palette::INK;
    out.extend([
        entry(
            Swatch::Symbol(pieces::CASTLE, palette::NEUTRAL),
            msg!("kingdoms-legend-castle"),
        ),
        entry(
            Swatch::Symbol(pieces::SWORDSMAN, ink),
            msg!("kingdoms-legend-swordsmen"),
        ),
        entry(
            Swatch::Symbol(pieces::KNIGHT, ink),
            msg!("kingdoms-legend-knights"),
        ),
        entry(
            Swatch::Symbol(pieces::MAGE, ink),
            msg!("kingdoms-legend-mages"),
        ),
        entry(
            Swatch::Symbol(pieces::DRAGON, ink),
            msg!("kingdoms-legend-dragons"),
        ),
        entry(
            Swatch::Symbol(pieces::TOWER, ink),
            msg!("kingdoms-legend-towers"),
        ),
        entry(
            Swatch::Symbol(pieces::TRIREME, ink),
            msg!("kingdoms-legend-triremes"),
        ),
        entry(
            Swatch::Symbol(pieces::GALLEON, ink),
            msg!("kingdoms-legend-galleons"),
        ),
        entry(
            Swatch::Symbol(pieces::SAWMILL, WOOD),
            msg!("kingdoms-legend-sawmill"),
        ),
        entry(
            Swatch::ArrowOf(ArrowKind::Move, player(0)),
            msg!("kingdoms-legend-move"),
        ),
        entry(
            Swatch::ArrowOf(ArrowKind::Dashed, player(0)),
            msg!("kingdoms-legend-convey"),
        ),
        entry(
            Swatch::Symbol(pieces::BATTLE, player(0)),
            msg!("kingdoms-legend-battle"),
        ),
        entry(Swatch::Fill(palette::SEA), msg!("kingdoms-legend-sea")),
    ]);
    if let Some(seat) = own {
        out.push(entry(
            Swatch::ArrowOf(ArrowKind::Attack, player(seat as usize)),
            msg!("kingdoms-legend-sealed"),
        ));
    }
    out
}
