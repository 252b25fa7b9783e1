//! Deadlines that fit people: a player's time zone and quiet hours move a phase deadline that would
//! end in their night until they have had the phase's full waking time; vacation days move one
//! match's deadlines; the daily digest replaces one DM per match with one list a day.

use super::play::named;
use super::{schedule, Reply, Request, Result, Service};
use chrono::{TimeZone, Timelike};
use chrono_tz::Tz;
use korona_engine::waiting::{Awaiting, Deadline};
use korona_engine::{msg, Refusal};
use korona_store::{Hours, MatchRow, MatchStatus};

/// The most vacation days one `/me vacation` may ask for (a match's own allowance caps it further).
pub const VACATION_DAYS: i64 = super::match_options::MAX_VACATION;
/// The local hour a daily digest goes out.
const DIGEST_HOUR: u32 = 9;
const MINUTE_MS: i64 = 60_000;

/// A zone by its IANA name (`Europe/Budapest`), or `UTC`.
pub fn parse_tz(word: &str) -> Option<Tz> {
    let word = word.trim();
    if word.eq_ignore_ascii_case("utc") {
        return Some(Tz::UTC);
    }
    word.parse::<Tz>().ok().or_else(|| {
        // Case slips are common in chat (`europe/budapest`).
        chrono_tz::TZ_VARIANTS
            .iter()
            .find(|z| z.name().eq_ignore_ascii_case(word))
            .copied()
    })
}

/// Quiet hours `HH:MM-HH:MM` as minutes after midnight; the window may wrap past midnight.
pub fn parse_quiet(text: &str) -> Option<(u16, u16)> {
    let (a, b) = text.trim().split_once('-')?;
    let minutes = |t: &str| -> Option<u16> {
        let (h, m) = t.trim().split_once(':')?;
        let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
        (h < 24 && m < 60).then_some(h * 60 + m)
    };
    let (start, end) = (minutes(a)?, minutes(b)?);
    (start != end).then_some((start, end))
}

pub fn clock(minutes: u16) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

/// Whether unix time `ms` falls in the quiet window `(start, end)` of zone `tz`.
pub fn is_quiet(tz: Tz, (start, end): (u16, u16), ms: i64) -> bool {
    let Some(local) = tz.timestamp_millis_opt(ms).single() else {
        return false;
    };
    let now = (local.hour() * 60 + local.minute()) as u16;
    if start < end {
        (start..end).contains(&now)
    } else {
        now >= start || now < end
    }
}

/// The most a player's quiet hours may move a phase's deadline past its plain end: one day. Quiet
/// hours are a courtesy, not a way to stall a match (a window of `00:00-23:59` would otherwise make a
/// 12-hour phase last 720 days).
pub const MAX_QUIET_SHIFT_MS: i64 = 24 * 3_600_000;

/// The deadline of a phase that opens at `start` and lasts `secs`, for a player who sleeps in
/// `quiet` of `tz`: unchanged unless it would end in their quiet hours; then the first waking moment
/// at which they have had `secs` awake since `start`, but never more than [`MAX_QUIET_SHIFT_MS`]
/// past the plain deadline.
pub fn fitted(start: i64, secs: i64, tz: Tz, quiet: (u16, u16)) -> i64 {
    let due = start + secs * 1000;
    if !is_quiet(tz, quiet, due) {
        return due;
    }
    let cap = due + MAX_QUIET_SHIFT_MS;
    // From one edge of the quiet window to the next (two steps a day), so the work grows with the
    // phase's days, not its minutes; the walk stops at the cap whatever the window.
    let mut awake = 0;
    let mut t = start;
    while t < cap {
        let next = next_edge(tz, quiet, t).min(cap);
        if !is_quiet(tz, quiet, t) {
            let need = secs * 1000 - awake;
            if next - t >= need {
                return t + need;
            }
            awake += next - t;
        }
        t = next;
    }
    cap
}

/// The next moment after `t` at which the local clock of `tz` reads the start or the end of the
/// quiet window (on the whole minute). Where a daylight-saving change falls between, the next step
/// starts from the edge as the clock read it, so the walk is off by at most that hour once.
fn next_edge(tz: Tz, (start, end): (u16, u16), t: i64) -> i64 {
    let Some(local) = tz.timestamp_millis_opt(t).single() else {
        return t + MINUTE_MS;
    };
    let now = local.hour() as i64 * 60 + local.minute() as i64;
    let into_minute = local.second() as i64 * 1000 + (t.rem_euclid(1000));
    let ahead = |edge: u16| {
        let m = (edge as i64 - now).rem_euclid(24 * 60);
        if m == 0 {
            24 * 60
        } else {
            m
        }
    };
    let minutes = ahead(start).min(ahead(end));
    t - into_minute + minutes * MINUTE_MS
}

fn zone(hours: &Hours) -> Tz {
    hours.tz.as_deref().and_then(parse_tz).unwrap_or(Tz::UTC)
}

/// The next digest time after `now`: `DIGEST_HOUR` o'clock in the player's zone.
fn next_digest(tz: Tz, now: i64) -> i64 {
    let local = tz.timestamp_millis_opt(now).single().expect("a unix time");
    let mut day = local.date_naive();
    loop {
        let at = day.and_hms_opt(DIGEST_HOUR, 0, 0).expect("a valid hour");
        if let Some(t) = tz.from_local_datetime(&at).earliest() {
            if t.timestamp_millis() > now {
                return t.timestamp_millis();
            }
        }
        day = day.succ_opt().expect("not the end of time");
    }
}

impl Service {
    /// The phase's jobs with its deadline fitted to the awaited players' quiet hours (see
    /// [`fitted`]); the reminder stays at three quarters of the (longer) time.
    pub(super) async fn fit_jobs(
        &self,
        m: &MatchRow,
        awaiting: &Awaiting,
        now: i64,
    ) -> Result<Vec<(String, i64)>> {
        let mut jobs = schedule::jobs_for(m, awaiting, now);
        let (Deadline::Phase, Some(secs)) = (&awaiting.deadline, m.phase_secs) else {
            return Ok(jobs);
        };
        if jobs.is_empty() {
            return Ok(jobs);
        }
        let due = self.fitted_due(m, awaiting, now, secs).await?.0;
        for (kind, at) in &mut jobs {
            match kind.as_str() {
                schedule::DEADLINE => *at = due,
                schedule::REMINDER => *at = now + (due - now) * 3 / 4,
                _ => {}
            }
        }
        Ok(jobs)
    }

    /// The fitted deadline of a phase opened at `start`, and the players whose quiet hours moved it.
    async fn fitted_due(
        &self,
        m: &MatchRow,
        awaiting: &Awaiting,
        start: i64,
        secs: i64,
    ) -> Result<(i64, Vec<(String, (u16, u16))>)> {
        let seats = self.store.seats(m.id).await?;
        let mut due = start + secs * 1000;
        let mut moved_for = Vec::new();
        for seat in awaiting.pending() {
            let Some(user) = seats
                .iter()
                .find(|s| s.seat == seat.0)
                .and_then(|s| s.user_id.clone())
            else {
                continue;
            };
            let hours = self.store.hours_of(&user).await?;
            let Some(quiet) = hours.quiet else { continue };
            let theirs = fitted(start, secs, zone(&hours), quiet);
            if theirs > start + secs * 1000 {
                moved_for.push((user, quiet));
            }
            due = due.max(theirs);
        }
        Ok((due, moved_for))
    }

    /// The line a phase post carries when quiet hours moved its deadline, naming whose.
    pub(super) async fn quiet_note(
        &self,
        m: &MatchRow,
        awaiting: &Awaiting,
        deadline: Option<i64>,
    ) -> Option<String> {
        let (Deadline::Phase, Some(secs), Some(deadline)) =
            (&awaiting.deadline, m.phase_secs, deadline)
        else {
            return None;
        };
        // The phase opened when its deadline was set: the fitted deadline is at least the plain one.
        // A deadline at its plain time moved for nobody: no reading of anyone's hours.
        let start = self.now();
        if deadline <= start + secs * 1000 {
            return None;
        }
        let (_, moved_for) = self.fitted_due(m, awaiting, start, secs).await.ok()?;
        if moved_for.is_empty() {
            return None;
        }
        let seats = self.store.seats(m.id).await.ok()?;
        let who: Vec<String> = moved_for
            .iter()
            .map(|(user, q)| {
                let name = seats
                    .iter()
                    .find(|s| s.user_id.as_deref() == Some(user))
                    .and_then(|s| named(self.words_in(m.lang), &seats, s.seat))
                    .unwrap_or_else(|| crate::rich::person(user));
                format!("{name} ({}-{})", clock(q.0), clock(q.1))
            })
            .collect();
        Some(
            self.words_in(m.lang)
                .render(&msg!("service-deadline-moved-quiet", who = who.join(", "))),
        )
    }

    /// `/me timezone [zone]`.
    pub(super) async fn timezone(&self, req: &Request, word: Option<&str>) -> Result<Vec<Reply>> {
        let user = &req.caller.user;
        let words = self.words_in(req.caller.lang);
        let Some(word) = word.map(str::trim).filter(|w| !w.is_empty()) else {
            let hours = self.store.hours_of(user).await?;
            return Ok(vec![Reply::caller(
                words.render(&msg!("service-tz-now", tz = zone(&hours).name())),
            )]);
        };
        let Some(tz) = parse_tz(word) else {
            return Err(Refusal::at(word, msg!("service-tz-unknown"))
                .accepting(["Europe/Budapest", "America/New_York", "Asia/Tokyo", "UTC"])
                .into());
        };
        self.store.set_tz(user, Some(tz.name())).await?;
        Ok(vec![Reply::caller(
            words.render(&msg!("service-tz-set", tz = tz.name())),
        )])
    }

    /// `/me quiet [HH:MM-HH:MM | off]`.
    pub(super) async fn quiet(&self, req: &Request, word: Option<&str>) -> Result<Vec<Reply>> {
        let user = &req.caller.user;
        let words = self.words_in(req.caller.lang);
        let hours = self.store.hours_of(user).await?;
        let tz = zone(&hours);
        let Some(word) = word.map(str::trim).filter(|w| !w.is_empty()) else {
            let text = match hours.quiet {
                Some(q) => msg!(
                    "service-quiet-now",
                    from = clock(q.0),
                    to = clock(q.1),
                    tz = tz.name()
                ),
                None => msg!("service-quiet-none"),
            };
            return Ok(vec![Reply::caller(words.render(&text))]);
        };
        if word.eq_ignore_ascii_case("off") {
            self.store.set_quiet(user, None).await?;
            return Ok(vec![Reply::caller(
                words.render(&msg!("service-quiet-off")),
            )]);
        }
        let Some(q) = parse_quiet(word) else {
            return Err(Refusal::at(word, msg!("service-quiet-bad"))
                .accepting(["23:00-07:00", "off"])
                .into());
        };
        self.store.set_quiet(user, Some(q)).await?;
        Ok(vec![Reply::caller(words.render(&msg!(
            "service-quiet-set",
            from = clock(q.0),
            to = clock(q.1),
            tz = tz.name()
        )))])
    }

    /// `/me digest [on|off]`: one DM a day at 09:00 local time instead of one per match.
    pub(super) async fn digest(&self, req: &Request, word: Option<&str>) -> Result<Vec<Reply>> {
        let user = &req.caller.user;
        let words = self.words_in(req.caller.lang);
        let hours = self.store.hours_of(user).await?;
        let on = match word.map(|w| w.trim().to_ascii_lowercase()).as_deref() {
            None | Some("") => {
                let id = if hours.digest {
                    "service-digest-on"
                } else {
                    "service-digest-off"
                };
                return Ok(vec![Reply::caller(words.render(&msg!(id)))]);
            }
            Some("on") => true,
            Some("off") => false,
            Some(other) => {
                return Err(Refusal::at(other, msg!("service-digest-bad"))
                    .accepting(["on", "off"])
                    .into())
            }
        };
        let next = on.then(|| next_digest(zone(&hours), self.now()));
        self.store.set_digest(user, next).await?;
        let id = if on {
            "service-digest-on"
        } else {
            "service-digest-off"
        };
        Ok(vec![Reply::caller(words.render(&msg!(id)))])
    }

    /// `/me vacation <days>`: every running match of the caller moves its deadlines `days` later,
    /// each within the caller's allowance in that match; the match's channel is told.
    pub(super) async fn vacation(&self, req: &Request, days: i64) -> Result<Vec<Reply>> {
        let user = &req.caller.user;
        let words = self.words_in(req.caller.lang);
        if !(1..=VACATION_DAYS).contains(&days) {
            return Err(Refusal::at(days.to_string(), msg!("service-vacation-days"))
                .accepting([format!("1-{VACATION_DAYS}")])
                .into());
        }
        let mut lines = Vec::new();
        let mut publics = Vec::new();
        for m in self.store.open_matches_of(user).await? {
            let seated = self
                .store
                .seats(m.id)
                .await?
                .iter()
                .any(|s| s.user_id.as_deref() == Some(user.as_str()));
            if !seated || m.status != MatchStatus::Running {
                continue;
            }
            // The allowance is read and taken under the match's lock: two requests at once would
            // otherwise both read the same days used and take them twice.
            let (used, allowed, take) = self
                .holding(m.id, async {
                    let used = self.store.vacation_used(m.id, user).await?;
                    let allowed = self.store.match_settings(m.id).await?.vacation_days;
                    let take = days.min(allowed - used);
                    if take > 0 {
                        self.store.take_vacation(m.id, user, take).await?;
                    }
                    Ok((used, allowed, take))
                })
                .await?;
            if take <= 0 {
                lines.push(words.render(&msg!("service-vacation-spent", id = m.id)));
                continue;
            }
            lines.push(words.render(&msg!(
                "service-vacation-taken",
                id = m.id,
                days = take,
                left = allowed - used - take
            )));
            let public = self.words_in(m.lang).render(&msg!(
                "service-vacation-public",
                user = crate::rich::person(user),
                days = take
            ));
            publics.push(Reply::public(&m.channel, public));
        }
        if lines.is_empty() {
            lines.push(words.render(&msg!("service-vacation-none")));
        }
        let mut replies = vec![Reply::caller(lines.join("\n"))];
        replies.extend(publics);
        Ok(replies)
    }

    /// The daily digests due now: each a DM listing the matches that wait for its player (none is
    /// sent on a day when nothing waits).
    pub(super) async fn run_digests(&self) -> Result<Vec<Reply>> {
        let now = self.now();
        let mut replies = Vec::new();
        for (user, was) in self.store.due_digests(now).await? {
            let hours = self.store.hours_of(&user).await?;
            let next = next_digest(zone(&hours), now.max(was));
            if !self.store.claim_digest(&user, was, next).await? {
                continue;
            }
            let words = self.words();
            let waiting: Vec<String> = self
                .my_games(&user)
                .await?
                .into_iter()
                .filter(|g| g.waits_for_you)
                .map(|g| g.line(words))
                .collect();
            if waiting.is_empty() {
                continue;
            }
            let head = words.render(&msg!("service-digest-head", n = waiting.len()));
            replies.push(Reply::dm(&user, format!("{head}\n{}", waiting.join("\n"))));
        }
        Ok(replies)
    }

    /// Whether `user` takes the daily digest instead of one DM per match.
    pub(super) async fn takes_digest(&self, user: &str) -> bool {
        self.store
            .hours_of(user)
            .await
            .map(|h| h.digest)
            .unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: i64 = 3_600_000;

    #[test]
    fn quiet_hours_parse_and_wrap_midnight() {
        assert_eq!(parse_quiet("23:00-07:00"), Some((1380, 420)));
        assert_eq!(parse_quiet("7:30 - 9:00"), Some((450, 540)));
        assert_eq!(parse_quiet("25:00-07:00"), None);
        assert_eq!(parse_quiet("07:00-07:00"), None);
        let utc = Tz::UTC;
        assert!(is_quiet(utc, (1380, 420), 2 * H));
        assert!(!is_quiet(utc, (1380, 420), 12 * H));
        assert!(is_quiet(utc, (1380, 420), 23 * H));
    }

    #[test]
    fn a_deadline_in_the_night_moves_to_the_first_moment_with_full_waking_time() {
        // A 12-hour phase opening at 18:00 UTC would end at 06:00, inside 23:00-07:00: the player
        // was awake 5 hours of it, so the deadline moves until they have had 12 waking hours.
        let start = 18 * H;
        let due = fitted(start, 12 * 3600, Tz::UTC, (1380, 420));
        assert_eq!(
            due,
            24 * H + 14 * H,
            "5 h before the night, 7 h from 07:00: 14:00"
        );
        // A deadline in the day stays, even though a night passed inside the phase.
        assert_eq!(fitted(8 * H, 24 * 3600, Tz::UTC, (1380, 420)), 32 * H);
        // The zone counts: 06:00 UTC is 07:00 in Budapest in winter, awake already.
        let bud = parse_tz("europe/budapest").unwrap();
        assert_eq!(fitted(18 * H, 12 * 3600, bud, (1380, 420)), 30 * H);
    }

    #[test]
    fn quiet_hours_move_a_deadline_by_a_day_at_most() {
        // Asserts the cap in docs/security.md: a window of all but one minute of the day.
        let start = 18 * H;
        let q = parse_quiet("00:00-23:59").unwrap();
        let due = fitted(start, 12 * 3600, Tz::UTC, q);
        assert!(
            due <= start + 12 * H + MAX_QUIET_SHIFT_MS,
            "{}",
            due - start
        );
        let long = fitted(start, 28 * 24 * 3600, parse_tz("Asia/Tokyo").unwrap(), q);
        assert!(long <= start + 28 * 24 * H + MAX_QUIET_SHIFT_MS);
    }

    #[test]
    fn fitting_a_four_week_phase_takes_steps_per_day_not_per_minute() {
        // The minute-by-minute walk took 22 s for four weeks in a time zone; by the edges of the
        // window it is a few dozen steps. The answer is the one the minute walk gave.
        let bud = parse_tz("Europe/Budapest").unwrap();
        let t = std::time::Instant::now();
        for _ in 0..1000 {
            fitted(18 * H, 28 * 24 * 3600, bud, (1380, 420));
        }
        assert!(
            t.elapsed() < std::time::Duration::from_secs(2),
            "{:?}",
            t.elapsed()
        );
    }

    /// The old walk, a minute at a time, with the cap: what the edge walk must agree with.
    fn by_minutes(start: i64, secs: i64, tz: Tz, quiet: (u16, u16)) -> i64 {
        let due = start + secs * 1000;
        if !is_quiet(tz, quiet, due) {
            return due;
        }
        let (mut awake, mut t) = (0, start);
        while awake < secs * 1000 && t < due + MAX_QUIET_SHIFT_MS {
            if !is_quiet(tz, quiet, t) {
                awake += MINUTE_MS;
            }
            t += MINUTE_MS;
        }
        t.min(due + MAX_QUIET_SHIFT_MS)
    }

    #[test]
    fn the_edge_walk_agrees_with_the_minute_walk() {
        let bud = parse_tz("Europe/Budapest").unwrap();
        for (tz, q) in [
            (Tz::UTC, (1380, 420)),
            (bud, (60, 300)),
            (bud, (1290, 1410)),
        ] {
            for start in (0..48).map(|h| h * H + 17 * MINUTE_MS) {
                for secs in [3600, 6 * 3600, 12 * 3600, 30 * 3600] {
                    assert_eq!(
                        fitted(start, secs, tz, q),
                        by_minutes(start, secs, tz, q),
                        "{tz} {q:?} start {start} secs {secs}"
                    );
                }
            }
        }
    }

    #[test]
    fn digests_go_out_at_nine_local_time() {
        // 1 January 1970 was a winter day: 09:00 in Budapest is 08:00 UTC.
        let bud = parse_tz("Europe/Budapest").unwrap();
        assert_eq!(next_digest(bud, 0), 8 * H);
        assert_eq!(next_digest(bud, 8 * H), 32 * H);
        assert_eq!(next_digest(Tz::UTC, 10 * H), 33 * H);
    }
}
