//! The rows an order reads are remembered between commands on SQLite (see `crates/store/src/memo.rs`):
//! every change to them must be seen by the very next command. Each test warms the memo with
//! orders first, then changes one remembered thing by another path, and fails if the next command
//! still sees the old one. The same tests run on PostgreSQL, where nothing is remembered.

mod support;

use korona::service::{Body, Command, Replacement, Reply, To};
use korona::store::{AppendExtras, LogRow, MatchStatus, StoreError};
use support::{auction, bid, create, new_match, World};

/// A running auction between alice and bob, hosted by host, after one whole round of bids (so the
/// match row, seats, log position, report position, jobs and settings have all been read).
async fn warmed(w: &World) {
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
    w.ok("alice", bid("1")).await;
    w.ok("bob", bid("2")).await;
}

fn remembers(w: &World, _backend: &str) {
    // On PostgreSQL too: there it answers only for matches whose lock the process keeps.
    assert!(w.store.remembers(), "the memo is on");
}

fn dms_to<'a>(replies: &'a [Reply], user: &str) -> Vec<&'a Reply> {
    replies
        .iter()
        .filter(|r| matches!(&r.to, To::Dm { user: u } if u == user))
        .collect()
}

fn phase_deadline(replies: &[Reply]) -> Option<i64> {
    replies.iter().find_map(|r| match &r.body {
        Body::Phase(post) => post.deadline,
        _ => None,
    })
}

on_both_backends! {
async fn a_replaced_player_is_refused_at_the_next_order(db) {
    let w = World::on(db.store().await, auction::registry);
    remembers(&w, db.backend());
    warmed(&w).await;
    // Bob hands his own seat to carol.
    w.ok("bob", Command::Replace { seat: 1, by: Replacement::User("carol".into()) })
        .await;
    let refused = w.run("bob", bid("1")).await.unwrap_err();
    assert!(refused.contains("service-no-seat-in-match"), "{refused}");
    w.ok("carol", bid("1")).await;
}
}

on_both_backends! {
async fn a_kicked_player_is_refused_and_the_bot_plays_the_seat(db) {
    let w = World::on(db.store().await, auction::registry);
    warmed(&w).await;
    w.ok("alice", bid("1")).await;
    w.ok("host", Command::Kick { seat: 1 }).await;
    let refused = w.run("bob", bid("1")).await.unwrap_err();
    assert!(refused.contains("service-no-seat-in-match"), "{refused}");
    // The bot in bob's seat bid at once: alice bids into the next round.
    let replies = w.ok("alice", bid("1")).await;
    assert!(!replies.is_empty());
}
}

on_both_backends! {
async fn a_pause_after_orders_stops_the_next_order(db) {
    let w = World::on(db.store().await, auction::registry);
    warmed(&w).await;
    w.ok("host", Command::Pause).await;
    let refused = w.run("alice", bid("1")).await.unwrap_err();
    assert!(refused.contains("service-match-is-paused-host-resumes"), "{refused}");
    w.ok("host", Command::Resume).await;
    w.ok("alice", bid("1")).await;
}
}

on_both_backends! {
async fn a_deadline_set_after_orders_reaches_the_next_phase(db) {
    let w = World::on(db.store().await, auction::registry);
    warmed(&w).await;
    w.ok("alice", bid("1")).await;
    let no_deadline = w.ok("bob", bid("1")).await;
    assert_eq!(phase_deadline(&no_deadline), None);
    w.ok("host", Command::Deadline { secs: Some(3600) }).await;
    w.ok("alice", bid("1")).await;
    let replies = w.ok("bob", bid("1")).await;
    let deadline = phase_deadline(&replies).expect("the new phase has a deadline");
    assert!(deadline > w.service.now(), "{deadline}");
}
}

on_both_backends! {
async fn notify_off_after_a_phase_silences_the_next_phase(db) {
    let w = World::on(db.store().await, auction::registry);
    warmed(&w).await;
    w.ok("alice", bid("1")).await;
    let told = w.ok("bob", bid("1")).await;
    assert!(!dms_to(&told, "alice").is_empty(), "alice is told by default");
    w.ok("alice", Command::Notify { setting: Some("off".into()) }).await;
    w.ok("alice", bid("1")).await;
    let silent = w.ok("bob", bid("1")).await;
    assert!(dms_to(&silent, "alice").is_empty(), "{silent:?}");
}
}

on_both_backends! {
async fn a_new_spectator_gets_the_next_phase(db) {
    let w = World::on(db.store().await, auction::registry);
    warmed(&w).await;
    w.ok("alice", bid("1")).await;
    w.ok("bob", bid("1")).await;
    w.ok("dave", Command::Spectate { stop: false }).await;
    w.ok("alice", bid("1")).await;
    let replies = w.ok("bob", bid("1")).await;
    assert!(!dms_to(&replies, "dave").is_empty(), "{replies:?}");
}
}

on_both_backends! {
async fn a_name_given_after_seat_choices_shows_next_time(db) {
    let w = World::on(db.store().await, auction::registry);
    warmed(&w).await;
    let req = |user: &str| korona::service::Request {
        caller: korona::service::Caller::user(user),
        place: korona::service::Place {
            guild: Some("guild".into()),
            channel: support::CHANNEL.into(),
        },
        match_id: None,
        command: Command::Status,
    };
    let before = w.service.seat_choices(&req("alice")).await.unwrap();
    assert!(before.iter().any(|(_, s)| s.contains("user bob")), "{before:?}");
    w.service.remember_name("bob", "Bobby").await.unwrap();
    let after = w.service.seat_choices(&req("alice")).await.unwrap();
    assert!(after.iter().any(|(_, s)| s.contains("Bobby")), "{after:?}");
}
}

fn row(seq: i64, actor: &str, text: Option<&str>) -> LogRow {
    LogRow {
        seq,
        at_ms: seq,
        actor: actor.into(),
        input: serde_json::json!({ "n": seq }),
        text: text.map(str::to_string),
        rolls: serde_json::json!([]),
        events: serde_json::json!([]),
        state_sha256: format!("h{seq}"),
    }
}

on_both_backends! {
async fn the_log_position_and_texts_since_the_report_follow_each_write(db) {
    // The store alone: what the card and the state cache read, read after every kind of write.
    let store = db.store().await;
    let id = new_match(&store, "c").await;
    assert_eq!(store.last_seq(id).await.unwrap(), None);
    assert_eq!(store.texts_since_report(id, "alice").await.unwrap(), Vec::<String>::new());
    assert_eq!(store.reported_seq(id).await.unwrap(), -1);
    // What a phase post reads: from here on the texts come from the remembered entries.
    assert!(store.log_since_report(id).await.unwrap().is_empty());
    let none = AppendExtras::default;
    store.append(id, &row(0, "system", None), none()).await.unwrap();
    store.append(id, &row(1, "alice", Some("a1")), none()).await.unwrap();
    store.append(id, &row(2, "bob", Some("b1")), none()).await.unwrap();
    assert_eq!(store.last_seq(id).await.unwrap(), Some(2));
    assert_eq!(store.texts_since_report(id, "alice").await.unwrap(), ["a1"]);
    store
        .add_phase_mark(id, 2, "phase", korona_store::MarkKind::Reported)
        .await
        .unwrap();
    assert_eq!(store.reported_seq(id).await.unwrap(), 2);
    assert!(store.texts_since_report(id, "alice").await.unwrap().is_empty());
    store.append(id, &row(3, "alice", Some("a2")), none()).await.unwrap();
    store.append(id, &row(4, "alice", Some("a3")), none()).await.unwrap();
    assert_eq!(store.texts_since_report(id, "alice").await.unwrap(), ["a2", "a3"]);
    assert_eq!(store.last_seq(id).await.unwrap(), Some(4));
    let since: Vec<i64> = store.log_since_report(id).await.unwrap().iter().map(|r| r.seq).collect();
    assert_eq!(since, [3, 4]);
    // A stale append changes nothing, and what is read after it is the database's.
    let stale = store.append(id, &row(4, "alice", Some("again")), none()).await;
    assert!(matches!(stale, Err(StoreError::Stale { .. })), "{stale:?}");
    assert_eq!(store.texts_since_report(id, "alice").await.unwrap(), ["a2", "a3"]);
    assert_eq!(store.last_seq(id).await.unwrap(), Some(4));
    // Jobs: scheduled, replaced by an entry's (none), cancelled.
    store.schedule(id, "deadline", 99, 4).await.unwrap();
    assert_eq!(store.pending_jobs(id).await.unwrap().len(), 1);
    let jobs = [("deadline".to_string(), 123)];
    let extras = AppendExtras { jobs: Some(&jobs), ..AppendExtras::default() };
    store.append(id, &row(5, "alice", None), extras).await.unwrap();
    let pending = store.pending_jobs(id).await.unwrap();
    assert_eq!(pending.iter().map(|j| j.due_at).collect::<Vec<_>>(), [123]);
    let extras = AppendExtras { jobs: Some(&[]), ..AppendExtras::default() };
    store.append(id, &row(6, "alice", None), extras).await.unwrap();
    assert!(store.pending_jobs(id).await.unwrap().is_empty());
    store.schedule(id, "remind", 7, 6).await.unwrap();
    // An entry with no new job still cancels the one scheduled since.
    let extras = AppendExtras { jobs: Some(&[]), ..AppendExtras::default() };
    store.append(id, &row(7, "alice", None), extras).await.unwrap();
    assert!(store.pending_jobs(id).await.unwrap().is_empty());
    assert!(store.due_jobs(i64::MAX).await.unwrap().is_empty());
    // The match row follows its status.
    store.set_started(id, 5).await.unwrap();
    store.get_match(id).await.unwrap().unwrap();
    store.set_paused(id, 6).await.unwrap();
    let m = store.get_match(id).await.unwrap().unwrap();
    assert_eq!(m.status, MatchStatus::Paused);
    let outcome = serde_json::json!({"draw": true});
    let extras = AppendExtras { finished: Some(&outcome), ..AppendExtras::default() };
    store.append(id, &row(8, "alice", None), extras).await.unwrap();
    let m = store.get_match(id).await.unwrap().unwrap();
    assert_eq!(m.status, MatchStatus::Finished);
}
}

on_both_backends! {
async fn a_vacation_moves_the_deadline_a_player_sees(db) {
    let w = World::on(db.store().await, auction::registry);
    warmed(&w).await;
    w.ok("host", Command::Deadline { secs: Some(3600) }).await;
    w.ok("alice", bid("1")).await;
    w.ok("bob", bid("1")).await;
    let deadline = |games: Vec<korona::service::MyGame>| games[0].deadline.expect("a deadline");
    let before = deadline(w.service.my_games("alice").await.unwrap());
    w.ok("alice", Command::Vacation { days: 1 }).await;
    let after = deadline(w.service.my_games("alice").await.unwrap());
    assert_eq!(after - before, 86_400_000);
}
}
