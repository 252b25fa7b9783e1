//! Thrones rules of issue 29, each test naming the rule of `docs/rules/thrones.md` it checks:
//! firing in the eight directions (R-THR-ENGAGE-3), engaging an empty fortress (R-THR-FORT-1) and
//! the seeded random homeland at the setup deadline (R-THR-SETUP-10). Positions are built square by
//! square on an all-plains board with both thrones far apart.

use korona_engine::{Applied, Dice, Input, MatchSeed, Refusal, Ruleset, Seat};
use korona_games::thrones::board::DIRECTIONS;
use korona_games::thrones::homeland::{layout, Homeland};
use korona_games::thrones::options::GameType;
use korona_games::thrones::{Kind, Phase, Piece, Sq, State, Thrones, Tile};

fn sq(t: &str) -> Sq {
    Sq::parse(t).unwrap()
}

fn put(s: &mut State, at: &str, owner: u8, kind: Kind) {
    s.pieces[sq(at).index()] = Some(Piece { owner, kind });
}

fn at(s: &State, t: &str) -> Option<(u8, Kind)> {
    s.piece(sq(t)).map(|p| (p.owner, p.kind))
}

/// All plains, fortresses on e2 (player 0's homeland), e5 (the middle row) and e8 (player 1's),
/// thrones on a1 and i9, player `to_move` in turn 3.
fn blank(game: GameType, to_move: u8) -> State {
    let mut s = State::new(0, 300);
    s.game = game;
    s.phase = Phase::Play;
    s.tiles = vec![Some(Tile::Plains); 81];
    for f in ["e2", "e5", "e8"] {
        s.tiles[sq(f).index()] = Some(Tile::Fortress);
    }
    s.turn = 3;
    s.to_move = to_move;
    put(&mut s, "a1", 0, Kind::Throne);
    put(&mut s, "i9", 1, Kind::Throne);
    s
}

fn order(s: &State, seat: u8, text: &str, seq: u64) -> Result<Applied<State>, Refusal> {
    let action = Thrones.parse(s, Seat(seat), text)?;
    let mut dice = Dice::for_entry(&MatchSeed::from_number(29), seq);
    Thrones::step(
        s,
        &Input::Order {
            seat: Seat(seat),
            action,
        },
        &mut dice,
    )
}

fn ok(s: &State, text: &str) -> Applied<State> {
    order(s, s.to_move, text, 1).unwrap_or_else(|r| panic!("`{text}` refused: {r}"))
}

fn refused(s: &State, text: &str) -> String {
    match order(s, s.to_move, text, 1) {
        Ok(_) => panic!("`{text}` was accepted"),
        Err(r) => r.id().to_string(),
    }
}

fn event_ids(a: &Applied<State>) -> Vec<String> {
    a.events.iter().map(|e| e.message.id.to_string()).collect()
}

// ---- R-THR-ENGAGE-3 ----

// Asserts R-THR-ENGAGE-3: crossbowmen, catapults and trebuchets fire at exactly 1, 2 and 3 squares
// in each of the eight directions, diagonals included.
#[test]
fn r_thr_engage_3_firing_pieces_fire_in_all_eight_directions() {
    for (kind, d) in [
        (Kind::Crossbowman, 1i8),
        (Kind::Catapult, 2),
        (Kind::Trebuchet, 3),
    ] {
        for (dc, dr) in DIRECTIONS {
            let mut s = blank(GameType::Standard, 0);
            // No fortress in the lines: a shot at an occupied one would ruin it (R-THR-FORT-1).
            for f in ["e2", "e5"] {
                s.tiles[sq(f).index()] = Some(Tile::Plains);
            }
            put(&mut s, "e4", 0, kind);
            let target = sq("e4").offset(dc, dr, d).unwrap().to_string();
            put(&mut s, &target, 1, Kind::Lancer);
            let t = ok(&s, &format!("fire e4 {target}")).state;
            assert_eq!(
                at(&t, &target),
                None,
                "{kind:?} removes the lancer on {target}"
            );
            assert_eq!(at(&t, "e4"), Some((0, kind)), "without moving");
            assert!(
                Thrones
                    .legal(&s, Seat(0))
                    .iter()
                    .any(|c| c.text == format!("fire e4 {target}")),
                "{kind:?}: the legal list offers fire e4 {target}"
            );
        }
    }
}

// Asserts R-THR-ENGAGE-3: only at exactly that distance, and only along a straight line.
#[test]
fn r_thr_engage_3_off_the_line_or_at_another_distance_is_out_of_range() {
    for (kind, off) in [
        (Kind::Crossbowman, "e6"), // two straight: a crossbowman fires at one
        (Kind::Catapult, "f6"),    // a knight's jump: no single direction
        (Kind::Catapult, "f5"),    // adjacent diagonal: too near
        (Kind::Trebuchet, "g7"),   // (2, 3): no single direction
        (Kind::Trebuchet, "f5"),
    ] {
        let mut s = blank(GameType::Standard, 0);
        put(&mut s, "e4", 0, kind);
        put(&mut s, off, 1, Kind::Lancer);
        assert_eq!(
            refused(&s, &format!("fire e4 {off}")),
            "thrones-out-of-range",
            "{kind:?} on {off}"
        );
    }
}

// Asserts R-THR-ENGAGE-3: nothing between blocks a diagonal shot either.
#[test]
fn r_thr_engage_3_a_diagonal_shot_flies_over_pieces_between() {
    let mut s = blank(GameType::Standard, 0);
    put(&mut s, "c3", 0, Kind::Trebuchet);
    put(&mut s, "d4", 1, Kind::Elephant);
    put(&mut s, "e5", 0, Kind::Ranger);
    put(&mut s, "f6", 1, Kind::Spearman);
    let t = ok(&s, "fire c3 f6").state;
    assert_eq!(at(&t, "f6"), None);
    assert_eq!(at(&t, "d4"), Some((1, Kind::Elephant)));
}

// ---- R-THR-FORT-1 ----

// Asserts R-THR-FORT-1: an adjacent piece attacks an empty unruined fortress: it is ruined, the
// attacker stays, and the empty ruin is restored at the turn's end (R-THR-FORT-3).
#[test]
fn r_thr_fort_1_an_empty_fortress_can_be_attacked_from_an_adjacent_square() {
    let mut s = blank(GameType::Standard, 0);
    put(&mut s, "d4", 0, Kind::Lancer);
    let a = ok(&s, "attack d4 e5");
    assert_eq!(
        at(&a.state, "d4"),
        Some((0, Kind::Lancer)),
        "the attacker stays"
    );
    assert_eq!(at(&a.state, "e5"), None);
    let ids = event_ids(&a);
    assert!(ids.contains(&"thrones-ruins".to_string()), "{ids:?}");
    assert!(ids.contains(&"thrones-restored".to_string()), "{ids:?}");
    assert!(!a.state.is_ruined(sq("e5")), "restored: nobody holds it");
    assert_eq!(a.state.to_move, 1, "the turn is spent");
    assert!(Thrones
        .legal(&s, Seat(0))
        .iter()
        .any(|c| c.text == "attack d4 e5"));
    // Two squares alone still mean the move onto the empty fortress (R-THR-TURN-1).
    let m = order(&s, 0, "d4 e5", 1).unwrap().state;
    assert_eq!(at(&m, "e5"), Some((0, Kind::Lancer)));
}

// Asserts R-THR-FORT-1: a firing piece in range ruins an empty unruined fortress too; an empty
// plain square, a non-adjacent attacker and the first player's first turn are refused.
#[test]
fn r_thr_fort_1_an_empty_fortress_can_be_fired_on_and_what_cannot_engage_it() {
    let mut s = blank(GameType::Standard, 0);
    put(&mut s, "e3", 0, Kind::Catapult);
    let a = ok(&s, "fire e3 e5");
    assert!(event_ids(&a).contains(&"thrones-ruins".to_string()));
    assert_eq!(at(&a.state, "e3"), Some((0, Kind::Catapult)));
    // An empty square that is no fortress: nothing to engage.
    put(&mut s, "c3", 0, Kind::Elephant);
    assert_eq!(refused(&s, "attack c3 d4"), "thrones-no-enemy");
    assert_eq!(refused(&s, "fire e3 e1"), "thrones-no-enemy");
    // A dragon four squares off flies no attack at a fortress: it must stand next to it.
    let mut s = blank(GameType::Standard, 0);
    put(&mut s, "e1", 0, Kind::Dragon);
    s.tiles[sq("e2").index()] = Some(Tile::Plains);
    assert_eq!(refused(&s, "attack e1 e5"), "thrones-fortress-adjacent");
    // R-THR-TURN-2: not in the first player's first turn.
    let mut s = blank(GameType::Standard, 0);
    s.turn = 1;
    put(&mut s, "d4", 0, Kind::Lancer);
    assert_eq!(refused(&s, "attack d4 e5"), "thrones-opening-no-engage");
}

// Asserts R-THR-FORT-1, R-THR-HOME-6: in the homefront game type the ruin of an empty fortress
// stays (no restoring), so it stops spawning (R-THR-HOME-4); an empty ruin cannot be engaged again.
#[test]
fn r_thr_fort_1_in_homefront_an_engaged_empty_fortress_stays_ruined() {
    let mut s = blank(GameType::Homefront, 1);
    put(&mut s, "d3", 1, Kind::Lancer);
    let t = ok(&s, "attack d3 e2").state;
    assert!(t.is_ruined(sq("e2")));
    let mut again = t.clone();
    again.to_move = 1;
    assert_eq!(refused(&again, "attack d3 e2"), "thrones-no-enemy");
}

// ---- R-THR-SETUP-10 ----

fn deadline_homeland(seed: u64) -> (Vec<Tile>, Vec<Option<Kind>>) {
    let mseed = MatchSeed::from_number(seed);
    let mut s = Thrones
        .setup(&Default::default(), 2, &mut Dice::for_entry(&mseed, 0))
        .unwrap();
    let step = |s: &State, seat: u8, text: &str, seq: u64| {
        let action = Thrones.parse(s, Seat(seat), text).unwrap();
        let input = Input::Order {
            seat: Seat(seat),
            action,
        };
        Thrones::step(s, &input, &mut Dice::for_entry(&mseed, seq))
            .unwrap()
            .state
    };
    s = step(&s, 0, "number 2", 1);
    s = step(&s, 1, "number 2", 2);
    // Player 0 sends a homeland; player 1 misses the deadline.
    s = step(&s, 0, &layout(3).text(), 3);
    let s = Thrones::step(&s, &Input::Deadline, &mut Dice::for_entry(&mseed, 4))
        .unwrap()
        .state;
    assert_eq!(s.phase, Phase::Play);
    // The homeland `home random` would have drawn with the deadline entry's dice.
    let drawn = korona_games::thrones::rules::setup::random_homeland(
        GameType::Standard,
        &mut Dice::for_entry(&mseed, 4),
    );
    for k in 0..4 {
        for c in 0..9 {
            let at = Homeland::square(1, k, c);
            assert_eq!(s.tile(at), Some(drawn.tiles[k * 9 + c]));
        }
    }
    let mut tiles = Vec::new();
    let mut pieces = Vec::new();
    for k in 0..4 {
        for c in 0..9 {
            let at = Homeland::square(1, k, c);
            tiles.push(s.tile(at).unwrap());
            pieces.push(s.piece(at).map(|p| {
                assert_eq!(p.owner, 1);
                p.kind
            }));
        }
    }
    (tiles, pieces)
}

// Asserts R-THR-SETUP-10: a missing homeland is a valid one drawn from the match's dice: the same
// seed draws the same one, other seeds others, and it is not the ready-made layout 0.
#[test]
fn r_thr_setup_10_a_missed_deadline_draws_a_seeded_random_homeland() {
    let first = deadline_homeland(1);
    assert_eq!(first, deadline_homeland(1), "same seed, same homeland");
    let drawn: Vec<_> = (1..=6).map(deadline_homeland).collect();
    let zero = layout(0);
    assert!(
        drawn.iter().all(|(t, _)| *t != zero.tiles),
        "not the ready-made layout 0"
    );
    let mut distinct = drawn.clone();
    distinct.sort_by_key(|(t, _)| format!("{t:?}"));
    distinct.dedup();
    assert!(
        distinct.len() >= 5,
        "six seeds, {} homelands",
        distinct.len()
    );
    for (tiles, pieces) in &drawn {
        let h = Homeland {
            tiles: tiles.clone(),
            pieces: pieces.clone(),
            middle: vec![
                Some(Tile::Plains),
                Some(Tile::Forest),
                Some(Tile::Mountain),
                Some(Tile::Water),
                None,
                None,
                None,
                None,
                None,
            ],
        };
        assert_eq!(h.check(GameType::Standard), Ok(()), "a legal homeland");
    }
}
