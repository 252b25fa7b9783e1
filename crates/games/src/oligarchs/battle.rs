//! One battle, resolved in one go (R-BATTLE-13): open, terrain and siege sequences (sections 14-17),
//! thresholds (15.1), maximal casualties (R-BATTLE-7), the lord's arm, the országbíró's reroll.
//! The pieces that decide probabilities (`groups`, `casualties`, `settled`) are shared with [`super::odds`]
//! so the exact odds and the real battles cannot drift apart.

use super::army::{Arm, Army};
use korona_engine::Dice;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    Open,
    Terrain,
    Siege,
}

/// One exchange of a battle (R-BATTLE-4): who rolls depends on the step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Open/terrain round 1: only archers shoot (R-COMBAT-OPEN-3).
    Volley,
    /// Melee; `archers` roll too unless they already shot in the volley (R-COMBAT-OPEN-4/5).
    Melee { archers: bool },
    /// Siege (a): only the defending archers roll (R-SIEGE-3).
    SiegeArchers,
    /// Siege (b): every attacker and the defending infantry and cavalry roll.
    Assault,
}

/// Dice of one arm of one side in one exchange, with the die result each target class needs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Group {
    pub arm: Arm,
    pub dice: u32,
    /// Needed to hit cavalry (`None`: may not target cavalry).
    pub vs_cav: Option<u32>,
    /// Needed to hit infantry and archers.
    pub vs_other: u32,
}

/// A side's lord in this battle: the arm he leads and the bonus it gets (R-LORD-3: +1, Szüret +2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lord {
    pub arm: Arm,
    pub bonus: u32,
}

/// The threshold table 15.1 for one arm of one side (before the lord's bonus); `None` = does not roll.
fn threshold(kind: Kind, step: Step, attacker: bool, arm: Arm) -> Option<(Option<u32>, u32)> {
    match (kind, step) {
        (Kind::Siege, Step::SiegeArchers) => (!attacker && arm == Arm::A).then_some((Some(4), 4)),
        (Kind::Siege, Step::Assault) => (attacker || arm != Arm::A).then_some((Some(5), 5)),
        (Kind::Siege, _) | (_, Step::SiegeArchers | Step::Assault) => None,
        (_, Step::Volley) if arm != Arm::A => None,
        (_, Step::Melee { archers: false }) if arm == Arm::A => None,
        // R-HIT-3: in terrain everyone fights as infantry and the defender gets +1.
        (Kind::Terrain, _) => {
            let t = if attacker { 5 } else { 4 };
            Some((Some(t), t))
        }
        // R-HIT-2: the volley cannot target cavalry.
        (Kind::Open, Step::Volley) => Some((None, 5)),
        (Kind::Open, Step::Melee { .. }) => Some((Some(6), if arm == Arm::C { 4 } else { 5 })),
    }
}

/// The dice groups one side rolls in an exchange (R-BATTLE-3, R-HIT-5).
pub fn groups(
    kind: Kind,
    step: Step,
    attacker: bool,
    army: Army,
    lord: Option<Lord>,
) -> Vec<Group> {
    let mut out = Vec::new();
    for arm in Arm::ALL {
        let dice = army.get(arm);
        if dice == 0 {
            continue;
        }
        let Some((vs_cav, vs_other)) = threshold(kind, step, attacker, arm) else {
            continue;
        };
        let bonus = lord.filter(|l| l.arm == arm).map_or(0, |l| l.bonus);
        out.push(Group {
            arm,
            dice,
            vs_cav: vs_cav.map(|t| t.saturating_sub(bonus)),
            vs_other: vs_other.saturating_sub(bonus),
        });
    }
    out
}

/// What one die does: (hits anything, hits only non-cavalry). A natural 1 never hits (R-GEN-8).
pub fn die_hits(g: &Group, roll: u32) -> (bool, bool) {
    if roll <= 1 {
        return (false, false);
    }
    let any = g.vs_cav.is_some_and(|t| roll >= t);
    let other = roll >= g.vs_other;
    (any, other && !any)
}

/// Whose hits these are, for the default casualty priorities of section 25 and the NCP (R-NEUTRAL-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    Player,
    Neutral,
}

/// The order in which the hitting side removes enemy units, by default (section 25, R-NEUTRAL-4).
/// `None` in the list stands for "the arm the enemy lord leads".
fn default_priority(kind: Kind, hitter_attacks: bool, chooser: Chooser) -> [Option<Arm>; 4] {
    use Arm::*;
    match (kind, hitter_attacks, chooser) {
        (Kind::Siege, true, _) => [Some(A), None, Some(I), Some(C)],
        (Kind::Siege, false, _) => [Some(I), None, Some(A), Some(C)],
        (_, _, Chooser::Player) => [None, Some(C), Some(A), Some(I)],
        (_, _, Chooser::Neutral) => [None, Some(C), Some(I), Some(A)],
    }
}

/// The removal order a hitter uses: its standing order if it set one, else the default.
pub fn priority(
    kind: Kind,
    hitter_attacks: bool,
    chooser: Chooser,
    standing: Option<[Arm; 3]>,
    enemy_lord: Option<Lord>,
) -> [Arm; 3] {
    if let Some(order) = standing {
        return order;
    }
    let mut out = Vec::with_capacity(3);
    for slot in default_priority(kind, hitter_attacks, chooser) {
        let arm = match slot {
            Some(a) => Some(a),
            None => enemy_lord.map(|l| l.arm),
        };
        if let Some(a) = arm {
            if !out.contains(&a) {
                out.push(a);
            }
        }
    }
    [out[0], out[1], out[2]]
}

/// The casualties `x` any-target hits and `y` non-cavalry hits inflict on `enemy` (R-BATTLE-7): as many as
/// can legally be removed, picked in `order`. In terrain and sieges cavalry is hit as infantry
/// (`cav_is_cav == false`).
pub fn casualties(enemy: Army, cav_is_cav: bool, x: u32, y: u32, order: [Arm; 3]) -> Army {
    let cn = if cav_is_cav { enemy.c } else { 0 };
    let nn = enemy.total() - cn;
    let mut left = (x + y).min(nn + x.min(cn));
    let mut taken = Army::default();
    let mut cav_hits = x;
    for (idx, &arm) in order.iter().enumerate() {
        let restricted = cav_is_cav && arm == Arm::C;
        let cap = enemy
            .get(arm)
            .min(left)
            .min(if restricted { cav_hits } else { u32::MAX });
        // Take as many as possible while the later arms can still absorb the remaining kills.
        let mut t = cap;
        while t > 0 {
            let rest = left - t;
            let cav_hits_after = if restricted { cav_hits - t } else { cav_hits };
            let room: u32 = order[idx + 1..]
                .iter()
                .map(|&a| {
                    if cav_is_cav && a == Arm::C {
                        enemy.c.min(cav_hits_after)
                    } else {
                        enemy.get(a)
                    }
                })
                .sum();
            if room >= rest {
                break;
            }
            t -= 1;
        }
        *taken.get_mut(arm) = t;
        left -= t;
        if restricted {
            cav_hits -= t;
        }
    }
    taken
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Winner {
    Attacker,
    Defender,
    /// Both sides wiped out (R-BATTLE-9); lords are settled by the caller (duel, lone lord).
    Neither,
}

/// Whether the battle is over (R-BATTLE-9, R-SIEGE-7): `Some(winner)`. A siege attacker without infantry
/// and without lord facing remaining defenders withdraws, which the defender wins.
pub fn settled(kind: Kind, att: Army, def: Army, att_lord: bool) -> Option<Winner> {
    match (att.is_empty(), def.is_empty()) {
        (true, true) => Some(Winner::Neither),
        (false, true) => Some(Winner::Attacker),
        (true, false) => Some(Winner::Defender),
        (false, false) if kind == Kind::Siege && att.i == 0 && !att_lord => Some(Winner::Defender),
        _ => None,
    }
}

/// Whether round 1 has an archer volley (R-COMBAT-OPEN-2): some archers, and in the open no army of
/// cavalry only.
pub fn volley_held(kind: Kind, att: Army, def: Army) -> bool {
    let archers = att.a + def.a > 0;
    let all_cav = |a: Army| a.c > 0 && a.c == a.total();
    archers && (kind == Kind::Terrain || !(all_cav(att) || all_cav(def)))
}

/// The exchanges of round `n` (1-based).
pub fn round_steps(kind: Kind, round: u32, volley: bool) -> Vec<Step> {
    match kind {
        Kind::Siege => vec![Step::SiegeArchers, Step::Assault],
        _ if round == 1 && volley => vec![Step::Volley, Step::Melee { archers: false }],
        _ => vec![Step::Melee { archers: true }],
    }
}

/// One side as it enters a battle.
#[derive(Clone, Debug, PartialEq)]
pub struct Side {
    pub army: Army,
    pub lord: Option<Lord>,
    pub chooser: Chooser,
    /// The side's standing casualty order for the enemy units it hits.
    pub order: Option<[Arm; 3]>,
    /// The országbíró fights on this side and may reroll once (R-OFFICE-2), by the default policy.
    pub judge: bool,
    /// ADV retreat (R-ADV-RETREAT-1): after a full round, retreat when this few units or fewer remain.
    /// `None`: never (the default, and always for royal/neutral troops).
    pub retreat_at: Option<u32>,
}

impl Side {
    pub fn new(army: Army, lord: Option<Lord>, chooser: Chooser) -> Side {
        Side {
            army,
            lord,
            chooser,
            order: None,
            judge: false,
            retreat_at: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Fought {
    pub winner: Winner,
    pub attacker: Army,
    pub defender: Army,
    /// A siege ended by the attackers' forced withdrawal (R-SIEGE-7).
    pub withdrew: bool,
    /// The losing side retreated (R-ADV-RETREAT); its survivors leave the county.
    pub retreated: bool,
    pub log: Vec<String>,
}

/// Rolls one side's dice for a step: (any-target hits, non-cavalry-only hits). The országbíró rerolls
/// one arm's roll with at least 2 dice and no hit (section 25 default), once per battle.
fn roll(groups: &[Group], dice: &mut Dice, judge: &mut bool, log: &mut Vec<String>) -> (u32, u32) {
    let (mut x, mut y) = (0, 0);
    for g in groups {
        let mut faces: Vec<u32> = (0..g.dice).map(|_| dice.d6()).collect();
        let hits = |fs: &[u32]| {
            fs.iter().fold((0, 0), |(a, b), &r| {
                let (h1, h2) = die_hits(g, r);
                (a + h1 as u32, b + h2 as u32)
            })
        };
        let mut h = hits(&faces);
        if *judge && g.dice >= 2 && h == (0, 0) {
            *judge = false;
            faces = (0..g.dice).map(|_| dice.d6()).collect();
            h = hits(&faces);
            log.push(format!(
                "the országbíró rerolls {}: {faces:?}",
                g.arm.letter()
            ));
        }
        x += h.0;
        y += h.1;
    }
    (x, y)
}

/// Fights a whole battle with the dice (sections 14-17). `rain`: Esős ősz (R-CARD-6) ends a siege on a
/// besieger's 1-2 before the first exchange.
pub fn fight(kind: Kind, attacker: &Side, defender: &Side, rain: bool, dice: &mut Dice) -> Fought {
    let mut f = Battle {
        kind,
        attacker,
        defender,
        att: attacker.army,
        def: defender.army,
        att_judge: attacker.judge,
        def_judge: defender.judge,
        log: Vec::new(),
    };
    if rain && kind == Kind::Siege && f.rain_calls_off(dice) {
        return f.fought(Winner::Defender, true, false);
    }
    let att_lord = attacker.lord.is_some();
    let volley = volley_held(kind, f.att, f.def);
    let mut round = 1;
    loop {
        if let Some(w) = settled(kind, f.att, f.def, att_lord) {
            let withdrew = kind == Kind::Siege && w == Winner::Defender && !f.att.is_empty();
            return f.fought(w, withdrew, false);
        }
        if round > 500 {
            // Cannot happen with the thresholds of 15.1 (every army can hit); a guard against loops.
            return f.fought(Winner::Defender, false, false);
        }
        for step in round_steps(kind, round, volley) {
            if settled(kind, f.att, f.def, att_lord).is_some() {
                break;
            }
            f.exchange(round, step, dice);
        }
        round += 1;
        if settled(kind, f.att, f.def, att_lord).is_some() {
            continue;
        }
        // R-ADV-RETREAT-1: after a full round either side may retreat; if both, the attacker does.
        let wants = |side: &Side, army: Army| side.retreat_at.is_some_and(|t| army.total() <= t);
        let attacker_flees = wants(attacker, f.att);
        if !attacker_flees && !wants(defender, f.def) {
            continue;
        }
        f.pursue(attacker_flees, dice);
        let winner = if attacker_flees {
            Winner::Defender
        } else {
            Winner::Attacker
        };
        return f.fought(winner, false, true);
    }
}

/// A battle under way: the sides, the armies left, whether each side's országbíró may still
/// reroll, and the log.
struct Battle<'s> {
    kind: Kind,
    attacker: &'s Side,
    defender: &'s Side,
    att: Army,
    def: Army,
    att_judge: bool,
    def_judge: bool,
    log: Vec<String>,
}

impl Battle<'_> {
    fn fought(self, winner: Winner, withdrew: bool, retreated: bool) -> Fought {
        Fought {
            winner,
            attacker: self.att,
            defender: self.def,
            withdrew,
            retreated,
            log: self.log,
        }
    }

    /// Esős ősz (R-CARD-6): the besieger's 1-2, which his országbíró may reroll, calls the siege off.
    fn rain_calls_off(&mut self, dice: &mut Dice) -> bool {
        let mut r = dice.d6();
        if r <= 2 && self.att_judge {
            self.att_judge = false;
            r = dice.d6();
        }
        if r <= 2 {
            self.log.push(format!(
                "rain: the besieger rolls {r} and calls the siege off"
            ));
        }
        r <= 2
    }

    /// One step of a round: both sides roll at once, then both lose what the other hit.
    fn exchange(&mut self, round: u32, step: Step, dice: &mut Dice) {
        let (kind, attacker, defender) = (self.kind, self.attacker, self.defender);
        let cav_is_cav = kind == Kind::Open;
        // The lord's bonus lasts while his arm has units (R-LORD-4).
        let al = attacker.lord.filter(|l| self.att.get(l.arm) > 0);
        let dl = defender.lord.filter(|l| self.def.get(l.arm) > 0);
        let ga = groups(kind, step, true, self.att, al);
        let gd = groups(kind, step, false, self.def, dl);
        let (ax, ay) = roll(&ga, dice, &mut self.att_judge, &mut self.log);
        let (dx, dy) = roll(&gd, dice, &mut self.def_judge, &mut self.log);
        let on_def = priority(kind, true, attacker.chooser, attacker.order, dl);
        let on_att = priority(kind, false, defender.chooser, defender.order, al);
        let lost_def = casualties(self.def, cav_is_cav, ax, ay, on_def);
        let lost_att = casualties(self.att, cav_is_cav, dx, dy, on_att);
        self.att = self.att.minus(lost_att);
        self.def = self.def.minus(lost_def);
        let (att, def) = (self.att, self.def);
        self.log.push(format!(
            "round {round} {step:?}: attacker loses {lost_att}, defender loses {lost_def} ({att} v {def})"
        ));
    }

    /// R-ADV-RETREAT-2/3: the other side pursues, each unit one die at its normal threshold; a
    /// retreat from a siege is pursued by the defending archers only (4+), fleeing castle
    /// defenders by every attacker (5+).
    fn pursue(&mut self, attacker_flees: bool, dice: &mut Dice) {
        let (kind, attacker, defender) = (self.kind, self.attacker, self.defender);
        let cav_is_cav = kind == Kind::Open;
        let al = attacker.lord.filter(|l| self.att.get(l.arm) > 0);
        let dl = defender.lord.filter(|l| self.def.get(l.arm) > 0);
        let melee = Step::Melee { archers: true };
        if attacker_flees {
            let step = if kind == Kind::Siege {
                Step::SiegeArchers
            } else {
                melee
            };
            let (x, y) = roll(
                &groups(kind, step, false, self.def, dl),
                dice,
                &mut self.def_judge,
                &mut self.log,
            );
            let order = priority(kind, false, defender.chooser, defender.order, al);
            self.att = self
                .att
                .minus(casualties(self.att, cav_is_cav, x, y, order));
        } else {
            let step = if kind == Kind::Siege {
                Step::Assault
            } else {
                melee
            };
            let (x, y) = roll(
                &groups(kind, step, true, self.att, al),
                dice,
                &mut self.att_judge,
                &mut self.log,
            );
            let order = priority(kind, true, attacker.chooser, attacker.order, dl);
            self.def = self
                .def
                .minus(casualties(self.def, cav_is_cav, x, y, order));
        }
        let (att, def) = (self.att, self.def);
        self.log.push(format!(
            "the {} retreat under pursuit ({att} v {def})",
            if attacker_flees {
                "attackers"
            } else {
                "defenders"
            }
        ));
    }
}
