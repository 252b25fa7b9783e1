//! `korona play` scripts act from another server or channel with `guild <id>` and `channel <name>`
//! lines, as a hostile Discord user would (issue "Security", item 1).

use korona::service::{Caller, ManualClock, Service};
use korona::store::Store;
use korona::terminal::Terminal;
use std::sync::Arc;

async fn terminal() -> Terminal {
    let store = Store::memory().await.unwrap();
    let clock = ManualClock::at(0);
    let service =
        Service::new(store, korona_games::registry, Arc::new(clock.clone())).with_fixed_seeds(5);
    Terminal {
        service,
        caller: Caller::user("host"),
        guild: None,
        channel: "table".into(),
        clock: Some(clock),
        out: None,
    }
}

async fn run(t: &mut Terminal, lines: &[&str]) -> String {
    let mut out = String::new();
    for line in lines {
        out.push_str(&t.run_line(line).await);
    }
    out
}

#[tokio::test]
async fn an_admin_of_another_server_cannot_manage_or_join_a_match() {
    let mut t = terminal().await;
    let setup = run(
        &mut t,
        &[
            "guild 111",
            "create capitals",
            "as alice",
            "join",
            "as bob",
            "join",
            "as host",
            "start",
        ],
    )
    .await;
    assert!(!setup.contains("[refused"), "{setup}");
    let attack = run(
        &mut t,
        &[
            "guild 666",
            "channel evil",
            "as mallory",
            "admin on",
            "#1 pause",
            "#1 kick 1",
            "#1 status",
            "#1 join",
        ],
    )
    .await;
    assert_eq!(attack.matches("[refused @mallory]").count(), 4, "{attack}");
    assert!(attack.contains("belongs to another server"), "{attack}");
    // The same admin in the match's own server may pause it.
    let home = run(&mut t, &["guild 111", "channel table", "#1 pause"]).await;
    assert!(!home.contains("[refused"), "{home}");
    // A seated player reaches their match from a DM.
    let dm = run(
        &mut t,
        &[
            "guild none",
            "channel dm-alice",
            "as alice",
            "admin off",
            "#1 status",
        ],
    )
    .await;
    assert!(!dm.contains("[refused"), "{dm}");
    let bad = run(&mut t, &["guild", "channel"]).await;
    assert_eq!(bad.matches("[refused").count(), 2, "{bad}");
}
