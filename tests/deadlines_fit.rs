//! Deadlines that fit people (issue "For the players", item 5), through the service on both
//! backends: quiet hours move a deadline out of a player's night and the channel is told why;
//! vacation days move only the player's matches' deadlines, within an allowance; the daily digest
//! replaces per-match DMs with one list a day.

mod support;

use korona::service::{Command, Reply, To};
use support::*;

const HOUR: i64 = 3_600_000;
/// The test clock starts at 22:13:20 UTC; this much later it is 18:00 UTC the next day.
const TO_SIX_PM: i64 = 71_200_000;

fn dms_to<'a>(replies: &'a [Reply], user: &str) -> Vec<&'a Reply> {
    replies
        .iter()
        .filter(|r| r.to == To::Dm { user: user.into() })
        .collect()
}

async fn deadline_job(w: &World) -> i64 {
    w.store
        .pending_jobs(1)
        .await
        .unwrap()
        .iter()
        .find(|j| j.kind == "deadline")
        .expect("a deadline")
        .due_at
}

/// An auction of Alice and Bob with a 12-hour deadline, ready to start at 18:00 UTC.
async fn twelve_hour_auction(w: &World) {
    w.clock.advance(TO_SIX_PM);
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok(
        "host",
        Command::Deadline {
            secs: Some(12 * 3600),
        },
    )
    .await;
}

fn quiet(window: &str) -> Command {
    Command::Quiet {
        window: Some(window.into()),
    }
}

on_both_backends! {
async fn a_deadline_in_a_players_night_moves_until_they_had_the_full_waking_time(db) {
    let w = World::on(db.store().await, auction::registry);
    let set = w.ok("bob", quiet("23:00-07:00")).await;
    assert!(set[0].text().contains("23:00-07:00 (UTC)"), "{}", set[0].text());
    twelve_hour_auction(&w).await;
    let start = w.service.now();
    let started = w.ok("host", Command::Start).await;
    // 18:00 + 12 h is 06:00, in Bob's night: he was awake 5 hours before 23:00, and gets the
    // other 7 from 07:00, so the deadline is 14:00.
    assert_eq!(deadline_job(&w).await, start + 20 * HOUR);
    let public = public_text(&started);
    assert!(public.contains("quiet hours of <@bob> (23:00-07:00)"), "{public}");
}
}

on_both_backends! {
async fn quiet_hours_refuse_bad_input_and_a_day_deadline_stays(db) {
    let w = World::on(db.store().await, auction::registry);
    let refused = w.run("bob", quiet("23-7")).await.unwrap_err();
    assert!(refused.contains("23:00-07:00") && refused.contains("off"), "{refused}");
    let bad_zone = w
        .run("bob", Command::Timezone { zone: Some("Mars/Olympus".into()) })
        .await
        .unwrap_err();
    assert!(bad_zone.contains("Europe/Budapest"), "{bad_zone}");
    // Quiet 01:00-05:00: the deadline at 06:00 is in Bob's morning, so it stays.
    w.ok("bob", quiet("01:00-05:00")).await;
    twelve_hour_auction(&w).await;
    let start = w.service.now();
    let started = w.ok("host", Command::Start).await;
    assert_eq!(deadline_job(&w).await, start + 12 * HOUR);
    assert!(!public_text(&started).contains("quiet hours"));
}
}

on_both_backends! {
async fn vacation_moves_the_matchs_deadlines_within_the_allowance(db) {
    let w = World::on(db.store().await, auction::registry);
    twelve_hour_auction(&w).await;
    w.ok("host", Command::Start).await;
    let due = deadline_job(&w).await;
    let taken = w.ok("alice", Command::Vacation { days: 2 }).await;
    assert_eq!(deadline_job(&w).await, due + 48 * HOUR);
    assert!(taken[0].text().contains("5 days of vacation left"), "{}", taken[0].text());
    let public = public_text(&taken);
    assert!(public.contains("<@alice> is on vacation"), "{public}");
    // Seven days a match at most: asking for six more gives five.
    let more = w.ok("alice", Command::Vacation { days: 6 }).await;
    assert!(more[0].text().contains("move 5 days later"), "{}", more[0].text());
    assert_eq!(deadline_job(&w).await, due + 7 * 24 * HOUR);
    let spent = w.ok("alice", Command::Vacation { days: 1 }).await;
    assert!(spent[0].text().contains("used up"), "{}", spent[0].text());
    assert_eq!(deadline_job(&w).await, due + 7 * 24 * HOUR);
    let refused = w.run("alice", Command::Vacation { days: 31 }).await.unwrap_err();
    assert!(refused.contains("1-30"), "{refused}");
}
}

on_both_backends! {
async fn a_match_sets_its_own_vacation_allowance(db) {
    let w = World::on(db.store().await, auction::registry);
    w.clock.advance(TO_SIX_PM);
    let refused = w
        .run("host", Command::Create { game: "auction".into(), options: vec![("vacation".into(), "40".into())] })
        .await
        .unwrap_err();
    assert!(refused.contains("service-options-vacation(max=30)"), "{refused}");
    w.ok("host", Command::Create { game: "auction".into(), options: vec![("vacation".into(), "3".into())] })
        .await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Deadline { secs: Some(12 * 3600) }).await;
    w.ok("host", Command::Start).await;
    let due = deadline_job(&w).await;
    let taken = w.ok("alice", Command::Vacation { days: 5 }).await;
    assert!(taken[0].text().contains("move 3 days later"), "{}", taken[0].text());
    assert!(taken[0].text().contains("0 days of vacation left"), "{}", taken[0].text());
    assert_eq!(deadline_job(&w).await, due + 3 * 24 * HOUR);
}
}

on_both_backends! {
async fn the_daily_digest_replaces_per_match_dms(db) {
    let w = World::on(db.store().await, auction::registry);
    twelve_hour_auction(&w).await;
    w.ok("bob", Command::Digest { setting: Some("on".into()) }).await;
    let started = w.ok("host", Command::Start).await;
    assert!(dms_to(&started, "bob").is_empty(), "{started:?}");
    assert_eq!(dms_to(&started, "alice").len(), 1, "{started:?}");
    // 09:00 UTC the next morning (the deadline's reminder still warns at three quarters): one DM
    // lists the match that waits for Bob.
    let digests = |replies: &[Reply]| -> Vec<String> {
        dms_to(replies, "bob")
            .into_iter()
            .map(|r| r.text().to_string())
            .filter(|t| t.contains("waits for you:") || t.contains("wait for you:"))
            .collect()
    };
    w.clock.advance(15 * HOUR - 60_000);
    assert!(digests(&w.service.run_due_jobs().await.unwrap()).is_empty());
    w.clock.advance(60_000);
    let due = w.service.run_due_jobs().await.unwrap();
    let digest = digests(&due);
    assert_eq!(digest.len(), 1, "{due:?}");
    assert!(digest[0].starts_with("1 match waits for you:"), "{}", digest[0]);
    assert!(digest[0].contains("#1 auction"), "{}", digest[0]);
    // Once a day: nothing more until the next morning.
    w.clock.advance(HOUR);
    assert!(digests(&w.service.run_due_jobs().await.unwrap()).is_empty());
    w.clock.advance(23 * HOUR);
    assert_eq!(digests(&w.service.run_due_jobs().await.unwrap()).len(), 1);
}
}

on_both_backends! {
async fn quiet_hours_move_a_deadline_by_one_day_at_most(db) {
    // Issue 30, item 1: `quiet 00:00-23:59` turned a 12-hour deadline into 720 days. The cap is
    // `MAX_QUIET_SHIFT_MS`, stated in docs/security.md.
    let w = World::on(db.store().await, auction::registry);
    w.ok("bob", quiet("00:00-23:59")).await;
    w.ok("bob", Command::Timezone { zone: Some("Asia/Tokyo".into()) }).await;
    twelve_hour_auction(&w).await;
    let start = w.service.now();
    let begun = std::time::Instant::now();
    w.ok("host", Command::Start).await;
    assert_eq!(deadline_job(&w).await, start + 12 * HOUR + 24 * HOUR);
    // A four-week phase in a time zone: fitted in steps per day, not per minute (it took 22 s).
    w.ok("host", Command::Deadline { secs: Some(28 * 24 * 3600) }).await;
    assert!(deadline_job(&w).await <= start + (28 * 24 + 24) * HOUR);
    assert!(begun.elapsed() < std::time::Duration::from_secs(5), "{:?}", begun.elapsed());
}
}

on_both_backends! {
async fn two_vacation_requests_at_once_take_the_allowance_once(db) {
    // Issue 30, item 9: the allowance was read outside the match's lock.
    let w = World::on(db.store().await, auction::registry);
    twelve_hour_auction(&w).await;
    w.ok("host", Command::Start).await;
    let due = deadline_job(&w).await;
    let (a, b) = tokio::join!(
        w.run("alice", Command::Vacation { days: 7 }),
        w.run("alice", Command::Vacation { days: 7 })
    );
    let said = format!("{:?} {:?}", a.unwrap(), b.unwrap());
    assert!(said.contains("used up"), "{said}");
    assert_eq!(deadline_job(&w).await, due + 7 * 24 * HOUR);
}
}
