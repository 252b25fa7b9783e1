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
            lang: korona_engine::Lang::En,
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
}

// A person for a person: only bob, seat 1's owner, hands it over; the host and an admin are refused
// because bob is present (see a_present_players_seat_is_not_taken_over), everyone else as managers.
#[tokio::test]
async fn a_seat_passes_to_another_person_only_from_its_owner() {
    for who in EVERYONE {
        let w = running().await;
        let before = w.fingerprint(1).await;
        let r = w
            .run_as(
                caller(who),
                Command::Replace {
                    seat: 1,
                    by: Replacement::User("erin".into()),
                },
            )
            .await;
        match who {
            Who::OtherPlayer => assert!(r.is_ok(), "{r:?}"),
            Who::Host | Who::Admin => {
                assert!(r.unwrap_err().contains("service-seat-is-taken"));
                assert_eq!(w.fingerprint(1).await, before);
            }
            Who::Owner | Who::Spectator => {
                assert!(r.unwrap_err().contains("service-only-host-or-server-admin"));
                assert_eq!(w.fingerprint(1).await, before);
            }
        }
    }
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
    assert!(support::public_text(&replies).is_empty(), "{replies:?}");
    let history = w.ok("carol", Command::History { last: 5 }).await;
    assert!(
        support::discord_text(&history[0]).contains("<@bob> has bid"),
        "{history:?}"
    );
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

/// Where a command comes from: the match's own server, another server, or a DM.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Origin {
    Home,
    OtherServer,
    Dm,
}

async fn run_from(w: &World, who: Who, from: Origin, command: Command) -> Result<(), String> {
    let (guild, channel) = match from {
        Origin::Home => (Some("guild"), CHANNEL),
        Origin::OtherServer => (Some("evil-guild"), "evil-channel"),
        Origin::Dm => (None, "dm-channel"),
    };
    w.run_from(caller(who), guild, channel, 1, command)
        .await
        .map(|_| ())
}

/// Every command tried by everyone from everywhere: away from the match's server only a seated
/// player acts, for their own seat; an admin's power stops at their own server; refusals change
/// nothing.
#[tokio::test]
async fn a_match_is_reached_from_elsewhere_only_by_its_players_for_their_own_seats() {
    let commands = [
        Command::Status,
        Command::Map,
        Command::History { last: 5 },
        Command::Pending,
        bid("1"),
        Command::Pause,
        Command::Deadline { secs: Some(60) },
        Command::Kick { seat: 1 },
        Command::Replace {
            seat: 1,
            by: Replacement::User("dana".into()),
        },
        Command::Join,
    ];
    for from in [Origin::OtherServer, Origin::Dm] {
        for command in &commands {
            for who in EVERYONE {
                let w = running().await;
                let before = w.fingerprint(1).await;
                let seats_before = w.store.seats(1).await.unwrap();
                let r = run_from(&w, who, from, command.clone()).await;
                let seated = SEATED.contains(&who);
                let hands_over =
                    who == Who::OtherPlayer && matches!(command, Command::Replace { seat: 1, .. });
                let own = hands_over
                    || matches!(
                        command,
                        Command::Status
                            | Command::Map
                            | Command::History { .. }
                            | Command::Pending
                            | Command::Bid { .. }
                    );
                assert_eq!(
                    r.is_ok(),
                    seated && own,
                    "{who:?} from {from:?}: {command:?}: {r:?}"
                );
                if let Err(e) = r {
                    assert!(
                        e.contains("service-match-of-another-place"),
                        "{who:?} {from:?} {command:?}: {e}"
                    );
                    assert_eq!(w.fingerprint(1).await, before, "a refusal changed state");
                    assert_eq!(w.store.seats(1).await.unwrap(), seats_before);
                }
            }
        }
    }
}

#[tokio::test]
async fn an_admin_of_the_matchs_own_server_still_manages_it() {
    let w = running().await;
    assert!(run_from(&w, Who::Admin, Origin::Home, Command::Pause)
        .await
        .is_ok());
    assert!(
        run_from(&w, Who::Admin, Origin::OtherServer, Command::Resume)
            .await
            .unwrap_err()
            .contains("service-match-of-another-place")
    );
}

/// Seat history: in a running match a present player's seat is never taken over, by the host or
/// an admin; it passes when its owner hands it over or after a kick, and its new owner sees only
/// what happened from then on.
#[tokio::test]
async fn a_present_players_seat_is_not_taken_over() {
    for who in [Who::Host, Who::Admin] {
        let w = running().await;
        let before = w.fingerprint(1).await;
        let e = w
            .run_as(
                caller(who),
                Command::Replace {
                    seat: 0,
                    by: Replacement::User("mallory".into()),
                },
            )
            .await
            .unwrap_err();
        assert!(e.contains("service-seat-is-taken"), "{who:?}: {e}");
        assert_eq!(w.fingerprint(1).await, before);
    }
}

#[tokio::test]
async fn a_seats_new_owner_sees_nothing_private_from_before() {
    let w = running().await;
    // Alice seals a bid; only she can read it in her history.
    w.ok("alice", bid("7")).await;
    let mine = w.ok("alice", Command::History { last: 50 }).await;
    let secret = mine[0].text().to_string();
    let spectator = w.ok("carol", Command::History { last: 50 }).await;
    assert_ne!(secret, spectator[0].text(), "the bid left no private trace");
    // She hands her seat to erin, who sees the public past only.
    w.ok(
        "alice",
        Command::Replace {
            seat: 0,
            by: Replacement::User("erin".into()),
        },
    )
    .await;
    let hers = w.ok("erin", Command::History { last: 50 }).await;
    // The past names a seat by its holder now, so compare with what a spectator reads now (after
    // the history command's cooldown).
    w.clock.advance(6_000);
    let spectator = w.ok("carol", Command::History { last: 50 }).await;
    assert_eq!(hers[0].text(), spectator[0].text());
    // A kicked seat passes to a bot, and from the bot to a new person, who sees no more.
    let w = running().await;
    w.ok("bob", bid("3")).await;
    w.ok("host", Command::Kick { seat: 1 }).await;
    w.ok(
        "host",
        Command::Replace {
            seat: 1,
            by: Replacement::User("frank".into()),
        },
    )
    .await;
    let franks = w.ok("frank", Command::History { last: 50 }).await;
    let carols = w.ok("carol", Command::History { last: 50 }).await;
    assert_eq!(franks[0].text(), carols[0].text());
}

#[tokio::test]
async fn messages_belong_to_the_people_who_wrote_them() {
    let w = World::new(auction::registry).await;
    w.ok("host", create("auction")).await;
    w.ok("alice", Command::Join).await;
    w.ok("bob", Command::Join).await;
    // No diplomacy in a lobby, where leaving renumbers the seats.
    let e = w
        .run(
            "alice",
            Command::Msg {
                to_seat: 1,
                text: "hi".into(),
            },
        )
        .await
        .unwrap_err();
    assert!(e.contains("service-messages-only-in-play"), "{e}");
    w.ok("host", Command::Start).await;
    w.ok(
        "alice",
        Command::Msg {
            to_seat: 1,
            text: "secret plan".into(),
        },
    )
    .await;
    // Bob hands his seat to carol: the conversation stays alice's and bob's.
    w.ok(
        "bob",
        Command::Replace {
            seat: 1,
            by: Replacement::User("carol".into()),
        },
    )
    .await;
    let carols = w.ok("carol", Command::Conversation { with_seat: 0 }).await;
    assert!(
        !carols[0].text().contains("secret plan"),
        "{}",
        carols[0].text()
    );
    let alices = w.ok("alice", Command::Conversation { with_seat: 1 }).await;
    assert!(
        !alices[0].text().contains("secret plan"),
        "carol holds seat 1 now"
    );
}
