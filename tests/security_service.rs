//! Issue 30 ("security, round two"), the service-level cases: what a hostile player could still do
//! through ordinary commands, each now refused or bounded (the limits are in docs/security.md).
//! Every refusal says what was wrong and leaves the match as it was.

mod support;

use korona::service::{Caller, Command, Place, Reply, Request};
use support::*;

const HOUR: i64 = 3_600_000;

fn text(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(discord_text)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Runs `command` as `user` from server `guild` (none: a DM), naming no match.
async fn from_server(w: &World, user: &str, guild: Option<&str>, command: Command) -> String {
    let req = Request {
        caller: Caller::user(user),
        place: Place {
            guild: guild.map(str::to_string),
            channel: "elsewhere".into(),
        },
        match_id: None,
        command,
    };
    text(&w.service.handle(&req).await.unwrap())
}

async fn deadline_job(w: &World, id: i64) -> Option<i64> {
    w.store
        .pending_jobs(id)
        .await
        .unwrap()
        .iter()
        .find(|j| j.kind == "deadline")
        .map(|j| j.due_at)
}

on_both_backends! {
async fn a_profile_asked_from_another_server_names_none_of_this_servers_matches(db) {
    // Issue 30, item 2: `profile <user>` showed live matches of other servers.
    let w = World::on(db.store().await, auction::registry);
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
    let profile = |who: &'static str| Command::Profile { user: Some(who.into()) };
    let here = from_server(&w, "carol", Some("guild"), profile("alice")).await;
    assert!(here.contains("#1 Auction"), "{here}");
    for place in [Some("other"), None] {
        let there = from_server(&w, "carol", place, profile("alice")).await;
        assert!(!there.contains("#1"), "{place:?}: {there}");
        assert!(!there.contains("<@bob>"), "{place:?}: {there}");
    }
    // A player of the match sees it wherever they ask from: it is their own.
    let own = from_server(&w, "bob", Some("other"), profile("alice")).await;
    assert!(own.contains("#1 Auction"), "{own}");
}
}

on_both_backends! {
async fn a_host_who_plays_lengthens_a_running_deadline_but_never_shortens_it(db) {
    // Issue 30, item 3: a host who plays cut the opponent's 2-day deadline to 1 minute.
    let w = World::on(db.store().await, auction::registry);
    w.ok("host", create("auction")).await;
    w.ok("host", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Deadline { secs: Some(2 * 24 * 3600) }).await;
    w.ok("host", Command::Start).await;
    let promised = deadline_job(&w, 1).await.unwrap();
    w.clock.advance(HOUR);
    let cut = text(&w.ok("host", Command::Deadline { secs: Some(60) }).await);
    assert!(cut.contains("from the next phase on"), "{cut}");
    assert_eq!(deadline_job(&w, 1).await, Some(promised), "the running deadline was cut");
    // The shorter deadline applies to the next phase.
    w.ok("host", bid("1")).await;
    let next_start = w.service.now();
    w.ok("bob", bid("0")).await;
    assert_eq!(deadline_job(&w, 1).await, Some(next_start + 60_000));
    // Lengthening applies at once.
    let longer = text(&w.ok("host", Command::Deadline { secs: Some(3 * 24 * 3600) }).await);
    assert!(longer.contains("each phase now has 3 days"), "{longer}");
    assert_eq!(deadline_job(&w, 1).await, Some(next_start + 3 * 24 * HOUR));
}
}
