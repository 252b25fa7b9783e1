//! Thrones positions and orders for the rule tests, each file with its own match seed.

use korona_engine::{Applied, Dice, Input, MatchSeed, Refusal, Ruleset, Seat};
use korona_games::thrones::options::GameType;
use korona_games::thrones::{Kind, Phase, Piece, Sq, State, Thrones, Tile};

pub fn sq(t: &str) -> Sq {
    Sq::parse(t).unwrap()
}

pub fn put(s: &mut State, at: &str, owner: u8, kind: Kind) {
    s.pieces[sq(at).index()] = Some(Piece { owner, kind });
}

/// All plains, fortresses on e2 (player 0's homeland) and e8 (player 1's) and the middle ones of
/// the game type, thrones on a1 and i9, player `to_move` in turn 3.
pub fn blank(game: GameType, to_move: u8) -> State {
    let mut s = State::new(0, 300);
    s.game = game;
    s.phase = Phase::Play;
    s.tiles = vec![Some(Tile::Plains); 81];
    let forts: Vec<&str> = match game {
        GameType::Points => vec!["b5", "e5", "h5"],
        _ => vec!["e2", "e5", "e8"],
    };
    for f in forts {
        s.tiles[sq(f).index()] = Some(Tile::Fortress);
    }
    s.turn = 3;
    s.to_move = to_move;
    put(&mut s, "a1", 0, Kind::Throne);
    put(&mut s, "i9", 1, Kind::Throne);
    s
}

/// The match seed a test file rolls its orders' dice with.
pub struct Seeded(pub u64);

impl Seeded {
    /// `seat` gives `text` as entry `seq` of the match.
    pub fn order(
        &self,
        s: &State,
        seat: u8,
        text: &str,
        seq: u64,
    ) -> Result<Applied<State>, Refusal> {
        let action = Thrones.parse(s, Seat(seat), text)?;
        let mut dice = Dice::for_entry(&MatchSeed::from_number(self.0), seq);
        let input = Input::Order {
            seat: Seat(seat),
            action,
        };
        Thrones::step(s, &input, &mut dice)
    }

    /// The player to move gives `text`, which must be accepted.
    pub fn ok(&self, s: &State, text: &str) -> State {
        self.order(s, s.to_move, text, 1)
            .unwrap_or_else(|r| panic!("`{text}` refused: {r}"))
            .state
    }

    /// The player to move gives `text`, which must be refused: the refusal's id.
    pub fn refused(&self, s: &State, text: &str) -> String {
        match self.order(s, s.to_move, text, 1) {
            Ok(_) => panic!("`{text}` was accepted"),
            Err(r) => r.id().to_string(),
        }
    }
}
