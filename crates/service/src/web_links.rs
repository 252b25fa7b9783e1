//! A seat's private web link (issue 32): its key is an HMAC-SHA256 of the match, the seat, the seat's
//! holder and the link's generation under the deployment's secret (kept in the database, made on first
//! use). A new holder of the seat makes every older key wrong; `/match link reset` moves the
//! generation on, which does the same for the holder's own old links.

use super::{msg, refuse, Result, Service};
use hmac::{Hmac, Mac};
use korona_engine::{Seat, Viewer};
use korona_store::MatchStatus;
use sha2::Sha256;

/// The bytes of the MAC a key keeps (hex: twice as many characters).
const KEY_BYTES: usize = 16;

impl Service {
    /// The key of seat `seat`'s link in match `match_id` for its holder now. Refused for a seat nobody
    /// holds, or a match that has not started.
    pub async fn seat_link_key(&self, match_id: i64, seat: u8) -> Result<String> {
        let holder = self.link_holder(match_id, seat).await?;
        let Some(holder) = holder else {
            return refuse(msg!("service-no-seat-in-match", id = match_id));
        };
        let epoch = self.store.link_epoch(match_id, seat).await?;
        Ok(hex::encode(
            &self
                .link_mac(match_id, seat, &holder, epoch)
                .await?
                .finalize()
                .into_bytes()[..KEY_BYTES],
        ))
    }

    /// Makes every earlier link of the seat stop working and returns the new key.
    pub async fn reset_seat_link(&self, match_id: i64, seat: u8) -> Result<String> {
        if self.link_holder(match_id, seat).await?.is_none() {
            return refuse(msg!("service-no-seat-in-match", id = match_id));
        }
        self.store.next_link_epoch(match_id, seat).await?;
        self.seat_link_key(match_id, seat).await
    }

    /// The viewer a key opens: the seat, if `key` is its link's key now; `None` for any wrong, old or
    /// malformed key (compared in constant time).
    pub async fn check_seat_key(
        &self,
        match_id: i64,
        seat: u8,
        key: &str,
    ) -> Result<Option<Viewer>> {
        let Ok(given) = hex::decode(key.trim()) else {
            return Ok(None);
        };
        if given.len() != KEY_BYTES {
            return Ok(None);
        }
        let Some(holder) = self.link_holder(match_id, seat).await? else {
            return Ok(None);
        };
        let epoch = self.store.link_epoch(match_id, seat).await?;
        let mac = self.link_mac(match_id, seat, &holder, epoch).await?;
        Ok(mac
            .verify_truncated_left(&given)
            .is_ok()
            .then_some(Viewer::Seat(Seat(seat))))
    }

    /// The seat `user` holds in the match, for `/match link`.
    pub async fn seat_of_user(&self, match_id: i64, user: &str) -> Result<Option<u8>> {
        let seats = self.store.seats(match_id).await?;
        Ok(super::auth::seat_of(&seats, user))
    }

    /// Who holds the seat now (a user id, or `bot:<level>`), if the match has started and someone does.
    async fn link_holder(&self, match_id: i64, seat: u8) -> Result<Option<String>> {
        let Some(m) = self.store.get_match(match_id).await? else {
            return Ok(None);
        };
        if m.status == MatchStatus::Lobby {
            return Ok(None);
        }
        let seats = self.store.seats(match_id).await?;
        Ok(seats
            .iter()
            .find(|s| s.seat == seat)
            .and_then(|s| match (&s.user_id, &s.bot_level) {
                (Some(user), _) => Some(format!("user:{user}:{}", s.since_seq)),
                (None, Some(level)) => Some(format!("bot:{level}:{}", s.since_seq)),
                (None, None) => None,
            }))
    }

    async fn link_mac(
        &self,
        match_id: i64,
        seat: u8,
        holder: &str,
        epoch: i64,
    ) -> Result<Hmac<Sha256>> {
        let fresh = korona_engine::MatchSeed::random().to_hex();
        let secret = self.store.web_secret(&fresh).await?;
        let mut mac =
            Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key length");
        mac.update(format!("korona seat link 1\n{match_id}\n{seat}\n{holder}\n{epoch}").as_bytes());
        Ok(mac)
    }
}

impl Service {
    /// `/match link`: the key of the caller's own seat in the match the request names (by number or
    /// by its channel), made anew first when `reset`; with the match's number and the seat.
    pub async fn my_seat_link(
        &self,
        req: &super::Request,
        reset: bool,
    ) -> Result<(i64, u8, String)> {
        let m = self.resolve_match(req).await?;
        let seats = self.store.seats(m.id).await?;
        let Some(seat) = super::auth::seat_of(&seats, &req.caller.user) else {
            return refuse(msg!("service-no-seat-in-match", id = m.id));
        };
        let key = if reset {
            self.reset_seat_link(m.id, seat).await?
        } else {
            self.seat_link_key(m.id, seat).await?
        };
        Ok((m.id, seat, key))
    }
}
