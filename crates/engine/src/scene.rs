//! What to draw, as plain data: games describe a Scene, the renderer turns it into pixels and knows
//! no rules. (Owned by the renderer work: extend freely, keep it free of image types.)

use serde::{Deserialize, Serialize};

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rgb(pub u8, pub u8, pub u8);

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Scene {
    pub title: String,
    /// Lines of side-panel text (year, phase, treasuries, ...).
    pub panel: Vec<String>,
}
