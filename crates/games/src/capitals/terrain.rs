//! The random map (R-CAP-5..7). Everything is drawn from the setup dice and mirrored through the centre,
//! so both players face the same terrain.

use super::board::{capital_square, Board, Sq, Terrain};
use korona_engine::Dice;

/// Lays rivers and mountains on an empty board whose capitals are known.
pub fn generate(board: &mut Board, dice: &mut Dice) {
    let size = board.size;
    let protected: Vec<Sq> = (0..2)
        .flat_map(|seat| {
            let c = capital_square(size, seat);
            std::iter::once(c).chain(board.ring(c).collect::<Vec<_>>())
        })
        .collect();
    let free = |sq: Sq| !protected.contains(&sq);

    // One river: a walk from the west edge to the east edge inside the middle band of rows, one
    // square per column plus the square it steps through when it turns. Its mirror image makes a
    // second river unless the two coincide.
    let lo = size / 2 - 2;
    let hi = size / 2 + 1;
    let mut row = lo + dice.below((hi - lo + 1) as u32) as u8;
    let mut river = Vec::new();
    for col in 0..size {
        river.push(Sq::new(col, row));
        if col + 1 == size {
            break;
        }
        // Half the time straight on, else one row north or south (kept inside the band).
        let step = dice.below(4);
        let next = match step {
            1 if row < hi => row + 1,
            2 if row > lo => row - 1,
            _ => row,
        };
        if next != row {
            river.push(Sq::new(col, next));
            row = next;
        }
    }
    for sq in river {
        for s in [sq, board.rotate(sq)] {
            if free(s) {
                board.get_mut(s).terrain = Terrain::River;
            }
        }
    }

    // Mountain clusters: 2-3 on 10x10, 3-4 on 12x12 (each mirrored), 1-3 squares each, grown by
    // random orthogonal steps from a clear square. Heights: 1 (half the time), 2 (a third), 3 (a sixth).
    let clusters = if size >= 12 { 3 } else { 2 } + dice.below(2);
    for _ in 0..clusters {
        // A cluster starts on a clear square it may use, so every map has mountains.
        let starts: Vec<Sq> = board
            .squares()
            .filter(|&s| free(s) && board.get(s).terrain == Terrain::Clear)
            .collect();
        let mut at = starts[dice.pick(starts.len())];
        let cells = 1 + dice.below(3);
        for _ in 0..cells {
            let level = match dice.d6() {
                1..=3 => 1,
                4..=5 => 2,
                _ => 3,
            };
            for s in [at, board.rotate(at)] {
                if free(s) && board.get(s).terrain == Terrain::Clear {
                    board.get_mut(s).terrain = Terrain::Mountain(level);
                }
            }
            let next: Vec<Sq> = board.neighbours(at).collect();
            at = next[dice.pick(next.len())];
        }
    }
}
