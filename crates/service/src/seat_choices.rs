//! Seats as people pick them: `1: Alice`, `2: Bot (hard)`, for the `seat:` options of `/msg`,
//! `/conversation`, `/match kick` and `/match replace`, where a chat's choice list cannot show a
//! mention. Names are the ones players went by when they last sat down.

use super::{Request, Result, Service};

impl Service {
    /// Remembers the name `user` goes by, for seat choices (a front-end calls it when a player sits
    /// down).
    pub async fn remember_name(&self, user: &str, name: &str) -> Result<()> {
        Ok(self.store.set_user_name(user, name).await?)
    }

    /// The seats of the request's match with a label each, the caller's marked `(you)`.
    pub async fn seat_choices(&self, req: &Request) -> Result<Vec<(u8, String)>> {
        let m = self.resolve_match(req).await?;
        let seats = self.store.seats_named(m.id).await?;
        let words = self.words_in(req.caller.lang);
        let say = |m: korona_engine::Message| words.render(&m);
        let mut out = Vec::with_capacity(seats.len());
        for (s, kept) in seats {
            let who = match (&s.user_id, &s.bot_level) {
                (Some(user), _) => {
                    let name = kept.unwrap_or_else(|| {
                        // Never seen by name (seated before names were kept): the id, as Discord
                        // shows it in a profile.
                        say(korona_engine::msg!(
                            "service-seat-user",
                            user = user.as_str()
                        ))
                    });
                    if *user == req.caller.user {
                        say(korona_engine::msg!("service-seat-you", name = name))
                    } else {
                        name
                    }
                }
                (None, Some(level)) => say(korona_engine::msg!(
                    "service-seat-bot",
                    level = level.as_str()
                )),
                (None, None) => say(korona_engine::msg!("service-status-open")),
            };
            out.push((s.seat, format!("{}: {who}", s.seat)));
        }
        Ok(out)
    }
}
