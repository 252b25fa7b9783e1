//! `korona odds`: a battle's exact outcome probabilities, from the game's own odds computation.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct OddsArgs {
    /// The game (default: the only hosted game that has battle odds).
    #[arg(long)]
    pub game: Option<String>,
    /// oligarchs: open | terrain | siege (kingdoms has one kind of battle and takes none)
    #[arg(long)]
    pub battle: Option<String>,
    /// The attacking army, e.g. 2C,3I,1A (oligarchs) or 3S,2K (kingdoms).
    #[arg(long)]
    pub attacker: String,
    /// The defending army, e.g. 3I,2A.
    #[arg(long)]
    pub defender: String,
    /// The arm the attacking lord leads (C, I or A), if a lord is present.
    #[arg(long = "attacker-lord")]
    pub attacker_lord: Option<String>,
    /// The arm the defending lord leads (C, I or A), if a lord is present.
    #[arg(long = "defender-lord")]
    pub defender_lord: Option<String>,
    /// Print one JSON object with the keys attacker, defender, neither (and the game's extra keys,
    /// e.g. kingdoms' attacker_left, defender_left).
    #[arg(long)]
    pub json: bool,
}

impl OddsArgs {
    /// The query in the game's odds language.
    pub fn query(&self) -> String {
        let mut q = format!("attacker={} defender={}", self.attacker, self.defender);
        if let Some(battle) = &self.battle {
            q = format!("{battle} {q}");
        }
        if let Some(l) = &self.attacker_lord {
            q.push_str(&format!(" attacker-lord={l}"));
        }
        if let Some(l) = &self.defender_lord {
            q.push_str(&format!(" defender-lord={l}"));
        }
        q
    }
}

pub fn run(args: OddsArgs) -> ExitCode {
    let with_odds: Vec<_> = korona_games::registry()
        .iter()
        .filter(|g| g.info().words.odds)
        .collect();
    let game = match (&args.game, with_odds.as_slice()) {
        (Some(id), _) => korona_games::find(id),
        (None, [only]) => Some(**only),
        (None, _) => None,
    };
    let Some(game) = game else {
        eprintln!(
            "no game `{}`; accepted: {}",
            args.game.as_deref().unwrap_or("with odds"),
            crate::service::game_ids(korona_games::registry).join(", ")
        );
        return ExitCode::from(2);
    };
    match game.odds(&args.query()) {
        Ok(odds) if args.json => {
            println!("{odds}");
            ExitCode::SUCCESS
        }
        Ok(odds) => {
            for key in ["attacker", "defender", "neither"] {
                let p = odds[key].as_f64().unwrap_or(f64::NAN);
                println!("{key:<9} {:>8.4}%", p * 100.0);
            }
            for key in ["attacker_left", "defender_left"] {
                if let Some(left) = odds[key].as_str() {
                    println!("{key:<13} {left}");
                }
            }
            ExitCode::SUCCESS
        }
        Err(refusal) => {
            eprintln!("{refusal}");
            ExitCode::from(2)
        }
    }
}
