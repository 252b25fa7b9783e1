//! Issue 30, item 11 (damaged data passes silently), the file part: `korona verify` runs SQLite's
//! `PRAGMA integrity_check` before it replays the matches, so a file damaged where no match's log
//! lies (here the ratings table's root page) fails verification instead of printing ok.

mod support;

use support::cli::korona;

#[test]
fn verify_fails_on_a_file_with_flipped_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let db_s = db.to_str().unwrap();
    let script = dir.path().join("s.txt");
    std::fs::write(
        &script,
        "create capitals size=10\njoin\nas alice\njoin\nas me\nstart\norder end\nas alice\norder end\n",
    )
    .unwrap();
    let (ok, out) = korona(&["play", "--db", db_s, "--script", script.to_str().unwrap()]);
    assert!(ok, "{out}");
    let (ok, out) = korona(&["verify", "--db", db_s]);
    assert!(ok && out.contains("match 1: ok"), "{out}");
    // Where the ratings table's root page lies, and how large a page is.
    let (page, size) = tokio::runtime::Runtime::new().unwrap().block_on(async {
        let store = korona::store::Store::open(db_s).await.unwrap();
        let page: i64 =
            sqlx::query_scalar("SELECT rootpage FROM sqlite_master WHERE name = 'ratings'")
                .fetch_one(store.pool())
                .await
                .unwrap();
        let size: i64 = sqlx::query_scalar("PRAGMA page_size")
            .fetch_one(store.pool())
            .await
            .unwrap();
        // Everything into the main file: the bytes flipped below must be the table's own, not a
        // copy that still waits in the write-ahead log.
        sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(store.pool())
            .await
            .unwrap();
        store.close().await;
        (page, size)
    });
    let mut bytes = std::fs::read(&db).unwrap();
    let at = ((page - 1) * size) as usize;
    assert!(
        at + 64 <= bytes.len(),
        "page {page} is past the file's {} bytes",
        bytes.len()
    );
    for b in &mut bytes[at..at + 64] {
        *b ^= 0xA5;
    }
    std::fs::write(&db, &bytes).unwrap();
    let (ok, out) = korona(&["verify", "--db", db_s]);
    assert!(!ok, "verify passed a damaged file:\n{out}");
    assert!(out.contains("damaged"), "{out}");
    // The match's own log still replays: the damage is named, and the rest is still reported.
    assert!(out.contains("match 1: ok"), "{out}");
}
