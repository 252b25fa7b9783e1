//! `legal` in movement lists every step the rules accept (R-MOVE-4..17): `help` calls it "the orders
//! you could give now", and `order move Kolozs Fehér 1I` was once accepted but not listed. Steps from
//! one county are all listed; steps combining several counties are listed or, where there are too
//! many, covered by the closing choice for their destination that says how to type them.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::{Ruleset, Seat};
use korona_games::oligarchs::army::Army;
use korona_games::oligarchs::movement;
use korona_games::oligarchs::orders::{self, Action, Part};
use korona_games::oligarchs::state::{LordAt, Phase, State};
use korona_games::oligarchs::Oligarchs;
use std::collections::BTreeSet;
use std::time::Instant;

/// Movement positions of seeded bot matches: the seat on turn, every `every`-th such position.
fn positions(variant: &str, seats: u8, seed: u64, every: usize) -> Vec<(State, u8)> {
    BotMatch::play(variant, seats, seed)
        .states()
        .filter_map(|s| match s.phase {
            Phase::Move { turn } if s.players[turn as usize].steps > 0 => Some((s.clone(), turn)),
            _ => None,
        })
        .step_by(every)
        .collect()
}

/// Every group a county of `seat` could name, whatever the distance: all unit combinations of its
/// free units, with and without the lord.
fn groups(s: &State, seat: u8, from: usize) -> Vec<Part> {
    let h = &s.counties[from];
    if !s.controls(seat, from) {
        return Vec::new();
    }
    let free = h.units.minus(h.moved);
    let lord_here = s.players[seat as usize].lord == LordAt::County(from);
    let mut out = Vec::new();
    for c in 0..=free.c {
        for i in 0..=free.i {
            for a in 0..=free.a {
                for lord in [false, true] {
                    let units = Army::new(c, i, a);
                    if (lord && !lord_here) || (units.is_empty() && !lord) {
                        continue;
                    }
                    out.push(Part { from, units, lord });
                }
            }
        }
    }
    out
}

/// A small repeatable generator for sampling combinations.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

#[test]
fn every_accepted_step_is_listed_or_covered() {
    let mut positions_seen = 0;
    let mut singles = 0;
    let mut combined = 0;
    let mut covered = 0;
    let mut slowest = std::time::Duration::ZERO;
    for (variant, seats, seed) in [("basic", 3, 1), ("adv", 2, 9), ("adv", 4, 2)] {
        for (s, seat) in positions(variant, seats, seed, 7) {
            positions_seen += 1;
            let started = Instant::now();
            let legal = Oligarchs.legal(&s, Seat(seat));
            slowest = slowest.max(started.elapsed());
            let texts: BTreeSet<&str> = legal.iter().map(|c| c.text.as_str()).collect();
            let accepted = |to: usize, parts: &[Part]| {
                movement::check(&s, seat, to, parts).is_ok()
                    && Oligarchs
                        .parse(&s, Seat(seat), &text(&s, to, parts))
                        .is_ok_and(|a| {
                            a == Action::Move {
                                to,
                                parts: parts.to_vec(),
                            }
                        })
            };
            let n = s.counties.len();
            // Every single-county step the rules accept is in the list, exactly as formatted.
            for to in 0..n {
                for from in 0..n {
                    for part in groups(&s, seat, from) {
                        let step = [part];
                        if accepted(to, &step) {
                            singles += 1;
                            let t = text(&s, to, &step);
                            assert!(
                                texts.contains(t.as_str()),
                                "{variant} {seed}: `{t}` not listed"
                            );
                        }
                    }
                }
            }
            // Sampled steps from two or three counties: listed, or their destination has the
            // closing choice that says how to type more.
            let own: Vec<usize> = (0..n)
                .filter(|&c| !groups(&s, seat, c).is_empty())
                .collect();
            let mut rng = Lcg(seed * 1000 + positions_seen);
            for _ in 0..if own.len() >= 2 { 400 } else { 0 } {
                let to = rng.below(n);
                let k = 2 + rng.below(2).min(own.len() - 2);
                let mut froms: Vec<usize> = Vec::new();
                while froms.len() < k {
                    let c = own[rng.below(own.len())];
                    if !froms.contains(&c) {
                        froms.push(c);
                    }
                }
                froms.sort();
                let parts: Vec<Part> = froms
                    .iter()
                    .map(|&c| {
                        let g = groups(&s, seat, c);
                        g[rng.below(g.len())].clone()
                    })
                    .collect();
                if !accepted(to, &parts) {
                    continue;
                }
                combined += 1;
                let t = text(&s, to, &parts);
                let name = s.map().name(to);
                let more = legal.iter().any(|c| {
                    c.label.starts_with(&format!("move {name} … up to"))
                        && c.label.contains(&format!("type `move {name} <county>"))
                });
                if !texts.contains(t.as_str()) {
                    assert!(more, "{variant} {seed}: `{t}` neither listed nor covered");
                    covered += 1;
                }
            }
        }
    }
    eprintln!(
        "{positions_seen} positions: {singles} single-county steps listed, {combined} combined steps \
         accepted ({covered} covered by a closing choice); slowest legal() {slowest:.1?}"
    );
    assert!(positions_seen >= 5 && singles > 100 && combined > 0);
}

fn text(s: &State, to: usize, parts: &[Part]) -> String {
    orders::format(
        s,
        &Action::Move {
            to,
            parts: parts.to_vec(),
        },
    )
}

// The closing choice tells a person what to type; it is not an order, and the list still starts with
// `pass` so a fallback always finds a real order first.
#[test]
fn the_list_starts_with_pass_and_every_order_parses() {
    for (s, seat) in positions("adv", 2, 9, 11) {
        let legal = Oligarchs.legal(&s, Seat(seat));
        assert_eq!(legal[0].text, "pass");
        for c in &legal {
            let parsed = Oligarchs.parse(&s, Seat(seat), &c.text);
            assert_eq!(parsed.is_err(), c.text.ends_with('…'), "{:?}", c);
        }
    }
}
