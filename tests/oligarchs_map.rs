//! The boards of spec section 28 load, pass the checks of 28.1, and have the promised shape.

use korona_games::oligarchs::map::{map, Map, Terrain, Variant, CENTRAL};
use std::collections::BTreeSet;

// R-MAP-1 R-MAP-2 R-MAP-4 R-MAP-5 R-MAP-6 R-MAP-7 R-MAP-8: ADV 70 counties, 21 castles, 14 terrain, 162 borders, 41 on rivers.
#[test]
fn r_map_4_adv_counts() {
    let m = map(Variant::Adv);
    assert_eq!(m.provinces.len(), 7);
    assert_eq!(m.counties.len(), 70);
    assert_eq!(m.castles().count(), 21);
    assert_eq!(
        m.counties
            .iter()
            .filter(|c| c.terrain != Terrain::Plain)
            .count(),
        14
    );
    assert_eq!(m.borders.len(), 162);
    assert_eq!(m.borders.iter().filter(|b| b.river.is_some()).count(), 41);
}

// R-MAP-4 R-MAP-5: BASIC 49 counties, 14 castles, 108 borders, 32 on rivers.
#[test]
fn r_map_4_basic_counts() {
    let m = map(Variant::Basic);
    assert_eq!(m.counties.len(), 49);
    assert_eq!(m.castles().count(), 14);
    assert_eq!(m.borders.len(), 108);
    assert_eq!(m.borders.iter().filter(|b| b.river.is_some()).count(), 32);
}

// 28.2/28.4: BASIC is the ADV graph with the merges contracted; a merged border keeps a river only if
// every underlying ADV border has it.
#[test]
fn basic_map_is_adv_with_merges_contracted() {
    let adv = map(Variant::Adv);
    let basic = map(Variant::Basic);
    let to_basic = |c: usize| {
        basic
            .county(adv.counties[c].basic.as_deref().unwrap())
            .unwrap()
    };
    let mut merged: std::collections::BTreeMap<(usize, usize), bool> = Default::default();
    for e in &adv.borders {
        let (a, b) = (to_basic(e.a), to_basic(e.b));
        if a == b {
            continue;
        }
        let key = (a.min(b), a.max(b));
        let river = e.river.is_some();
        merged
            .entry(key)
            .and_modify(|r| *r &= river)
            .or_insert(river);
    }
    let got: BTreeSet<(usize, usize, bool)> = basic
        .borders
        .iter()
        .map(|e| (e.a.min(e.b), e.a.max(e.b), e.river.is_some()))
        .collect();
    let want: BTreeSet<(usize, usize, bool)> =
        merged.into_iter().map(|((a, b), r)| (a, b, r)).collect();
    assert_eq!(got, want);
    for c in &adv.counties {
        let b = basic.county(c.basic.as_deref().unwrap()).unwrap();
        assert_eq!(
            basic.counties[b].province, c.province,
            "{} merges across provinces",
            c.name
        );
    }
}

// R-MAP-3: the lord provinces form a ring; R-MAP-10: the named counties; R-MAP-9: Baranya is Szlavónia's.
#[test]
fn r_map_3_ring_and_r_map_10_named_counties() {
    for v in [Variant::Basic, Variant::Adv] {
        let m = map(v);
        for p in 0..6 {
            assert!(m.provinces_touch(p, (p + 1) % 6));
        }
        for n in ["Bihar", "Kunság", "Nógrád"] {
            let c = m.county(n).unwrap();
            assert_eq!(m.counties[c].province, CENTRAL);
            assert!(!m.counties[c].castle);
        }
        let baranya = m.county("Baranya").unwrap();
        assert_eq!(m.provinces[m.counties[baranya].province].key, "szlavonia");
        assert!(m.adjacent[baranya]
            .iter()
            .any(|&(n, _)| m.counties[n].province != m.counties[baranya].province));
    }
}

// 28.1 item 9 R-SIEGE-11: the loader refuses broken data (each check can fail), a castle on terrain too.
#[test]
fn loader_rejects_broken_maps() {
    let provinces = include_str!("../crates/games/src/oligarchs/data/provinces.csv");
    let counties = include_str!("../crates/games/src/oligarchs/data/basic_counties.csv");
    let borders = include_str!("../crates/games/src/oligarchs/data/basic_borders.csv");
    assert!(Map::load(Variant::Basic, provinces, counties, borders).is_ok());
    let self_loop = format!("{borders}Bars,Bars,none\n");
    assert!(Map::load(Variant::Basic, provinces, counties, &self_loop)
        .unwrap_err()
        .contains("itself"));
    let twice = format!("{borders}Nyitra,Pozsony,none\n");
    assert!(Map::load(Variant::Basic, provinces, counties, &twice)
        .unwrap_err()
        .contains("twice"));
    let castle_on_hill = counties.replace("Liptó,felvidek,0,mountain", "Liptó,felvidek,1,mountain");
    assert!(Map::load(Variant::Basic, provinces, &castle_on_hill, borders).is_err());
    let no_arva: String = borders
        .lines()
        .filter(|l| !l.contains("Árva"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(Map::load(Variant::Basic, provinces, counties, &no_arva)
        .unwrap_err()
        .contains("not connected"));
    let wrong_variant = Map::load(Variant::Adv, provinces, counties, borders);
    assert!(wrong_variant.is_err());
}

// Players type county names in any case, with or without accents, or a unique prefix.
#[test]
fn county_names_fold_accents_and_take_unique_prefixes() {
    let m = map(Variant::Adv);
    assert_eq!(m.find("koros"), Ok(m.county("Kőrös").unwrap()));
    assert_eq!(m.find("KŐRÖS"), Ok(m.county("Kőrös").unwrap()));
    assert_eq!(
        m.find("belso-szolnok"),
        Ok(m.county("Belső-Szolnok").unwrap())
    );
    assert_eq!(m.find("trenc"), Ok(m.county("Trencsén").unwrap()));
    let ambiguous = m.find("cs").unwrap_err();
    assert!(ambiguous.contains(&"Csík".to_string()) && ambiguous.contains(&"Csanád".to_string()));
    assert_eq!(m.find("xyz").unwrap_err().len(), 70);
}
