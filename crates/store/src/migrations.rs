//! The schema's migrations, compiled into the binary: `migrations/sqlite/` and `migrations/postgres/`.
//!
//! sqlx's `migrate!` macro reads the same folders at compile time, but it needs sqlx's `macros`
//! feature, which builds sqlx's drivers, tokio and the bundled SQLite a second time for the compiler
//! (a proc-macro dependency is built apart from the binary's). This list costs one line a migration;
//! a test checks it against the folders, and the checksums are sqlx's own, so databases migrated by
//! earlier builds stay valid.

use super::Result;
use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};
use sqlx::AnyPool;
use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;

/// One backend's migration files in order: (file name, SQL).
#[derive(Debug, Clone, Copy)]
pub struct Files(pub &'static [(&'static str, &'static str)]);

macro_rules! files {
    ($dir:literal: $($name:literal),* $(,)?) => {
        Files(&[$(($name, include_str!(concat!("../../../migrations/", $dir, "/", $name)))),*])
    };
}

pub const SQLITE: Files = files!("sqlite":
    "0001_init.sql",
    "0002_manual_clock.sql",
    "0003_seat_owners.sql",
    "0004_lookups.sql",
    "0005_job_leases.sql",
    "0006_players.sql",
    "0007_players_more.sql",
    "0008_lang.sql",
    "0009_user_names.sql",
    "0010_deadlines_that_fit.sql",
    "0011_vacation_option.sql",
    "0012_web_links.sql",
    "0013_rated_players_once_a_day.sql",
    "0014_request_in_log.sql",
    "0015_rate_limits.sql",
    "0016_reported_phase_marks.sql",
);

pub const POSTGRES: Files = files!("postgres":
    "0001_init.sql",
    "0002_players.sql",
    "0003_players_more.sql",
    "0004_lang.sql",
    "0005_user_names.sql",
    "0006_deadlines_that_fit.sql",
    "0007_vacation_option.sql",
    "0008_web_links.sql",
    "0009_rated_players_once_a_day.sql",
    "0010_request_in_log.sql",
    "0011_rate_limits.sql",
    "0012_reported_phase_marks.sql",
);

impl Files {
    /// sqlx's reading of each file: `<version>_<description>.sql`, underscores read as spaces, and a
    /// first line `-- no-transaction` runs it outside a transaction.
    pub fn migrations(self) -> std::result::Result<Vec<Migration>, String> {
        self.0
            .iter()
            .map(|&(name, sql)| {
                let stem = name
                    .strip_suffix(".sql")
                    .ok_or_else(|| format!("{name}: not a .sql file"))?;
                let (version, description) = stem
                    .split_once('_')
                    .ok_or_else(|| format!("{name}: not <version>_<description>.sql"))?;
                let version = version
                    .parse()
                    .map_err(|_| format!("{name}: the version is not a number"))?;
                Ok(Migration::new(
                    version,
                    Cow::Owned(description.replace('_', " ")),
                    MigrationType::Simple,
                    Cow::Borrowed(sql),
                    sql.starts_with("-- no-transaction"),
                ))
            })
            .collect()
    }

    /// Brings a database up to date, as `migrate!(...).run(pool)` did.
    pub async fn run(self, pool: &AnyPool) -> Result<()> {
        Migrator::new(self).await?.run(pool).await?;
        Ok(())
    }
}

impl MigrationSource<'static> for Files {
    fn resolve(
        self,
    ) -> Pin<Box<dyn Future<Output = std::result::Result<Vec<Migration>, BoxDynError>> + Send>>
    {
        Box::pin(async move { self.migrations().map_err(BoxDynError::from) })
    }
}
