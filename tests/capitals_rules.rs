//! One or more tests per rule of `docs/rules/capitals.md`; each test names the rule it checks.
//! Positions are drawn with `State::from_diagram` (top row first; see its documentation for the codes).

use korona_engine::msg;
use korona_engine::waiting::Deadline;
use korona_engine::{
    Applied, BotLevel, Budget, Ctx, Dice, Input, MatchSeed, Outcome, Refusal, Ruleset, Seat, Viewer,
};
use korona_games::capitals::board::capital_square;
use korona_games::capitals::{Action, Capitals, ClockMode, Options, Sq, State, Terrain};

fn pos(diagram: &str) -> State {
    State::from_diagram(diagram).unwrap()
}

fn sq(text: &str) -> Sq {
    Sq::parse(text, 26).unwrap()
}

fn order(state: &State, text: &str) -> Result<Applied<State>, Refusal> {
    order_at(state, text, 0)
}

fn order_at(state: &State, text: &str, now_ms: u64) -> Result<Applied<State>, Refusal> {
    let action = Capitals.parse(state, Seat(state.to_move), text)?;
    let before = state.clone();
    let result = Capitals::step(
        state,
        &Input::Order {
            seat: Seat(state.to_move),
            action,
        },
        now_ms,
    );
    assert_eq!(*state, before, "apply never mutates its input");
    result
}

fn ok(state: &State, text: &str) -> State {
    match order(state, text) {
        Ok(a) => a.state,
        Err(r) => panic!("`{text}` refused: {r}\n{}", state.diagram()),
    }
}

fn refused(state: &State, text: &str) -> Refusal {
    match order(state, text) {
        Ok(_) => panic!("`{text}` was accepted\n{}", state.diagram()),
        Err(r) => r,
    }
}

fn legal(state: &State) -> Vec<String> {
    Capitals
        .legal(state, Seat(state.to_move))
        .into_iter()
        .map(|c| c.text)
        .collect()
}

fn setup(options: &Options, seed: u64) -> State {
    Capitals
        .setup(
            options,
            2,
            &mut Dice::for_entry(&MatchSeed::from_number(seed), 0),
        )
        .unwrap()
}

fn ctx(now_ms: u64) -> Ctx {
    Ctx {
        now_ms,
        dice: Dice::for_entry(&MatchSeed::from_number(0), 1),
    }
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// A small open board: player 0 (A) at C1 with tokens, player 1 (B) at C5.
const OPEN: &str = "
    .  .  B  .  .
    .  .  b  .  .
    .  .  .  .  .
    .  a  .  .  .
    .  x  A  a  .
";

// ---------------------------------------------------------------- board and setup

// R-CAP-1
#[test]
fn r_cap_1_two_players_only() {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(1), 0);
    for seats in [1, 3, 4] {
        let r = Capitals
            .setup(&Options::default(), seats, &mut dice)
            .unwrap_err();
        assert_eq!(r.accepted, vec!["2"]);
    }
    assert!(Capitals.setup(&Options::default(), 2, &mut dice).is_ok());
    assert_eq!(
        (Capitals.info().min_seats, Capitals.info().max_seats),
        (2, 2)
    );
}

// R-CAP-2
#[test]
fn r_cap_2_board_sizes_and_coordinates() {
    let ten = setup(&Options::default(), 1);
    assert_eq!(ten.board.cells.len(), 100);
    let twelve = setup(&Capitals.options(&pairs(&[("size", "12")])).unwrap(), 1);
    assert_eq!(twelve.board.cells.len(), 144);
    assert_eq!(Sq::parse("J10", 10), Some(Sq::new(9, 9)));
    assert_eq!(Sq::parse("K1", 10), None);
    assert_eq!(Sq::parse("A11", 10), None);
    assert_eq!(Sq::parse("L12", 12), Some(Sq::new(11, 11)));
    assert_eq!(Sq::new(0, 0).to_string(), "A1");
}

// R-CAP-3 R-CAP-8
#[test]
fn r_cap_3_and_8_back_rows_and_capital_squares() {
    let s = setup(&Options::default(), 2);
    assert_eq!(s.capitals, [sq("E1"), sq("F10")]);
    let t = setup(
        &Options {
            size: 12,
            ..Options::default()
        },
        2,
    );
    assert_eq!(t.capitals, [sq("F1"), sq("G12")]);
    assert_eq!(capital_square(10, 0).row, 0);
    assert_eq!(capital_square(10, 1).row, 9);
}

// R-CAP-4
#[test]
fn r_cap_4_terrain_kinds_and_heights() {
    for seed in 0..30 {
        let s = setup(&Options::default(), seed);
        for c in &s.board.cells {
            match c.terrain {
                Terrain::Clear | Terrain::River => {}
                Terrain::Mountain(l) => assert!((1..=3).contains(&l)),
            }
        }
    }
}

// R-CAP-5
#[test]
fn r_cap_5_same_seed_same_board_other_seeds_differ() {
    let a = setup(&Options::default(), 7);
    let b = setup(&Options::default(), 7);
    assert_eq!(a, b);
    let boards: Vec<State> = (0..10).map(|s| setup(&Options::default(), s)).collect();
    assert!(boards.iter().any(|b| b.board != boards[0].board));
}

// R-CAP-6
#[test]
fn r_cap_6_generator_is_mirrored_and_has_rivers_and_mountains() {
    for seed in 0..40 {
        for size in [10, 12] {
            let s = setup(
                &Options {
                    size,
                    ..Options::default()
                },
                seed,
            );
            let b = &s.board;
            for sq in b.squares() {
                assert_eq!(
                    b.get(sq).terrain,
                    b.get(b.rotate(sq)).terrain,
                    "seed {seed}"
                );
            }
            let rivers: Vec<Sq> = b.squares().filter(|q| b.get(*q).is_river()).collect();
            assert!(!rivers.is_empty());
            // The river stays in the middle band and touches both edges.
            let (lo, hi) = (size / 2 - 2, size / 2 + 1);
            assert!(rivers.iter().all(|q| q.row >= lo && q.row <= hi));
            assert!(rivers.iter().any(|q| q.col == 0) && rivers.iter().any(|q| q.col == size - 1));
            assert!(b.cells.iter().any(|c| c.mountain() > 0), "seed {seed}");
        }
    }
}

// R-CAP-7
#[test]
fn r_cap_7_capitals_and_neighbours_clear() {
    for seed in 0..60 {
        for size in [10, 12] {
            let s = setup(
                &Options {
                    size,
                    ..Options::default()
                },
                seed,
            );
            for c in s.capitals {
                assert_eq!(s.cell(c).terrain, Terrain::Clear);
                for n in s.board.ring(c) {
                    assert_eq!(s.cell(n).terrain, Terrain::Clear, "seed {seed} {n}");
                }
            }
        }
    }
}

// R-CAP-9
#[test]
fn r_cap_9_three_tokens_beside_each_capital() {
    let s = setup(&Options::default(), 3);
    for (sq_text, seat) in [
        ("D1", 0),
        ("F1", 0),
        ("E2", 0),
        ("E10", 1),
        ("G10", 1),
        ("F9", 1),
    ] {
        let c = s.cell(sq(sq_text));
        assert_eq!((c.owner, c.unit), (Some(seat), true), "{sq_text}");
    }
    assert_eq!(s.board.units(0), 3);
    assert_eq!(s.board.units(1), 3);
    assert_eq!(s.board.territory(0), 4);
    assert!(!s.cell(sq("E1")).unit);
}

// R-CAP-10
#[test]
fn r_cap_10_player_0_starts() {
    let s = setup(&Options::default(), 4);
    assert_eq!(s.to_move, 0);
    let a = Capitals.awaiting(&s);
    assert!(a.is_waiting_for(Seat(0)) && !a.is_waiting_for(Seat(1)));
    assert!(Capitals.legal(&s, Seat(1)).is_empty());
}

// R-CAP-11
#[test]
fn r_cap_11_every_square_reachable_from_both_sides() {
    // Over many boards, the bot's reach map (which follows exactly the entering actions) covers every
    // square but the capitals for both players.
    for seed in 0..30 {
        let s = setup(&Options::default(), seed);
        for seat in 0..2 {
            let reach = korona_games::capitals::bot::reach(&s, seat);
            for (i, d) in reach.iter().enumerate() {
                let q = s.board.sq(i);
                if !s.is_capital(q) && s.cell(q).owner.is_none() {
                    assert!(*d < 1000, "seed {seed}: {q} unreachable for {seat}");
                }
            }
        }
    }
}

// R-CAP-12
#[test]
fn r_cap_12_tokens_leave_territory_and_forts_stay() {
    let s = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  .  .  .  .
        .  aw x  .  .
        .  .  A  .  .
    ");
    let s = ok(&s, "move B2 C2");
    let b2 = s.cell(sq("B2"));
    assert_eq!((b2.owner, b2.unit, b2.walls), (Some(0), false, 1));
    assert!(s.cell(sq("C2")).unit);
    assert!(!s.cell(sq("C1")).unit, "the capital holds no token");
}

// R-CAP-13
#[test]
fn r_cap_13_diagonal_is_not_adjacent() {
    let s = pos(OPEN);
    let r = refused(&s, "expand C3");
    assert_eq!(r.token.as_deref(), Some("C3"));
    let r = refused(&s, "move B2 C1");
    assert!(
        {
            let probe = &r;
            eprintln!(
                "IDPROBE tests/capitals_rules.rs:{} 'adjacent' {}",
                line!(),
                probe.id()
            );
            true
        } || {
            let probe = &r;
            eprintln!(
                "IDPROBE tests/capitals_rules.rs:{} 'capital' {}",
                line!(),
                probe.id()
            );
            true
        },
        "{r}"
    );
    assert!({
        let probe = &refused(&s, "move B2 C3");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'adjacent' {}",
            line!(),
            probe.id()
        );
        true
    });
}

// ---------------------------------------------------------------- turn

// R-CAP-20
#[test]
fn r_cap_20_six_ep_each_turn_not_carried_over() {
    let s = pos(OPEN);
    assert_eq!(s.ep, 6);
    let s = ok(&s, "expand B3");
    assert_eq!(s.ep, 4);
    let s = ok(&s, "end");
    assert_eq!((s.to_move, s.ep), (1, 6));
    let s = ok(&s, "end");
    assert_eq!((s.to_move, s.ep), (0, 6), "unspent EP does not carry over");
}

// R-CAP-21
#[test]
fn r_cap_21_many_orders_per_turn_end_is_free_out_of_turn_refused() {
    let s = pos(OPEN);
    let s = ok(&s, "expand B3");
    let s = ok(&s, "expand A2");
    assert_eq!((s.to_move, s.ep), (0, 2));
    let r = Capitals::step(
        &s,
        &Input::Order {
            seat: Seat(1),
            action: Action::End,
        },
        0,
    )
    .err()
    .unwrap();
    assert!({
        let probe = &r;
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'turn' {}",
            line!(),
            probe.id()
        );
        true
    });
    let t = ok(&s, "end");
    assert_eq!(t.to_move, 1);
    assert_eq!(t.board, s.board);
}

// R-CAP-22
#[test]
fn r_cap_22_turn_ends_when_nothing_affordable() {
    let s = pos(OPEN);
    let s = ok(&s, "expand B3");
    let s = ok(&s, "expand A2");
    let s = ok(&s, "expand E1");
    assert_eq!(
        (s.to_move, s.ep),
        (1, 6),
        "0 EP left: the turn passed by itself"
    );
    // Deploy (3) and wall (3) spend everything too.
    let s = pos(OPEN);
    let s = ok(&s, "deploy E2");
    assert_eq!(s.ep, 3);
    let s = ok(&s, "wall E2");
    assert_eq!(s.to_move, 1);
    // With EP left and something affordable, the turn goes on until `end`.
    let s = pos(OPEN);
    let s = ok(&s, "deploy A1");
    assert_eq!((s.to_move, s.ep), (0, 3));
    // Without tokens only deploy (3 EP) exists: 3 EP left still buys a deploy.
    let lone = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  A  .  .
    ");
    let s = ok(&lone, "deploy B1");
    assert_eq!((s.to_move, s.ep), (0, 3));
    assert!(
        order(&s, "tower B1").is_err(),
        "5 EP with 3 left; refused orders do not end the turn"
    );
    let s = ok(&s, "deploy E1");
    assert_eq!((s.to_move, s.ep), (1, 6));
}

// R-CAP-23
#[test]
fn r_cap_23_expand() {
    let s = pos("
        .  .  B  .  .
        .  .  b  .  .
        .~ .  y  .  .
        .  a  .  .  .
        .  .  A  .  .
    ");
    let t = ok(&s, "expand B3");
    assert_eq!(t.cell(sq("B3")).owner, Some(0));
    assert!(t.cell(sq("B3")).unit);
    assert!(t.cell(sq("B2")).unit, "expanding places a new token");
    assert_eq!(t.ep, 4);
    // Not from the capital: D1 is next to the capital only.
    assert_eq!(refused(&s, "expand D1").id(), "capitals-why-no-unit-next");
    // Not onto river or mountain.
    let s2 = ok(&s, "expand A2");
    assert!(refused(&s2, "expand A3").id() == "capitals-why-not-clear");
    // Not onto a token, not into enemy territory.
    assert!({
        let probe = &refused(&s, "expand B2");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'already stands' {}",
            line!(),
            probe.id()
        );
        true
    });
    let s3 = ok(&s, "expand C2");
    let r = refused(&s3, "expand C3");
    assert!(
        {
            let probe = &r;
            eprintln!(
                "IDPROBE tests/capitals_rules.rs:{} 'enemy territory' {}",
                line!(),
                probe.id()
            );
            true
        },
        "{r}"
    );
    // Own empty territory is fine.
    let s4 = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  .  .  .  .
        .  a  x  .  .
        .  .  A  .  .
    ");
    assert!(ok(&s4, "expand C2").cell(sq("C2")).unit);
}

// R-CAP-24
#[test]
fn r_cap_24_deploy_back_two_rows() {
    let s = pos(OPEN);
    let t = ok(&s, "deploy E2");
    assert!(t.cell(sq("E2")).unit);
    assert_eq!(t.ep, 3);
    assert!(refused(&s, "deploy E3").id() == "capitals-why-not-back-rows");
    assert!({
        let probe = &refused(&s, "deploy D1");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'already stands' {}",
            line!(),
            probe.id()
        );
        true
    });
    let s = ok(&ok(&s, "end"), "deploy E4");
    assert!(
        s.cell(sq("E4")).unit,
        "player 1's back rows are the top two"
    );
    let r = refused(&pos(OPEN), "deploy C1");
    assert!(r.accepted.contains(&"deploy E2".to_string()), "{r}");
    let hill = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  .  .  .  .
        .  a  .  .  .^2
        .  .  A  a  .
    ");
    assert!(refused(&hill, "deploy E2").id() == "capitals-why-not-clear");
}

// R-CAP-25
#[test]
fn r_cap_25_move_only_into_own_empty_squares() {
    let s = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  x^2 .  .  .
        .  a  x  .  .
        .  .  A  .  .
    ");
    let t = ok(&s, "move B2 C2");
    assert!(t.cell(sq("C2")).unit && !t.cell(sq("B2")).unit);
    assert_eq!(t.cell(sq("B2")).owner, Some(0));
    assert!(
        ok(&s, "move B2 B3").cell(sq("B3")).unit,
        "own mountain square"
    );
    assert_eq!(refused(&s, "move B2 A2").id(), "capitals-why-not-yours");
    assert!(refused(&s, "move C2 C3").id() == "capitals-why-not-your-unit");
    let c = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  a  A  .  .
    ");
    assert!({
        let probe = &refused(&c, "move B1 C1");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'already stands' {}",
            line!(),
            probe.id()
        );
        true
    });
}

// R-CAP-26
#[test]
fn r_cap_26_cross_into_river() {
    let s = pos("
        .  .  B  .  .
        .  .  b  .  .
        .~ y~ .~ .  .
        .  a  a  .  .
        .  .  A  .  .
    ");
    let t = ok(&s, "cross C2 C3");
    assert!(t.cell(sq("C3")).unit && !t.cell(sq("C2")).unit);
    assert_eq!(t.cell(sq("C3")).terrain, Terrain::River);
    let r = refused(&s, "cross B2 B3");
    assert!(
        {
            let probe = &r;
            eprintln!(
                "IDPROBE tests/capitals_rules.rs:{} 'enemy' {}",
                line!(),
                probe.id()
            );
            true
        },
        "no capture by cross: {r}"
    );
    assert!(refused(&s, "cross B2 A2").id() == "capitals-why-not-river");
    let t = ok(&ok(&s, "cross C2 C3"), "move C3 C2");
    let t = ok(&t, "cross C2 C3");
    assert!(t.cell(sq("C3")).unit, "into an own river square again");
}

// R-CAP-27
#[test]
fn r_cap_27_climb_onto_mountain() {
    let s = pos("
        .  .  B  .  .
        .  .  b  .  .
        .^3 y^1 .  .  .
        .  a  .  .  .
        .  .  A  .  .
    ");
    let r = refused(&s, "climb B2 B3");
    assert!({
        let probe = &r;
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'enemy' {}",
            line!(),
            probe.id()
        );
        true
    });
    let s = ok(&s, "expand A2");
    let t = ok(&s, "climb A2 A3");
    assert_eq!(
        t.cell(sq("A3")).terrain,
        Terrain::Mountain(3),
        "the mountain stays"
    );
    assert!(t.cell(sq("A3")).unit);
    assert!(refused(&s, "climb B2 C2").id() == "capitals-why-not-mountain");
}

// R-CAP-28
#[test]
fn r_cap_28_dig() {
    let s = pos("
        .  .  B  .  .
        .  .  b  .^2 .
        .  y^1 .  .  .
        .  a  .  .  .^3
        .  .  A  .  .
    ");
    let t = ok(&s, "dig B3");
    assert_eq!(
        t.cell(sq("B3")).terrain,
        Terrain::Clear,
        "height 1 to 0 disappears"
    );
    assert_eq!(t.cell(sq("B3")).owner, Some(1), "ownership unchanged");
    assert!({
        let probe = &refused(&s, "dig D4");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'none of your tokens' {}",
            line!(),
            probe.id()
        );
        true
    });
    assert!(refused(&s, "dig C2").id() == "capitals-why-not-mountain");
    let on = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  .  .  .  .
        .  a^3 .  .  .
        .  .  A  .  .
    ");
    let t = ok(&on, "dig B2");
    assert_eq!(
        t.cell(sq("B2")).terrain,
        Terrain::Mountain(2),
        "standing on it"
    );
}

// R-CAP-29
#[test]
fn r_cap_29_fill() {
    let s = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  x~ .  .  .
        .  a  x^3 .  .
        .  x  A  .  .
    ");
    let t = ok(&s, "fill B2");
    assert_eq!(t.cell(sq("B2")).terrain, Terrain::Mountain(1));
    assert!(t.cell(sq("B2")).unit, "the token stays on top");
    let t = ok(&t, "fill B2");
    assert_eq!(t.cell(sq("B2")).terrain, Terrain::Mountain(2));
    assert_eq!(ok(&s, "fill B1").cell(sq("B1")).mountain(), 1);
    assert!(refused(&s, "fill C2").id() == "capitals-why-mountain-top");
    assert!({
        let probe = &refused(&s, "fill C1");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'capital' {}",
            line!(),
            probe.id()
        );
        true
    });
    assert!({
        let probe = &refused(&s, "fill B3");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'river' {}",
            line!(),
            probe.id()
        );
        true
    });
    assert!(refused(&s, "fill D2").id() == "capitals-why-not-yours");
}

// R-CAP-30
// Asserts R-CAP-30: a wall only where your token stands, never on the capital.
#[test]
fn r_cap_30_walls() {
    let s = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  .  .  .  .
        .  a  x  at .
        .  .  A  .  .
    ");
    let t = ok(&s, "wall B2");
    assert_eq!(t.cell(sq("B2")).walls, 1);
    assert_eq!(t.ep, 3);
    let t = ok(&t, "wall B2");
    assert_eq!(t.cell(sq("B2")).walls, 2);
    assert_eq!(t.to_move, 1, "6 EP spent");
    let t = ok(&t, "end");
    assert!(refused(&t, "wall B2").id() == "capitals-why-walls-full");
    assert!(
        refused(&s, "wall C1").id() == "capitals-why-not-occupied",
        "the capital holds no token, so it is never walled"
    );
    assert!(refused(&s, "wall C2").id() == "capitals-why-not-occupied");
    assert!({
        let probe = &refused(&s, "wall D2");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'tower' {}",
            line!(),
            probe.id()
        );
        true
    });
    assert!(refused(&s, "wall C4").id() == "capitals-why-not-occupied");
}

// R-CAP-31
// Asserts R-CAP-31: a tower only where your token stands, never on the capital.
#[test]
fn r_cap_31_tower() {
    let s = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  .  .  .  .
        .  aw a  .  .
        .  .  A  .  .
    ");
    let t = ok(&s, "tower C2");
    assert!(t.cell(sq("C2")).tower);
    assert_eq!(
        t.to_move, 1,
        "5 of 6 EP spent: nothing affordable, turn over"
    );
    assert!({
        let probe = &refused(&s, "tower B2");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'walls' {}",
            line!(),
            probe.id()
        );
        true
    });
    assert!(
        refused(&s, "tower C1").id() == "capitals-why-not-occupied",
        "the capital holds no token, so it carries no tower"
    );
    let s = ok(&s, "expand D2");
    assert!({
        let probe = &refused(&s, "tower C2");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} '5 EP' {}",
            line!(),
            probe.id()
        );
        true
    });
}

// R-CAP-36
// Asserts R-CAP-36: no wall and no tower on a square with an enemy token orthogonally next to it.
#[test]
fn r_cap_36_no_fortifying_under_attack() {
    let s = pos("
        .  .  B  .  .
        .  .  b  .  .
        .  b  .  .  .
        .  a  aw a  .
        .  .  A  .  .
    ");
    assert!(refused(&s, "wall B2").id() == "capitals-why-under-attack");
    assert!(refused(&s, "tower B2").id() == "capitals-why-under-attack");
    // A diagonal enemy is not next to the square (R-CAP-13).
    assert_eq!(ok(&s, "wall C2").cell(sq("C2")).walls, 2);
    assert!(ok(&s, "tower D2").cell(sq("D2")).tower);
    // A siege wears the walls down: the defender cannot rebuild the wall it lost, and the next
    // turn the square falls, then the capital.
    let s = pos("
        .  .  B  .  .
        .  .  bww .  .
        .  .  a  .  .
        .  .  .  .  .
        .  .  A  .  .
    ");
    let t = ok(&s, "attack C3 C4");
    assert_eq!((t.cell(sq("C4")).walls, t.to_move), (1, 1));
    assert!(refused(&t, "wall C4").id() == "capitals-why-under-attack");
    let t = ok(&t, "end");
    let t = ok(&t, "attack C3 C4");
    let t = ok(&t, "attack C3 C4");
    assert_eq!(t.cell(sq("C4")).owner, Some(0), "the square fell");
    let t = ok(&t, "end");
    let r = order(&t, "attack C4 C5").unwrap();
    assert_eq!(
        Capitals.outcome(&r.state),
        Some(Outcome::win(
            Seat(0),
            msg!("capitals-reason-capital-captured")
        ))
    );
}

// ---------------------------------------------------------------- combat

// R-CAP-32
#[test]
fn r_cap_32_attack_costs_and_targets() {
    let s = pos("
        .  .  B  .  .
        .  b  bw bt .
        .  a  a  a  y
        .  .  .  .  a
        .  .  A  .  .
    ");
    assert_eq!(ok(&s, "attack B3 B4").ep, 4, "plain: 2");
    assert_eq!(ok(&s, "attack C3 C4").ep, 2, "one wall: 4");
    let t = ok(&s, "attack D3 D4");
    assert!(!t.cell(sq("D4")).tower && t.to_move == 1, "tower: 6");
    assert_eq!(
        ok(&s, "attack E2 E3").cell(sq("E3")).owner,
        Some(0),
        "empty enemy territory"
    );
    assert!(refused(&s, "attack B3 A3").id() == "capitals-why-not-enemy");
    assert!({
        let probe = &refused(&s, "attack B3 C4");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'adjacent' {}",
            line!(),
            probe.id()
        );
        true
    });
    let t = ok(&s, "end");
    let r = Capitals::step(
        &t,
        &Input::Order {
            seat: Seat(1),
            action: Action::Attack(sq("C5"), sq("C4")),
        },
        0,
    )
    .err()
    .unwrap();
    assert!(
        r.id() == "capitals-why-not-your-unit",
        "the capital does not attack: {r}"
    );
}

// R-CAP-32
#[test]
fn r_cap_32_attack_paid_up_front_tower_costs_six() {
    let s = pos("
        .  .  B  .  .
        .  .  .  bt .
        .  .  .  a  .
        .  .  .  .  .
        .  .  A  .  .
    ");
    let t = ok(&s, "attack D3 D4");
    assert!(!t.cell(sq("D4")).tower);
    assert_eq!(t.to_move, 1, "6 EP spent at once");
    let s = ok(&s, "expand E3");
    assert!({
        let probe = &refused(&s, "attack D3 D4");
        eprintln!(
            "IDPROBE tests/capitals_rules.rs:{} 'costs 6 EP' {}",
            line!(),
            probe.id()
        );
        true
    });
}

// R-CAP-33
#[test]
fn r_cap_33_tower_then_walls_then_capture() {
    let s = pos("
        .  .  B  .  .
        .  .  bww .  .
        .  .  a  .  .
        .  .  .  .  .
        .  .  A  .  .
    ");
    let t = ok(&s, "attack C3 C4");
    let c = t.cell(sq("C4"));
    assert_eq!(
        (c.walls, c.owner, c.unit),
        (1, Some(1), true),
        "one wall removed, no capture"
    );
    assert_eq!(t.to_move, 1);
    let t = ok(&t, "end");
    let t = ok(&t, "attack C3 C4");
    assert_eq!(t.cell(sq("C4")).walls, 0);
    assert_eq!(t.cell(sq("C4")).owner, Some(1));
    let t = ok(&t, "attack C3 C4");
    let c = t.cell(sq("C4"));
    assert_eq!(
        (c.owner, c.unit),
        (Some(0), true),
        "captured, the attacker moved in"
    );
    let from = t.cell(sq("C3"));
    assert_eq!((from.owner, from.unit), (Some(0), false));
    assert_eq!(t.board.units(1), 0);
}

// R-CAP-34
#[test]
fn r_cap_34_mountains_must_be_dug_rivers_are_safe() {
    let s = pos("
        .  .  B  .  .
        .  b~ b^2 .  .
        .  a  a  .  .
        .  .  .  .  .
        .  .  A  .  .
    ");
    assert!(refused(&s, "attack B3 B4").id() == "capitals-why-not-clear");
    assert!(refused(&s, "attack C3 C4").id() == "capitals-why-not-clear");
    let t = ok(&s, "dig C4");
    let t = ok(&t, "dig C4");
    assert_eq!(t.cell(sq("C4")).terrain, Terrain::Clear);
    let t = ok(&t, "attack C3 C4");
    assert_eq!(t.cell(sq("C4")).owner, Some(0));
}

// R-CAP-35 R-CAP-40
#[test]
fn r_cap_35_and_40_capturing_the_capital_wins_at_once() {
    let s = pos("
        .  .  B  .  .
        .  .  a  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  A  .  .
    ");
    // An unfortified capital (R-CAP-30/31) falls to one 2-EP attack.
    let r = order(&s, "attack C4 C5").unwrap();
    assert_eq!(6 - r.state.ep, 2);
    assert_eq!(
        Capitals.outcome(&r.state),
        Some(Outcome::win(
            Seat(0),
            msg!("capitals-reason-capital-captured")
        ))
    );
    assert!(r.events.iter().any(|e| e.id() == "capitals-wins"));
    assert!(Capitals.legal(&r.state, Seat(0)).is_empty());
    assert!(
        order(&r.state, "end").is_err(),
        "nothing is accepted after the end"
    );
}

// ---------------------------------------------------------------- victory

// R-CAP-41 R-CAP-42
#[test]
fn r_cap_41_and_42_board_full_decided_on_territory() {
    let s = pos("
        y  y  B  y
        y  y  y^3 y
        x  x~ x^1 .
        x  x  A  a
    ");
    assert_eq!(
        s.board.territory(0),
        7,
        "capital, empty land, river and mountain count"
    );
    let t = ok(&s, "expand D2");
    assert_eq!(
        Capitals.outcome(&t),
        Some(Outcome::Draw {
            reason: msg!("capitals-reason-board-full", high = 8, low = 8)
        })
    );
    let s = pos("
        x  y  B
        x~ y^2 .
        x  A  a
    ");
    let t = ok(&s, "expand C2");
    assert_eq!(
        Capitals.outcome(&t),
        Some(Outcome::win(
            Seat(0),
            msg!("capitals-reason-board-full", high = 6, low = 3)
        ))
    );
}

// R-CAP-43
#[test]
fn r_cap_43_turn_limit() {
    let mut s = pos(OPEN);
    assert_eq!(s.max_turns, 60);
    assert_eq!(
        setup(
            &Options {
                size: 12,
                ..Options::default()
            },
            1
        )
        .max_turns,
        80
    );
    s.turn = 59;
    let s = ok(&s, "end");
    assert!(!s.over());
    let s = ok(&s, "end");
    assert_eq!(
        Capitals.outcome(&s),
        Some(Outcome::win(
            Seat(0),
            msg!("capitals-reason-turn-limit", high = 4, low = 2)
        ))
    );
}

// R-CAP-44
#[test]
fn r_cap_44_resign_any_time() {
    let s = pos(OPEN);
    let r = Capitals::step(&s, &Input::Resign { seat: Seat(1) }, 0).unwrap();
    assert_eq!(
        Capitals.outcome(&r.state),
        Some(Outcome::win(Seat(0), msg!("capitals-reason-resigned")))
    );
    let r = Capitals::step(&s, &Input::Resign { seat: Seat(0) }, 0).unwrap();
    assert_eq!(
        Capitals.outcome(&r.state),
        Some(Outcome::win(Seat(1), msg!("capitals-reason-resigned")))
    );
    assert!(Capitals::step(&r.state, &Input::Resign { seat: Seat(1) }, 0).is_err());
}

// R-CAP-45
#[test]
fn r_cap_45_phase_deadline_ends_the_turn_without_clock() {
    let s = ok(&pos(OPEN), "expand B3");
    assert_eq!(Capitals.awaiting(&s).deadline, Deadline::Phase);
    let t = Capitals::step(&s, &Input::Deadline, 99_000).unwrap().state;
    assert_eq!((t.to_move, t.ep, t.board.clone()), (1, 6, s.board.clone()));
}

// ---------------------------------------------------------------- options and clock

// R-CAP-50
#[test]
fn r_cap_50_options() {
    let o = Capitals
        .options(&pairs(&[
            ("size", "12"),
            ("clock", "Blitz5"),
            ("increment", "3"),
        ]))
        .unwrap();
    assert_eq!(
        o,
        Options {
            size: 12,
            clock: ClockMode::Blitz5,
            increment: 3
        }
    );
    assert_eq!(Capitals.options(&[]).unwrap(), Options::default());
    let r = Capitals.options(&pairs(&[("size", "11")])).unwrap_err();
    assert_eq!(
        (r.token.as_deref(), r.accepted.clone()),
        (Some("11"), vec!["10".into(), "12".into()])
    );
    let r = Capitals.options(&pairs(&[("clock", "fast")])).unwrap_err();
    assert_eq!(r.token.as_deref(), Some("fast"));
    assert!(r.accepted.contains(&"bullet1".to_string()) && r.accepted.len() == 7);
    let r = Capitals.options(&pairs(&[("increment", "6")])).unwrap_err();
    assert_eq!(r.accepted.len(), 6);
    let r = Capitals.options(&pairs(&[("colour", "red")])).unwrap_err();
    assert_eq!(r.token.as_deref(), Some("colour"));
    assert_eq!(Capitals.option_set().info().len(), 3);
}

fn clocked(clock: ClockMode, increment: u8) -> State {
    setup(&Options::with_clock(clock, increment), 5)
}

// R-CAP-51
#[test]
fn r_cap_51_only_the_mover_is_charged_increment_per_turn() {
    let s = clocked(ClockMode::Bullet1, 2);
    let c = s.clock.clone().unwrap();
    assert_eq!(c.remaining_ms, [60_000, 60_000]);
    let s = order_at(&s, "expand D2", 10_000).unwrap().state;
    assert_eq!(s.clock.as_ref().unwrap().remaining_ms, [50_000, 60_000]);
    let s = order_at(&s, "end", 15_000).unwrap().state;
    assert_eq!(
        s.clock.as_ref().unwrap().remaining_ms,
        [47_000, 60_000],
        "5 s more spent, 2 s increment at the end of the turn"
    );
    let s = order_at(&s, "end", 45_000).unwrap().state;
    assert_eq!(s.clock.as_ref().unwrap().remaining_ms, [47_000, 32_000]);
}

// R-CAP-52
#[test]
fn r_cap_52_awaiting_reports_the_flag_fall() {
    let s = clocked(ClockMode::Blitz3, 0);
    assert_eq!(
        Capitals.awaiting(&s).deadline,
        Deadline::Clock {
            seat: Seat(0),
            at_ms: 180_000
        }
    );
    let s = order_at(&s, "end", 20_000).unwrap().state;
    assert_eq!(
        Capitals.awaiting(&s).deadline,
        Deadline::Clock {
            seat: Seat(1),
            at_ms: 200_000
        }
    );
    assert_eq!(Capitals.awaiting(&pos(OPEN)).deadline, Deadline::Phase);
}

// R-CAP-53
#[test]
fn r_cap_53_deadline_before_flag_refused_after_loses() {
    let s = clocked(ClockMode::Bullet1, 0);
    let early = Capitals.apply(&s, &Input::Deadline, &mut ctx(59_999));
    assert!(early.is_err());
    let late = Capitals
        .apply(&s, &Input::Deadline, &mut ctx(60_000))
        .unwrap();
    assert_eq!(
        Capitals.outcome(&late.state),
        Some(Outcome::win(Seat(1), msg!("capitals-reason-time")))
    );
    assert_eq!(Capitals.awaiting(&late.state).deadline, Deadline::None);
}

// R-CAP-54
#[test]
fn r_cap_54_late_order_loses_on_time() {
    let s = clocked(ClockMode::Bullet1, 5);
    let r = order_at(&s, "expand D2", 61_000).unwrap();
    assert_eq!(
        Capitals.outcome(&r.state),
        Some(Outcome::win(Seat(1), msg!("capitals-reason-time")))
    );
    assert_eq!(r.state.board, s.board, "the late order was not played");
    let r = order_at(&s, "expand D2", 59_000).unwrap();
    assert!(!r.state.over());
}

// ---------------------------------------------------------------- orders

// R-CAP-70
#[test]
fn r_cap_70_order_language_round_trips() {
    let s = setup(&Options::default(), 1);
    let cases = [
        ("expand c4", Action::Expand(sq("C4"))),
        ("MOVE C3 c4", Action::Move(sq("C3"), sq("C4"))),
        ("deploy E2", Action::Deploy(sq("E2"))),
        ("attack D5 to D6", Action::Attack(sq("D5"), sq("D6"))),
        ("cross d5, d6", Action::Cross(sq("D5"), sq("D6"))),
        ("climb D5 -> D6", Action::Climb(sq("D5"), sq("D6"))),
        ("dig E5", Action::Dig(sq("E5"))),
        ("fill e5", Action::Fill(sq("E5"))),
        ("wall E4", Action::Wall(sq("E4"))),
        ("tower J10", Action::Tower(sq("J10"))),
        ("end", Action::End),
        ("End Turn", Action::End),
        ("pass", Action::End),
        ("done", Action::End),
        ("e b2", Action::Expand(sq("B2"))),
        ("m B2 B3", Action::Move(sq("B2"), sq("B3"))),
        ("a B2 B3", Action::Attack(sq("B2"), sq("B3"))),
    ];
    for (text, action) in cases {
        let parsed = Capitals.parse(&s, Seat(0), text).unwrap();
        assert_eq!(parsed, action, "{text}");
        let canonical = Capitals.format(&s, &parsed);
        assert_eq!(Capitals.parse(&s, Seat(0), &canonical).unwrap(), action);
    }
    assert_eq!(Action::Move(sq("C3"), sq("C4")).text(), "move C3 C4");
}

// R-CAP-71
#[test]
fn r_cap_71_refusals_name_the_word_and_list_alternatives() {
    let s = setup(&Options::default(), 1);
    let r = Capitals.parse(&s, Seat(0), "jump C4").unwrap_err();
    assert_eq!(r.token.as_deref(), Some("jump"));
    assert!(r.accepted.contains(&"expand".to_string()) && r.accepted.contains(&"end".to_string()));
    let r = Capitals.parse(&s, Seat(0), "expand K4").unwrap_err();
    assert_eq!(r.token.as_deref(), Some("K4"));
    assert_eq!(r.accepted, vec!["A1 .. J10"]);
    let r = Capitals.parse(&s, Seat(0), "move C3").unwrap_err();
    assert_eq!(r.token.as_deref(), Some("move"));
    let r = Capitals.parse(&s, Seat(0), "wall E4 E5").unwrap_err();
    assert_eq!(r.token.as_deref(), Some("E5"));
    let r = Capitals.parse(&s, Seat(0), "").unwrap_err();
    assert!(!r.accepted.is_empty());
    // Illegal in the position: the target is named and the legal expansions are listed.
    let r = refused(&s, "expand E5");
    assert_eq!(r.token.as_deref(), Some("E5"));
    assert!(r.accepted.contains(&"expand D2".to_string()));
    assert!(r.accepted.iter().all(|a| a.starts_with("expand ")));
    // A verb with no legal use lists every legal order.
    let r = refused(&pos(OPEN), "dig E5");
    assert!(r.accepted.contains(&"end".to_string()));
    let r = refused(&s, "move A1 A2");
    assert_eq!(r.token.as_deref(), Some("A1"));
}

// R-CAP-72
#[test]
fn r_cap_72_refused_input_changes_nothing() {
    let s = setup(&Options::with_clock(ClockMode::Blitz3, 1), 1);
    let before = serde_json::to_string(&s).unwrap();
    for text in [
        "expand E5",
        "attack D1 D2",
        "wall A1",
        "tower E5",
        "dig A1",
        "fill F10",
    ] {
        assert!(order_at(&s, text, 5_000).is_err(), "{text}");
    }
    assert!(Capitals
        .apply(&s, &Input::Deadline, &mut ctx(1_000))
        .is_err());
    assert_eq!(serde_json::to_string(&s).unwrap(), before);
}

// R-CAP-73
#[test]
fn r_cap_73_legal_orders_are_exactly_the_accepted_ones() {
    let s = ok(&pos(OPEN), "expand B3");
    let listed = legal(&s);
    assert_eq!(listed.last().map(String::as_str), Some("end"));
    assert!(listed.contains(&"expand A2".to_string()));
    assert!(listed.contains(&"fill B1".to_string()));
    assert!(!listed.contains(&"expand D3".to_string()));
    // Brute force: every conceivable action is accepted exactly when it is listed.
    let size = s.size();
    let squares: Vec<Sq> = s.board.squares().collect();
    let mut all = vec![Action::End];
    for &a in &squares {
        all.extend([
            Action::Expand(a),
            Action::Deploy(a),
            Action::Dig(a),
            Action::Fill(a),
            Action::Wall(a),
            Action::Tower(a),
        ]);
        for &b in &squares {
            all.extend([
                Action::Move(a, b),
                Action::Attack(a, b),
                Action::Cross(a, b),
                Action::Climb(a, b),
            ]);
        }
    }
    for a in all {
        let accepted = order(&s, &a.text()).is_ok();
        assert_eq!(
            accepted,
            listed.contains(&a.text()),
            "{} on {size}x{size}",
            a.text()
        );
    }
    assert!(Capitals.legal(&s, Seat(1)).is_empty());
}

// ---------------------------------------------------------------- view

// R-CAP-80
#[test]
fn r_cap_80_every_viewer_sees_the_same() {
    let s = setup(&Options::default(), 3);
    let spectator = Capitals.view_json(&s, Viewer::Spectator);
    assert_eq!(Capitals.view_json(&s, Viewer::Seat(Seat(0))), spectator);
    assert_eq!(Capitals.view_json(&s, Viewer::Seat(Seat(1))), spectator);
    assert_eq!(spectator["territory"], serde_json::json!([4, 4]));
    assert_eq!(spectator["capitals"], serde_json::json!(["E1", "F10"]));
}

// R-CAP-81
#[test]
fn r_cap_81_text_board() {
    let s = setup(&Options::with_clock(ClockMode::Rapid10, 5), 3);
    let text = Capitals.describe(&s, Viewer::Spectator);
    assert!(text.contains("10 "), "{text}");
    assert!(text.contains("A    B    C"));
    assert!(text.contains("6 EP left"));
    assert!(text.contains("10:00"));
    assert!(text.contains("Aww") || text.contains('A'));
    // The board part reads back as a diagram of the same position.
    let rows: String = text
        .lines()
        .take(10)
        .map(|l| l[3..].to_string() + "\n")
        .collect();
    assert_eq!(State::from_diagram(&rows).unwrap().board, s.board);
    let scene = Capitals.scene(&s, Viewer::Spectator);
    assert!(scene.title.contains("Capitals"));
}

// ---------------------------------------------------------------- bots

// R-CAP-90
#[test]
fn r_cap_90_bots_give_legal_orders_deterministically() {
    use korona_engine::selfplay::SelfPlay;
    use std::ops::ControlFlow;
    let game = korona_games::find("capitals").expect("registered");
    for level in BotLevel::ALL {
        // Fourteen entries of one level against itself, twice over.
        let play = || {
            SelfPlay::new(game, &[level; 2], MatchSeed::from_number(11))
                .budget(Budget::nodes(800))
                .play_with(|step| {
                    if step.entry.seq >= 14 {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                })
                .unwrap()
        };
        let (a, b) = (play(), play());
        assert!(a.entries.len() == 14 || a.outcome.is_some());
        assert!(
            a.fallbacks.is_empty(),
            "{level:?} proposed refused orders at entries {:?}",
            a.fallbacks
        );
        assert_eq!(a.entries, b.entries, "{level:?} repeats itself");
    }
}

// R-CAP-91
#[test]
fn r_cap_91_hard_takes_an_open_capital_and_guards_its_own() {
    let win = pos("
        .  .  .  .  .  .
        .  .  B  .  .  .
        .  .  a  .  .  .
        .  .  .  .  .  .
        .  b  .  .  .  .
        .  .  A  .  .  .
    ");
    let seed = MatchSeed::from_number(1);
    for level in [BotLevel::Medium, BotLevel::Hard, BotLevel::Extreme] {
        let a = Capitals.bot(
            &win,
            Seat(0),
            level,
            &mut Dice::for_bot(&seed, 0, 0),
            Budget::nodes(20_000),
        );
        assert_eq!(a, Action::Attack(sq("C4"), sq("C5")), "{level:?}");
    }
    // Player 1 next to player 0's bare capital: Hard fortifies or removes the threat before ending.
    let danger = pos("
        .  .  .  .  .  .
        .  .  .  .  B  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  a  b  .  .  .
        .  .  A  .  .  .
    ");
    let mut s = danger;
    for seq in 0..6 {
        if s.to_move != 0 {
            break;
        }
        let a = Capitals.bot(
            &s,
            Seat(0),
            BotLevel::Hard,
            &mut Dice::for_bot(&seed, seq, 0),
            Budget::nodes(20_000),
        );
        s = Capitals::step(
            &s,
            &Input::Order {
                seat: Seat(0),
                action: a,
            },
            0,
        )
        .unwrap()
        .state;
    }
    let c3 = s.cell(sq("C2"));
    let safe = c3.owner == Some(0) || s.cell(sq("C1")).walls == 2 || s.cell(sq("C1")).tower;
    assert!(safe, "capital left open:\n{}", s.diagram());
}
