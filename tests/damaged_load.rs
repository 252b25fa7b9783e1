//! Issue 30, item 11 ("damaged data passes silently"), the load path: a stored value the bot never
//! writes (a seat out of range, an unknown status, a hole in the log, an entry whose events do not
//! read) refuses to load that match, with an error that names the match and what is wrong, while
//! every other match keeps being served. Before, seat 300 read as seat 44, an unknown status as a
//! lobby, play went on past a log gap and corrupt events showed as none.
//!
//! The rows are damaged with raw SQL, and the bot is restarted on the database (a new store and
//! service: nothing remembered from before the damage).

mod support;

use support::cli::korona;

use korona::service::{Caller, Command, Place, Request, ServiceError};
use korona::store::Store;
use korona_engine::Lang;
use support::*;

/// What the caller reads for a refusal, in English; the error's own text for a fault.
fn said(w: &World, e: &ServiceError) -> String {
    match e.refusal() {
        Some(r) => w.service.refusal_in(Lang::En, r).plain(),
        None => format!("FAULT: {e}"),
    }
}

async fn run(w: &World, user: &str, channel: &str, command: Command) -> Result<String, String> {
    let req = Request {
        caller: Caller::user(user),
        place: Place {
            guild: Some("guild".into()),
            channel: channel.into(),
        },
        match_id: None,
        command,
    };
    match w.service.handle(&req).await {
        Ok(replies) => Ok(replies
            .iter()
            .map(discord_text)
            .collect::<Vec<_>>()
            .join("\n")),
        Err(e) => Err(said(w, &e)),
    }
}

async fn exec(store: &Store, sql: &str) {
    sqlx::query(sql).execute(store.pool()).await.unwrap();
}

on_both_backends! {
async fn a_damaged_match_refuses_to_load_and_names_what_is_wrong_while_the_others_play_on(db) {
    let url = db.url().await;
    let w = World::on(Store::open(&url).await.unwrap(), auction::registry);
    // Five auctions in five channels, each a round played (entries 0 to 2 at least).
    for n in 1..=5 {
        let ch = format!("t{n}");
        run(&w, "host", &ch, create("auction")).await.unwrap();
        run(&w, "alice", &ch, Command::Join).await.unwrap();
        run(&w, "bob", &ch, Command::Join).await.unwrap();
        run(&w, "host", &ch, Command::Start).await.unwrap();
        run(&w, "alice", &ch, bid("2")).await.unwrap();
        run(&w, "bob", &ch, bid("1")).await.unwrap();
        run(&w, "alice", &ch, bid("1")).await.unwrap();
    }
    let store = &w.store;
    exec(store, "UPDATE seats SET seat = 300 WHERE match_id = 1 AND seat = 1").await;
    exec(store, "UPDATE matches SET status = 'archived' WHERE id = 2").await;
    exec(store, "DELETE FROM log WHERE match_id = 3 AND seq = 1").await;
    exec(store, "UPDATE log SET events = '{\"garbage\": true}' WHERE match_id = 4 AND seq = 2").await;
    store.close().await;

    // The bot restarts on the damaged database.
    let store = Store::open(&url).await.unwrap();
    let w = World::on(store.clone(), auction::registry);
    let cases = [
        ("t1", "match 1 is damaged", "seat 300 is out of range"),
        ("t2", "match 2 is damaged", "status `archived`"),
        ("t3", "match 3 is damaged", "log entry 1 is missing"),
        ("t4", "match 4 is damaged", "log entry 2 cannot be read"),
    ];
    for (ch, names, what) in cases {
        for command in [Command::Status, bid("1")] {
            let e = run(&w, "alice", ch, command.clone()).await;
            let e = match e {
                Err(e) => e,
                Ok(text) => panic!("{ch} {command:?} was served from damaged rows: {text}"),
            };
            println!("{ch} {command:?}: {e}");
            assert!(e.contains(names) && e.contains(what), "{ch}: {e}");
        }
    }
    // Match 2 (its status unknown) was not taken for a lobby: nobody could join it.
    let e = run(&w, "carol", "t2", Command::Join).await.unwrap_err();
    assert!(e.contains("match 2 is damaged"), "{e}");
    // The store says the same to any other reader (`korona show`, the web pages).
    let e = store.seats(1).await.unwrap_err().to_string();
    assert_eq!(
        e,
        "match 1 is damaged: seat 300 is out of range: its 2 seats are numbered 0 to 1"
    );
    let e = store.log_after(3, -1).await.unwrap_err().to_string();
    assert!(e.starts_with("match 3 is damaged: log entry 1 is missing"), "{e}");
    let e = store.log_after(4, -1).await.unwrap_err().to_string();
    assert!(e.starts_with("match 4 is damaged: log entry 2"), "{e}");

    // The undamaged match plays on, and a listing of the player's matches still answers.
    let status = run(&w, "alice", "t5", Command::Status).await.unwrap();
    assert!(!status.is_empty());
    run(&w, "bob", "t5", bid("1")).await.unwrap();
    let mine = run(&w, "alice", "t5", Command::MyGames).await;
    println!("mygames: {mine:?}");
    assert!(mine.as_ref().is_ok_and(|t| t.contains("#5")), "{mine:?}");
}
}

on_both_backends! {
async fn a_hole_hidden_behind_a_snapshot_still_refuses_the_match(db) {
    // A load starts from the newest snapshot and reads only the entries after it: a hole before
    // the snapshot is found all the same (the log must hold entries 0 to the newest, each once).
    let url = db.url().await;
    let w = World::on(Store::open(&url).await.unwrap(), auction::registry);
    run(&w, "host", CHANNEL, create("auction")).await.unwrap();
    run(&w, "alice", CHANNEL, Command::Join).await.unwrap();
    run(&w, "bob", CHANNEL, Command::Join).await.unwrap();
    run(&w, "host", CHANNEL, Command::Start).await.unwrap();
    for _ in 0..2 {
        run(&w, "alice", CHANNEL, bid("1")).await.unwrap();
        run(&w, "bob", CHANNEL, bid("1")).await.unwrap();
    }
    let last = w.store.last_seq(1).await.unwrap().unwrap();
    assert!(last >= 3, "{last}");
    // A snapshot at the newest entry, and entry 0 gone from under it.
    let (seq, state) = w.service.current_state(1).await.unwrap().unwrap();
    assert_eq!(seq, last);
    let game = korona::service::find_game(auction::registry, "auction").unwrap();
    sqlx::query(
        "INSERT INTO snapshots (match_id, seq, state) VALUES (1, $1, $2) \
         ON CONFLICT (match_id, seq) DO UPDATE SET state = excluded.state",
    )
    .bind(last)
    .bind(game.state_to_json(&state).to_string())
    .execute(w.store.pool())
    .await
    .unwrap();
    exec(&w.store, "DELETE FROM log WHERE match_id = 1 AND seq = 0").await;
    w.store.close().await;
    let w = World::on(Store::open(&url).await.unwrap(), auction::registry);
    let e = run(&w, "alice", CHANNEL, Command::Status).await.unwrap_err();
    println!("{e}");
    assert!(e.contains("match 1 is damaged") && e.contains("log entry 0 is missing"), "{e}");
}
}

#[test]
fn the_damage_words_exist_in_both_languages() {
    // Every damage a store can name reads as a sentence in English and in Hungarian.
    use korona_engine::msg;
    let messages = [
        msg!("service-damaged-seat", id = 7, seat = 300, last = 1),
        msg!("service-damaged-status", id = 7, status = "x"),
        msg!("service-damaged-log-gap", id = 7, missing = 1, found = 2),
        msg!("service-damaged-entry", id = 7, seq = 3, what = "w"),
    ];
    for (lang, word) in [(Lang::En, "damaged"), (Lang::Hu, "sérült")] {
        let words = korona::words::own(lang);
        for m in &messages {
            let text = words.check(m).unwrap_or_else(|e| panic!("{m:?}: {e}"));
            assert!(text.contains(word) && text.contains('7'), "{m:?}: {text}");
        }
    }
}

#[test]
fn show_and_verify_name_a_gap_and_an_unreadable_entry_instead_of_going_on() {
    // `korona show` went on past a log gap and printed a corrupt entry's events as `[]`.
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("s.txt");
    std::fs::write(
        &script,
        "create capitals size=10\njoin\nas alice\njoin\nas me\nstart\norder end\nas alice\norder end\n",
    )
    .unwrap();
    for (damage, what) in [
        (
            "DELETE FROM log WHERE match_id = 1 AND seq = 1",
            "log entry 1 is missing",
        ),
        (
            "UPDATE log SET events = '[{\"nonsense\": 1}]' WHERE match_id = 1 AND seq = 1",
            "log entry 1",
        ),
    ] {
        let db = dir.path().join(format!("{}.db", what.len() + damage.len()));
        let db = db.to_str().unwrap();
        let (ok, out) = korona(&["play", "--db", db, "--script", script.to_str().unwrap()]);
        assert!(ok, "{out}");
        tokio::runtime::Runtime::new().unwrap().block_on(async {
            let store = Store::open(db).await.unwrap();
            assert!(store.last_seq(1).await.unwrap().unwrap() >= 2);
            exec(&store, damage).await;
            store.close().await;
        });
        for args in [
            vec!["show", "--db", db, "--match", "1"],
            vec!["verify", "--db", db],
        ] {
            let (ok, out) = korona(&args);
            println!("{args:?} after `{damage}`:\n{out}");
            assert!(!ok, "{args:?} passed a damaged match:\n{out}");
            assert!(
                out.contains("match 1 is damaged") && out.contains(what),
                "{args:?}: {out}"
            );
            assert!(!out.contains("panicked"), "{out}");
        }
    }
}
