//! Symbols painted once a picture and stamped after that.
//!
//! A busy map draws the same few unit icons at the same size a hundred times (every chip of every
//! stack), and rasterising each anew, outline by outline, was about a tenth of drawing it. A
//! picture's canvas keeps each icon it painted, drawn on a transparent tile at the size, colour and
//! scale asked for, and later paints of the same icon copy the tile. The tile is placed on whole
//! pixels, so an icon moves by at most half a pixel each way from where it was asked for.

use image::RgbaImage;
use korona_engine::scene::{Figure, Icon, Paint, Rgb, Tint};

use crate::canvas::{Canvas, Pt};
use crate::icon::stroke_width;

/// The tiles a picture has painted so far.
#[derive(Default)]
pub struct Sprites {
    tiles: Vec<Tile>,
}

/// What a tile was painted from: the same icon at the same size, scale and colours is the same
/// tile.
struct Look {
    icon: Icon,
    em: f32,
    /// `None` when no part takes the owner's colour, so that one tile serves every owner.
    owner: Option<Rgb>,
    s: f32,
}

struct Tile {
    look: Look,
    /// How far the tile's top left pixel lies from the icon's centre pixel.
    reach: i32,
    img: RgbaImage,
}

impl Sprites {
    /// Paints `icon` centred on the pixel corner nearest `at`, from its tile (painted with
    /// `paint`, centred on the point it is given, on first use).
    pub fn stamp(
        c: &mut Canvas,
        icon: &Icon,
        at: Pt,
        em: f32,
        owner: Rgb,
        s: f32,
        paint: impl FnOnce(&mut Canvas, Pt),
    ) {
        if !(at.0.abs() < 1e5 && at.1.abs() < 1e5 && em.is_finite()) {
            return;
        }
        let uses_owner = icon.parts.iter().any(|p| {
            let tint = match p.paint {
                Paint::Fill(t) | Paint::Stroke(t, _) => t,
            };
            matches!(tint, Tint::Owner | Tint::OnOwner)
        });
        let owner = uses_owner.then_some(owner);
        // Compared in place: the icon is cloned only for a new tile, not on every stamp.
        let found = c.sprites.tiles.iter().position(|t| {
            let l = &t.look;
            l.em == em && l.s == s && l.owner == owner && l.icon == *icon
        });
        let i = match found {
            Some(i) => i,
            None => {
                let reach = reach(icon, em, s);
                let side = (2 * reach + 1) as u32;
                let mut tile = Canvas::transparent(side, side);
                paint(&mut tile, (reach as f32, reach as f32));
                c.sprites.tiles.push(Tile {
                    look: Look {
                        icon: icon.clone(),
                        em,
                        owner,
                        s,
                    },
                    reach,
                    img: tile.img,
                });
                c.sprites.tiles.len() - 1
            }
        };
        let tile = std::mem::take(&mut c.sprites.tiles[i].img);
        let reach = c.sprites.tiles[i].reach;
        let (x, y) = (at.0.round() as i32 - reach, at.1.round() as i32 - reach);
        c.draw_over(&tile, x, y);
        c.sprites.tiles[i].img = tile;
    }
}

/// How many whole pixels from its centre an icon can reach: its farthest point, plus its widest
/// outline and a pixel of anti-aliasing.
fn reach(icon: &Icon, em: f32, s: f32) -> i32 {
    let mut far = 0.0f32;
    let mut stroke = 0.0f32;
    for part in &icon.parts {
        let extent = match &part.figure {
            Figure::Polygon(p) | Figure::Polyline(p) => p
                .iter()
                .map(|&(u, v)| u.abs().max(v.abs()))
                .fold(0.0, f32::max),
            Figure::Circle { at, r } => at.0.abs().max(at.1.abs()) + r,
            Figure::Rect { x, y, w, h } => {
                x.abs().max((x + w).abs()).max(y.abs().max((y + h).abs()))
            }
        };
        far = far.max(extent * em);
        if let Paint::Stroke(_, w) = part.paint {
            stroke = stroke.max(stroke_width(w, em, s));
        }
    }
    (far + stroke + 2.0).ceil() as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::icon;
    use korona_engine::scene::{Part, Width};

    fn chip() -> Icon {
        Icon {
            width: 1.0,
            parts: vec![
                Part::fill(
                    Figure::Polygon(vec![(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]),
                    Tint::Owner,
                ),
                Part::stroke(
                    Figure::Polyline(vec![(-0.4, -0.4), (0.4, 0.4)]),
                    Tint::Fixed(Rgb(0, 0, 0)),
                    Width::Px(1.6),
                ),
            ],
        }
    }

    fn patch(c: &Canvas, (x, y): (u32, u32), r: u32) -> Vec<[u8; 4]> {
        (y - r..=y + r)
            .flat_map(|yy| (x - r..=x + r).map(move |xx| (xx, yy)))
            .map(|(xx, yy)| c.img.get_pixel(xx, yy).0)
            .collect()
    }

    /// A stamp is the icon as its parts paint it, centred on the nearest pixel corner; later
    /// stamps of the same look come from the same tile, and each owner colour has its own.
    #[test]
    fn a_stamp_is_the_painted_icon_and_each_owner_gets_its_own_tile() {
        let paper = Rgb(250, 245, 230);
        let (red, blue) = (Rgb(200, 0, 0), Rgb(0, 0, 200));
        let mut stamped = Canvas::new(120, 60, paper);
        icon::paint(&mut stamped, &chip(), (30.2, 29.7), 20.0, red, 1.0);
        icon::paint(&mut stamped, &chip(), (70.0, 30.0), 20.0, red, 1.0);
        icon::paint(&mut stamped, &chip(), (100.0, 30.0), 20.0, blue, 1.0);
        assert_eq!(stamped.sprites.tiles.len(), 2, "one tile a look");
        assert_eq!(patch(&stamped, (30, 30), 12), patch(&stamped, (70, 30), 12));
        assert_eq!(stamped.img.get_pixel(76, 24).0, [200, 0, 0, 255]);
        assert_eq!(stamped.img.get_pixel(106, 24).0, [0, 0, 200, 255]);
        // The parts painted straight on the canvas at the corner the stamp moved to: the same
        // picture, but for the last step of an edge's blend (the tile's edges are blended twice).
        let mut direct = Canvas::new(120, 60, paper);
        icon::paint_parts(&mut direct, &chip(), (30.0, 30.0), 20.0, red, 1.0);
        assert!(direct.sprites.tiles.is_empty());
        let (a, b) = (patch(&stamped, (30, 30), 12), patch(&direct, (30, 30), 12));
        let mut differ = 0;
        for (p, q) in a.iter().zip(&b) {
            let most = (0..3).map(|k| p[k].abs_diff(q[k])).max().unwrap_or(0);
            assert!(most <= 16, "{p:?} v {q:?}");
            differ += usize::from(most > 0);
        }
        assert!(
            differ < a.len() / 10,
            "{differ} of {} pixels differ",
            a.len()
        );
        // A painter that draws nothing makes a tile that stamps nothing: the tile is its picture.
        let mut empty = Canvas::new(60, 60, paper);
        Sprites::stamp(&mut empty, &chip(), (30.0, 30.0), 20.0, red, 1.0, |_, _| {});
        assert_eq!(empty.img.get_pixel(36, 24).0, [250, 245, 230, 255]);
    }

    /// A tile that hangs off the picture is cut at its edges.
    #[test]
    fn a_stamp_at_the_edge_is_clipped() {
        let mut c = Canvas::new(40, 40, Rgb(255, 255, 255));
        for at in [(0.0, 0.0), (40.0, 40.0), (-5.0, 20.0), (45.0, 20.0)] {
            icon::paint(&mut c, &chip(), at, 20.0, Rgb(0, 120, 0), 1.0);
        }
        assert_eq!(c.img.get_pixel(3, 6).0, [0, 120, 0, 255]);
        assert_eq!(c.img.get_pixel(20, 20).0, [255, 255, 255, 255]);
    }
}
