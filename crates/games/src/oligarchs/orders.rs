//! The text order language (docs/games/oligarchs.md). County names: any case, accents optional, unique
//! prefixes. Refusals name the bad word and list what would have been accepted.

use super::army::{Arm, Army};
use super::extra_step::Policy;
use super::map::CountyId;
use super::state::State;
use korona_engine::msg;
use korona_engine::Refusal;
use serde::{Deserialize, Serialize};

/// One group of pieces a step takes from one county (R-MOVE-4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    pub from: CountyId,
    pub units: Army,
    pub lord: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Phase II: the whole recruitment of the turn (R-RECRUIT-8); empty = recruit nothing.
    Recruit(Vec<(CountyId, Army)>),
    /// Phase III: one step into `to` (R-MOVE-4).
    Move { to: CountyId, parts: Vec<Part> },
    /// Phase III: finish movement for the year (R-MOVE-3); in phase II, recruit nothing.
    Pass,
    /// Phase V: a sealed bid (R-ELECT-5).
    Bid(u32),
    /// A step kept for the seat's next movement turn (R-MOVE-19); `None` clears the queue.
    Queue(Option<(CountyId, Vec<Part>)>),
    /// The secret starting placement (R-SETUP-11).
    Place(super::setup::Placement),
    /// Before 1301 with 2-3 players: one neutral field unit into a county (R-SETUP-13).
    Garrison { county: CountyId, arm: Arm },
    /// Put an office one holds up for public auction (R-OFFICE-5).
    Sell(usize),
    /// An offer in an open office auction.
    Offer(u32),
    /// Money to another seat, public and final (R-DIPLO-2).
    Give { to: u8, amount: u32 },
    /// Standing order: the arms to lose first to an event card (`None`: cheapest first).
    Losses(Option<[Arm; 3]>),
    /// Standing order: counties whose units an event card takes only when no other stack can pay.
    Spare(Vec<CountyId>),
    /// Standing order: as a liege, veto (true) or approve the vassals' attacks and castle emptying.
    Veto(bool),
    /// Standing order: after a battle the lord won, ask for the extra step, gather, or never take it.
    ExtraStep(super::extra_step::Policy),
    /// Standing order (traditional order): as start player move `last` (true) or first.
    Lead(bool),
    /// Standing order: offer (true) or refuse the vassal oath when defeated by a player.
    Oath(bool),
    /// Standing order: accept (true, if the loser holds a castle) or refuse defeated lords' oaths.
    Vassals(bool),
    /// Standing order: ADV retreat threshold in percent of the army's starting size; `None`: never.
    Retreat(Option<u32>),
    /// Standing order: the order in which this seat removes enemy units it hits.
    Casualties(Option<[Arm; 3]>),
    /// Standing order: the arm the lord leads (`None`: the default).
    LordArm(Option<Arm>),
    /// Standing order: the országbíró's reroll (auto = default policy, or never).
    Reroll(bool),
}

pub const VERBS: [&str; 22] = [
    "losses",
    "spare",
    "place",
    "garrison",
    "veto",
    "extrastep",
    "sell",
    "offer",
    "lead",
    "oath",
    "vassals",
    "retreat",
    "queue",
    "give",
    "move",
    "pass",
    "recruit",
    "bid",
    "casualties",
    "lordarm",
    "reroll",
    "help",
];

fn county(state: &State, word: &str) -> Result<CountyId, Refusal> {
    state.map().find(word).map_err(|cands| {
        let id = if cands.len() < state.map().counties.len() {
            "oligarchs-county-ambiguous"
        } else {
            "oligarchs-not-a-county"
        };
        Refusal::at(word, msg!(id, word = word)).accepting(cands)
    })
}

/// A unit token such as `2c1i`, `a`, `all`, or the `lord`.
enum Piece {
    Units(Army),
    All,
    Lord,
}

fn piece(word: &str) -> Option<Piece> {
    match word.to_ascii_lowercase().as_str() {
        "all" => Some(Piece::All),
        "lord" | "l" => Some(Piece::Lord),
        w => Army::parse(w).map(Piece::Units),
    }
}

/// A piece count too large to hold (`99999999999999999999c`): refused as a count with its range,
/// where it would otherwise fall through to "not a county".
fn count_too_large(word: &str) -> Option<Refusal> {
    let mut ones = String::new();
    let mut digits = String::new();
    let mut overflow = false;
    for ch in word.chars().chain([' ']) {
        if ch.is_ascii_digit() {
            digits.push(ch);
            continue;
        }
        if !digits.is_empty() {
            overflow |= digits.parse::<u32>().is_err();
            ones.push('1');
            digits.clear();
        }
        ones.push(ch);
    }
    (overflow && Army::parse(&ones).is_some()).then(|| {
        Refusal::at(
            word,
            msg!(
                "engine-count-out-of-range",
                min = 1,
                max = i64::from(u32::MAX)
            ),
        )
    })
}

fn arm_list(word: &str) -> Result<[Arm; 3], Refusal> {
    let arms: Vec<Option<Arm>> = word
        .split([',', ' '])
        .filter(|s| !s.is_empty())
        .map(Arm::parse)
        .collect();
    match arms.as_slice() {
        [Some(a), Some(b), Some(c)] if a != b && b != c && a != c => Ok([*a, *b, *c]),
        _ => Err(
            Refusal::at(word, msg!("oligarchs-give-three-arms-in-order"))
                .accepting(["I,A,C", "C,I,A", "A,I,C", "default"]),
        ),
    }
}

pub fn parse(state: &State, text: &str) -> Result<Action, Refusal> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let Some(&verb) = words.first() else {
        return Err(Refusal::new(msg!("oligarchs-empty-order")).accepting(VERBS));
    };
    let rest = &words[1..];
    match verb.to_ascii_lowercase().as_str() {
        "pass" | "done" => Ok(Action::Pass),
        "garrison" => {
            let usage = [
                "garrison <county> C",
                "garrison <county> I",
                "garrison <county> A",
            ];
            let [c, a] = rest else {
                return Err(
                    Refusal::new(msg!("oligarchs-garrison-needs-county-and-arm")).accepting(usage),
                );
            };
            let arm = Arm::parse(a).ok_or_else(|| {
                Refusal::at(*a, msg!("oligarchs-arm-is-c-i-or")).accepting(["C", "I", "A"])
            })?;
            Ok(Action::Garrison {
                county: county(state, c)?,
                arm,
            })
        }
        "bid" => {
            let w = rest.first().ok_or_else(|| {
                Refusal::new(msg!("oligarchs-bid-needs-amount-in-garas"))
                    .accepting(["bid 0", "bid 12"])
            })?;
            w.parse::<u32>().map(Action::Bid).map_err(|_| {
                Refusal::at(*w, msg!("oligarchs-bid-is-whole-number-of"))
                    .accepting(["0", "5", "12"])
            })
        }
        "casualties" => {
            let joined = rest.join(",");
            if joined.eq_ignore_ascii_case("default") {
                return Ok(Action::Casualties(None));
            }
            arm_list(&joined).map(|a| Action::Casualties(Some(a)))
        }
        "lordarm" => match rest.first().map(|w| w.to_ascii_lowercase()) {
            Some(w) if w == "auto" || w == "default" => Ok(Action::LordArm(None)),
            Some(w) => Arm::parse(&w)
                .map(|a| Action::LordArm(Some(a)))
                .ok_or_else(|| {
                    Refusal::at(w, msg!("oligarchs-not-arm")).accepting(["C", "I", "A", "auto"])
                }),
            None => Err(Refusal::new(msg!("oligarchs-lordarm-needs-arm"))
                .accepting(["C", "I", "A", "auto"])),
        },
        "reroll" => {
            match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
                Some("auto") => Ok(Action::Reroll(true)),
                Some("never") => Ok(Action::Reroll(false)),
                Some(w) => Err(Refusal::at(w, msg!("oligarchs-reroll-is-auto-or-never"))
                    .accepting(["auto", "never"])),
                None => Err(Refusal::new(msg!("oligarchs-reroll-needs-policy"))
                    .accepting(["auto", "never"])),
            }
        }
        "recruit" => {
            if rest.first().is_some_and(|w| w.eq_ignore_ascii_case("none")) || rest.is_empty() {
                return Ok(Action::Recruit(Vec::new()));
            }
            let mut list = Vec::new();
            let mut i = 0;
            while i < rest.len() {
                let c = county(state, rest[i])?;
                let w = rest.get(i + 1).ok_or_else(|| {
                    Refusal::new(msg!(
                        "oligarchs-what-to-recruit-in",
                        county = state.map().name(c)
                    ))
                    .accepting(["1c", "2i1a"])
                })?;
                let army = Army::parse(w).ok_or_else(|| {
                    Refusal::at(*w, msg!("oligarchs-not-list-of-units"))
                        .accepting(["1c", "2i", "2i1a"])
                })?;
                list.push((c, army));
                i += 2;
            }
            Ok(Action::Recruit(list))
        }
        "move" => {
            let to_word = rest.first().ok_or_else(|| {
                Refusal::new(msg!("oligarchs-move-needs-destination-county"))
                    .accepting(["move Hont Bars 2i1c lord"])
            })?;
            let to = county(state, to_word)?;
            let mut parts: Vec<Part> = Vec::new();
            for &w in &rest[1..] {
                match (piece(w), parts.last_mut()) {
                    (Some(p), Some(part)) => match p {
                        Piece::Units(a) => part.units = part.units.plus(a),
                        Piece::All => {
                            part.units = state.counties[part.from]
                                .units
                                .minus(state.counties[part.from].moved)
                        }
                        Piece::Lord => part.lord = true,
                    },
                    (Some(_), None) => {
                        return Err(
                            Refusal::at(w, msg!("oligarchs-name-county-pieces-come-from"))
                                .accepting(state.map().names()),
                        )
                    }
                    (None, _) => parts.push(Part {
                        from: county(state, w).map_err(|e| count_too_large(w).unwrap_or(e))?,
                        units: Army::default(),
                        lord: false,
                    }),
                }
            }
            if parts.is_empty() {
                return Err(Refusal::new(msg!("oligarchs-move-needs-county-to-move"))
                    .accepting(["move Hont Bars 2i1c lord"]));
            }
            if let Some(p) = parts.iter().find(|p| p.units.is_empty() && !p.lord) {
                let name = state.map().name(p.from).to_string();
                return Err(
                    Refusal::at(name, msg!("oligarchs-say-which-pieces-move-from"))
                        .accepting(["all", "2i1c", "lord"]),
                );
            }
            Ok(Action::Move { to, parts })
        }
        "losses" => {
            let joined = rest.join(",");
            if joined.eq_ignore_ascii_case("default") {
                return Ok(Action::Losses(None));
            }
            arm_list(&joined).map(|a| Action::Losses(Some(a)))
        }
        "spare" => {
            if rest.len() == 1 && rest[0].eq_ignore_ascii_case("none") {
                return Ok(Action::Spare(Vec::new()));
            }
            if rest.is_empty() {
                return Err(Refusal::new(msg!("oligarchs-spare-needs-counties-or-none"))
                    .accepting(["spare Nyitra Bars", "spare none"]));
            }
            let mut list = Vec::new();
            for w in rest {
                let c = county(state, w)?;
                if !list.contains(&c) {
                    list.push(c);
                }
            }
            Ok(Action::Spare(list))
        }
        "veto" => match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
            Some("on") => Ok(Action::Veto(true)),
            Some("off") => Ok(Action::Veto(false)),
            Some(w) => {
                Err(Refusal::at(w, msg!("oligarchs-veto-is-on-or-off")).accepting(["on", "off"]))
            }
            None => {
                Err(Refusal::new(msg!("oligarchs-veto-needs-on-or-off")).accepting(["on", "off"]))
            }
        },
        "extrastep" => {
            let choices = ["ask", "gather", "none"];
            match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
                Some("ask") => Ok(Action::ExtraStep(Policy::Ask)),
                Some("gather") => Ok(Action::ExtraStep(Policy::Gather)),
                Some("none") => Ok(Action::ExtraStep(Policy::Never)),
                Some(w) => {
                    Err(Refusal::at(w, msg!("oligarchs-extrastep-is-ask-gather-or"))
                        .accepting(choices))
                }
                None => {
                    Err(Refusal::new(msg!("oligarchs-extrastep-needs-choice")).accepting(choices))
                }
            }
        }
        "lead" => match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
            Some("first") => Ok(Action::Lead(false)),
            Some("last") => Ok(Action::Lead(true)),
            Some(w) => Err(Refusal::at(w, msg!("oligarchs-lead-is-first-or-last"))
                .accepting(["first", "last"])),
            None => {
                Err(Refusal::new(msg!("oligarchs-lead-needs-choice")).accepting(["first", "last"]))
            }
        },
        "oath" => {
            match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
                Some("offer") => Ok(Action::Oath(true)),
                Some("refuse") => Ok(Action::Oath(false)),
                Some(w) => Err(Refusal::at(w, msg!("oligarchs-oath-is-offer-or-refuse"))
                    .accepting(["offer", "refuse"])),
                None => Err(Refusal::new(msg!("oligarchs-oath-needs-choice"))
                    .accepting(["offer", "refuse"])),
            }
        }
        "vassals" => match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
            Some("accept") => Ok(Action::Vassals(true)),
            Some("refuse") => Ok(Action::Vassals(false)),
            Some(w) => Err(
                Refusal::at(w, msg!("oligarchs-vassals-is-accept-or-refuse"))
                    .accepting(["accept", "refuse"]),
            ),
            None => Err(Refusal::new(msg!("oligarchs-vassals-needs-choice"))
                .accepting(["accept", "refuse"])),
        },
        "retreat" => {
            match rest.first().map(|w| w.to_ascii_lowercase()) {
                Some(w) if w == "never" => Ok(Action::Retreat(None)),
                Some(w) => w
                    .trim_end_matches('%')
                    .parse::<u32>()
                    .ok()
                    .filter(|&p| p <= 100)
                    .map(|p| Action::Retreat(Some(p)))
                    .ok_or_else(|| {
                        Refusal::at(w, msg!("oligarchs-percentage-from-0-to-100"))
                            .accepting(["50%", "never"])
                    }),
                None => Err(Refusal::new(msg!("oligarchs-retreat-needs-threshold"))
                    .accepting(["50%", "never"])),
            }
        }
        "queue" => {
            if rest
                .first()
                .is_some_and(|w| w.eq_ignore_ascii_case("clear"))
            {
                return Ok(Action::Queue(None));
            }
            match parse(state, &rest.join(" "))? {
                Action::Move { to, parts } => Ok(Action::Queue(Some((to, parts)))),
                _ => Err(Refusal::at(
                    rest.first().copied().unwrap_or("queue"),
                    msg!("oligarchs-only-steps-can-be-queued"),
                )
                .accepting(["queue move Hont Bars 2i", "queue clear"])),
            }
        }
        "place" => {
            let mut units: Vec<(CountyId, Army)> = Vec::new();
            let mut lord = None;
            let mut i = 0;
            while i < rest.len() {
                if rest[i].eq_ignore_ascii_case("lord") {
                    let w = rest.get(i + 1).ok_or_else(|| {
                        Refusal::new(msg!("oligarchs-lord-where")).accepting(state.map().names())
                    })?;
                    lord = Some(county(state, w)?);
                    i += 2;
                    continue;
                }
                let c = county(state, rest[i])?;
                let w = rest.get(i + 1).ok_or_else(|| {
                    Refusal::new(msg!(
                        "oligarchs-what-to-place-in",
                        county = state.map().name(c)
                    ))
                    .accepting(["2i1c", "1a"])
                })?;
                let army = Army::parse(w).ok_or_else(|| {
                    Refusal::at(*w, msg!("oligarchs-not-list-of-units")).accepting(["2i1c", "1a"])
                })?;
                units.push((c, army));
                i += 2;
            }
            let lord = lord.ok_or_else(|| {
                Refusal::new(msg!("oligarchs-say-where-lord-stands-lord"))
                    .accepting(["lord Nyitra"])
            })?;
            Ok(Action::Place(super::setup::Placement { units, lord }))
        }
        "sell" => {
            let offices = ["orszagbiro", "tarnokmester", "nador"];
            let w = rest.first().ok_or_else(|| {
                Refusal::new(msg!("oligarchs-sell-which-office")).accepting(offices)
            })?;
            super::sale::office(w)
                .map(Action::Sell)
                .ok_or_else(|| Refusal::at(*w, msg!("oligarchs-not-office")).accepting(offices))
        }
        "offer" => {
            let w = rest.first().ok_or_else(|| {
                Refusal::new(msg!("oligarchs-offer-needs-amount")).accepting(["offer 5"])
            })?;
            w.parse::<u32>().map(Action::Offer).map_err(|_| {
                Refusal::at(*w, msg!("oligarchs-whole-number-of-garas")).accepting(["5", "12"])
            })
        }
        "give" => {
            let usage = || Refusal::new(msg!("oligarchs-give-seat-garas")).accepting(["give 2 10"]);
            let seat_word = rest.first().ok_or_else(usage)?;
            let to = seat_word
                .trim_start_matches("seat")
                .parse::<u8>()
                .ok()
                .filter(|&s| s < state.seats());
            let to = to.ok_or_else(|| {
                Refusal::at(*seat_word, msg!("oligarchs-not-seat"))
                    .accepting((0..state.seats()).map(|s| s.to_string()))
            })?;
            let amount_word = rest.get(1).ok_or_else(usage)?;
            let amount = amount_word.parse::<u32>().map_err(|_| {
                Refusal::at(*amount_word, msg!("oligarchs-whole-number-of-garas"))
                    .accepting(["1", "10"])
            })?;
            Ok(Action::Give { to, amount })
        }
        "help" => Err(Refusal::new(msg!("oligarchs-orders")).accepting(VERBS)),
        _ => Err(Refusal::at(verb, msg!("oligarchs-unknown-order")).accepting(VERBS)),
    }
}

pub fn format(state: &State, action: &Action) -> String {
    let name = |c: CountyId| state.map().name(c).to_string();
    match action {
        Action::Recruit(list) if list.is_empty() => "recruit none".into(),
        Action::Recruit(list) => {
            let parts: Vec<String> = list
                .iter()
                .map(|(c, a)| format!("{} {a}", name(*c)))
                .collect();
            format!("recruit {}", parts.join(" "))
        }
        Action::Move { to, parts } => {
            let mut s = format!("move {}", name(*to));
            for p in parts {
                s.push_str(&format!(" {}", name(p.from)));
                if !p.units.is_empty() {
                    s.push_str(&format!(" {}", p.units));
                }
                if p.lord {
                    s.push_str(" lord");
                }
            }
            s
        }
        Action::Pass => "pass".into(),
        Action::Queue(None) => "queue clear".into(),
        Action::Queue(Some((to, parts))) => {
            format!(
                "queue {}",
                format(
                    state,
                    &Action::Move {
                        to: *to,
                        parts: parts.clone()
                    }
                )
            )
        }
        Action::Give { to, amount } => format!("give {to} {amount}"),
        Action::Place(p) => {
            let parts: Vec<String> = p
                .units
                .iter()
                .map(|(c, a)| format!("{} {a}", name(*c)))
                .collect();
            format!("place {} lord {}", parts.join(" "), name(p.lord))
        }
        Action::Sell(o) => format!("sell {}", ["orszagbiro", "tarnokmester", "nador"][*o]),
        Action::Offer(n) => format!("offer {n}"),
        Action::Losses(None) => "losses default".into(),
        Action::Losses(Some(o)) => format!(
            "losses {},{},{}",
            o[0].letter(),
            o[1].letter(),
            o[2].letter()
        ),
        Action::Spare(list) if list.is_empty() => "spare none".into(),
        Action::Spare(list) => {
            let names: Vec<&str> = list.iter().map(|&c| state.map().name(c)).collect();
            format!("spare {}", names.join(" "))
        }
        Action::Veto(true) => "veto on".into(),
        Action::Veto(false) => "veto off".into(),
        Action::Garrison { county, arm } => {
            format!("garrison {} {}", state.map().name(*county), arm.letter())
        }
        Action::ExtraStep(Policy::Ask) => "extrastep ask".into(),
        Action::ExtraStep(Policy::Gather) => "extrastep gather".into(),
        Action::ExtraStep(Policy::Never) => "extrastep none".into(),
        Action::Lead(false) => "lead first".into(),
        Action::Lead(true) => "lead last".into(),
        Action::Oath(true) => "oath offer".into(),
        Action::Oath(false) => "oath refuse".into(),
        Action::Vassals(true) => "vassals accept".into(),
        Action::Vassals(false) => "vassals refuse".into(),
        Action::Retreat(None) => "retreat never".into(),
        Action::Retreat(Some(p)) => format!("retreat {p}%"),
        Action::Bid(n) => format!("bid {n}"),
        Action::Casualties(None) => "casualties default".into(),
        Action::Casualties(Some(o)) => format!(
            "casualties {},{},{}",
            o[0].letter(),
            o[1].letter(),
            o[2].letter()
        ),
        Action::LordArm(None) => "lordarm auto".into(),
        Action::LordArm(Some(a)) => format!("lordarm {}", a.letter()),
        Action::Reroll(true) => "reroll auto".into(),
        Action::Reroll(false) => "reroll never".into(),
    }
}
