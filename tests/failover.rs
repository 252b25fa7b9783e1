//! Failover and exactly once under a kill (issue 31 item 3, issue 30 item 14): two `korona
//! serve-local` processes on one PostgreSQL database, one killed with SIGKILL mid-load while it
//! holds a deadline, with the processes' own job lease and the Discord scheduler's tick. Every
//! request waits before it is handled and again between its commit and its answer (the debug-only
//! `KORONA_DEBUG_STALL_MS`), so the kill finds requests in flight on both sides of the commit.
//! `korona bench failover` prints the same figures.

mod support;

use korona::cli::bench_failover::{drive, FailoverPlan};
use std::time::Duration;
use support::postgres::PgServer;

#[test]
fn a_killed_process_loses_nothing_twice_nothing_and_its_deadlines_fire_within_5_s() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let url = rt.block_on(server.database());
    let plan = FailoverPlan {
        ordered: 24,
        orders_per_match: 40,
        idle: 6,
        clients: 24,
        stall_ms: Some(150),
        ..FailoverPlan::default()
    };
    let r = drive(
        std::path::Path::new(env!("CARGO_BIN_EXE_korona")),
        &url,
        &plan,
        rt.handle(),
    );
    println!("failover: {r:?}");
    // Asserts R-OPS-1: no acknowledged order lost, none applied twice.
    assert!(r.acknowledged >= plan.ordered * 2, "{r:?}");
    assert_eq!(r.lost, 0, "{r:?}");
    assert_eq!(r.applied_twice, 0, "{r:?}");
    assert_eq!(r.logged, r.acknowledged, "{r:?}");
    // Asserts R-OPS-1: the kill found requests in flight, and each was either not committed and
    // then applied by the survivor, or committed by the dead process and answered as a duplicate.
    assert!(
        r.in_flight_applied >= 1 && r.in_flight_committed >= 1,
        "the kill should find requests on both sides of their commit: {r:?}"
    );
    assert_eq!(
        r.in_flight,
        r.in_flight_applied + r.in_flight_committed,
        "{r:?}"
    );
    assert_eq!(r.wrong_answers, 0, "{r:?}");
    // Asserts R-OPS-2: the dead process held a deadline, and the survivor fired it (and
    // served the dead one's matches) within 5 s of the kill.
    assert!(r.orphaned_deadlines >= 1, "{r:?}");
    assert_eq!(r.orphans_unfired, 0, "{r:?}");
    let gap = r.takeover_gap_ms.unwrap();
    assert!(
        gap <= 5_000,
        "the orphaned deadline fired {gap} ms after the kill"
    );
    assert!(
        r.serve_gap.is_some_and(|d| d <= Duration::from_secs(5)),
        "{r:?}"
    );
    // Asserts R-OPS-3: every deadline once, none left overdue; no reminder went twice.
    assert!(r.deadlines_fired >= plan.idle * 2, "{r:?}");
    assert_eq!(r.deadlines_twice, 0, "{r:?}");
    assert_eq!(r.overdue_jobs, 0, "{r:?}");
    assert!(r.reminders_sent >= 1, "{r:?}");
    assert_eq!(r.reminders_twice, 0, "{r:?}");
}
