//! Static maps registered by games, and their bases built once per map and picture width.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, RwLock};

use korona_engine::scene::StaticMap;

use crate::geometry::Frame;
use crate::mask::Mask;
use crate::regions::{BaseMap, Crowding};
use crate::{Layout, RenderError};

type Maps = RwLock<HashMap<String, Arc<StaticMap>>>;
/// Keyed by map id, board width, the bits of the text scale (a phone picture may draw a board as
/// wide as some wide picture's, with larger text) and how names are spread.
type Bases = Mutex<HashMap<(String, u32, u32, Crowding), Arc<BaseMap>>>;

fn maps() -> &'static Maps {
    static MAPS: OnceLock<Maps> = OnceLock::new();
    MAPS.get_or_init(Default::default)
}

fn bases() -> &'static Bases {
    static BASES: OnceLock<Bases> = OnceLock::new();
    BASES.get_or_init(Default::default)
}

/// Makes a static map available to scenes that name its id; registering the same id again replaces
/// it and drops its cached bases.
pub fn register_map(map: StaticMap) {
    let id = map.id.clone();
    maps()
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .insert(id.clone(), Arc::new(map));
    bases()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|(k, _, _, _), _| *k != id);
}

/// Builds the base of every registered map for a wide picture `picture_width` wide, and returns how
/// many it built. The base (region mask, borders, name places) is most of a process's first map:
/// measured at 150-240 ms against about 20 ms for a warm one. A process calls this on a thread of
/// its own after registering its maps, so that the first map a player asks for finds it ready.
pub fn warm(picture_width: u32) -> Result<usize, RenderError> {
    let l = Layout::new(picture_width);
    let ids: Vec<String> = maps()
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .keys()
        .cloned()
        .collect();
    for id in &ids {
        base_for(id, l.board_w.round() as u32, l.s, l.crowding)?;
    }
    Ok(ids.len())
}

/// How many bases of map `id` are built, for tests that check a warm-up is the one a picture uses.
#[doc(hidden)]
pub fn bases_built(id: &str) -> usize {
    bases()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .keys()
        .filter(|(k, _, _, _)| k == id)
        .count()
}

/// The region-id mask exactly as a picture `picture_width` wide draws the registered map, for tests
/// that compare drawn adjacency with the rules.
pub fn base_mask(map_id: &str, picture_width: u32) -> Result<Mask, RenderError> {
    let l = Layout::new(picture_width);
    Ok(base_for(map_id, l.board_w.round() as u32, l.s, l.crowding)?
        .mask
        .clone())
}

/// The frame a picture `picture_width` wide draws `map` in: fit weights on this frame and the
/// drawn borders are exactly the fitted ones.
pub fn map_frame(map: &StaticMap, picture_width: u32) -> Frame {
    let l = Layout::new(picture_width);
    board_frame(map, l.board_w.round() as u32)
}

/// A tall map is limited to one and a half times the board's width.
pub(crate) fn board_frame(map: &StaticMap, width: u32) -> Frame {
    Frame::fit_within(map.width, map.height, width, width * 3 / 2)
}

pub(crate) fn base_for(
    id: &str,
    width: u32,
    s: f32,
    crowding: Crowding,
) -> Result<Arc<BaseMap>, RenderError> {
    let key = (id.to_string(), width, s.to_bits(), crowding);
    if let Some(b) = bases().lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Ok(b.clone());
    }
    let map = maps()
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(id)
        .cloned()
        .ok_or_else(|| RenderError::UnknownMap(id.to_string()))?;
    // Built outside the lock: a slow first build must not stall renders of other maps. Two threads
    // racing here both build and one result wins, which is harmless.
    let base = Arc::new(BaseMap::build(&map, width, s, crowding)?);
    bases()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, base.clone());
    Ok(base)
}
