//! Replies read as English: plural forms from the catalogs, "2 players" for a fixed seat count, the
//! kind of wait in words, durations echoed as typed, and refusal examples that are legal orders.

mod support;

use korona::service::{Caller, Command, Place, Request, ServiceError};
use support::*;

fn all_text(replies: &[korona::service::Reply]) -> String {
    replies
        .iter()
        .map(support::discord_text)
        .collect::<Vec<_>>()
        .join("\n")
}

async fn refusal(w: &World, user: &str, command: Command) -> korona_engine::Refusal {
    let req = Request {
        caller: Caller::user(user),
        place: Place {
            guild: Some("guild".into()),
            channel: CHANNEL.into(),
        },
        match_id: None,
        command,
    };
    match w.service.handle(&req).await {
        Err(ServiceError::Refused(r)) => r,
        other => panic!(
            "{command:?} was not refused: {other:?}",
            command = req.command
        ),
    }
}

/// A started capitals match: host is seat 0 and moves first.
async fn capitals() -> (World, String) {
    let w = World::new(korona_games::registry).await;
    let created = all_text(&w.ok("host", create("capitals")).await);
    w.ok("host", Command::Join).await;
    w.ok("bob", Command::Join).await;
    w.ok("host", Command::Start).await;
    (w, created)
}

#[tokio::test]
async fn a_fixed_seat_count_is_said_once_and_waits_are_named_in_words() {
    let (w, created) = capitals().await;
    assert!(created.contains("Capitals for 2 players,"), "{created}");
    let games = all_text(&w.ok("host", Command::Games).await);
    assert!(games.contains("Capitals (2 players)"), "{games}");
    assert!(games.contains("(2-6 players)"), "{games}");
    let pending = all_text(&w.ok("host", Command::Pending).await);
    assert!(
        pending.contains("the match waits for your turn."),
        "{pending}"
    );
}

#[tokio::test]
async fn one_hour_is_singular_and_an_absurd_deadline_is_refused_as_typed() {
    let (w, _) = capitals().await;
    let set = all_text(&w.ok("host", Command::Deadline { secs: Some(3600) }).await);
    assert!(set.contains("each phase now has 1 hour to submit"), "{set}");
    let status = all_text(&w.ok("host", Command::Status).await);
    assert!(status.contains("Phase deadline: 1 hour."), "{status}");
    // The deadline is a Discord timestamp: each reader sees it in their own time zone.
    use korona::service::Clock;
    let due = w.clock.now_ms() / 1000 + 3600;
    let stamp = format!("<t:{due}:R> (<t:{due}:f>)");
    assert!(status.contains(&format!("Deadline {stamp}.")), "{status}");
    w.clock.advance(59 * 60_000);
    let status = all_text(&w.ok("host", Command::Status).await);
    assert!(status.contains(&format!("Deadline {stamp}.")), "{status}");
    let reminders = all_text(&w.service.run_due_jobs().await.unwrap());
    assert!(
        reminders.contains(&format!(
            "waits for your turn (turn 1). The deadline passes {stamp};"
        )),
        "{reminders}"
    );

    let r = refusal(
        &w,
        "host",
        Command::Deadline {
            secs: Some(999_999_999 * 86_400),
        },
    )
    .await;
    assert_eq!(r.message.id, "service-phase-deadline-is-between-60");
    assert_eq!(r.token.as_deref(), Some("999999999 days"));
}

#[tokio::test]
async fn a_refusals_example_is_itself_a_legal_order() {
    let (w, _) = capitals().await;
    for (typed, verb) in [
        ("expand", "expand"),
        ("expand E3 E4", "expand"),
        ("move E1", "move"),
    ] {
        let r = refusal(&w, "host", order(typed)).await;
        let example = r.accepted.first().cloned().expect("an example");
        assert!(example.starts_with(verb), "{typed}: {example}");
        if example.contains('<') {
            // No legal order has this verb now: only the shape is shown, and it says so.
            assert_eq!(example, format!("{verb} <from> <to>"), "{typed}");
            continue;
        }
        // The example is accepted as it stands.
        let replies = w
            .run("host", order(&example))
            .await
            .unwrap_or_else(|e| panic!("{typed}: the example `{example}` is refused: {e}"));
        assert!(all_text(&replies).contains(&format!("Accepted: {example}")));
    }
}
