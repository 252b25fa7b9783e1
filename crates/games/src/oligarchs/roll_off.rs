//! Rolling until one seat is highest: the election roll-off (R-ELECT-7c) and the traditional order's
//! start-player roll (R-ADV-TRAD-1). Every seat still in the pool rolls, in pool order; the tied
//! highest roll again.

use korona_engine::Dice;

/// The seat left alone at the top; `None` for an empty pool. `roll` gives one seat's result (with
/// any reroll it is entitled to).
pub fn highest(
    mut pool: Vec<u8>,
    dice: &mut Dice,
    mut roll: impl FnMut(u8, &mut Dice) -> u32,
) -> Option<u8> {
    while pool.len() > 1 {
        let rolls: Vec<u32> = pool.iter().map(|&s| roll(s, dice)).collect();
        let max = *rolls.iter().max().unwrap();
        pool = pool
            .iter()
            .zip(&rolls)
            .filter(|(_, &r)| r == max)
            .map(|(&s, _)| s)
            .collect();
    }
    pool.first().copied()
}
