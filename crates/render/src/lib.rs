//! Draws a korona [`Scene`] to PNG. Knows no game: a ruleset describes regions, cells, hexes, the
//! symbols of its pieces, arrows and panels; this crate lays them out beside a side bar and encodes the picture.
//!
//! Everything here is synchronous, allocation-local and `Send`, so the service can call it inside
//! `spawn_blocking`; the only shared state is the cache of static-map bases behind a mutex. A
//! region map's picture and a big picture's palette use a second, scoped thread for half of their
//! work (`split`), which has ended when the call returns.

pub mod animation;
pub mod arrows;
pub mod cache;
pub mod caching;
pub mod canvas;
pub mod cell;
pub mod geometry;
pub mod glyphs;
pub mod grid;
pub mod hex;
pub mod icon;
pub mod icons;
pub mod layer;
pub mod legend;
pub mod mask;
pub mod overlay;
pub mod palette;
pub mod panel;
pub mod phone;
pub mod png;
pub mod quantize;
pub mod regions;
#[doc(hidden)]
pub mod samples;
mod split;
pub mod sprites;
pub mod stacks;
pub mod text;
pub mod voronoi;

use image::RgbaImage;
use korona_engine::scene::{Board, Place, Scene};

pub use cache::{base_mask, bases_built, map_frame, register_map, warm};
pub use geometry::{convex_hull, hull_outline, Frame};
pub use mask::{touching_pairs, Mask};
pub use overlay::{Placed, Rect};
pub use phone::{phone_pages, phone_readability, PictureLayout, Readability, PAGE_RATIO};
pub use voronoi::{fit_weights, power_mask, Fit, FitOptions};

use canvas::Canvas;
use text::Style;

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum RenderError {
    #[error("picture width {0} is outside 400..=6000 pixels")]
    Width(u32),
    #[error("no static map registered as {0:?}")]
    UnknownMap(String),
    #[error("bad static map {id:?}: {why}")]
    BadMap { id: String, why: String },
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

/// The scene as PNG bytes, `width` pixels wide (1600 suits Discord); the height follows the board.
pub fn render(scene: &Scene, width: u32) -> Result<Vec<u8>, RenderError> {
    png::encode(&render_image(scene, width)?)
}

/// The scene as PNG bytes in the given layout: [`PictureLayout::Wide`] is [`render`]'s picture,
/// [`PictureLayout::Phone`] the portrait one that stays readable when a phone shrinks it to 400 px.
pub fn render_with(
    scene: &Scene,
    width: u32,
    layout: PictureLayout,
) -> Result<Vec<u8>, RenderError> {
    png::encode(&render_image_with(scene, width, layout)?)
}

/// The scene as pixels, for tests and for callers that post-process.
pub fn render_image(scene: &Scene, width: u32) -> Result<RgbaImage, RenderError> {
    render_image_with(scene, width, PictureLayout::Wide)
}

/// The scene as pixels in the given layout.
pub fn render_image_with(
    scene: &Scene,
    width: u32,
    layout: PictureLayout,
) -> Result<RgbaImage, RenderError> {
    if !(400..=6000).contains(&width) {
        return Err(RenderError::Width(width));
    }
    match layout {
        PictureLayout::Wide => wide_image(scene, width),
        PictureLayout::Phone => phone::image(scene, width),
    }
}

/// The height of [`render_image`]'s picture, measured without drawing it: a replay sizes its film
/// before it draws the first frame.
pub fn image_height(scene: &Scene, width: u32) -> Result<u32, RenderError> {
    if !(400..=6000).contains(&width) {
        return Err(RenderError::Width(width));
    }
    Ok(wide_plan(scene, width)?.height)
}

/// Where a wide picture's parts go.
struct WidePlan {
    l: Layout,
    board: Prepared,
    compass: bool,
    legend_at: Option<(f32, f32, f32)>,
    height: u32,
}

fn wide_plan(scene: &Scene, width: u32) -> Result<WidePlan, RenderError> {
    let mut l = Layout::new(width);
    if scene.board == Board::None {
        // Only panels: let them use the whole width rather than a side bar beside nothing.
        l.side_x = l.margin;
        l.side_w = l.width - 2.0 * l.margin;
    }
    let board = prepare(scene, &l)?;
    let board_h = board.height();
    let compass = matches!(&scene.board, Board::Grid(g) if g.compass);
    let sides = legend_place(scene, &l, board_h, compass);
    let height = (l.top + board_h.max(sides.height) + l.margin).ceil() as u32;
    Ok(WidePlan {
        l,
        board,
        compass,
        legend_at: sides.under,
        height,
    })
}

/// The board beside a side bar.
fn wide_image(scene: &Scene, width: u32) -> Result<RgbaImage, RenderError> {
    let WidePlan {
        l,
        board,
        compass,
        legend_at,
        height,
    } = wide_plan(scene, width)?;
    let mut c = Canvas::new(width, height, palette::PAPER);
    let sides = |c: &mut Canvas| {
        side_bar(Some(c), scene, &l, compass, legend_at.is_none());
        if let Some(at) = legend_at {
            legend::draw(
                Some(c),
                at,
                LEGEND_COLUMNS,
                &scene.legend,
                icon::Symbols(&scene.symbols),
                l.s,
            );
        }
    };
    match (&scene.board, &board) {
        (Board::Regions(r), Prepared::Regions(base)) => {
            // Placing the overlay reads no pixel and is the dearest part of a busy map: it runs on
            // a second thread while this one paints the base, the title and the side bar, which
            // nothing of the board's overlay is placed on.
            let caches = caching::enabled();
            let ((), plan) = split::both(
                || {
                    title_bar(&mut c, scene, &l);
                    regions::draw_fill_and_art(&mut c, base, r, l.board_origin());
                    sides(&mut c);
                },
                || {
                    caching::set_caches_enabled(caches);
                    RegionPlan::new(scene, r, base, &l)
                },
            );
            plan.draw(&mut c, r, base, &l);
        }
        _ => {
            title_bar(&mut c, scene, &l);
            draw_board(&mut c, scene, &board, &l);
            sides(&mut c);
        }
    }
    Ok(c.img)
}

/// The board's geometry (or cached base) for the box `l.board_x`, `l.top`, `l.board_w` at scale `l.s`.
fn prepare(scene: &Scene, l: &Layout) -> Result<Prepared, RenderError> {
    Ok(match &scene.board {
        Board::None => Prepared::None,
        Board::Grid(g) => Prepared::Grid(grid::GridGeom::new(g, l.board_x, l.top, l.board_w, l.s)),
        Board::Hex(h) => Prepared::Hex(hex::HexGeom::new(h, l.board_x, l.top, l.board_w, l.s)),
        Board::Regions(r) => Prepared::Regions(cache::base_for(
            &r.map_id,
            l.board_w.round() as u32,
            l.s,
            l.crowding,
        )?),
    })
}

/// Draws the board at (`l.board_x`, `l.top`); on a region map, returns where names and chips went.
fn draw_board(
    c: &mut Canvas,
    scene: &Scene,
    board: &Prepared,
    l: &Layout,
) -> Option<overlay::Placed> {
    let symbols = icon::Symbols(&scene.symbols);
    match (&scene.board, board) {
        (Board::Grid(g), Prepared::Grid(geom)) => {
            grid::draw(c, g, geom, symbols);
            arrows::draw_all(c, &scene.arrows, &|p| geom.place(p), geom.cell * 0.24, l.s);
            None
        }
        (Board::Hex(h), Prepared::Hex(geom)) => {
            hex::draw(c, h, geom, symbols);
            arrows::draw_all(c, &scene.arrows, &|p| geom.place(p), geom.r * 0.4, l.s);
            None
        }
        (Board::Regions(r), Prepared::Regions(base)) => {
            regions::draw_fill_and_art(c, base, r, l.board_origin());
            Some(RegionPlan::new(scene, r, base, l).draw(c, r, base, l))
        }
        _ => None,
    }
}

/// Where a region board's arrows, marker rows and chips go, worked out before any of them is
/// drawn: it reads the base map's geometry, never the picture's pixels.
struct RegionPlan<'a> {
    symbols: icon::Symbols<'a>,
    laid: Vec<arrows::Laid>,
    overlay: overlay::Overlay<'a>,
}

impl<'a> RegionPlan<'a> {
    fn new(
        scene: &'a Scene,
        r: &'a korona_engine::scene::RegionBoard,
        base: &regions::BaseMap,
        l: &Layout,
    ) -> Self {
        let origin = l.board_origin();
        let symbols = icon::Symbols(&scene.symbols);
        let place = |p: &Place| base.place(p).map(|(x, y)| (x + origin.0, y + origin.1));
        // Chips and marker rows are placed off the arrows first; then arrows that still end
        // or start under them (those of their own county, near its name) stop short.
        let laid = arrows::lay_all(&scene.arrows, &place, base.name_px * 1.6, l.s);
        let first: Vec<arrows::Capsule> = laid.iter().flat_map(|a| a.covers(l.s)).collect();
        let overlay = overlay::place(base, r, symbols, origin, l.s, l.crowding, &first);
        let boxes: Vec<Rect> = overlay
            .placed
            .chips
            .iter()
            .chain(&overlay.placed.markers)
            .copied()
            .collect();
        let laid = arrows::short_of(&laid, &boxes, l.s);
        RegionPlan {
            symbols,
            laid,
            overlay,
        }
    }

    /// Draws the arrows, the names and the overlay over the base; returns where they went.
    fn draw(
        self,
        c: &mut Canvas,
        r: &korona_engine::scene::RegionBoard,
        base: &regions::BaseMap,
        l: &Layout,
    ) -> overlay::Placed {
        let origin = l.board_origin();
        arrows::draw_laid(c, &self.laid, l.s);
        regions::draw_names(c, base, origin);
        self.overlay
            .draw(c, base, r, self.symbols, origin, l.s, l.crowding);
        let mut placed = self.overlay.placed;
        placed.arrows = self.laid.iter().flat_map(|a| a.covers(l.s)).collect();
        placed
    }
}

/// Columns of a legend laid under the board.
const LEGEND_COLUMNS: usize = 3;

/// Where the legend goes, and how tall the side bar and the legend then are below `l.top`.
struct LegendPlace {
    /// `Some((x, y, w))`: under the board; `None`: at the foot of the side bar.
    under: Option<(f32, f32, f32)>,
    height: f32,
}

/// The legend goes under the board, in columns across its width, when the side bar would run past
/// the board's foot with it and that makes the picture shorter (fewer pixels, a smaller PNG, less
/// scrolling on a phone).
fn legend_place(scene: &Scene, l: &Layout, board_h: f32, compass: bool) -> LegendPlace {
    let with = side_bar(None, scene, l, compass, true);
    let beside = LegendPlace {
        under: None,
        height: with,
    };
    if scene.legend.is_empty() || board_h == 0.0 || with <= board_h {
        return beside;
    }
    let without = side_bar(None, scene, l, compass, false);
    let at = (l.board_x, l.top + board_h + 12.0 * l.s, l.board_w);
    let under = at.1 - l.top
        + legend::draw(
            None,
            at,
            LEGEND_COLUMNS,
            &scene.legend,
            icon::Symbols(&scene.symbols),
            l.s,
        );
    if under.max(without) < with {
        LegendPlace {
            under: Some(at),
            height: under.max(without),
        }
    } else {
        beside
    }
}

/// Where `place` lands in the picture `render(scene, width)` draws, in pixels; `None` when the
/// board has no such place. For tests, and for front-ends that link taps to places.
pub fn board_place(
    scene: &Scene,
    width: u32,
    place: &Place,
) -> Result<Option<(f32, f32)>, RenderError> {
    let l = Layout::new(width);
    Ok(match &scene.board {
        Board::None => None,
        Board::Grid(g) => grid::GridGeom::new(g, l.board_x, l.top, l.board_w, l.s).place(place),
        Board::Hex(h) => hex::HexGeom::new(h, l.board_x, l.top, l.board_w, l.s).place(place),
        Board::Regions(r) => cache::base_for(&r.map_id, l.board_w.round() as u32, l.s, l.crowding)?
            .place(place)
            .map(|(x, y)| (x + l.board_x, y + l.top)),
    })
}

/// Where a region board's names, marker rows and unit chips land in the picture
/// `render_with(scene, width, layout)` draws (board pixels before a phone picture cuts it into
/// strips); empty for boards that are not region maps. For tests that check nothing hides a name.
pub fn placements(scene: &Scene, width: u32, layout: PictureLayout) -> Result<Placed, RenderError> {
    if !(400..=6000).contains(&width) {
        return Err(RenderError::Width(width));
    }
    if layout == PictureLayout::Phone {
        return Ok(phone::phone_readability(scene, width)?.placed);
    }
    let l = Layout::new(width);
    let board = prepare(scene, &l)?;
    // The board alone, on a canvas as tall as the picture's board: the side bar moves nothing on it.
    let mut c = Canvas::new(
        width,
        (l.top + board.height()).ceil() as u32 + 1,
        palette::PAPER,
    );
    Ok(draw_board(&mut c, scene, &board, &l).unwrap_or_default())
}

enum Prepared {
    None,
    Grid(grid::GridGeom),
    Hex(hex::HexGeom),
    Regions(std::sync::Arc<regions::BaseMap>),
}

impl Prepared {
    fn height(&self) -> f32 {
        match self {
            Prepared::None => 0.0,
            Prepared::Grid(g) => g.total_h,
            Prepared::Hex(h) => h.total_h,
            Prepared::Regions(b) => b.frame.height as f32,
        }
    }
}

/// Where things go, in pixels, for a picture `width` wide; `s` scales the 1600 px design.
#[derive(Clone)]
pub(crate) struct Layout {
    pub s: f32,
    pub width: f32,
    pub margin: f32,
    pub top: f32,
    pub board_x: f32,
    pub board_w: f32,
    pub side_x: f32,
    pub side_w: f32,
    pub crowding: regions::Crowding,
}

impl Layout {
    /// The board's top left corner in the picture.
    fn board_origin(&self) -> (f32, f32) {
        (self.board_x, self.top)
    }

    fn new(width: u32) -> Self {
        let s = width as f32 / 1600.0;
        let margin = (16.0 * s).round();
        let side_w = (420.0 * s).round();
        let title_h = (60.0 * s).round();
        let board_w = width as f32 - side_w - 3.0 * margin;
        Layout {
            s,
            width: width as f32,
            margin,
            top: title_h + margin,
            board_x: margin,
            board_w,
            side_x: margin * 2.0 + board_w,
            side_w,
            // Names moved apart and chips that hide no name (issue 28): a wide picture is read at
            // a glance too, and "Esztergom" printed over "Pilis" reads as neither.
            crowding: regions::Crowding::NeverHide,
        }
    }
}

fn title_bar(c: &mut Canvas, scene: &Scene, l: &Layout) {
    let h = l.top - l.margin;
    c.rect(0.0, 0.0, l.width, h, palette::INK, 1.0);
    let px = 30.0 * l.s;
    let title = text::fit(&scene.title, px, true, l.width - 2.0 * l.margin);
    let y = (h - text::line_height(px)) / 2.0;
    text::draw(
        c,
        l.margin,
        y,
        &title,
        Style::new(px, palette::PAPER).bold(),
    );
}

/// Measures the side bar, and draws it when given a canvas; returns its height below `l.top`.
fn side_bar(
    mut c: Option<&mut Canvas>,
    scene: &Scene,
    l: &Layout,
    compass: bool,
    with_legend: bool,
) -> f32 {
    let mut y = l.top;
    let gap = 12.0 * l.s;
    if !scene.panel.is_empty() {
        let lines: Vec<_> = scene
            .panel
            .iter()
            .map(korona_engine::scene::PanelLine::text)
            .collect();
        y += panel::draw(c.as_deref_mut(), l.side_x, y, l.side_w, "", &lines, l.s) + gap;
    }
    for p in &scene.panels {
        y += panel::draw(
            c.as_deref_mut(),
            l.side_x,
            y,
            l.side_w,
            &p.title,
            &p.lines,
            l.s,
        ) + gap;
    }
    if with_legend && !scene.legend.is_empty() {
        let at = (l.side_x, y, l.side_w);
        y += legend::draw(
            c.as_deref_mut(),
            at,
            1,
            &scene.legend,
            icon::Symbols(&scene.symbols),
            l.s,
        ) + gap;
    }
    if compass {
        let r = 44.0 * l.s;
        if let Some(c) = c {
            let letters = match &scene.board {
                Board::Grid(g) => g.compass_letters.as_slice(),
                _ => &[],
            };
            icons::compass(
                c,
                (l.side_x + l.side_w / 2.0, y + r + 8.0 * l.s),
                r,
                l.s,
                letters,
            );
        }
        y += 2.0 * r + 16.0 * l.s;
    }
    y - l.top
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_silly_widths() {
        assert_eq!(render(&Scene::default(), 10), Err(RenderError::Width(10)));
    }

    #[test]
    fn empty_scene_is_a_valid_png_of_the_right_width() {
        let scene = Scene {
            title: "Üres".into(),
            panel: vec!["Év 1301".into()],
            ..Scene::default()
        };
        let bytes = render(&scene, 800).unwrap();
        let img = image::load_from_memory(&bytes).unwrap();
        assert_eq!(img.width(), 800);
        assert!(img.height() > 40);
    }

    #[test]
    fn panels_without_a_board_use_the_whole_width() {
        let scene = Scene {
            title: "t".into(),
            panel: vec!["x".into()],
            ..Scene::default()
        };
        let img = render_image(&scene, 800).unwrap();
        // The panel box starts at the left margin, not in a side bar on the right.
        let p = img.get_pixel(12, img.height() - 20).0;
        assert_eq!(
            &p[..3],
            &[panel::BOX_BG.0, panel::BOX_BG.1, panel::BOX_BG.2]
        );
    }

    /// A legend too long for the side bar goes under the board in columns, and the picture is
    /// shorter than with the legend at the foot of the side bar; a short one stays in the side bar.
    #[test]
    fn a_long_legend_moves_under_the_board() {
        let mut scene = samples::grid_scene();
        let Board::Grid(g) = &scene.board else {
            unreachable!("a grid sample")
        };
        let l = Layout::new(1600);
        let board_h = grid::GridGeom::new(g, l.board_x, l.top, l.board_w, l.s).total_h;
        assert_eq!(legend_place(&scene, &l, board_h, true).under, None);
        let entry = scene.legend[0].clone();
        scene.legend = vec![entry; 80];
        let at = legend_place(&scene, &l, board_h, true)
            .under
            .expect("moved under the board");
        assert!(at.1 > l.top + board_h && at.0 == l.board_x);
        let img = render_image(&scene, 1600).unwrap();
        let side = l.top + side_bar(None, &scene, &l, true, true) + l.margin;
        assert!((img.height() as f32) < side, "{} >= {side}", img.height());
        let inside = img.get_pixel(at.0 as u32 + 4, at.1 as u32 + 4).0;
        assert_eq!(
            &inside[..3],
            &[panel::BOX_BG.0, panel::BOX_BG.1, panel::BOX_BG.2]
        );
    }

    #[test]
    fn unknown_map_is_an_error() {
        let scene = Scene {
            board: Board::Regions(korona_engine::scene::RegionBoard {
                map_id: "nowhere".into(),
                ..Default::default()
            }),
            ..Scene::default()
        };
        assert_eq!(
            render(&scene, 800),
            Err(RenderError::UnknownMap("nowhere".into()))
        );
    }

    #[test]
    fn render_is_send() {
        fn is_send<T: Send>(_: T) {}
        is_send(std::thread::spawn(|| render(&Scene::default(), 800)));
    }
}
