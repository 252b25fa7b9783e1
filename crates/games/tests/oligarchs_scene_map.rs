//! The drawn oligarchs boards: the counties that touch on a 1600 px picture are exactly the
//! counties adjacent in the rules (28.3, 28.4), on both boards.

use korona_engine::Ruleset;
use korona_games::oligarchs::drawing::map_id;
use korona_games::oligarchs::map::{map, Variant};
use korona_games::oligarchs::Oligarchs;
use korona_render::{base_mask, register_map, touching_pairs};
use std::collections::BTreeSet;

fn rules_pairs(variant: Variant) -> BTreeSet<(u16, u16)> {
    map(variant)
        .borders
        .iter()
        .map(|b| {
            let (a, c) = (b.a as u16 + 1, b.b as u16 + 1);
            (a.min(c), a.max(c))
        })
        .collect()
}

fn check(variant: Variant) {
    for m in Oligarchs.static_maps() {
        register_map(m);
    }
    let mask = base_mask(map_id(variant), 1600).expect("the map is registered");
    // 3 px: above the fit's tolerated 2 px stray corners, below its 5 px minimum border.
    let drawn = touching_pairs(&mask, 3);
    let want = rules_pairs(variant);
    let m = map(variant);
    let name = |id: u16| m.name(id as usize - 1).to_string();
    let show = |set: Vec<&(u16, u16)>| -> Vec<String> {
        set.into_iter()
            .map(|&(a, b)| format!("{}-{}", name(a), name(b)))
            .collect()
    };
    let missing = show(want.difference(&drawn).collect());
    let extra = show(drawn.difference(&want).collect());
    assert!(
        missing.is_empty() && extra.is_empty(),
        "{variant:?}: borders not drawn {missing:?}, drawn but not in the rules {extra:?}"
    );
    assert_eq!(drawn.len(), m.borders.len());
}

#[test]
fn adv_drawn_borders_are_the_rules_borders() {
    check(Variant::Adv);
}

#[test]
fn basic_drawn_borders_are_the_rules_borders() {
    check(Variant::Basic);
}

#[test]
fn both_boards_are_offered_with_every_county() {
    let maps = Oligarchs.static_maps();
    let ids: Vec<&str> = maps.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, ["oligarchs-adv", "oligarchs-basic"]);
    assert_eq!(maps[0].regions.len(), 70);
    assert_eq!(maps[1].regions.len(), 49);
    assert!(maps[0].regions.iter().any(|r| r.name == "Kőrös"));
    assert!(maps[1].regions.iter().any(|r| r.name == "Győr"));
    assert_eq!(maps[0].groups.len(), 7);
}
