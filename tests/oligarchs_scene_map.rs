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

// 28.2: every ADV county is drawn around its own seat, projected (longitude x cos 47°, latitude)
// with north up; the stored drawing only shifts them all by one offset.
#[test]
fn cells_sit_on_the_projected_seats() {
    use korona_games::oligarchs::drawing::{project, Drawing};
    let adv = map(Variant::Adv);
    let d = Drawing::stored();
    let p0 = project(adv.counties[0].lat, adv.counties[0].lon);
    let off = (d.sites[0].0 .0 - p0.0, d.sites[0].0 .1 - p0.1);
    for (c, &((x, y), _)) in adv.counties.iter().zip(&d.sites) {
        let p = project(c.lat, c.lon);
        assert!(
            (p.0 + off.0 - x).abs() < 1e-4 && (p.1 + off.1 - y).abs() < 1e-4,
            "{} drawn at ({x}, {y}), not on its seat",
            c.name
        );
    }
    // North up: Árva (north) above Szerém (south), Pozsony (west) left of Csík (east).
    let at = |n: &str| d.sites[adv.county(n).expect("county")].0;
    assert!(at("Árva").1 < at("Szerém").1);
    assert!(at("Pozsony").0 < at("Csík").0);
    // Every seat lies inside the outline's box, so no cell is clipped away.
    let maps = Oligarchs.static_maps();
    for &((x, y), _) in &d.sites {
        assert!(x > 0.0 && y > 0.0 && x < maps[0].width && y < maps[0].height);
    }
}
