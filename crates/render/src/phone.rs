//! The portrait picture for phones. Discord on a phone shows a picture about 400 px wide; the wide
//! picture's county names are then under 4 px. Here everything is drawn at [`SCALE_IN_VIEW`] of the
//! 1600-px design *as seen at 400 px*, the side panels and the legend go under the board, and a
//! region map too wide for that text is cut into west-to-east strips stacked top to bottom, each
//! overlapping the next by [`OVERLAP`] of its width so that no name or chip is seen only in halves.
//! The strips keep the whole board in one picture: the public map is as readable as a private one.

use image::RgbaImage;
use korona_engine::scene::{Board, Scene};

use crate::canvas::Canvas;
use crate::overlay::{Placed, Rect};
use crate::{draw_board, icon, legend, palette, prepare, side_bar, stacks, title_bar, Layout};
use crate::{Prepared, RenderError};

/// Which picture a caller wants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PictureLayout {
    /// The board beside a side bar of panels, for desktop screens.
    #[default]
    Wide,
    /// Portrait: the board (in strips if need be) above the panels, readable at 400 px wide.
    Phone,
}

impl PictureLayout {
    /// The words `korona render --layout` and other front-ends accept.
    pub const WORDS: [&'static str; 2] = ["wide", "phone"];

    pub fn word(self) -> &'static str {
        match self {
            PictureLayout::Wide => "wide",
            PictureLayout::Phone => "phone",
        }
    }
}

impl std::str::FromStr for PictureLayout {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "wide" => Ok(PictureLayout::Wide),
            "phone" => Ok(PictureLayout::Phone),
            other => Err(format!(
                "unknown layout `{other}`; accepted: {}",
                PictureLayout::WORDS.join(", ")
            )),
        }
    }
}

/// The width a phone shows a picture at.
pub const VIEW_WIDTH: f32 = 400.0;
/// The 1600-px design's scale as seen at [`VIEW_WIDTH`]: county names (15 px in the design) are
/// then 9.75 px, chip counts 10.4 px, panel text 10.4 px.
pub const SCALE_IN_VIEW: f32 = 0.65;
/// How much of a strip's width the next strip shows again.
pub const OVERLAP: f32 = 0.2;
/// The region board's width in a wide 1600-px picture: strips keep its ratio of text to board, so
/// a phone picture is as crowded as the wide one, not more.
const WIDE_BOARD_AT_1600: f32 = 1132.0;

/// What a phone picture `width` wide shows, in its own pixels, for checks of readability.
#[derive(Clone, Debug)]
pub struct Readability {
    pub width: u32,
    /// County names' font size.
    pub name_px: f32,
    /// A unit chip's height, its counts' font size and its symbols' size.
    pub chip_h: f32,
    pub count_px: f32,
    pub symbol_px: f32,
    /// Panel and legend text's font size.
    pub panel_px: f32,
    /// Names, marker rows and chips on the board before it is cut, in board pixels.
    pub placed: Placed,
    /// The board's x range each strip shows, in board pixels, west to east.
    pub strips: Vec<(f32, f32)>,
    /// Rows of the picture where it may be cut into pages without cutting a strip, the board, the
    /// panels or the legend in two, top to bottom.
    pub breaks: Vec<u32>,
}

impl Readability {
    /// Factor from this picture's pixels to a phone's 400-px view.
    pub fn to_view(&self) -> f32 {
        VIEW_WIDTH / self.width as f32
    }

    /// Whether `r` lies whole inside at least one strip.
    pub fn whole_in_a_strip(&self, r: &Rect) -> bool {
        self.strips.iter().any(|&(a, b)| r.0 >= a && r.2 <= b)
    }
}

/// The phone picture's text scale at `width`.
pub fn scale(width: u32) -> f32 {
    SCALE_IN_VIEW * width as f32 / VIEW_WIDTH
}

/// The readability figures of the phone picture of `scene` at `width`.
pub fn phone_readability(scene: &Scene, width: u32) -> Result<Readability, RenderError> {
    if !(400..=6000).contains(&width) {
        return Err(RenderError::Width(width));
    }
    Ok(compose(scene, width)?.1)
}

pub(crate) fn image(scene: &Scene, width: u32) -> Result<RgbaImage, RenderError> {
    Ok(compose(scene, width)?.0)
}

/// The tallest page [`phone_pages`] makes, as a multiple of its width. A phone opens a picture
/// fitted to its screen (about 2:1 portrait); a taller one is shrunk until its names no longer read.
pub const PAGE_RATIO: u32 = 2;

/// The phone picture of `scene` cut into pages a phone shows at full width, each at most
/// [`PAGE_RATIO`] times as tall as wide when its parts allow: cuts fall only between board strips,
/// under the board, and between the panels and the legend, so no name or chip is cut. The pages
/// stacked are the whole phone picture ([`render_image_with`](crate::render_image_with)).
pub fn phone_pages(scene: &Scene, width: u32) -> Result<Vec<RgbaImage>, RenderError> {
    if !(400..=6000).contains(&width) {
        return Err(RenderError::Width(width));
    }
    let (img, report) = compose(scene, width)?;
    let cuts = page_cuts(&report.breaks, img.height(), PAGE_RATIO * width);
    Ok(cuts
        .windows(2)
        .map(|w| image::imageops::crop_imm(&img, 0, w[0], width, w[1] - w[0]).to_image())
        .collect())
}

/// Where pages begin and end (0 first, `height` last): each page as tall as fits under `most`,
/// taking the last clean break that fits; a part taller than `most` alone is one page.
fn page_cuts(breaks: &[u32], height: u32, most: u32) -> Vec<u32> {
    let mut cuts = vec![0];
    let mut fits = None;
    for &y in breaks.iter().chain(std::iter::once(&height)) {
        let start = *cuts.last().expect("starts at 0");
        if y - start > most {
            if let Some(f) = fits.take() {
                cuts.push(f);
            }
        }
        fits = Some(y);
    }
    cuts.push(height);
    cuts.dedup();
    cuts
}

/// How a region board is cut: its width and each strip's left edge, in board pixels.
struct Cut {
    board_w: f32,
    starts: Vec<f32>,
}

fn cut(strip_w: f32, s: f32) -> Cut {
    let want = WIDE_BOARD_AT_1600 * s;
    let n = (want / strip_w).round().max(1.0) as usize;
    let step = strip_w * (1.0 - OVERLAP);
    Cut {
        board_w: strip_w + step * (n - 1) as f32,
        starts: (0..n).map(|k| k as f32 * step).collect(),
    }
}

fn compose(scene: &Scene, width: u32) -> Result<(RgbaImage, Readability), RenderError> {
    let s = scale(width);
    let margin = (12.0 * s).round();
    let top = (60.0 * s).round() + margin;
    let strip_w = width as f32 - 2.0 * margin;
    let page = Layout {
        s,
        width: width as f32,
        margin,
        top,
        board_x: margin,
        board_w: strip_w,
        side_x: margin,
        side_w: strip_w,
        crowding: crate::regions::Crowding::NeverHide,
    };
    let mut report = Readability {
        width,
        name_px: 0.0,
        chip_h: stacks::metrics(s).h,
        count_px: stacks::metrics(s).px,
        symbol_px: stacks::metrics(s).ih,
        panel_px: 16.0 * s,
        placed: Placed::default(),
        strips: Vec::new(),
        breaks: Vec::new(),
    };
    // A region board is drawn whole on its own canvas, then laid out in strips; a grid or hex
    // board is drawn straight onto the page at the wide picture's ratio of text to board.
    let (board, strips) = match &scene.board {
        Board::Regions(_) => {
            let cut = cut(strip_w, s);
            let l = Layout {
                board_x: 0.0,
                top: 0.0,
                board_w: cut.board_w,
                ..page.clone()
            };
            let board = prepare(scene, &l)?;
            (Some((board, l)), cut.starts)
        }
        Board::None => (None, Vec::new()),
        _ => {
            let l = Layout {
                s: strip_w / WIDE_BOARD_AT_1600,
                ..page.clone()
            };
            (Some((prepare(scene, &l)?, l)), Vec::new())
        }
    };
    let gap = margin;
    let board_h = match (&board, strips.len()) {
        (None, _) => 0.0,
        (Some((b, _)), 0) => b.height() + gap,
        (Some((b, _)), n) => (b.height() + gap) * n as f32,
    };
    let below = Layout {
        top: top + board_h,
        ..page.clone()
    };
    let panels_h = side_bar(None, scene, &below, false, false);
    let legend_at = (margin, top + board_h + panels_h, strip_w);
    let legend_h = if scene.legend.is_empty() {
        0.0
    } else {
        legend::draw(
            None,
            legend_at,
            2,
            &scene.legend,
            icon::Symbols(&scene.symbols),
            s,
        )
    };
    let height = (top + board_h + panels_h + legend_h + margin).ceil() as u32;
    // Clean cuts: in the gap under each strip (or under the board), and between panels and legend.
    let per_strip = board.as_ref().map_or(0.0, |(b, _)| b.height() + gap);
    report.breaks = (1..=strips.len().max(usize::from(board.is_some())))
        .map(|k| (top + k as f32 * per_strip - gap / 2.0).round() as u32)
        .chain((legend_h > 0.0).then(|| legend_at.1.round() as u32))
        .filter(|&y| y > 0 && y < height)
        .collect();
    let mut c = Canvas::new(width, height, palette::PAPER);
    title_bar(&mut c, scene, &page);
    if let Some((b, l)) = &board {
        if strips.is_empty() {
            draw_board(&mut c, scene, b, l);
        } else {
            let Prepared::Regions(base) = b else {
                unreachable!("strips are cut from region boards")
            };
            report.name_px = base.name_px;
            let mut whole = Canvas::new(base.frame.width, base.frame.height, palette::PAPER);
            report.placed = draw_board(&mut whole, scene, b, l).unwrap_or_default();
            for (k, &x0) in strips.iter().enumerate() {
                let y0 = top + k as f32 * (b.height() + gap);
                blit(
                    &mut c,
                    &whole,
                    x0.round() as u32,
                    strip_w as u32,
                    margin as u32,
                    y0 as u32,
                );
                seams(&mut c, &strips, k, strip_w, (margin, y0, b.height()), s);
                report
                    .strips
                    .push((x0.round(), x0.round() + strip_w.floor()));
            }
        }
    }
    side_bar(Some(&mut c), scene, &below, false, false);
    if !scene.legend.is_empty() {
        legend::draw(
            Some(&mut c),
            legend_at,
            2,
            &scene.legend,
            icon::Symbols(&scene.symbols),
            s,
        );
    }
    Ok((c.img, report))
}

/// Copies columns `x0..x0 + w` of `src` onto `dst` at (`dx`, `dy`).
fn blit(dst: &mut Canvas, src: &Canvas, x0: u32, w: u32, dx: u32, dy: u32) {
    let w = w.min(src.width().saturating_sub(x0)).min(dst.width() - dx) as usize;
    let (sw, dw) = (src.width() as usize, dst.width() as usize);
    let rows = src.height().min(dst.height().saturating_sub(dy)) as usize;
    let from: &[u8] = src.img.as_raw();
    let to: &mut [u8] = dst.img.as_mut();
    for y in 0..rows {
        let a = (y * sw + x0 as usize) * 4;
        let b = ((dy as usize + y) * dw + dx as usize) * 4;
        to[b..b + w * 4].copy_from_slice(&from[a..a + w * 4]);
    }
}

/// Dashed lines in strip `k` where its neighbours' views begin and end, so the shared band reads
/// as "this part is shown again above / below".
fn seams(
    c: &mut Canvas,
    strips: &[f32],
    k: usize,
    strip_w: f32,
    (x, y, h): (f32, f32, f32),
    s: f32,
) {
    let x0 = strips[k];
    let mut edges = Vec::new();
    if k > 0 {
        edges.push(strips[k - 1] + strip_w - x0);
    }
    if k + 1 < strips.len() {
        edges.push(strips[k + 1] - x0);
    }
    let dash = 10.0 * s;
    for e in edges {
        let mut yy = y;
        while yy < y + h {
            c.rect(
                x + e - s,
                yy,
                2.0 * s,
                dash.min(y + h - yy),
                palette::INK,
                0.6,
            );
            yy += dash * 2.0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::page_cuts;

    #[test]
    fn pages_end_at_the_last_break_that_fits() {
        // Title and two strips of 900, panels of 1100, legend of 300, at most 1600 a page.
        let breaks = [980, 1880, 2980];
        assert_eq!(page_cuts(&breaks, 3300, 1600), [0, 980, 1880, 3300]);
        // Everything fits one page: no cut.
        assert_eq!(page_cuts(&[500], 1200, 1600), [0, 1200]);
        // A part taller than a page alone stays whole.
        assert_eq!(page_cuts(&[2000], 2500, 1600), [0, 2000, 2500]);
    }
}
