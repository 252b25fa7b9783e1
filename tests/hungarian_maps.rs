//! What was still English on the maps and in oligarchs' reports (issue 19, item 1): the battle
//! markers and the "Battles of" panel, the compass letters, and the factions, battle kinds and
//! winners that oligarchs' events name. English reads as before.

use korona::words;
use korona_engine::scene::Board;
use korona_engine::selfplay::SelfPlay;
use korona_engine::{BotLevel, Budget, Lang, MatchSeed, Scene, Viewer};
use std::ops::ControlFlow;

/// The battle panel's lines (the panel the English scene titles "Battles of") and the battle
/// markers' words of a scene.
fn battle_words(scene: &Scene, english: &Scene) -> Vec<String> {
    let panel = english
        .panels
        .iter()
        .position(|p| p.title.starts_with("Battles of"));
    let mut out: Vec<String> = panel
        .map(|i| {
            scene.panels[i]
                .lines
                .iter()
                .map(|l| l.text.clone())
                .collect()
        })
        .unwrap_or_default();
    if let Board::Regions(r) = &scene.board {
        out.extend(
            r.markers
                .iter()
                .filter(|m| !m.text.is_empty())
                .map(|m| m.text.clone()),
        );
    }
    out
}

const ENGLISH: [&str; 10] = [
    "losses",
    "taken",
    "held",
    "both lost",
    "overrun",
    "changed hands",
    "Crown",
    "neutral",
    " v ",
    "retreat",
];

// The battles of a seeded three-bot oligarchs match, on every map drawn after they were fought.
#[test]
fn oligarchs_battles_on_the_map_read_hungarian() {
    let game = korona_games::find("oligarchs").unwrap();
    let (mut maps, mut lines) = (0, 0);
    SelfPlay::new(game, &[BotLevel::Easy; 3], MatchSeed::from_number(11))
        .budget(Budget::nodes(200))
        .ms_per_entry(1000)
        .play_with(|step| {
            let state = step.table.state();
            let english = game.scene_in(state, Viewer::Spectator, Lang::En);
            let en = battle_words(&english, &english);
            let hu = battle_words(&game.scene_in(state, Viewer::Spectator, Lang::Hu), &english);
            assert_eq!(en.len(), hu.len());
            for (e, h) in en.iter().zip(&hu) {
                assert_ne!(e, h, "a battle left in English");
                if let Some(w) = ENGLISH.iter().find(|w| h.contains(**w)) {
                    panic!("`{w}` in the Hungarian battle line `{h}` (English: `{e}`)");
                }
                lines += 1;
            }
            maps += usize::from(!hu.is_empty());
            ControlFlow::Continue(())
        })
        .unwrap();
    assert!(maps > 5 && lines > 20, "{maps} maps, {lines} battle words");
}

#[test]
fn the_compass_reads_in_the_maps_language() {
    let game = korona_games::find("capitals").unwrap();
    let state = game
        .setup(
            &game.options(&[]).unwrap(),
            2,
            &mut korona_engine::Dice::for_entry(&MatchSeed::from_number(3), 0),
        )
        .unwrap();
    let letters = |lang| match game.scene_in(&state, Viewer::Spectator, lang).board {
        Board::Grid(g) => g.compass_letters,
        _ => panic!("capitals is a grid"),
    };
    assert_eq!(letters(Lang::Hu), ["É", "D", "K", "Ny"]);
    // English leaves the renderer's N, S, E, W, and the scene's JSON as it was.
    assert!(letters(Lang::En).is_empty());
    let png = korona::paint::painter()(&game.scene_in(&state, Viewer::Spectator, Lang::Hu));
    assert!(png.is_some_and(|p| p.starts_with(b"\x89PNG")));
}

// The events of a seeded match name factions, battle kinds and winners in the reader's language.
#[test]
fn oligarchs_events_name_factions_and_battles_in_hungarian() {
    let game = korona_games::find("oligarchs").unwrap();
    let en = words::try_catalog(korona_games::registry, Lang::En).unwrap();
    let hu = words::try_catalog(korona_games::registry, Lang::Hu).unwrap();
    let mut events = Vec::new();
    SelfPlay::new(game, &[BotLevel::Easy; 3], MatchSeed::from_number(11))
        .budget(Budget::nodes(200))
        .ms_per_entry(1000)
        .play_with(|step| {
            events.extend(step.events.iter().cloned());
            ControlFlow::Continue(())
        })
        .unwrap();
    // Election reports list every seat with its bid or treasury.
    let lists: Vec<_> = events
        .iter()
        .filter(|e| ["oligarchs-bids-for", "oligarchs-election-treasuries"].contains(&e.id()))
        .collect();
    assert!(lists.len() >= 3, "{} election reports", lists.len());
    for e in lists {
        let (english, hungarian) = (en.check(&e.message).unwrap(), hu.check(&e.message).unwrap());
        assert!(english.contains("seat 0: "), "{english}");
        assert!(
            hungarian.contains("0. szék: ") && !hungarian.contains("seat"),
            "{hungarian}"
        );
    }
    let battles: Vec<_> = events
        .iter()
        .filter(|e| e.id() == "oligarchs-battle")
        .collect();
    assert!(battles.len() > 5);
    for e in battles {
        let (english, hungarian) = (en.check(&e.message).unwrap(), hu.check(&e.message).unwrap());
        assert!(english.contains("(seat "), "{english}");
        for w in [
            "(seat ", "Open", "Siege", "Terrain", "Attacker", "Defender", "neutral", "Crown",
        ] {
            assert!(!hungarian.contains(w), "`{w}` in `{hungarian}`");
        }
    }
}
