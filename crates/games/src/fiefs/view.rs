//! The public view and the text board (fiefs has no secrets, R-FIEF-ORD-5).

use super::map::{Hx, Terrain};
use super::rules::legal_actions;
use super::state::{HoldingKind, State, UnitKind};
use korona_engine::{msg, Lang, Message};
use serde::{Serialize, Serializer};
use serde_json::{json, Value};

/// What a viewer sees of a fiefs match: the whole position.
#[derive(Clone, Debug)]
pub struct View(pub State);

impl Serialize for View {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        json_of(&self.0).serialize(s)
    }
}

fn json_of(s: &State) -> Value {
    let houses: Vec<Value> = (0..s.seats())
        .map(|p| {
            let h = &s.houses[p as usize];
            json!({
                "seat": p,
                "house": h.name(),
                "site": h.site.to_string(),
                "gold": h.gold,
                "tax": h.tax,
                "population": s.population(p),
                "army": s.army(p),
                "fiefs": s.fiefs(p),
                "income": s.income(p),
                "quartermaster": h.quartermaster,
                "out": h.out,
            })
        })
        .collect();
    json!({
        "round": s.round,
        "season": s.season().name(),
        "to_move": s.to_move,
        "targets": s.options,
        "houses": houses,
        "finish": s.finish,
        "map": s.map.name,
        "board": (0..s.map.rows).map(|r| (0..s.map.cols).map(|c| code(s, Hx::new(c, r))).collect::<Vec<_>>()).collect::<Vec<_>>(),
    })
}

/// One hex as text: terrain (`.` plain, `f` forest, `^` mountain, `~` lake, `*` frozen lake), owner
/// (seat digit or `-`), holding (`C` castle, `V` village, `O` outpost, or `-`) with its pop, and a
/// unit (`s` spearman, `k` knight, `b` bowman) with its owner's digit.
pub fn code(s: &State, h: Hx) -> String {
    let t = s.tile(h);
    let mut out = String::new();
    out.push(match s.map.terrain(h) {
        Terrain::Plain => '.',
        Terrain::Forest => 'f',
        Terrain::Mountain => '^',
        Terrain::Lake if s.passable(h) => '*',
        Terrain::Lake => '~',
    });
    out.push(t.owner.map_or('-', |o| (b'0' + o) as char));
    match t.holding {
        Some(x) => {
            out.push(match x.kind {
                HoldingKind::Castle => 'C',
                HoldingKind::Village => 'V',
                HoldingKind::Outpost => 'O',
            });
            out.push((b'0' + x.pop) as char);
        }
        None => out.push_str("--"),
    }
    match t.unit {
        Some(u) => {
            out.push(match u.kind {
                UnitKind::Spearman => 's',
                UnitKind::Knight => 'k',
                UnitKind::Bowman => 'b',
            });
            out.push((b'0' + u.owner) as char);
        }
        None => out.push_str("--"),
    }
    out
}

/// The text board: the hex codes (see [`code`]), then the key and status lines in `lang`.
pub fn describe_in(s: &State, lang: Lang) -> String {
    let say = |m: Message| super::words::catalog(lang).render(&m) + "\n";
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let mut out = String::from("   ");
    for c in 0..s.map.cols {
        out.push_str(&format!("{:<7}", (b'A' + c) as char));
    }
    out = out.trim_end().to_string();
    out.push('\n');
    for r in 0..s.map.rows {
        out.push_str(&format!("{:>2} ", r + 1));
        if r % 2 == 1 {
            out.push_str("   ");
        }
        let line: Vec<String> = (0..s.map.cols).map(|c| code(s, Hx::new(c, r))).collect();
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    out.push_str(&say(msg!("fiefs-board-key")));
    for p in 0..s.seats() {
        let h = &s.houses[p as usize];
        out.push_str(&say(msg!(
            "fiefs-board-house",
            player = p,
            house = h.name(),
            gold = h.gold,
            tax = h.tax,
            tax_goal = s.options.tax,
            pop = s.population(p),
            pop_goal = s.options.pop,
            army = s.army(p),
            army_goal = s.options.army,
            fiefs = s.fiefs(p),
            quartermaster = yes_no(h.quartermaster),
            out = yes_no(h.out)
        )));
    }
    match &s.finish {
        Some(f) => out.push_str(&say(match f.winner {
            Some(w) => msg!(
                "fiefs-board-over-wins",
                player = w,
                house = s.houses[w as usize].name(),
                reason = f.reason.clone()
            ),
            None => msg!("fiefs-scene-over-draw", reason = f.reason.clone()),
        })),
        None => out.push_str(&say(msg!(
            "fiefs-board-turn",
            round = s.round,
            rounds = s.options.rounds,
            season = s.season().name(),
            player = s.to_move,
            orders = legal_actions(s, s.to_move).len()
        ))),
    }
    out
}
