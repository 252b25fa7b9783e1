//! Copying a whole database to another (`korona migrate`): every table, ids kept, in one transaction
//! on the target, so a copy that fails leaves the target as it was.

use super::{postgres, sqlite, Backend, Result, Store, StoreError};
use sqlx::any::AnyRow;
use sqlx::Row;

#[derive(Clone, Copy)]
enum Kind {
    Int,
    OptInt,
    Text,
    OptText,
}

use Kind::*;

/// Tables in the order their foreign keys need, with every column.
const TABLES: &[(&str, &[(&str, Kind)])] = &[
    (
        "matches",
        &[
            ("id", Int),
            ("game", Text),
            ("options", Text),
            ("host", Text),
            ("guild", OptText),
            ("channel", Text),
            ("seed", Text),
            ("seed_sha256", Text),
            ("status", Text),
            ("phase_secs", OptInt),
            ("created_at", Int),
            ("started_at", OptInt),
            ("paused_at", OptInt),
            ("paused_ms", Int),
            ("outcome", OptText),
            ("lang", Text),
        ],
    ),
    (
        "seats",
        &[
            ("match_id", Int),
            ("seat", Int),
            ("user_id", OptText),
            ("bot_level", OptText),
            ("since_seq", Int),
        ],
    ),
    (
        "log",
        &[
            ("match_id", Int),
            ("seq", Int),
            ("at_ms", Int),
            ("actor", Text),
            ("input", Text),
            ("text", OptText),
            ("rolls", Text),
            ("events", Text),
            ("state_sha256", Text),
        ],
    ),
    (
        "snapshots",
        &[("match_id", Int), ("seq", Int), ("state", Text)],
    ),
    (
        "messages",
        &[
            ("id", Int),
            ("match_id", Int),
            ("from_seat", Int),
            ("to_seat", Int),
            ("text", Text),
            ("sent_at", Int),
            ("from_user", OptText),
            ("to_user", OptText),
        ],
    ),
    (
        "jobs",
        &[
            ("id", Int),
            ("match_id", Int),
            ("kind", Text),
            ("due_at", Int),
            ("at_seq", Int),
            ("done", Int),
            ("taken_by", OptText),
            ("lease_until", OptInt),
        ],
    ),
    ("handled_requests", &[("id", Text), ("handled_at", Int)]),
    (
        "user_settings",
        &[
            ("user_id", Text),
            ("notify", Text),
            ("name", OptText),
            ("tz", OptText),
            ("quiet_start", OptInt),
            ("quiet_end", OptInt),
            ("digest", Int),
            ("digest_next", OptInt),
        ],
    ),
    (
        "vacations",
        &[("match_id", Int), ("user_id", Text), ("used_days", Int)],
    ),
    ("phase_reports", &[("match_id", Int), ("reported_seq", Int)]),
    (
        "match_threads",
        &[("match_id", Int), ("parent_channel", Text)],
    ),
    ("manual_clock", &[("id", Int), ("now_ms", Int)]),
    (
        "ratings",
        &[
            ("guild", Text),
            ("game", Text),
            ("player", Text),
            ("mu_milli", Int),
            ("sigma_milli", Int),
            ("matches", Int),
            ("wins", Int),
        ],
    ),
    ("rated_matches", &[("match_id", Int), ("rated_at", Int)]),
    (
        "rated_players_days",
        &[
            ("guild", Text),
            ("game", Text),
            ("players", Text),
            ("day", Int),
            ("match_id", Int),
        ],
    ),
    (
        "match_settings",
        &[
            ("match_id", Int),
            ("diplomacy_public", Int),
            ("spectate_delay", Int),
            ("vacation_days", Int),
        ],
    ),
    (
        "phase_marks",
        &[
            ("match_id", Int),
            ("n", Int),
            ("seq", Int),
            ("title", Text),
            ("reported", Int),
        ],
    ),
    (
        "spectators",
        &[("match_id", Int), ("user_id", Text), ("since", Int)],
    ),
    // The seat links' secret and generations: a link given out before the move still works after.
    ("web_secret", &[("id", Int), ("secret", Text)]),
    (
        "web_links",
        &[("match_id", Int), ("seat", Int), ("epoch", Int)],
    ),
];

/// Rows copied per table, in [`TABLES`] order.
#[derive(Debug, Default)]
pub struct Copied {
    pub rows: Vec<(&'static str, u64)>,
}

/// Copies every row of `from` into `to`, which must hold no match yet.
pub async fn copy_all(from: &Store, to: &Store) -> Result<Copied> {
    let existing: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM matches")
        .fetch_one(&to.pool)
        .await?;
    if existing > 0 {
        return Err(StoreError::NotEmpty { matches: existing });
    }
    let mut copied = Copied::default();
    let mut tx = to.pool.begin().await?;
    for (table, columns) in TABLES {
        let names: Vec<&str> = columns.iter().map(|(n, _)| *n).collect();
        let list = names.join(", ");
        let marks: Vec<String> = (1..=names.len()).map(|i| format!("${i}")).collect();
        let insert = format!("INSERT INTO {table} ({list}) VALUES ({})", marks.join(", "));
        let rows = sqlx::query(&format!("SELECT {list} FROM {table}"))
            .fetch_all(&from.pool)
            .await?;
        for row in &rows {
            bind_row(sqlx::query(&insert), row, columns)?
                .execute(&mut *tx)
                .await?;
        }
        copied.rows.push((table, rows.len() as u64));
    }
    tx.commit().await?;
    match to.backend {
        Backend::Sqlite => sqlite::after_copy(&to.pool).await?,
        Backend::Postgres => postgres::after_copy(&to.pool).await?,
    }
    to.forget();
    Ok(copied)
}

fn bind_row<'q>(
    mut query: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    row: &AnyRow,
    columns: &[(&str, Kind)],
) -> Result<sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>> {
    for (name, kind) in columns {
        query = match kind {
            Int => query.bind(row.try_get::<i64, _>(*name)?),
            OptInt => query.bind(row.try_get::<Option<i64>, _>(*name)?),
            Text => query.bind(row.try_get::<String, _>(*name)?),
            OptText => query.bind(row.try_get::<Option<String>, _>(*name)?),
        };
    }
    Ok(query)
}
