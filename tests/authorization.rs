//! The authorization matrix: every managing and playing command, tried by the seat's owner, another
//! player, a spectator, the host and a server admin. A refusal leaves stored state untouched.

mod support;

use korona::service::{Caller, Command, Replacement};
use korona_engine::BotLevel;
use support::*;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Who {
    Owner,
    OtherPlayer,
    Spectator,
    Host,
    Admin,
}

const EVERYONE: [Who; 5] = [
    Who::Owner,
    Who::OtherPlayer,
    Who::Spectator,
    Who::Host,
    Who::Admin,
];

fn caller(who: Who) -> Caller {
    match who {
        Who::Owner => Caller::user("alice"),
        Who::OtherPlayer => Caller::user("bob"),
        Who::Spectator => Caller::user("carol"),
        Who::Host => Caller::user("host"),
        Who::Admin => Caller {
            user: "dana".into(),
            admin: true,
        },
    }
}

/// A fresh running match: host (not seated) hosts, alice owns seat 0, bob seat 1.
async fn running() -> World {
    let w = World::new(auction::registry).await;
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
    w
}

async fn check(command: Command, allowed: &[Who], expect_reason: &str) {
    for who in EVERYONE {
        let w = running().await;
        let before = w.fingerprint(1).await;
        let result = w.run_as(caller(who), command.clone()).await;
        let may = allowed.contains(&who);
        match result {
            Ok(_) => assert!(may, "{who:?} was allowed {command:?}"),
            Err(e) => {
                assert!(!may, "{who:?} was refused {command:?}: {e}");
                assert!(e.contains(expect_reason), "{who:?} {command:?}: {e}");
                assert_eq!(w.fingerprint(1).await, before, "a refusal changed state");
            }
        }
    }
}

const MANAGERS: &[Who] = &[Who::Host, Who::Admin];
const SEATED: &[Who] = &[Who::Owner, Who::OtherPlayer];

#[tokio::test]
async fn managing_commands_need_the_host_or_an_admin() {
    let only = "service-only-host-or-server-admin";
    check(Command::Pause, MANAGERS, only).await;
    check(Command::Deadline { secs: Some(3600) }, MANAGERS, only).await;
    check(Command::Kick { seat: 1 }, MANAGERS, only).await;
    check(
        Command::Replace {
            seat: 1,
            by: Replacement::Bot(BotLevel::Easy),
        },
        MANAGERS,
        only,
    )
    .await;
    check(
        Command::Replace {
            seat: 1,
            by: Replacement::User("erin".into()),
        },
        MANAGERS,
        only,
    )
    .await;
}

#[tokio::test]
async fn resume_and_start_also_need_the_host_or_an_admin() {
    for who in EVERYONE {
        let w = running().await;
        w.ok("host", Command::Pause).await;
        let before = w.fingerprint(1).await;
        let r = w.run_as(caller(who), Command::Resume).await;
        assert_eq!(r.is_ok(), MANAGERS.contains(&who), "{who:?} resume: {r:?}");
        if r.is_err() {
            assert_eq!(w.fingerprint(1).await, before);
        }
        let lobby = World::new(auction::registry).await;
        lobby.ok("host", create("auction")).await;
        lobby.ok("alice", Command::Join).await;
        lobby.ok("bob", Command::Join).await;
        let r = lobby.run_as(caller(who), Command::Start).await;
        assert_eq!(r.is_ok(), MANAGERS.contains(&who), "{who:?} start: {r:?}");
    }
}

#[tokio::test]
async fn playing_commands_need_a_seat_of_ones_own() {
    let seat = "service-no-seat-in-match";
    check(bid("1"), SEATED, seat).await;
    check(order("1"), SEATED, seat).await;
    check(Command::Concede, SEATED, seat).await;
    check(Command::Pending, SEATED, seat).await;
    check(
        Command::Legal {
            prefix: String::new(),
        },
        SEATED,
        seat,
    )
    .await;
    check(
        Command::Msg {
            to_seat: 1,
            text: "hello".into(),
        },
        &[Who::Owner],
        "",
    )
    .await;
}

#[tokio::test]
async fn an_order_always_acts_for_the_callers_own_seat() {
    let w = running().await;
    let replies = w.ok("bob", bid("5")).await;
    // Bob's bid is recorded for seat 1, his own; nobody can name another seat to act for.
    assert!(support::public_text(&replies).contains("Seat 1 has bid"));
    let status = w.ok("alice", Command::Status).await;
    assert!(
        status[0].text().contains("\"bids\":[null,\"sealed\"]"),
        "{}",
        status[0].text()
    );
}

#[tokio::test]
async fn anyone_may_look() {
    for who in EVERYONE {
        let w = running().await;
        for command in [Command::Status, Command::Map, Command::History { last: 5 }] {
            assert!(w.run_as(caller(who), command).await.is_ok());
        }
    }
}
