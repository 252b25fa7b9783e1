//! The homeland orders beyond the one-line `home`: the text block, building square by square, the
//! seeded random homeland, and refusals that name the row and the rule (R-THR-SETUP-3, 4, 11, 12).

use korona_engine::{Applied, Dice, Event, Input, MatchSeed, Refusal, Ruleset, Seat, Viewer};
use korona_games::thrones::homeland::{layout, Homeland};
use korona_games::thrones::{english, Action, Phase, Sq, State, Thrones};

fn fresh() -> State {
    let mut dice = Dice::for_entry(&MatchSeed::from_number(3), 0);
    let s = Thrones.setup(&Default::default(), 2, &mut dice).unwrap();
    started(s)
}

/// Past the even/odd numbers, if the game asks for them first.
fn started(s: State) -> State {
    if s.phase != Phase::Start {
        return s;
    }
    let s = apply(&s, 0, "number 1", 1).unwrap().state;
    apply(&s, 1, "number 2", 2).unwrap().state
}

fn apply(s: &State, seat: u8, text: &str, seq: u64) -> Result<Applied<State>, Refusal> {
    let action = Thrones.parse(s, Seat(seat), text)?;
    let mut dice = Dice::for_entry(&MatchSeed::from_number(11), seq);
    Thrones::step(
        s,
        &Input::Order {
            seat: Seat(seat),
            action,
        },
        &mut dice,
    )
}

fn refusal(s: &State, seat: u8, text: &str) -> Refusal {
    match apply(s, seat, text, 5) {
        Ok(_) => panic!("`{text}` was accepted"),
        Err(r) => r,
    }
}

/// The homeland `seat` has sealed.
fn sealed(s: &State, seat: u8) -> Homeland {
    s.homelands.get(Seat(seat)).expect("sealed").clone()
}

// Asserts R-THR-SETUP-11: the text block (one row per line) is read like the one-line form.
#[test]
fn r_thr_setup_11_a_homeland_as_a_text_block() {
    let h = layout(4);
    let block = h.block();
    assert_eq!(
        block.lines().count(),
        6,
        "home, 4 rows, the middle row:\n{block}"
    );
    let s = apply(&fresh(), 0, &block, 3).unwrap().state;
    assert_eq!(sealed(&s, 0), h);
    // The same words on one line (a chat that drops line breaks) read the same.
    let s = apply(&fresh(), 0, &block.replace('\n', " "), 3)
        .unwrap()
        .state;
    assert_eq!(sealed(&s, 0), h);
    // The parse of the block equals the parse of the `/` form.
    assert_eq!(
        Thrones.parse(&fresh(), Seat(0), &block).unwrap(),
        Thrones.parse(&fresh(), Seat(0), &h.text()).unwrap()
    );
}

// Asserts R-THR-SETUP-11: a bad letter is refused naming its row, column and letter.
#[test]
fn r_thr_setup_11_a_bad_letter_names_its_row_and_column() {
    let h = layout(4);
    let mut lines: Vec<String> = h.block().lines().map(str::to_string).collect();
    // Row 2's third tile becomes `q`.
    let mut row: Vec<char> = lines[2].chars().collect();
    row[2] = 'q';
    lines[2] = row.into_iter().collect();
    let r = refusal(&fresh(), 0, &lines.join("\n"));
    assert_eq!(r.id(), "thrones-home-bad-tile");
    let text = english(&r.message);
    assert!(
        text.contains("row 2") && text.contains("column c") && text.contains("`q`"),
        "{text}"
    );
    assert_eq!(r.token.as_deref(), Some(&lines[2][..9]));
}

// Asserts R-THR-SETUP-3: the refusal names the row without a terrain and the rule.
#[test]
fn r_thr_setup_3_the_refusal_names_the_row_and_the_rule() {
    use korona_games::thrones::Tile;
    let mut h = layout(0);
    // Trade every water of row 3 for a tile row 4 holds twice: counts stay, row 3 has no water.
    for c in 0..9 {
        let i = 2 * 9 + c;
        if h.tiles[i] == Tile::Water {
            let j = (27..36)
                .find(|j| {
                    let t = h.tiles[*j];
                    t != Tile::Water
                        && t != Tile::Fortress
                        && h.tiles[27..36].iter().filter(|x| **x == t).count() > 1
                })
                .unwrap();
            h.tiles.swap(i, j);
        }
    }
    let r = refusal(&fresh(), 0, &h.block());
    assert_eq!(r.id(), "thrones-home-row-lacks");
    assert_eq!(r.token.as_deref(), Some(h.row_letters(2).as_str()));
    let text = english(&r.message);
    assert!(
        text.contains("row 3") && text.contains("every row holds"),
        "{text}"
    );
}

// Asserts R-THR-SETUP-4: the refusal names the fortress's row and column and the rule.
#[test]
fn r_thr_setup_4_the_refusal_names_the_fortress_square() {
    use korona_games::thrones::Tile;
    let mut h = layout(0);
    let f = h.tiles.iter().position(|t| *t == Tile::Fortress).unwrap();
    let k = f / 9;
    // Move the fortress to column a of its row (swap with whatever is there); rows keep their mix
    // because the fortress is no land tile.
    h.tiles.swap(f, k * 9);
    h.pieces.swap(f, k * 9);
    let r = refusal(&fresh(), 0, &h.block());
    assert_eq!(r.id(), "thrones-home-fortress-edge");
    let text = english(&r.message);
    assert!(
        text.contains(&format!("row {}", k + 1)) && text.contains("column a"),
        "{text}"
    );
}

// Asserts R-THR-SETUP-2: a wrong count names the tile and all five counts.
#[test]
fn r_thr_setup_2_a_wrong_count_lists_the_counts() {
    use korona_games::thrones::Tile;
    let mut h = layout(0);
    let i = h.tiles.iter().position(|t| *t == Tile::Forest).unwrap();
    h.tiles[i] = Tile::Plains;
    let r = refusal(&fresh(), 0, &h.block());
    assert_eq!(r.id(), "thrones-home-tile-count");
    assert!(english(&r.message).contains("11 plains, 10 forest, 7 mountain, 7 water, 1 fortress"));
}

// Asserts R-THR-SETUP-11: a homeland built square by square and sealed with `home`.
#[test]
fn r_thr_setup_11_square_by_square() {
    let h = layout(2);
    let mut s = fresh();
    let mut seq = 10;
    // `home` with nothing drafted is refused.
    assert_eq!(refusal(&s, 1, "home").id(), "thrones-draft-none");
    for k in 0..4 {
        for c in 0..9 {
            let i = k * 9 + c;
            let sq = Homeland::square(1, k, c);
            let mut order = format!("set {sq} {}", h.tiles[i].letter());
            if let Some(p) = h.pieces[i] {
                order.push_str(&format!(" {}", p.letter()));
            }
            if i == 20 {
                // Half way, the draft is not yet a homeland: `home` names an open square.
                let r = refusal(&s, 1, "home");
                assert_eq!(r.id(), "thrones-draft-open");
            }
            s = apply(&s, 1, &order, seq).unwrap().state;
            seq += 1;
            assert_eq!(s.phase, Phase::Setup);
            assert!(s.homelands.get(Seat(1)).is_none(), "a draft is not sealed");
        }
    }
    for (c, t) in h.middle.iter().enumerate() {
        if let Some(t) = t {
            let sq = Sq::new(c as u8, 4);
            s = apply(&s, 1, &format!("set {sq} {}", t.letter()), seq)
                .unwrap()
                .state;
            seq += 1;
        }
    }
    // Player 1 sees its draft; player 0 and spectators do not.
    let own = Thrones.view(&s, Viewer::Seat(Seat(1)));
    assert_eq!(
        own.own_draft.as_deref(),
        Some(korona_games::thrones::draft::Draft::of(&h).block().as_str())
    );
    assert!(Thrones.view(&s, Viewer::Seat(Seat(0))).own_draft.is_none());
    assert!(Thrones.view(&s, Viewer::Spectator).own_draft.is_none());
    let s = apply(&s, 1, "home", seq).unwrap().state;
    assert_eq!(sealed(&s, 1), h);
    assert!(s.drafts.is_empty());
}

// Asserts R-THR-SETUP-11: `set` refuses the other homeland, a middle fortress, a middle piece.
#[test]
fn r_thr_setup_11_set_refusals_name_the_square() {
    let s = fresh();
    let r = refusal(&s, 0, "set c7 p");
    assert_eq!(r.id(), "thrones-set-not-yours");
    assert_eq!(r.token.as_deref(), Some("c7"));
    assert_eq!(
        refusal(&s, 0, "set c5 x").id(),
        "thrones-set-middle-fortress"
    );
    assert_eq!(
        refusal(&s, 0, "set c5 p K").id(),
        "thrones-set-middle-piece"
    );
    assert_eq!(refusal(&s, 0, "set c2 q").id(), "thrones-set-bad-tile");
    assert_eq!(refusal(&s, 0, "set c2 p Z").id(), "thrones-set-bad-piece");
    assert_eq!(
        refusal(&s, 0, "set c2 . K").id(),
        "thrones-set-piece-needs-tile"
    );
    assert_eq!(refusal(&s, 0, "set c2").id(), "thrones-set-words");
}

// Asserts R-THR-SETUP-12: `home random` seals a valid homeland from the match's dice, the same one
// again for the same entry, another for another; the player is told what it got, privately.
#[test]
fn r_thr_setup_12_a_seeded_random_homeland() {
    let s = fresh();
    let a = apply(&s, 0, "home random", 3).unwrap();
    let again = apply(&s, 0, "home random", 3).unwrap();
    let other = apply(&s, 0, "home random", 4).unwrap();
    let h = sealed(&a.state, 0);
    assert!(h
        .check(korona_games::thrones::options::GameType::Standard)
        .is_ok());
    assert_eq!(h, sealed(&again.state, 0), "same dice, same homeland");
    assert_ne!(h, sealed(&other.state, 0), "other dice, other homeland");
    let told: Vec<&Event> = a
        .events
        .iter()
        .filter(|e| e.message.id == "thrones-home-random")
        .collect();
    assert_eq!(told.len(), 1);
    assert!(told[0].visible_to(Viewer::Seat(Seat(0))));
    assert!(
        !told[0].visible_to(Viewer::Seat(Seat(1))),
        "only the player is told"
    );
    // It is offered first in the legal list, for autocomplete.
    let legal = Thrones.legal(&s, Seat(0));
    assert_eq!(legal[0].text, "home random");
    assert!(matches!(
        Thrones.parse(&s, Seat(0), "home random").unwrap(),
        Action::HomeRandom
    ));
}
