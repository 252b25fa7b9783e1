//! Fiefs maps as data (R-FIEF-MAP-1..6): the seeded generator for 2-6 houses and the hand-made map
//! file, read by one loader and held to one fairness check (connectivity, walking distance to the
//! nearest rival, land and plains around each castle); and seat fairness over seeded bot matches.

use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, MatchSeed};
use korona_games::fiefs::map::generate::{generate, size};
use korona_games::fiefs::map::{fairness, fixed, Map, Terrain, FIXED};

// Asserts R-FIEF-MAP-1: the size grows with the houses and every hex name fits the letters.
#[test]
fn r_fief_map_1_generated_size_by_houses() {
    let mut last = 0;
    for houses in 2..=6 {
        let m = generate(houses, 1);
        assert_eq!((m.cols, m.rows), size(houses));
        assert_eq!(m.terrain.len(), m.len());
        assert!(m.len() > last, "{houses} houses get a larger map");
        assert!(
            m.len() >= 28 * houses,
            "about 30 hexes a house: {}",
            m.len()
        );
        last = m.len();
    }
}

// Asserts R-FIEF-MAP-2: plains, forests, mountains, lakes and rivers on hex sides, over the seeds.
#[test]
fn r_fief_map_2_generated_maps_have_every_terrain_and_rivers() {
    for houses in 2..=6 {
        for seed in 0..10 {
            let m = generate(houses, seed);
            for t in [
                Terrain::Plain,
                Terrain::Forest,
                Terrain::Mountain,
                Terrain::Lake,
            ] {
                assert!(m.terrain.contains(&t), "{houses}/{seed}: {t:?}");
            }
            assert!(!m.rivers.is_empty(), "{houses}/{seed}: rivers");
            assert!(m.rivers.iter().all(|(a, b)| a.adjacent(*b) && a < b));
        }
    }
}

// Asserts R-FIEF-MAP-3 and R-FIEF-MAP-4: one site per house; connected, fair, over 60 seeds per count.
#[test]
fn r_fief_map_3_4_generated_maps_are_connected_and_fair_for_2_to_6_houses() {
    for houses in 2..=6 {
        let mut reach = Vec::new();
        for seed in 0..60 {
            let m = generate(houses, seed);
            assert_eq!(m.sites.len(), houses);
            let r = fairness::check(&m, houses)
                .unwrap_or_else(|e| panic!("{houses} houses seed {seed}: {e}\n{}", m.to_text()));
            reach.extend(r.reach);
        }
        eprintln!(
            "{houses} houses: walk to the nearest rival {}..{}",
            reach.iter().min().unwrap(),
            reach.iter().max().unwrap()
        );
        assert!(*reach.iter().min().unwrap() >= fairness::MIN_SITE_DISTANCE);
    }
}

#[test]
fn r_fief_map_4_the_same_seed_gives_the_same_map_and_seeds_differ() {
    assert_eq!(generate(4, 9), generate(4, 9));
    let maps: std::collections::BTreeSet<String> =
        (0..10).map(|seed| generate(4, seed).to_text()).collect();
    assert!(maps.len() >= 9, "{} distinct maps of 10", maps.len());
}

/// The fairness check can fail: a lopsided map is refused with the reason.
#[test]
fn r_fief_map_4_the_check_refuses_unfair_and_split_maps() {
    let fair = generate(2, 3);
    let site = fair.sites[0];
    let mut walled = fair.clone();
    for n in fair.neighbours(site) {
        let i = walled.index(n);
        walled.terrain[i] = Terrain::Mountain;
    }
    assert!(fairness::check(&walled, 2).is_err(), "a walled-in castle");
    let mut forested = fair.clone();
    for h in fair.hexes().filter(|h| h.distance(site) <= 2 && *h != site) {
        let i = forested.index(h);
        forested.terrain[i] = Terrain::Forest;
    }
    let e = fairness::check(&forested, 2).unwrap_err();
    assert!(e.contains("plains"), "{e}");
}

// Asserts R-FIEF-MAP-5: the hand-made map file reads, writes back the same, and is fair for 2 and 4.
#[test]
fn r_fief_map_5_the_hand_made_map_is_a_checked_data_file() {
    assert!(!FIXED.is_empty());
    for (name, _) in FIXED {
        let m = fixed(name).unwrap();
        assert_eq!(Map::parse(name, &m.to_text()).unwrap(), m);
        for houses in [2, 4] {
            fairness::check(&m, houses).unwrap_or_else(|e| panic!("{name} {houses}: {e}"));
        }
        let r = fairness::report(&m, 3);
        eprintln!("{name} for 3 houses: {r:?}");
    }
    let m = fixed("crossing").unwrap();
    assert_eq!(
        (m.cols, m.rows, m.sites.len(), m.rivers.len()),
        (11, 9, 4, 12)
    );
}

#[test]
fn r_fief_map_5_the_loader_refuses_bad_files() {
    for (text, why) in [
        (". 1 .\n. . 2 .\n", "row 2"),
        (". 1 x\n. . 2\n", "unknown code"),
        (". 1 .\n. . 3\n", "castle sites"),
        (". 1 .\n. . 2\nriver A1/C2\n", "river side"),
    ] {
        let e = Map::parse("bad", text).unwrap_err();
        assert!(e.contains(why), "{text:?}: {e}");
    }
    let generated = generate(3, 5);
    assert_eq!(
        Map::parse("generated", &generated.to_text()).unwrap(),
        generated
    );
}

// Asserts R-FIEF-MAP-6: the map option picks the seeded map (default) or the hand-made one.
#[test]
fn r_fief_map_6_the_map_option() {
    let game = korona_games::find("fiefs").unwrap();
    let map_of = |options: &[(&str, &str)], seats: u8, seed: u64| {
        let pairs: Vec<(String, String)> = options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let o = game.options(&pairs).unwrap();
        let t =
            korona_engine::selfplay::Table::setup(game, &o, seats, MatchSeed::from_number(seed))
                .unwrap();
        game.view(t.state(), korona_engine::Viewer::Spectator)["map"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(map_of(&[], 5, 1), "generated");
    assert_eq!(map_of(&[("map", "crossing")], 3, 1), "crossing");
    assert!(game.options(&[("map".into(), "atlantis".into())]).is_err());
}

/// No seat wins far more than its share over seeded matches of equal bots, for each house count
/// (R-FIEF-WIN-2's ties made seat 0 win 37 of 40 before they became draws).
#[test]
fn seats_win_their_share_in_seeded_bot_matches() {
    let game = korona_games::find("fiefs").unwrap();
    for (houses, games) in [(2u8, 40u64), (3, 30), (4, 24), (6, 18)] {
        let mut wins = vec![0u32; houses as usize];
        for seed in 0..games {
            let played = SelfPlay::new(
                game,
                &vec![BotLevel::Medium; houses as usize],
                MatchSeed::from_number(1000 + seed),
            )
            .play()
            .unwrap();
            if let Some(w) = played.outcome.and_then(|o| o.winners().first().copied()) {
                wins[w.0 as usize] += 1;
            }
        }
        let share = games as f64 / houses as f64;
        eprintln!("{houses} houses, {games} matches: wins by seat {wins:?}");
        for (seat, &w) in wins.iter().enumerate() {
            assert!(
                (w as f64) <= 2.0 * share + 2.0,
                "{houses} houses: seat {seat} won {w} of {games} (share {share:.1})"
            );
        }
    }
}
