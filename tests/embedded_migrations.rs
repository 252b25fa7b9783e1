//! The migrations compiled into the binary are the files of `migrations/`, read the way sqlx reads
//! them: same versions, descriptions and checksums, so a database that an earlier build (sqlx's
//! `migrate!` macro) brought up to date is still valid, and a new file can't be left out of the list.

use korona::store::migrations::{Files, POSTGRES, SQLITE};
use sqlx::migrate::Migrator;
use std::path::Path;

async fn same_as_the_folder(files: Files, folder: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let from_folder = Migrator::new(dir.as_path()).await.unwrap();
    let compiled = Migrator::new(files).await.unwrap();
    let key = |m: &sqlx::migrate::Migration| {
        (
            m.version,
            m.description.to_string(),
            m.checksum.to_vec(),
            m.no_tx,
            m.sql.to_string(),
        )
    };
    let folder_list: Vec<_> = from_folder.iter().map(key).collect();
    let compiled_list: Vec<_> = compiled.iter().map(key).collect();
    assert!(!folder_list.is_empty(), "{folder} has migrations");
    assert_eq!(
        compiled_list.iter().map(|k| k.0).collect::<Vec<_>>(),
        folder_list.iter().map(|k| k.0).collect::<Vec<_>>(),
        "the list in crates/store/src/migrations.rs names every file of {folder}, in order"
    );
    assert_eq!(
        compiled_list, folder_list,
        "{folder}: read as sqlx reads it"
    );
}

#[tokio::test]
async fn sqlite_migrations_are_the_folder() {
    same_as_the_folder(SQLITE, "migrations/sqlite").await;
}

#[tokio::test]
async fn postgres_migrations_are_the_folder() {
    same_as_the_folder(POSTGRES, "migrations/postgres").await;
}

#[test]
fn a_misnamed_file_is_refused_with_its_name() {
    let err = Files(&[("init.sql", "select 1;")])
        .migrations()
        .unwrap_err();
    assert!(err.contains("init.sql"), "{err}");
}
