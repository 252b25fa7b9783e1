//! Who `show` and `render` look as: a spectator, or a seat that exists in the match.

use korona_engine::{Seat, Viewer};

/// The viewer for `--seat`: a seat the match does not have is refused, naming the seats it has
/// (a view of seat 9 of a 3-seat match would silently be a stranger's view).
pub fn of(match_id: i64, seats: usize, seat: Option<u8>) -> Result<Viewer, String> {
    match seat {
        None => Ok(Viewer::Spectator),
        Some(s) if usize::from(s) < seats => Ok(Viewer::Seat(Seat(s))),
        Some(s) if seats == 0 => Err(format!(
            "match {match_id} has no seat {s}: nobody has taken a seat yet"
        )),
        Some(s) => Err(format!(
            "match {match_id} has no seat {s}: its seats are 0 to {}",
            seats - 1
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_existing_seats_are_viewers() {
        assert_eq!(of(1, 3, None), Ok(Viewer::Spectator));
        assert_eq!(of(1, 3, Some(2)), Ok(Viewer::Seat(Seat(2))));
        let err = of(1, 3, Some(9)).unwrap_err();
        assert!(err.contains("0 to 2"), "{err}");
        assert!(of(1, 0, Some(0)).is_err());
    }
}
