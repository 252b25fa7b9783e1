/// Which database a `--db` value (or `KORONA_DB`) names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// `postgres://...` and `postgresql://...` are PostgreSQL; anything else (a file path, a
    /// `sqlite:` URL) is SQLite.
    pub fn of(db: &str) -> Backend {
        let lower = db.trim_start().to_ascii_lowercase();
        if lower.starts_with("postgres://") || lower.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }

    /// The value to print: a URL's password is replaced by `***`.
    pub fn redacted(db: &str) -> String {
        let Some((scheme, rest)) = db.split_once("://") else {
            return db.to_string();
        };
        let Some((credentials, host)) = rest.split_once('@') else {
            return db.to_string();
        };
        match credentials.split_once(':') {
            Some((user, _password)) => format!("{scheme}://{user}:***@{host}"),
            None => db.to_string(),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Backend;

    #[test]
    fn urls_pick_the_backend() {
        assert_eq!(Backend::of("korona.db"), Backend::Sqlite);
        assert_eq!(Backend::of("sqlite:korona.db"), Backend::Sqlite);
        assert_eq!(Backend::of("/var/lib/postgres.db"), Backend::Sqlite);
        assert_eq!(Backend::of("postgres://u@h:5432/k"), Backend::Postgres);
        assert_eq!(Backend::of("postgresql://u@h/k"), Backend::Postgres);
        assert_eq!(Backend::of("POSTGRES://u@h/k"), Backend::Postgres);
    }

    #[test]
    fn printed_urls_hide_the_password() {
        assert_eq!(
            Backend::redacted("postgres://korona:s3cret@db:5432/korona"),
            "postgres://korona:***@db:5432/korona"
        );
        assert_eq!(Backend::redacted("postgres://u@h/k"), "postgres://u@h/k");
        assert_eq!(Backend::redacted("korona.db"), "korona.db");
    }
}
