//! The service end to end on the sealed-bid test game: secrets, deadlines, restarts, diplomacy. Each
//! test runs on SQLite and on PostgreSQL (`on_both_backends!`).

mod support;

use korona::service::{Command, Reply, To};
use korona::store::Store;
use support::*;

async fn two_player_auction(w: &World) {
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
}

on_both_backends! {
async fn sealed_bids_stay_out_of_public_replies_until_the_reveal(db) {
    let w = World::on(db.store().await, auction::registry);
    two_player_auction(&w).await;
    let first = w.ok("alice", bid("7")).await;
    // Alice's confirmation is private, and nothing is posted until the phase is over.
    assert!(first
        .iter()
        .any(|r| r.to == To::Caller && r.text().contains("bid 7")));
    let public = public_text(&first);
    assert!(
        public.is_empty(),
        "a bid posted before the phase ended: {public}"
    );
    // History and a spectator's status before the reveal show no amount either.
    let history = w.ok("carol", Command::History { last: 50 }).await;
    assert!(!history[0].text().contains("bid of 7"), "{:?}", history);
    let status = w.ok("carol", Command::Status).await;
    assert!(status[0].text().contains("sealed") && !status[0].text().contains("\"bids\":[7"));
    // Bob's bid completes the round: all amounts are revealed together, publicly.
    let second = w.ok("bob", bid("2")).await;
    let public = public_text(&second);
    assert!(public.contains("bids revealed: 7, 2"), "{public}");
    // The phase's one post tells who bid, in the order they did.
    let (alice, bob) = (
        public
            .find("<@alice> has bid")
            .expect("alice's bid announced"),
        public.find("<@bob> has bid").expect("bob's bid announced"),
    );
    assert!(alice < bob, "{public}");
}
}

/// An auction of Alice and Bob with a one-hour deadline, started; Alice has bid 3, Bob not yet.
async fn hour_deadline_alice_bid(w: &World) {
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Deadline { secs: Some(3600) }).await;
    w.ok("host", Command::Start).await;
    w.ok("alice", bid("3")).await;
}

on_both_backends! {
async fn a_passed_deadline_applies_defaults_and_reminders_go_only_to_the_missing(db) {
    let w = World::on(db.store().await, auction::registry);
    hour_deadline_alice_bid(&w).await;
    // Nothing is due before the reminder (three quarters of the hour).
    w.clock.advance(60_000);
    assert!(w.service.run_due_jobs().await.unwrap().is_empty());
    w.clock.advance(45 * 60_000);
    let reminders = w.service.run_due_jobs().await.unwrap();
    let dms: Vec<&Reply> = reminders.iter().collect();
    assert_eq!(dms.len(), 1, "{reminders:?}");
    assert_eq!(dms[0].to, To::Dm { user: "bob".into() });
    w.clock.advance(15 * 60_000);
    let resolved = w.service.run_due_jobs().await.unwrap();
    let public = public_text(&resolved);
    assert!(public.contains("defaults applied"), "{public}");
    assert!(public.contains("bids revealed: 3, 0"), "{public}");
}
}

#[tokio::test]
async fn a_reminder_that_falls_due_with_its_deadline_is_not_sent() {
    let w = World::new(auction::registry).await;
    hour_deadline_alice_bid(&w).await;
    // The bot was down for the whole hour: the deadline applies, nobody is reminded of it.
    w.clock.advance(61 * 60_000);
    let replies = w.service.run_due_jobs().await.unwrap();
    assert!(
        !replies.iter().any(|r| r.text().starts_with("Reminder")),
        "{replies:?}"
    );
    assert!(
        public_text(&replies).contains("defaults applied"),
        "{replies:?}"
    );
}

on_both_backends! {
async fn a_restart_loses_nothing_and_the_scheduler_resumes(db) {
    let url = db.url().await;
    let path = url.as_str();
    {
        let w = World::on(Store::open(path).await.unwrap(), auction::registry);
        w.ok("host", create("auction")).await;
        w.ok("alice", Command::Join).await;
        w.ok("bob", Command::Join).await;
        w.ok("host", Command::Deadline { secs: Some(600) }).await;
        w.ok("host", Command::Start).await;
        w.ok("alice", bid("4")).await;
        w.store.close().await;
    }
    // A new process: same file, a clock past the deadline.
    let w = World::on(Store::open(path).await.unwrap(), auction::registry);
    w.clock.advance(601_000);
    let replies = w.service.run_due_jobs().await.unwrap();
    assert!(
        public_text(&replies).contains("bids revealed: 4, 0"),
        "{replies:?}"
    );
    let verified = korona::verify::verify_match(&w.store, auction::registry, 1)
        .await
        .unwrap();
    assert_eq!(verified.entries, 3, "setup, one bid, the deadline");
}
}

// R-DIPLO-4: private messages between players are relayed and logged by the bot.
on_both_backends! {
async fn diplomacy_is_relayed_by_dm_and_both_ends_can_list_it(db) {
    let w = World::on(db.store().await, auction::registry);
    two_player_auction(&w).await;
    let sent = w
        .ok(
            "alice",
            Command::Msg {
                to_seat: 1,
                text: "truce?".into(),
            },
        )
        .await;
    assert!(sent
        .iter()
        .any(|r| r.to == To::Dm { user: "bob".into() } && r.text().contains("truce?")));
    assert!(sent.iter().all(|r| !r.is_public()));
    w.ok(
        "bob",
        Command::Msg {
            to_seat: 0,
            text: "agreed".into(),
        },
    )
    .await;
    let listed = w.ok("bob", Command::Conversation { with_seat: 0 }).await;
    assert!(listed[0].text().contains("truce?") && listed[0].text().contains("agreed"));
    let refused = w
        .run(
            "carol",
            Command::Msg {
                to_seat: 0,
                text: "hi".into(),
            },
        )
        .await;
    assert!(refused.unwrap_err().contains("service-no-seat-in-match"));
}
}

on_both_backends! {
async fn pause_stops_orders_and_resume_restarts_them(db) {
    let w = World::on(db.store().await, auction::registry);
    two_player_auction(&w).await;
    w.ok("host", Command::Pause).await;
    let refused = w.run("alice", bid("1")).await.unwrap_err();
    assert!(
        refused.contains("service-match-is-paused-host-resumes"),
        "{refused}"
    );
    w.ok("host", Command::Resume).await;
    w.ok("alice", bid("1")).await;
}
}

// R-INFO-8: the seed is hidden, its SHA-256 public at the start, the seed revealed at the end.
on_both_backends! {
async fn concede_ends_a_two_seat_match_and_reveals_the_seed(db) {
    let w = World::on(db.store().await, auction::registry);
    let created = w.ok("host", create("auction")).await;
    let m = w.store.get_match(1).await.unwrap().unwrap();
    assert!(public_text(&created).contains(&m.seed_sha256));
    assert!(!public_text(&created).contains(&m.seed_hex));
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    let started = w.ok("host", Command::Start).await;
    assert!(
        !public_text(&started).contains(&m.seed_hex),
        "the seed leaked at the start"
    );
    let replies = w.ok("alice", Command::Concede).await;
    let public = public_text(&replies);
    assert!(public.contains("Winner: <@bob>"), "{public}");
    let m = w.store.get_match(1).await.unwrap().unwrap();
    assert!(public.contains(&m.seed_hex));
    assert_eq!(m.status, korona::store::MatchStatus::Finished);
}
}

on_both_backends! {
async fn a_bot_seat_plays_whenever_the_match_waits_on_it(db) {
    let w = World::on(db.store().await, auction::registry);
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok(
        "host",
        Command::Bot {
            level: korona_engine::BotLevel::Easy,
        },
    )
    .await;
    w.ok("host", Command::Start).await;
    // Alice's bid completes each round at once because the bot has already bid.
    for _ in 0..10 {
        let replies = w.ok("alice", bid("0")).await;
        if public_text(&replies).contains("over") {
            return;
        }
        assert!(
            public_text(&replies).contains("bids revealed"),
            "{replies:?}"
        );
    }
}
}
