//! Exact battle odds: a Markov chain over (attacker army, defender army, round kind) with the default
//! casualty policy of section 25 and no országbíró, using the very functions the real battle uses.

use super::army::{Arm, Army};
use super::battle::{
    casualties, groups, priority, round_steps, settled, volley_held, Chooser, Group, Kind, Lord,
    Step, Winner,
};
use std::collections::HashMap;

#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Odds {
    pub attacker: f64,
    pub defender: f64,
    /// Both sides wiped out (the lords, if any, then duel or the lone lord wins: not counted here).
    pub neither: f64,
}

/// Win probabilities of a battle between two player armies whose lords (if present) lead the given arms.
pub fn odds(
    kind: Kind,
    attacker: Army,
    defender: Army,
    attacker_lord: Option<Arm>,
    defender_lord: Option<Arm>,
) -> Odds {
    let mut chain = Chain {
        kind,
        att_lord: attacker_lord.map(|arm| Lord { arm, bonus: 1 }),
        def_lord: defender_lord.map(|arm| Lord { arm, bonus: 1 }),
        memo: HashMap::new(),
    };
    let volley = volley_held(kind, attacker, defender);
    let [a, d, n] = chain.value(attacker, defender, true, volley);
    Odds {
        attacker: a,
        defender: d,
        neither: n,
    }
}

/// Distribution of (any-target hits, non-cavalry-only hits) of a side's dice.
fn hit_distribution(gs: &[Group]) -> Vec<((u32, u32), f64)> {
    let mut dist: HashMap<(u32, u32), f64> = HashMap::from([((0, 0), 1.0)]);
    for g in gs {
        let (mut pa, mut pb) = (0.0, 0.0);
        for roll in 1..=6 {
            match super::battle::die_hits(g, roll) {
                (true, _) => pa += 1.0 / 6.0,
                (false, true) => pb += 1.0 / 6.0,
                _ => {}
            }
        }
        let pm = 1.0 - pa - pb;
        for _ in 0..g.dice {
            let mut next: HashMap<(u32, u32), f64> = HashMap::new();
            for (&(x, y), &p) in &dist {
                *next.entry((x + 1, y)).or_default() += p * pa;
                *next.entry((x, y + 1)).or_default() += p * pb;
                *next.entry((x, y)).or_default() += p * pm;
            }
            dist = next;
        }
    }
    let mut v: Vec<_> = dist.into_iter().filter(|&(_, p)| p > 0.0).collect();
    v.sort_by_key(|a| a.0);
    v
}

struct Chain {
    kind: Kind,
    att_lord: Option<Lord>,
    def_lord: Option<Lord>,
    memo: HashMap<(Army, Army, bool), [f64; 3]>,
}

impl Chain {
    fn result(w: Winner) -> [f64; 3] {
        match w {
            Winner::Attacker => [1.0, 0.0, 0.0],
            Winner::Defender => [0.0, 1.0, 0.0],
            Winner::Neither => [0.0, 0.0, 1.0],
        }
    }

    /// One exchange: the distribution of the armies after it.
    fn exchange(&self, step: Step, att: Army, def: Army) -> Vec<(Army, Army, f64)> {
        let kind = self.kind;
        let al = self.att_lord.filter(|l| att.get(l.arm) > 0);
        let dl = self.def_lord.filter(|l| def.get(l.arm) > 0);
        let ha = hit_distribution(&groups(kind, step, true, att, al));
        let hd = hit_distribution(&groups(kind, step, false, def, dl));
        let on_def = priority(kind, true, Chooser::Player, None, dl);
        let on_att = priority(kind, false, Chooser::Player, None, al);
        let cav = kind == Kind::Open;
        let mut out: HashMap<(Army, Army), f64> = HashMap::new();
        for &((ax, ay), pa) in &ha {
            let d2 = def.minus(casualties(def, cav, ax, ay, on_def));
            for &((dx, dy), pd) in &hd {
                let a2 = att.minus(casualties(att, cav, dx, dy, on_att));
                *out.entry((a2, d2)).or_default() += pa * pd;
            }
        }
        out.into_iter().map(|((a, d), p)| (a, d, p)).collect()
    }

    /// Win probabilities from the start of a round (`first`: round 1 with its volley, if `volley`).
    fn value(&mut self, att: Army, def: Army, first: bool, volley: bool) -> [f64; 3] {
        let lord = self.att_lord.is_some();
        if let Some(w) = settled(self.kind, att, def, lord) {
            return Self::result(w);
        }
        let first = first && volley && self.kind != Kind::Siege;
        if let Some(v) = self.memo.get(&(att, def, first)) {
            return *v;
        }
        // The armies at the end of the round, with early ends between its exchanges.
        let mut states = vec![(att, def, 1.0)];
        for step in round_steps(self.kind, if first { 1 } else { 2 }, volley) {
            let mut next = Vec::new();
            for (a, d, p) in states {
                if settled(self.kind, a, d, lord).is_some() {
                    next.push((a, d, p));
                } else {
                    next.extend(
                        self.exchange(step, a, d)
                            .into_iter()
                            .map(|(a2, d2, q)| (a2, d2, p * q)),
                    );
                }
            }
            states = next;
        }
        let mut acc = [0.0; 3];
        let mut stay = 0.0;
        for (a, d, p) in states {
            if !first && (a, d) == (att, def) {
                stay += p;
                continue;
            }
            let v = self.value(a, d, false, volley);
            for k in 0..3 {
                acc[k] += p * v[k];
            }
        }
        let v = acc.map(|x| x / (1.0 - stay));
        self.memo.insert((att, def, first), v);
        v
    }
}
