//! The borders of docs/architecture.md, as the packages' own manifests state them: a front-end
//! reaches matches only through the service, the service draws no pictures and speaks no Discord,
//! the store knows no game. The compiler holds a border once it is in a manifest; this test keeps
//! anyone from quietly adding the dependency that would open it.

use serde_json::Value;
use std::collections::BTreeSet;
use std::process::Command;

/// Each package's direct (normal) dependencies, from `cargo metadata`.
fn dependencies() -> Vec<(String, BTreeSet<String>)> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: Value = serde_json::from_slice(&out.stdout).expect("metadata is JSON");
    doc["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .map(|p| {
            let deps = p["dependencies"]
                .as_array()
                .expect("dependencies")
                .iter()
                .filter(|d| d["kind"].is_null())
                .map(|d| d["name"].as_str().expect("a name").to_string())
                .collect();
            (p["name"].as_str().expect("a name").to_string(), deps)
        })
        .collect()
}

#[test]
fn each_part_is_a_package_and_depends_only_on_what_it_may() {
    let packages = dependencies();
    let never: &[(&str, &[&str])] = &[
        (
            "korona-engine",
            &[
                "korona-games",
                "korona-store",
                "korona-service",
                "korona-render",
                "sqlx",
                "serenity",
                "image",
            ],
        ),
        (
            "korona-games",
            &[
                "korona-store",
                "korona-service",
                "korona-render",
                "sqlx",
                "serenity",
            ],
        ),
        (
            "korona-render",
            &[
                "korona-games",
                "korona-store",
                "korona-service",
                "sqlx",
                "serenity",
            ],
        ),
        (
            "korona-store",
            &[
                "korona-games",
                "korona-service",
                "korona-render",
                "serenity",
                "poise",
            ],
        ),
        (
            "korona-service",
            &[
                "korona-render",
                "korona-discord",
                "korona-terminal",
                "serenity",
                "poise",
                "sqlx",
            ],
        ),
        (
            "korona-discord",
            &["korona-store", "sqlx", "korona-render", "korona-terminal"],
        ),
        ("korona", &["sqlx"]),
        (
            "korona-terminal",
            &[
                "korona-store",
                "sqlx",
                "korona-render",
                "serenity",
                "poise",
                "korona-discord",
            ],
        ),
        (
            "korona-web",
            &[
                "korona-store",
                "sqlx",
                "korona-render",
                "serenity",
                "poise",
                "korona-discord",
                "korona-terminal",
            ],
        ),
    ];
    for (package, forbidden) in never {
        let (_, deps) = packages
            .iter()
            .find(|(name, _)| name == package)
            .unwrap_or_else(|| panic!("{package} is a package of the workspace"));
        let crossing: Vec<&&str> = forbidden.iter().filter(|f| deps.contains(**f)).collect();
        assert!(
            crossing.is_empty(),
            "{package} depends on {crossing:?}: see docs/architecture.md for what it may use"
        );
    }
}
