//! A throwaway PostgreSQL server for one test: `initdb` into a temporary folder, `postgres` listening
//! only on a unix socket inside it, stopped and the folder removed when dropped. The binaries are
//! looked for on PATH, then in /usr/lib/postgresql/*/bin; without them [`PgServer::start`] says so and
//! returns `None` (the test skips its PostgreSQL half). initdb and postgres refuse to run as root: as
//! root they run as the `postgres` user (made by the distribution's package), which owns the folder.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

pub struct PgServer {
    dir: tempfile::TempDir,
    bin: PathBuf,
    run_as: Option<String>,
    databases: AtomicU32,
}

impl PgServer {
    /// Starts a server, or `None` (with a line saying why) when PostgreSQL is not installed.
    pub fn start() -> Option<PgServer> {
        let Some(bin) = find_bin() else {
            eprintln!(
                "postgres binaries (initdb, pg_ctl) not found on PATH or in /usr/lib/postgresql/*/bin: \
                 skipping the PostgreSQL half of this test (apt-get install postgresql)"
            );
            return None;
        };
        let run_as = is_root().then(|| "postgres".to_string());
        let dir = tempfile::Builder::new()
            .prefix("korona-pg")
            .tempdir_in("/tmp")
            .expect("a temp dir");
        if let Some(user) = &run_as {
            let status = Command::new("chown")
                .arg(format!("{user}:"))
                .arg(dir.path())
                .status()
                .expect("chown runs");
            assert!(
                status.success(),
                "chown of {} to {user}",
                dir.path().display()
            );
        }
        let server = PgServer {
            dir,
            bin,
            run_as,
            databases: AtomicU32::new(0),
        };
        let data = server.data();
        server.run(
            "initdb",
            &[
                "-D",
                &data,
                "-A",
                "trust",
                "-U",
                "korona",
                "-E",
                "UTF8",
                "--no-sync",
                "--no-instructions",
            ],
        );
        // No TCP at all (listen_addresses=''): the socket lives in the temp dir, so parallel tests
        // never race for a port. fsync off: a test server's durability is the OS page cache's.
        let options = format!(
            "-F -c listen_addresses='' -k {} -c max_connections=300 -c shared_buffers=32MB",
            server.socket_dir()
        );
        let log = format!("{}/server.log", server.socket_dir());
        server.run(
            "pg_ctl",
            &[
                "-D", &data, "-o", &options, "-l", &log, "-w", "-t", "60", "start",
            ],
        );
        Some(server)
    }

    fn data(&self) -> String {
        format!("{}/data", self.socket_dir())
    }

    fn socket_dir(&self) -> String {
        self.dir.path().to_string_lossy().into_owned()
    }

    fn run(&self, tool: &str, args: &[&str]) {
        let program = self.bin.join(tool);
        let mut cmd = match &self.run_as {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(&program);
                c
            }
            None => Command::new(&program),
        };
        let out = cmd
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("{tool} does not start: {e}"));
        assert!(
            out.status.success(),
            "{tool} {args:?} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// The URL of the server's `postgres` database.
    fn admin_url(&self) -> String {
        self.url_of("postgres")
    }

    fn url_of(&self, db: &str) -> String {
        format!(
            "postgres://korona@localhost/{db}?host={}",
            self.socket_dir()
        )
    }

    /// A new, empty database on this server, by URL: each test (or each run of a test) gets its own.
    pub async fn database(&self) -> String {
        use sqlx::Connection;
        let n = self.databases.fetch_add(1, Ordering::SeqCst);
        let name = format!("korona_{n}");
        let mut conn = sqlx::PgConnection::connect(&self.admin_url())
            .await
            .expect("the admin database");
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await
            .expect("create database");
        self.url_of(&name)
    }
}

impl Drop for PgServer {
    fn drop(&mut self) {
        // Immediate: nothing of a test server is worth a clean shutdown.
        let program = self.bin.join("pg_ctl");
        let data = self.data();
        let mut cmd = match &self.run_as {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(&program);
                c
            }
            None => Command::new(&program),
        };
        let _ = cmd
            .args(["-D", &data, "-m", "immediate", "-w", "stop"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        // The TempDir removes the folder after this.
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

/// The folder holding initdb and pg_ctl.
fn find_bin() -> Option<PathBuf> {
    let has = |dir: &Path| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file();
    if let Some(path) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&path) {
            if has(&dir) {
                // A symlink on PATH (Debian's /usr/local/bin) points into the versioned folder,
                // where pg_ctl finds its postgres.
                let real = std::fs::canonicalize(dir.join("initdb")).ok()?;
                return real.parent().map(Path::to_path_buf);
            }
        }
    }
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|d| has(d))
        .collect();
    versions.sort();
    versions.pop()
}
