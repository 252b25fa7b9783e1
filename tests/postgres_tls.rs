//! TLS to PostgreSQL (issue 30, item 16): managed PostgreSQL services expect it. The store takes the
//! URL's `sslmode` (and `sslrootcert`) as PostgreSQL's own clients do: `require` encrypts,
//! `verify-full` also checks the server's certificate against the given authority and its name.
//! Tested against a throwaway server with a certificate signed by an authority made for the test.

mod support;

use korona::store::Store;
use sqlx::{Connection, Row};
use std::path::Path;
use std::process::Command;
use support::postgres::{PgServer, TlsFiles};

/// Runs `openssl` with `args` in `dir`.
fn openssl(dir: &Path, args: &[&str]) {
    let out = Command::new("openssl")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("openssl runs (apt-get install openssl)");
    assert!(
        out.status.success(),
        "openssl {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// An authority `name`.crt/.key in `dir`.
fn authority(dir: &Path, name: &str) {
    openssl(
        dir,
        &[
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "2",
            "-subj",
            &format!("/CN={name}"),
            "-keyout",
            &format!("{name}.key"),
            "-out",
            &format!("{name}.crt"),
        ],
    );
}

/// A certificate for `localhost` signed by the authority `ca`.
fn server_cert(dir: &Path, ca: &str) -> TlsFiles {
    openssl(
        dir,
        &[
            "req",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-subj",
            "/CN=localhost",
            "-keyout",
            "server.key",
            "-out",
            "server.csr",
        ],
    );
    std::fs::write(
        dir.join("san.ext"),
        "subjectAltName=DNS:localhost,IP:127.0.0.1\n",
    )
    .unwrap();
    openssl(
        dir,
        &[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            &format!("{ca}.crt"),
            "-CAkey",
            &format!("{ca}.key"),
            "-CAcreateserial",
            "-days",
            "2",
            "-extfile",
            "san.ext",
            "-out",
            "server.crt",
        ],
    );
    let path = |f: &str| dir.join(f).to_string_lossy().into_owned();
    TlsFiles {
        cert: path("server.crt"),
        key: path("server.key"),
    }
}

/// Whether the connection at `url` is encrypted, by the server's own account of it.
async fn encrypted(url: &str) -> bool {
    let mut conn = sqlx::PgConnection::connect(url).await.expect("connects");
    sqlx::query("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        .fetch_one(&mut conn)
        .await
        .expect("pg_stat_ssl")
        .get::<bool, _>(0)
}

#[tokio::test]
async fn the_store_speaks_tls_to_postgresql_and_verify_full_checks_the_certificate() {
    let dir = tempfile::tempdir().unwrap();
    authority(dir.path(), "ca");
    authority(dir.path(), "stranger");
    let tls = server_cert(dir.path(), "ca");
    let Some(server) = PgServer::start_with_tls(&tls) else {
        return;
    };
    let ca = dir.path().join("ca.crt").to_string_lossy().into_owned();
    let stranger = dir
        .path()
        .join("stranger.crt")
        .to_string_lossy()
        .into_owned();

    // Without TLS the same server answers in the clear: the check below can tell the two apart.
    let plain = server.tls_database("sslmode=disable").await;
    assert!(!encrypted(&plain).await);

    let required = server.tls_database("sslmode=require").await;
    assert!(encrypted(&required).await);
    let store = Store::open(&required)
        .await
        .expect("the store opens over TLS");
    assert!(store.get_match(1).await.unwrap().is_none());

    let verified = server
        .tls_database(&format!("sslmode=verify-full&sslrootcert={ca}"))
        .await;
    assert!(encrypted(&verified).await);
    Store::open(&verified)
        .await
        .expect("the certificate is the authority's and names localhost");

    // An authority that did not sign the server's certificate: refused, never opened.
    let wrong = server
        .tls_database(&format!("sslmode=verify-full&sslrootcert={stranger}"))
        .await;
    let e = Store::open(&wrong)
        .await
        .err()
        .expect("a certificate of another authority is refused");
    assert!(!e.to_string().is_empty());
}
