//! Bad input never corrupts a match: random command strings never panic, and whatever is refused
//! leaves stored state exactly as it was.

mod support;

use korona::service::{Caller, ManualClock, Service};
use korona::store::Store;
use korona::terminal::Terminal;
use proptest::prelude::*;
use std::sync::Arc;

/// A terminal on an auction lobby, and the store under it (the service keeps its own private).
fn terminal(rt: &tokio::runtime::Runtime) -> (Terminal, Store) {
    rt.block_on(async {
        let store = Store::memory().await.unwrap();
        let clock = ManualClock::at(0);
        let service = Service::new(
            store.clone(),
            support::auction::registry,
            Arc::new(clock.clone()),
        )
        .with_fixed_seeds(3);
        let mut t = Terminal {
            service,
            caller: Caller::user("host"),
            guild: None,
            channel: "t".into(),
            clock: Some(clock),
            out: None,
        };
        for line in [
            "create auction",
            "as alice",
            "join",
            "as bob",
            "join",
            "as host",
            "start",
            "as alice",
        ] {
            t.run_line(line).await;
        }
        (t, store)
    })
}

fn words() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        Just("order".to_string()),
        Just("bid".to_string()),
        Just("msg".to_string()),
        Just("replace".to_string()),
        Just("kick".to_string()),
        Just("deadline".to_string()),
        Just("#1".to_string()),
        Just("#99999999999999999999".to_string()),
        "-?[0-9]{1,25}",
        "[a-zA-Z=:@<>#/]{0,12}",
        any::<String>(),
    ];
    prop::collection::vec(word, 0..6).prop_map(|w| w.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, .. ProptestConfig::default() })]

    #[test]
    fn random_commands_never_panic_and_refusals_change_nothing(lines in prop::collection::vec(words(), 1..8)) {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let (mut t, store) = terminal(&rt);
        for line in lines {
            let before = rt.block_on(fingerprint(&store));
            let printed = rt.block_on(t.run_line(&line));
            if printed.contains("[refused") {
                prop_assert_eq!(rt.block_on(fingerprint(&store)), before, "refused `{}` changed state", line);
                prop_assert!(!printed.trim().is_empty());
            }
        }
    }
}

async fn fingerprint(store: &Store) -> Vec<String> {
    let mut facts: Vec<String> = store
        .log_after(1, -1)
        .await
        .unwrap()
        .iter()
        .map(|r| r.state_sha256.clone())
        .collect();
    facts.push(format!("{:?}", store.seats(1).await.unwrap()));
    let m = store.get_match(1).await.unwrap().unwrap();
    facts.push(format!("{:?} {:?}", m.status, m.phase_secs));
    facts.push(format!("{:?}", store.match_ids().await.unwrap()));
    facts
}
