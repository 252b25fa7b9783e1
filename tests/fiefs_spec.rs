//! Every rule ID of `docs/rules/fiefs.md` is cited by a fiefs test: literally (`R-FIEF-SUP-2`) in a
//! test file or rule case, or in a test's name (`r_fief_sup_2_...`, `r_fief_inc_2_3_...` for two).

use std::collections::BTreeSet;
use std::path::Path;

/// Specified but not implemented: listed in the spec as such.
const NOT_IMPLEMENTED: [&str; 0] = [];

fn ids(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(at) = text[i..].find("R-FIEF-") {
        let start = i + at;
        let mut end = start + 7;
        while end < bytes.len() && bytes[end].is_ascii_uppercase() {
            end += 1;
        }
        if end < bytes.len() && bytes[end] == b'-' {
            let mut d = end + 1;
            while d < bytes.len() && bytes[d].is_ascii_digit() {
                d += 1;
            }
            if d > end + 1 {
                out.insert(text[start..d].to_string());
            }
        }
        i = start + 7;
    }
    out
}

/// IDs named by test functions: `fn r_fief_<topic>_<n>[_<m>...]_words`.
fn named(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for part in text.split("fn r_fief_").skip(1) {
        let mut words = part.split('_');
        let Some(topic) = words.next() else { continue };
        for w in words {
            if w.is_empty() || !w.chars().all(|c| c.is_ascii_digit()) {
                break;
            }
            out.insert(format!("R-FIEF-{}-{w}", topic.to_ascii_uppercase()));
        }
    }
    out
}

#[test]
fn every_rule_id_is_cited_by_a_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let spec = std::fs::read_to_string(root.join("docs/rules/fiefs.md")).unwrap();
    let mut cited = BTreeSet::new();
    let mut files = Vec::new();
    for entry in std::fs::read_dir(root.join("tests")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.starts_with("fiefs_") && name != "fiefs_spec.rs" {
            files.push(path);
        }
    }
    for entry in std::fs::read_dir(root.join("crates/games/tests/cases/fiefs")).unwrap() {
        files.push(entry.unwrap().path());
    }
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        cited.extend(ids(&text));
        cited.extend(named(&text));
    }
    let missing: Vec<String> = ids(&spec)
        .into_iter()
        .filter(|id| !cited.contains(id) && !NOT_IMPLEMENTED.contains(&id.as_str()))
        .collect();
    assert!(missing.is_empty(), "rule IDs no test cites: {missing:?}");
    assert!(ids(&spec).len() > 60);
}
