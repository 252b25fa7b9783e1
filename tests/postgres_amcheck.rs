//! Issue 30, item 11, PostgreSQL's half of `korona verify`'s check of the database itself: where the
//! `amcheck` extension is installed, every B-tree index of the bot's schema is checked against its
//! table (and every table's pages where the extension can); where it is not, verify says that the
//! check was skipped rather than implying it ran.

mod support;

use support::cli::korona;

use support::postgres::PgServer;

async fn exec(url: &str, statements: &[&str]) {
    let store = korona::store::Store::open(url).await.unwrap();
    for sql in statements {
        sqlx::query(sql).execute(store.pool()).await.unwrap();
    }
    store.close().await;
}

#[test]
fn verify_runs_amcheck_where_it_is_installed_and_says_when_it_is_not() {
    let Some(server) = PgServer::start() else {
        return;
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    let url = rt.block_on(server.database());
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("s.txt");
    std::fs::write(
        &script,
        "create capitals size=10\njoin\nas alice\njoin\nas me\nstart\norder end\nas alice\norder end\n",
    )
    .unwrap();
    let (ok, out) = korona(&["play", "--db", &url, "--script", script.to_str().unwrap()]);
    assert!(ok, "{out}");

    let (ok, out) = korona(&["verify", "--db", &url]);
    println!("without amcheck:\n{out}");
    assert!(ok, "{out}");
    assert!(
        out.contains("integrity: skipped: the amcheck extension is not installed"),
        "{out}"
    );
    assert!(out.contains("match 1: ok"), "{out}");

    rt.block_on(exec(&url, &["CREATE EXTENSION amcheck"]));
    let (ok, out) = korona(&["verify", "--db", &url]);
    println!("with amcheck:\n{out}");
    assert!(ok, "{out}");
    assert!(out.contains("integrity: sound (amcheck"), "{out}");
    assert!(!out.contains("0 indexes"), "no index was checked: {out}");

    // An index that no longer agrees with its table: built on a function declared immutable,
    // which then changes. Every row is missing from the index as it now reads.
    rt.block_on(exec(
        &url,
        &[
            "CREATE FUNCTION lying(x bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS 'SELECT x'",
            "CREATE TABLE lying_rows (x bigint)",
            "INSERT INTO lying_rows SELECT generate_series(1, 500)",
            "CREATE INDEX lying_index ON lying_rows (lying(x))",
            "CREATE OR REPLACE FUNCTION lying(x bigint) RETURNS bigint LANGUAGE sql IMMUTABLE \
             AS 'SELECT -x'",
        ],
    ));
    let (ok, out) = korona(&["verify", "--db", &url]);
    println!("with a damaged index:\n{out}");
    assert!(!ok, "verify passed a damaged index:\n{out}");
    assert!(out.contains("damaged: index lying_index"), "{out}");
    // The matches are still checked and reported.
    assert!(out.contains("match 1: ok"), "{out}");
}
