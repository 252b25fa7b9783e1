//! The painter the service uses for maps. Until the renderer lands, none: replies carry text boards.

use crate::service::Painter;
use std::sync::Arc;

pub fn painter() -> Painter {
    Arc::new(|_scene| None)
}
