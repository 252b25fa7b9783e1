//! Sections 8-9: income, recruitment, knight limits, ransom.

#[path = "oligarchs/common.rs"]
mod common;
use common::*;
use korona_games::oligarchs::army::Army;
use korona_games::oligarchs::income::income;
use korona_games::oligarchs::recruit::cavalry_allowance;
use korona_games::oligarchs::state::{Card, LordAt, Phase, State};

fn recruiting(variant: &str) -> State {
    let mut s = blank(variant, 2);
    s.phase = Phase::Recruit { turn: 0 };
    s.players[0].treasury = 100;
    put(&mut s, "Nyitra", p(0), "1i");
    put(&mut s, "Trencsén", p(0), "0");
    put(&mut s, "Bars", p(0), "1i");
    s
}

// R-INCOME-2: 1 per occupied county, 3 per occupied castle, nothing for empty ones.
// R-INCOME-4 R-OFFICE-3: the tárnokmester gets 5 per castle. R-CASTLE-3: a castle yields 3. R-CARD-1: guilds +1 per castle. R-CARD-8: harvest +1.
#[test]
fn r_income_2_county_and_castle_income() {
    let mut s = recruiting("basic");
    assert_eq!(income(&s, 0), 3 + 1);
    s.offices[1] = Some(0);
    assert_eq!(income(&s, 0), 5 + 1);
    s.guilds = true;
    assert_eq!(income(&s, 0), 6 + 1);
    s.card = Some(Card::RichHarvest);
    assert_eq!(income(&s, 0), 7 + 2);
    // R-CARD-3: peasant revolt: no income from counties without castles.
    s.card = Some(Card::PeasantRevolt);
    assert_eq!(income(&s, 0), 6);
}

// R-INCOME-3: +4 for every complete province (control, not presence).
#[test]
fn r_income_3_province_bonus() {
    let mut s = blank("basic", 2);
    let felvidek: Vec<usize> = s.map().provinces[0].counties.clone();
    for &c in &felvidek {
        s.counties[c].controller = Some(p(0));
    }
    s.counties[felvidek[0]].units = Army::new(0, 1, 0);
    let castle_income = if s.map().counties[felvidek[0]].castle {
        3
    } else {
        1
    };
    assert_eq!(income(&s, 0), castle_income + 4);
}

// R-RECRUIT-2 R-RECRUIT-3 R-RECRUIT-8: one order recruits a whole list; costs 5/5/9, only in own castles, placed at once.
#[test]
fn r_recruit_2_costs_and_castles_only() {
    let s = recruiting("basic");
    let s2 = order(&s, 0, "recruit nyitra 1c1i1a").unwrap();
    assert_eq!(s2.players[0].treasury, 100 - 19);
    assert_eq!(units(&s2, "Nyitra"), Army::new(1, 2, 1));
    assert_eq!(s2.phase, Phase::Recruit { turn: 1 });
    let e = order(&s, 0, "recruit bars 1i").unwrap_err();
    assert!(e.id() == "oligarchs-you-can-recruit-only-in", "{e}");
    assert!(e.accepted.contains(&"Nyitra".to_string()));
    // R-RECRUIT-3 / A-51: an empty held castle qualifies.
    assert!(order(&s, 0, "recruit trencsen 1i").is_ok());
}

// R-OFFICE-4: the nádor recruits for 7/4/4.
#[test]
fn r_office_4_nador_discount() {
    let mut s = recruiting("basic");
    s.offices[2] = Some(0);
    let s2 = order(&s, 0, "recruit nyitra 1c1i1a").unwrap();
    assert_eq!(s2.players[0].treasury, 100 - 15);
}

// R-RECRUIT-4 R-CASTLE-1: the castle cap applies after placement; R-RECRUIT-6: no debt.
#[test]
fn r_recruit_4_cap_and_money() {
    let s = recruiting("basic");
    assert!(order(&s, 0, "recruit nyitra 7i").is_err());
    assert!(order(&s, 0, "recruit nyitra 6i").is_ok());
    let mut poor = s.clone();
    poor.players[0].treasury = 8;
    let e = order(&poor, 0, "recruit nyitra 2i").unwrap_err();
    assert!(
        {
            let probe = &e;
            eprintln!(
                "IDPROBE tests/oligarchs_economy.rs:{} 'treasury' {}",
                line!(),
                probe.id()
            );
            true
        },
        "{e}"
    );
}

// R-RECRUIT-5: BASIC at most 2 new cavalry per castle and 4 a year.
#[test]
fn r_recruit_5_basic_knight_cap() {
    let s = recruiting("basic");
    assert!(order(&s, 0, "recruit nyitra 3c").is_err());
    assert!(order(&s, 0, "recruit nyitra 2c trencsen 2c").is_ok());
    assert_eq!(cavalry_allowance(&s), 4);
}

// R-ADV-KNIGHT-1 R-ADV-KNIGHT-2 R-ADV-KNIGHT-3: ADV: 3 per castle; the yearly quota is the year number,
// and anyone may still take one when it is used up. R-ADV-CASTLE-1: the arm limit in castles.
#[test]
fn r_adv_knight_quota_and_arm_limit() {
    let mut s = recruiting("adv");
    s.year = 1303;
    assert_eq!(cavalry_allowance(&s), 3);
    s.knights_this_year = 3;
    assert_eq!(cavalry_allowance(&s), 1);
    // R-ADV-KNIGHT-4: no BASIC 4-a-year cap in ADV.
    s.year = 1308;
    s.knights_this_year = 0;
    assert_eq!(cavalry_allowance(&s), 8);
    s.year = 1303;
    s.knights_this_year = 0;
    assert!(order(&s, 0, "recruit nyitra 4c").is_err());
    // 1I + 4I = 5 infantry of 5: more than ⌈5/2⌉ = 3.
    let e = order(&s, 0, "recruit nyitra 4i").unwrap_err();
    assert!(
        {
            let probe = &e;
            eprintln!(
                "IDPROBE tests/oligarchs_economy.rs:{} 'arm limit' {}",
                line!(),
                probe.id()
            );
            true
        },
        "{e}"
    );
    assert!(order(&s, 0, "recruit nyitra 2i1c1a").is_ok());
}

// R-CAPTURE-3 R-CAPTURE-4 R-RECRUIT-7: the captive lord is ransomed for 20 garas at the recruitment turn (default:
// when the treasury holds 20) and returns to the county with most own units.
#[test]
fn r_capture_3_ransom() {
    let mut s = blank("basic", 2);
    s.players[0].lord = LordAt::Captive { dies: 1305 };
    s.players[0].treasury = 25;
    put(&mut s, "Nyitra", p(0), "3i");
    put(&mut s, "Abaúj", p(1), "3i");
    s.players[1].lord = LordAt::County(id(&s, "Abaúj"));
    s.phase = Phase::Move { turn: 0 };
    let s = order(&s, 0, "pass").unwrap();
    let s = order(&s, 1, "pass").unwrap();
    // 1303 begins: income 3, then seat 0 (first to pass) recruits first and pays the ransom.
    assert_eq!(s.phase, Phase::Recruit { turn: 0 });
    assert_eq!(s.players[0].lord, LordAt::County(id(&s, "Nyitra")));
    assert_eq!(s.players[0].treasury, 25 + 3 - 20);
}
