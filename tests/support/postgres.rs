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
    /// The loopback TCP port when the server was started with TLS (TLS needs TCP: PostgreSQL never
    /// speaks it on a unix socket).
    tls_port: Option<u16>,
}

/// The files of a server's TLS: its certificate and its private key.
pub struct TlsFiles {
    pub cert: String,
    pub key: String,
}

impl PgServer {
    /// Starts a server, or `None` (with a line saying why) when PostgreSQL is not installed.
    pub fn start() -> Option<PgServer> {
        Self::start_with(None)
    }

    /// A server that also listens on a loopback TCP port with TLS on, serving `tls`'s certificate.
    pub fn start_with_tls(tls: &TlsFiles) -> Option<PgServer> {
        Self::start_with(Some(tls))
    }

    fn start_with(tls: Option<&TlsFiles>) -> Option<PgServer> {
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
        let tls_port = tls.map(|_| free_port());
        let server = PgServer {
            dir,
            bin,
            run_as,
            databases: AtomicU32::new(0),
            tls_port,
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
        let mut options = format!(
            "-F -c listen_addresses='' -k {} -c max_connections=300 -c shared_buffers=32MB",
            server.socket_dir()
        );
        if let (Some(tls), Some(port)) = (tls, tls_port) {
            // The server reads its key as its own user, and refuses a key others can read.
            let cert = server.own_copy(&tls.cert, "server.crt");
            let key = server.own_copy(&tls.key, "server.key");
            options = format!(
                "-F -c listen_addresses=127.0.0.1 -p {port} -k {} -c max_connections=300 \
                 -c shared_buffers=32MB -c ssl=on -c ssl_cert_file={cert} -c ssl_key_file={key}",
                server.socket_dir()
            );
        }
        let log = format!("{}/server.log", server.socket_dir());
        server.run(
            "pg_ctl",
            &[
                "-D", &data, "-o", &options, "-l", &log, "-w", "-t", "60", "start",
            ],
        );
        Some(server)
    }

    /// A copy of `file` in the server's folder, owned by the server's user and readable only by it.
    fn own_copy(&self, file: &str, name: &str) -> String {
        let to = format!("{}/{name}", self.socket_dir());
        std::fs::copy(file, &to).expect("copy a TLS file");
        std::fs::set_permissions(&to, std::os::unix::fs::PermissionsExt::from_mode(0o600))
            .expect("chmod a TLS file");
        if let Some(user) = &self.run_as {
            let status = Command::new("chown")
                .arg(format!("{user}:"))
                .arg(&to)
                .status()
                .expect("chown runs");
            assert!(status.success(), "chown of {to}");
        }
        to
    }

    /// The URL of a new database over loopback TCP, for a server started with TLS, with the query
    /// `params` (such as `sslmode=require`) appended.
    pub async fn tls_database(&self, params: &str) -> String {
        let url = self.database().await;
        let name = url
            .split('/')
            .nth(3)
            .and_then(|rest| rest.split('?').next())
            .expect("a database name")
            .to_string();
        let port = self.tls_port.expect("a server started with TLS");
        format!("postgres://korona@localhost:{port}/{name}?{params}")
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
        // The socket's name carries the port, when the server has one of its own.
        let port = self.tls_port.map(|p| format!(":{p}")).unwrap_or_default();
        format!(
            "postgres://korona@localhost{port}/{db}?host={}",
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

/// A loopback port nothing listens on now (the OS picks it; the server binds it right after).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
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
