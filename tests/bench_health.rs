//! `korona bench health`: its closing lines are a contract that other tools read, one pair per game.
//! The figures themselves are measured, not checked here: one match per game and seat count keeps
//! the test quick, and the test checks only what the lines look like.

use std::process::{Command, Output};

const GAMES: [&str; 5] = ["oligarchs", "capitals", "kingdoms", "fiefs", "thrones"];

fn korona(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_korona"))
        .args(args)
        .output()
        .expect("korona runs")
}

#[test]
fn health_closes_with_a_decisive_share_and_an_unused_count_for_every_game() {
    let out = korona(&["bench", "health", "--matches", "1"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = stdout.lines().collect();
    let closing = &lines[lines.len() - 2 * GAMES.len()..];
    for (i, game) in GAMES.iter().enumerate() {
        let decisive = closing[2 * i]
            .strip_prefix(&format!("bench: health-{game}-decisive "))
            .unwrap_or_else(|| panic!("line {} is not {game}'s decisive share:\n{stdout}", 2 * i));
        let fraction: f64 = decisive
            .parse()
            .unwrap_or_else(|_| panic!("`{decisive}` is not a fraction"));
        assert!(
            (0.0..=1.0).contains(&fraction) && decisive.len() == 5,
            "`{decisive}`: a fraction with three decimals"
        );
        let unused = closing[2 * i + 1]
            .strip_prefix(&format!("bench: health-{game}-unused-orders "))
            .unwrap_or_else(|| {
                panic!("line {} is not {game}'s unused count:\n{stdout}", 2 * i + 1)
            });
        assert!(unused.parse::<usize>().is_ok(), "`{unused}` is not a count");
        // Each game's own lines before the closing block: the table the figures sum up.
        assert!(
            stdout.contains(&format!(
                "health: {game} 2 seats, 1 hard matches: decisive "
            )),
            "{stdout}"
        );
    }
}

#[test]
fn health_for_one_game_prints_only_its_lines_and_an_unknown_game_is_refused() {
    let out = korona(&["bench", "health", "--game", "capitals", "--matches", "1"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let contract: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("bench: "))
        .collect();
    assert_eq!(contract.len(), 2, "{stdout}");
    assert!(contract[0].starts_with("bench: health-capitals-decisive "));
    assert!(contract[1].starts_with("bench: health-capitals-unused-orders "));

    let out = korona(&["bench", "health", "--game", "chess"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("`chess`") && GAMES.iter().all(|g| stderr.contains(g)),
        "names the bad game and the accepted ones: {stderr}"
    );
}

#[test]
fn every_game_declares_its_order_kinds_and_help_is_not_one() {
    for game in korona_games::registry() {
        let kinds = game.order_kinds();
        let id = game.info().id;
        assert!(kinds.len() >= 5, "{id} declares its order words: {kinds:?}");
        assert!(!kinds.contains(&"help"), "{id}: `help` gives no order");
    }
}

#[test]
fn a_kind_left_to_people_is_an_order_kind_and_says_why() {
    for game in korona_games::registry() {
        let id = game.info().id;
        for (kind, why) in game.kinds_bots_leave() {
            assert!(game.order_kinds().contains(kind), "{id}: `{kind}`");
            assert!(why.len() > 20, "{id}: `{kind}` needs a reason: {why:?}");
        }
    }
    // R-BOT-4: oligarchs' bots never sell an office, so never offer.
    let oligarchs = korona_games::find("oligarchs").unwrap();
    let left: Vec<&str> = oligarchs.kinds_bots_leave().iter().map(|k| k.0).collect();
    assert_eq!(left, ["sell", "offer"]);
}
