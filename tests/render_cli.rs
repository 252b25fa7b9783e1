//! `korona render` redraws any past moment of a stored match, for a spectator or a seat.

use std::process::Command;

fn korona(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_korona"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn a_past_moment_is_redrawn_as_a_png_and_a_missing_one_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("m.db");
    let db = db.to_str().unwrap();
    let out = dir.path().join("maps");
    let demo = korona(&[
        "demo",
        "--game",
        "capitals",
        "--seed",
        "4",
        "--level",
        "easy",
        "--db",
        db,
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(
        demo.status.success(),
        "{}",
        String::from_utf8_lossy(&demo.stderr)
    );
    let early = dir.path().join("early.png");
    let late = dir.path().join("late.png");
    for (seq, path, seat) in [("3", &early, None), ("40", &late, Some("1"))] {
        let mut args = vec![
            "render",
            "--db",
            db,
            "--match",
            "1",
            "--seq",
            seq,
            "--out",
            path.to_str().unwrap(),
        ];
        if let Some(seat) = seat {
            args.extend(["--seat", seat]);
        }
        let r = korona(&args);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        let png = std::fs::read(path).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    }
    // Two different moments are two different pictures.
    assert_ne!(
        std::fs::read(&early).unwrap(),
        std::fs::read(&late).unwrap()
    );
    let missing = korona(&[
        "render",
        "--db",
        db,
        "--match",
        "1",
        "--seq",
        "99999",
        "--out",
        "/dev/null",
    ]);
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("does not exist"));
}

/// The width and height a PNG's header states.
fn png_size(png: &[u8]) -> (u32, u32) {
    let be = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    (be(16), be(20))
}

/// `--layout phone` draws the portrait picture a phone reads at 400 px (issue 16, item 7);
/// `--layout wide` is the default picture; another word is refused, naming the accepted ones.
#[test]
fn the_layout_flag_picks_the_phone_or_the_wide_picture() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("m.db");
    let db = db.to_str().unwrap();
    let demo = korona(&[
        "demo",
        "--game",
        "oligarchs",
        "--players",
        "3",
        "--seed",
        "2",
        "--db",
        db,
        "--out",
        dir.path().join("maps").to_str().unwrap(),
    ]);
    assert!(
        demo.status.success(),
        "{}",
        String::from_utf8_lossy(&demo.stderr)
    );
    let draw = |layout: Option<&str>| {
        let out = dir.path().join(format!("{layout:?}.png"));
        let mut args = vec![
            "render",
            "--db",
            db,
            "--match",
            "1",
            "--seq",
            "30",
            "--out",
            out.to_str().unwrap(),
        ];
        if let Some(l) = layout {
            args.extend(["--layout", l]);
        }
        let r = korona(&args);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        std::fs::read(out).unwrap()
    };
    let (default, wide, phone) = (draw(None), draw(Some("wide")), draw(Some("phone")));
    assert_eq!(default, wide);
    assert_eq!(png_size(&wide).0, 1600);
    let (w, h) = png_size(&phone);
    assert!(w == 800 && h > w, "{w}x{h}");
    let bad = korona(&[
        "render",
        "--db",
        db,
        "--match",
        "1",
        "--layout",
        "tall",
        "--out",
        "/dev/null",
    ]);
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("tall") && err.contains("wide, phone"), "{err}");
}
