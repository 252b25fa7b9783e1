//! The fiefs picture: the engine's hex board with terrain fills, rivers, fiefs, holdings and units
//! (R-FIEF-MAP-1, R-FIEF-MAP-2, R-FIEF-SEASON-2, R-FIEF-ORD-5).

use korona_engine::scene::{palette, Board, EdgeLine, HexCoords, HexTop, Pattern};
use korona_engine::{Ruleset, Viewer};
use korona_games::fiefs::map::crossing as map;
use korona_games::fiefs::pieces;
use korona_games::fiefs::state::{Holding, HoldingKind, State, Unit, UnitKind};
use korona_games::fiefs::{Fiefs, Hx, Options};

fn h(name: &str) -> Hx {
    Hx::parse(name).unwrap()
}

fn state() -> State {
    let mut s = State::start(Options::default(), &[(0, h("B2")), (1, h("J8"))]);
    s.tile_mut(h("D3")).owner = Some(0);
    s.tile_mut(h("D3")).holding = Some(Holding {
        kind: HoldingKind::Outpost,
        owner: 0,
        pop: 1,
    });
    s.tile_mut(h("D3")).unit = Some(Unit {
        owner: 1,
        kind: UnitKind::Knight,
        done: false,
        fired: false,
    });
    s
}

#[test]
fn r_fief_map_1_2_a_pointy_odd_row_hex_board_with_terrain_and_rivers() {
    let s = state();
    let scene = Fiefs.scene(&s, Viewer::Spectator);
    let Board::Hex(board) = &scene.board else {
        panic!("a hex board")
    };
    assert_eq!(board.top, HexTop::Pointy);
    assert_eq!(board.coords, HexCoords::Offset { odd: true });
    assert_eq!(board.hexes.len(), 99);
    assert_eq!(board.edges.len(), map().rivers.len());
    assert!(board.edges.iter().all(|e| e.line == EdgeLine::River));
    let hex = |name: &str| {
        let x = h(name);
        board
            .hexes
            .iter()
            .find(|y| y.at == (x.col as i16, x.row as i16))
            .unwrap()
    };
    assert_eq!(hex("F2").cell.pattern, Pattern::Peaks);
    assert_eq!(hex("C3").cell.pattern, Pattern::Trees);
    assert_eq!(hex("E4").cell.pattern, Pattern::Waves);
    assert_eq!(hex("E4").label, "E4");
    // The castle: a ring, a badge, its pop; the starting spearman as a token with its symbol.
    let castle = &hex("B2").cell;
    assert!(castle.ring.is_some());
    assert_eq!(castle.badges[0].symbol, pieces::CASTLE);
    assert_eq!(castle.text, "5/5");
    assert_eq!(
        castle.token.as_ref().unwrap().symbol,
        Some(pieces::SPEARMAN)
    );
    // A besieger keeps its own colour on the other house's outpost.
    let d3 = &hex("D3").cell;
    assert_eq!(d3.badges[0].symbol, pieces::OUTPOST);
    assert_eq!(d3.owner, Some(palette::player(0)));
    assert_eq!(d3.token.as_ref().unwrap().colour, palette::player(1));
    assert_eq!(d3.token.as_ref().unwrap().symbol, Some(pieces::KNIGHT));
    assert_eq!(hex("E3").cell.owner, None);
}

#[test]
fn r_fief_season_2_frozen_lakes_are_drawn_as_ice() {
    let mut s = state();
    s.round = 4;
    let scene = Fiefs.scene(&s, Viewer::Spectator);
    let Board::Hex(board) = &scene.board else {
        panic!("a hex board")
    };
    let e4 = h("E4");
    let cell = &board
        .hexes
        .iter()
        .find(|y| y.at == (e4.col as i16, e4.row as i16))
        .unwrap()
        .cell;
    assert_eq!(cell.pattern, Pattern::Hatch);
    assert!(scene.panel[0].contains("winter"));
}

#[test]
fn r_fief_ord_5_every_viewer_gets_the_same_scene() {
    let s = state();
    let spectator = Fiefs.scene(&s, Viewer::Spectator);
    for seat in 0..2 {
        assert_eq!(
            Fiefs.scene(&s, Viewer::Seat(korona_engine::Seat(seat))),
            spectator
        );
    }
    let labels: Vec<&str> = spectator.symbols.iter().map(|x| x.label.as_str()).collect();
    assert_eq!(
        labels,
        ["spearman", "knight", "bowman", "castle", "village", "outpost"]
    );
}
