//! The shared colours: games pick player and terrain colours from here and the renderer draws with
//! the same constants, so a legend written by a game matches the picture.
//!
//! The player colours started from Okabe & Ito's set, but under simulated deuteranopia and
//! protanopia its blue and sky blue, and its vermillion and orange, came within CIEDE2000 12 of each
//! other (Erdély and Tiszahát, Szlavónia and Pannónia looked alike, issue 28). Each was then moved,
//! keeping its hue family, until every pair stays at least 20 apart for normal, deuteranopic and
//! protanopic sight, and every colour at least 14 from the neutral grey and the Crown's purple;
//! `tests/map_colours.rs` holds those figures. Yellow is left out: it vanishes on the light ground.

use super::Rgb;

/// Up to six players, in seat order.
pub const PLAYERS: [Rgb; 6] = [
    Rgb(132, 39, 9),   // brick red
    Rgb(155, 67, 240), // violet
    Rgb(57, 208, 147), // mint green
    Rgb(186, 108, 0),  // ochre
    Rgb(167, 70, 109), // plum
    Rgb(39, 199, 248), // sky blue
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
