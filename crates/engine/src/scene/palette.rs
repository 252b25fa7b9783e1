//! The shared colours: games pick player and terrain colours from here and the renderer draws with
//! the same constants, so a legend written by a game matches the picture. Player colours follow
//! Okabe & Ito's colour-blind-safe set; yellow is left out because it vanishes on the light ground
//! of the maps.

use super::Rgb;

/// Up to six players, in seat order.
pub const PLAYERS: [Rgb; 6] = [
    Rgb(213, 94, 0),    // vermillion
    Rgb(0, 114, 178),   // blue
    Rgb(0, 158, 115),   // bluish green
    Rgb(230, 159, 0),   // orange
    Rgb(204, 121, 167), // reddish purple
    Rgb(86, 180, 233),  // sky blue
];

/// Nobody's: free counties, neutral armies.
pub const NEUTRAL: Rgb = Rgb(150, 150, 150);
/// A power at the table that no seat plays, e.g. a crown and its land.
pub const ROYAL: Rgb = Rgb(110, 60, 150);
pub const GOLD: Rgb = Rgb(214, 170, 30);
pub const INK: Rgb = Rgb(30, 30, 35);
pub const PAPER: Rgb = Rgb(246, 243, 234);
pub const GROUND: Rgb = Rgb(236, 230, 212);
pub const SEA: Rgb = Rgb(196, 218, 232);
/// Beyond the map's land when that is not sea: neutral, so no player colour is mistaken for it.
pub const OUTSIDE: Rgb = Rgb(212, 210, 202);
pub const WATER: Rgb = Rgb(120, 170, 215);
pub const RIVER: Rgb = Rgb(40, 110, 200);
pub const MOUNTAIN: Rgb = Rgb(168, 160, 150);
pub const FOREST: Rgb = Rgb(150, 190, 130);
/// Dark masonry grey, for fortifications drawn over any ground.
pub const STONE: Rgb = Rgb(70, 60, 55);

/// Seat `i`'s colour; past six the colours repeat, which the caller should avoid.
pub fn player(i: usize) -> Rgb {
    PLAYERS[i % PLAYERS.len()]
}
