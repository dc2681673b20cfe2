//! Another engine for the review, through the commands: chosen (the open
//! dialog's test seam gives the path), checked and named, kept after a
//! restart, used for a review; refused with its name and the fault when it
//! is no UCI engine; a chosen one that fails later gives way to ours, and
//! the review says so; *Use ours* forgets it.
//!
//! One test: the seam is the process's environment.

mod common;

use std::path::{Path, PathBuf};

use common::{app_saving_to, TestApp};
use serde_json::{json, Value};

/// A UCI engine in sh that knows one game, the fool's mate (f3 e5 g4
/// Qh4#): its handshake, and for each position of it (counted by the
/// moves of `position`) a scripted value and move.
const SCRIPTED: &str = r#"#!/bin/sh
plies=0
while read -r line; do
  case "$line" in
    uci) echo "id name Scripted Engine 1.0"; echo "option name Hash type spin default 16 min 1 max 64"; echo uciok ;;
    isready) echo readyok ;;
    position*) words=$(echo "$line" | wc -w); plies=$((words > 8 ? words - 9 : 0)) ;;
    go*)
      case $plies in
        0) echo "info depth 12 score cp 25 pv e2e4 e7e5"; echo "bestmove e2e4" ;;
        1) echo "info depth 12 score cp 60 pv e7e5"; echo "bestmove e7e5" ;;
        2) echo "info depth 12 score cp -70 pv e2e4"; echo "bestmove e2e4" ;;
        *) echo "info depth 12 score mate 1 pv d8h4"; echo "bestmove d8h4" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
"#;

fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    std::fs::write(&path, body).expect("script");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("mode");
    path
}

fn choose(app: &TestApp, path: &Path) -> Result<Value, Value> {
    std::env::set_var("HOTSEAT_OPEN_ENGINE", path);
    let answer = app.invoke("choose_review_engine", json!({}));
    std::env::remove_var("HOTSEAT_OPEN_ENGINE");
    answer
}

fn fools_mate(app: &TestApp) {
    app.ok("new_game", json!({}));
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        app.play_uci(uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
    }
}

fn analyse(app: &TestApp) -> Value {
    app.ok("analyse_game", json!({ "progress": "__CHANNEL__:4242" }))
}

#[test]
fn a_chosen_engine_is_checked_kept_used_and_given_up_when_it_fails() {
    let data = tempfile::tempdir().expect("data dir");
    let programs = tempfile::tempdir().expect("programs dir");
    let app = app_saving_to(data.path());
    assert_eq!(
        app.ok("review_engine", json!({})),
        Value::Null,
        "ours at first"
    );

    // Not an engine: refused, naming the file and why; nothing chosen.
    let quits = script(programs.path(), "quits", "#!/bin/sh\nexit 0\n");
    let err = choose(&app, &quits).expect_err("refused");
    assert_eq!(err["kind"], "engine_unusable", "{err}");
    assert_eq!(
        err["engine"],
        json!({ "name": "quits", "fault": "not_uci" })
    );
    let missing = programs.path().join("gone");
    let err = choose(&app, &missing).expect_err("refused");
    assert_eq!(err["engine"]["fault"], "not_found", "{err}");
    assert_eq!(app.ok("review_engine", json!({})), Value::Null);
    // The dialog cancelled: nothing changes.
    std::env::set_var("HOTSEAT_OPEN_ENGINE", "");
    assert_eq!(app.ok("choose_review_engine", json!({})), Value::Null);
    std::env::remove_var("HOTSEAT_OPEN_ENGINE");

    // A UCI engine: named by itself, and kept after a restart.
    let scripted = script(programs.path(), "scripted", SCRIPTED);
    let chosen = choose(&app, &scripted).expect("chosen");
    let expected = json!({ "name": "Scripted Engine 1.0", "path": scripted.display().to_string() });
    assert_eq!(chosen, expected);
    drop(app);
    let app = app_saving_to(data.path());
    assert_eq!(app.ok("review_engine", json!({})), expected);

    // It reviews: its values, its moves, its name on the review and saved.
    fools_mate(&app);
    let analysis = analyse(&app);
    assert_eq!(
        analysis["source"],
        json!({ "kind": "engine", "depth": 12, "name": "Scripted Engine 1.0" }),
        "{analysis}"
    );
    assert_eq!(analysis.get("fallback"), None, "{analysis}");
    assert_eq!(analysis["evals"][0], json!({ "cp": 25 }));
    // After 1. f3 Black is to move at +60 for Black: −60 from White's side.
    assert_eq!(analysis["evals"][1], json!({ "cp": -60 }));
    let classes: Vec<&str> = analysis["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["class"].as_str().unwrap_or("-"))
        .collect();
    assert_eq!(
        classes,
        ["inaccuracy", "best", "blunder", "best"],
        "{analysis}"
    );
    assert_eq!(analysis["moves"][2]["better"]["to"], "e4");
    assert_eq!(
        app.ok("game_analysis", json!({})),
        analysis,
        "saved as made"
    );

    // Broken since it was chosen: ours reviews, and the answer says why.
    script(programs.path(), "scripted", "#!/bin/sh\nexit 0\n");
    fools_mate(&app);
    let analysis = analyse(&app);
    assert_eq!(analysis["source"], json!({ "kind": "engine", "depth": 12 }));
    assert_eq!(
        analysis["fallback"],
        json!({ "name": "Scripted Engine 1.0", "fault": "not_uci" })
    );
    assert_eq!(
        analysis["moves"][2]["class"], "blunder",
        "ours finds it too"
    );
    // Read back later, the review is ours and says nothing of the failure.
    let read = app.ok("game_analysis", json!({}));
    assert_eq!(read.get("fallback"), None);

    // Use ours: forgotten, also after a restart.
    app.ok("use_our_engine", json!({}));
    assert_eq!(app.ok("review_engine", json!({})), Value::Null);
    drop(app);
    let app = app_saving_to(data.path());
    assert_eq!(app.ok("review_engine", json!({})), Value::Null);
}
