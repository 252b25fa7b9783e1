//! The homefront game type (R-THR-HOME-1..8): the throne founds a farm and a city (free actions,
//! like rebuilding a ruined fortress), and farms, cities and the homeland fortress spawn lost
//! pieces back as a turn's action.

use super::turn::end_turn;
use crate::thrones::board::{Sq, Tile};
use crate::thrones::options::GameType;
use crate::thrones::orders::Action;
use crate::thrones::piece::{Kind, Piece};
use crate::thrones::state::{Build, BuildKind, Last, State};
use korona_engine::{msg, Event, Message};

/// What a spawning square brings back (R-THR-HOME-4).
pub fn spawns(site: Site) -> &'static [Kind] {
    match site {
        Site::Build(BuildKind::Farm) => &[Kind::Lancer, Kind::Ranger],
        Site::Build(BuildKind::City) => &[Kind::Spearman, Kind::Catapult, Kind::Elephant],
        Site::Fortress => &[Kind::Crossbowman, Kind::Warhorse, Kind::Trebuchet],
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    Build(BuildKind),
    Fortress,
}

fn homefront(s: &State) -> Result<(), Message> {
    if s.game == GameType::Homefront {
        Ok(())
    } else {
        Err(msg!("thrones-homefront-only"))
    }
}

/// A spawning square: a farm, a city or a fortress (R-THR-HOME-3).
fn spawning(s: &State, sq: Sq) -> bool {
    s.build(sq).is_some() || s.tile(sq) == Some(Tile::Fortress)
}

/// Whether `seat`'s throne may found `kind` where it stands (R-THR-HOME-1..3).
pub fn check_found(s: &State, seat: u8, kind: BuildKind) -> Result<Sq, Message> {
    homefront(s)?;
    let at = s
        .find(seat, Kind::Throne)
        .expect("a throne while the match goes on");
    if s.founded[seat as usize][kind as usize] {
        return Err(msg!("thrones-found-once", build = kind.name()));
    }
    if kind == BuildKind::City && !s.founded[seat as usize][BuildKind::Farm as usize] {
        return Err(msg!("thrones-city-after-farm"));
    }
    if spawning(s, at) {
        return Err(msg!("thrones-found-taken", square = at.to_string()));
    }
    if let Some(near) = Sq::all().find(|sq| spawning(s, *sq) && sq.adjacent(at)) {
        return Err(msg!(
            "thrones-found-too-near",
            square = at.to_string(),
            other = near.to_string()
        ));
    }
    Ok(at)
}

/// Whether `seat`'s throne stands on a ruined fortress it may rebuild (R-THR-HOME-6).
pub fn check_rebuild(s: &State, seat: u8) -> Result<Sq, Message> {
    homefront(s)?;
    let at = s
        .find(seat, Kind::Throne)
        .expect("a throne while the match goes on");
    if s.tile(at) == Some(Tile::Fortress) && s.is_ruined(at) {
        Ok(at)
    } else {
        Err(msg!("thrones-rebuild-needs-ruin", square = at.to_string()))
    }
}

/// What `seat` may spawn on `at`, if `at` is one of its spawning squares (R-THR-HOME-3, 4).
pub fn site(s: &State, seat: u8, at: Sq) -> Option<Site> {
    match s.build(at) {
        Some(b) if b.seat == seat => Some(Site::Build(b.kind)),
        Some(_) => None,
        None if s.home_fortress(seat) == Some(at) && !s.is_ruined(at) => Some(Site::Fortress),
        None => None,
    }
}

/// Whether `seat` may spawn a `kind` on `at` (R-THR-HOME-3..5).
pub fn check_spawn(s: &State, seat: u8, at: Sq, kind: Kind) -> Result<(), Message> {
    homefront(s)?;
    let Some(site) = site(s, seat, at) else {
        return Err(msg!("thrones-spawn-not-a-site", square = at.to_string()));
    };
    if s.piece(at).is_some() {
        return Err(msg!("thrones-occupied", square = at.to_string()));
    }
    if !spawns(site).contains(&kind) {
        let kinds: Vec<&str> = spawns(site).iter().map(|k| k.name()).collect();
        return Err(msg!(
            "thrones-spawn-wrong-kind",
            square = at.to_string(),
            piece = kind.name(),
            kinds = kinds.join(", ")
        ));
    }
    if s.lost[seat as usize][kind.index()] == 0 {
        return Err(msg!("thrones-spawn-none-lost", piece = kind.name()));
    }
    Ok(())
}

/// The spawns `seat` could order now (R-THR-HOME-3..5).
pub fn spawn_actions(s: &State, seat: u8) -> Vec<Action> {
    if s.game != GameType::Homefront {
        return Vec::new();
    }
    let mut out = Vec::new();
    for at in Sq::all() {
        if let Some(site) = site(s, seat, at) {
            for kind in spawns(site) {
                if check_spawn(s, seat, at, *kind).is_ok() {
                    out.push(Action::Spawn { at, kind: *kind });
                }
            }
        }
    }
    out
}

/// The free actions `seat` could take now, before its turn's action (R-THR-HOME-1, 6).
pub fn free_actions(s: &State, seat: u8) -> Vec<Action> {
    if s.game != GameType::Homefront || s.find(seat, Kind::Throne).is_none() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for kind in [BuildKind::Farm, BuildKind::City] {
        if check_found(s, seat, kind).is_ok() {
            out.push(Action::Found(kind));
        }
    }
    if check_rebuild(s, seat).is_ok() {
        out.push(Action::Rebuild);
    }
    out
}

/// A free action: the turn goes on (R-THR-HOME-7).
pub fn free(s: &mut State, seat: u8, action: &Action, events: &mut Vec<Event>) {
    match *action {
        Action::Found(kind) => {
            let sq = check_found(s, seat, kind).expect("checked");
            s.builds.push(Build { seat, sq, kind });
            s.founded[seat as usize][kind as usize] = true;
            events.push(Event::public(msg!(
                "thrones-founds",
                player = seat,
                build = kind.name(),
                square = sq.to_string()
            )));
        }
        Action::Rebuild => {
            let sq = check_rebuild(s, seat).expect("checked");
            s.set_ruined(sq, false);
            events.push(Event::public(msg!(
                "thrones-rebuilds",
                player = seat,
                square = sq.to_string()
            )));
        }
        _ => unreachable!("only free actions come here"),
    }
}

/// A spawn: the turn's action (R-THR-HOME-5).
pub fn spawn(s: &mut State, at: Sq, kind: Kind, events: &mut Vec<Event>) {
    let seat = s.to_move;
    s.pieces[at.index()] = Some(Piece { owner: seat, kind });
    s.lost[seat as usize][kind.index()] -= 1;
    events.push(Event::public(msg!(
        "thrones-spawns",
        player = seat,
        piece = kind.name(),
        square = at.to_string()
    )));
    let last = Last {
        seat,
        from: at,
        to: at,
        engaged: false,
        removed: None,
    };
    end_turn(s, Some(last), Vec::new(), events);
}

/// A farm an enemy piece stands on at a turn's end is destroyed; a city is only occupied
/// (R-THR-HOME-8).
pub fn raze(s: &mut State, events: &mut Vec<Event>) {
    let razed: Vec<Build> = s
        .builds
        .iter()
        .copied()
        .filter(|b| b.kind == BuildKind::Farm && s.piece(b.sq).is_some_and(|p| p.owner != b.seat))
        .collect();
    for b in razed {
        s.builds.retain(|x| x.sq != b.sq);
        events.push(Event::public(msg!(
            "thrones-farm-razed",
            player = b.seat,
            square = b.sq.to_string()
        )));
    }
}
