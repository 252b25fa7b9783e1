//! Smaller rules: game length, seats, lots, secrecy, the lord and the castle cap, captivity play.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_engine::{Dice, MatchSeed, Ruleset, Seat, Viewer};
use korona_games::oligarchs::army::Army;
use korona_games::oligarchs::map::Variant;
use korona_games::oligarchs::state::{Faction, LordAt, Options, Phase};
use korona_games::oligarchs::Oligarchs;

// R-GEN-1 R-MAP-11 R-ELECT-1 R-ADV-MAP-1: BASIC 1301-1308 with elections after 1303 and 1306; ADV to 1312
// with one more after 1309.
#[test]
fn r_gen_1_years_and_election_years() {
    for (variant, last, elections) in [
        ("basic", 1308, vec![1303, 1306]),
        ("adv", 1312, vec![1303, 1306, 1309]),
    ] {
        let mut s = blank(variant, 2);
        assert_eq!(s.last_year(), last);
        let mut got = Vec::new();
        for y in 1301..=last {
            s.year = y;
            if s.is_election_year() {
                got.push(y);
            }
        }
        assert_eq!(got, elections);
    }
}

// R-GEN-2: 2 to 6 players.
#[test]
fn r_gen_2_player_counts() {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(1), 0);
    for n in [0u8, 1, 7] {
        assert!(Oligarchs.setup(&options("basic"), n, &mut dice).is_err());
    }
}

// R-ADV-MAP-2 R-CASTLE-5: modules (the castle arm limit too) are on in ADV and off in BASIC by default; any can be switched.
#[test]
fn r_adv_map_2_module_defaults() {
    let adv = Options::for_variant(Variant::Adv);
    assert!(adv.arm_limit && adv.pinning && adv.retreat);
    let basic = Options::for_variant(Variant::Basic);
    assert!(!basic.arm_limit && !basic.pinning && !basic.retreat);
    let o = Oligarchs
        .options(&[
            ("variant".into(), "basic".into()),
            ("retreat".into(), "on".into()),
        ])
        .unwrap();
    assert!(o.retreat);
}

// R-SETUP-1 R-SETUP-8 R-GEN-7: lords and the start player are drawn by seeded lot; the same seed repeats;
// turn order skips players who are out.
#[test]
fn r_setup_1_lots_come_from_the_seed() {
    let provinces = |seed| {
        game("basic", 6, seed)
            .players
            .iter()
            .map(|p| p.province)
            .collect::<Vec<_>>()
    };
    assert_eq!(provinces(3), provinces(3));
    let distinct: std::collections::BTreeSet<Vec<usize>> = (0..8).map(provinces).collect();
    assert!(distinct.len() > 1);
    let starts: std::collections::BTreeSet<u8> =
        (0..20).map(|seed| game("basic", 6, seed).start).collect();
    assert!(starts.len() > 1);
    let mut s = blank("basic", 4);
    s.players[1].out = true;
    assert_eq!(s.order_from(3), vec![3, 0, 2]);
}

// R-LORD-1 R-CASTLE-1: the lord is no unit: 7 units and the lord fit in a castle.
#[test]
fn r_lord_1_lord_not_counted_in_the_cap() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "6i");
    lord(&mut s, 0, "Pozsony");
    put(&mut s, "Nyitra", p(0), "1i");
    let s = order(&s, 0, "move nyitra pozsony 6i lord").unwrap();
    assert_eq!(units(&s, "Nyitra"), Army::new(0, 7, 0));
    assert_eq!(s.lord_county(0), Some(id(&s, "Nyitra")));
}

// R-ADV-CASTLE-3: a besieging ADV army must obey the arm limit.
#[test]
fn r_adv_castle_3_besiegers_obey_the_arm_limit() {
    let mut s = blank("adv", 2);
    put(&mut s, "Pozsony", p(0), "1c5i");
    put(&mut s, "Nyitra", Faction::Crown, "1i");
    let e = order(&s, 0, "move nyitra pozsony 1c5i").unwrap_err();
    assert!(
        {
            let probe = &e;
            eprintln!(
                "IDPROBE tests/oligarchs_misc.rs:{} 'arm limit' {}",
                line!(),
                probe.id()
            );
            true
        },
        "{e}"
    );
    assert!(order(&s, 0, "move nyitra pozsony 1c3i").is_ok());
}

// R-INFO-4 R-INFO-5 R-LORD-8 R-INFO-6 R-INFO-9: standing orders (the lord's arm too) and queued steps
// are private; positions and the captive
// lords' timeline are public.
#[test]
fn r_info_4_private_orders_public_positions() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "2i");
    let s = order(&s, 0, "casualties a,i,c").unwrap();
    let mut s = order(&s, 0, "lordarm c").unwrap();
    put(&mut s, "Abaúj", p(1), "2i");
    let s = order(&s, 1, "queue move saros abauj 1i").unwrap();
    let mine = Oligarchs.view_json(&s, Viewer::Seat(Seat(0)));
    let theirs = Oligarchs.view_json(&s, Viewer::Seat(Seat(1)));
    assert!(mine["players"][0]["standing"]["casualties"].is_array());
    assert!(theirs["players"][0]["standing"]["casualties"].is_null());
    assert_eq!(mine["players"][0]["standing"]["lord_arm"], "C");
    assert!(theirs["players"][0]["standing"]["lord_arm"].is_null());
    assert_eq!(theirs["players"][1]["queue"].as_array().unwrap().len(), 1);
    assert_eq!(mine["players"][1]["queue"], serde_json::json!([]));
    let pozsony = id(&s, "Pozsony");
    assert_eq!(theirs["counties"][pozsony]["units"]["i"], 2);
    assert_eq!(
        Oligarchs.view_json(&s, Viewer::Spectator)["players"][1]["lord"]["Captive"]["dies"],
        2000
    );
}

// R-CAPTURE-7: while his lord is captive a player moves and recruits on.
#[test]
fn r_capture_7_captive_players_play_on() {
    let mut s = blank("basic", 2);
    put(&mut s, "Pozsony", p(0), "2i");
    assert!(matches!(s.players[0].lord, LordAt::Captive { .. }));
    assert!(order(&s, 0, "move nyitra pozsony 1i").is_ok());
    s.phase = Phase::Recruit { turn: 0 };
    s.players[0].treasury = 5;
    put(&mut s, "Nyitra", p(0), "1i");
    assert!(order(&s, 0, "recruit nyitra 1i").is_ok());
}

// The text view counts in the singular and plural: "1 castle, 1 county", "2 castles, 2 counties".
#[test]
fn the_view_counts_agree_in_number() {
    let mut s = blank("basic", 2);
    put(&mut s, "Nyitra", p(0), "1i");
    put(&mut s, "Abaúj", p(1), "1i");
    put(&mut s, "Zemplén", p(1), "1i");
    put(&mut s, "Sáros", p(1), "1i");
    let text = Oligarchs.describe(&s, Viewer::Spectator);
    assert!(text.contains(", 1 castle, 1 county,"), "{text}");
    assert!(text.contains(", 2 castles, 3 counties,"), "{text}");
}
