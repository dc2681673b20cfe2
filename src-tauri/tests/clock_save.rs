//! Issue 11, item 8: the thinking time since the last move survives a
//! close and a crash. While a clock runs its reading is saved once a second
//! (and when the app exits); a restart comes back paused with the clocks as
//! they were at that save, not at the last move.

mod common;

use common::status_of_view;

use std::sync::Arc;
use std::time::Duration;

use hotseat_chess_lib::clock::{ManualTime, TimeSource};
use hotseat_chess_lib::session::Session;
use hotseat_chess_lib::time_control::{PerMove, TimeControl};
use hotseat_chess_lib::{
    build_app_with_time, context, on_run_event, save_clocks, start_clock_checkpoints, SaveLocation,
    DB_FILE,
};
use hotseat_rules::Color;
use serde_json::{json, Value};
use tauri::test::{mock_builder, MockRuntime};
use tauri::{App, RunEvent, WebviewWindow, WebviewWindowBuilder};

fn one_minute() -> TimeControl {
    TimeControl::single(60_000, 60_000, PerMove::None)
}

/// (white ms, black ms, running, paused) of a session's view.
fn clocks(session: &Session) -> (u64, u64, Option<Color>, bool) {
    let view = session.view();
    let c = view.clock.expect("a timed game");
    (c.white_ms, c.black_ms, c.running, c.paused)
}

fn reopen(db: &std::path::Path) -> Session {
    Session::open_with_time(db, Arc::new(ManualTime::default()))
}

#[test]
fn a_checkpoint_keeps_the_time_used_since_the_last_move() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let time = ManualTime::default();
    let mut s = Session::open_with_time(&db, Arc::new(time.clone()));
    s.new_game(Some(one_minute())).expect("new game");
    // Nothing runs before the first move: nothing to save.
    assert!(!s.checkpoint().expect("checkpoint"));
    s.play_text("e4").expect("e4");
    time.advance(4_000);
    assert!(s.checkpoint().expect("checkpoint"), "Black's clock runs");
    time.advance(700); // then the app is killed
    drop(s);
    assert_eq!(
        clocks(&reopen(&db)),
        (60_000, 56_000, None, true),
        "paused as at the checkpoint"
    );
}

#[test]
fn no_checkpoint_while_paused_untimed_or_finished() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let time = ManualTime::default();
    let mut s = Session::open_with_time(&db, Arc::new(time.clone()));
    s.play_text("e4").expect("e4");
    assert!(!s.checkpoint().expect("untimed"));
    s.new_game(Some(one_minute())).expect("new game");
    s.play_text("e4").expect("e4");
    time.advance(1_000);
    s.pause().expect("pause");
    time.advance(5_000);
    assert!(!s.checkpoint().expect("paused"));
    s.resume().expect("resume");
    s.resign(hotseat_rules::Color::Black).expect("resign");
    time.advance(5_000);
    assert!(!s.checkpoint().expect("finished"));
    drop(s);
    assert_eq!(clocks(&reopen(&db)).1, 59_000);
}

#[test]
fn a_checkpoint_lets_a_flag_fall_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let time = ManualTime::default();
    let mut s = Session::open_with_time(&db, Arc::new(time.clone()));
    s.new_game(Some(one_minute())).expect("new game");
    s.play_text("e4").expect("e4");
    time.advance(61_000);
    assert!(!s.checkpoint().expect("checkpoint"));
    drop(s);
    assert_eq!(status_of_view(&reopen(&db).view()), "Time out — White wins");
}

struct TimedApp {
    app: App<MockRuntime>,
    window: WebviewWindow<MockRuntime>,
    time: ManualTime,
}

fn timed_app(dir: &std::path::Path) -> TimedApp {
    let time = ManualTime::default();
    let source: Arc<dyn TimeSource> = Arc::new(time.clone());
    let app = build_app_with_time(mock_builder(), SaveLocation::Dir(dir.to_owned()), source)
        .build(context())
        .expect("the app builds on the mock runtime");
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("the main window opens");
    TimedApp { app, window, time }
}

impl TimedApp {
    fn ok(&self, cmd: &str, body: Value) -> Value {
        common::invoke_on(&self.window, cmd, body).unwrap_or_else(|e| panic!("{cmd} failed: {e}"))
    }

    fn start_one_minute_game(&self) {
        self.ok(
            "new_game",
            json!({ "options": { "timeControl": { "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "none" } } } }),
        );
        self.ok("play_text", json!({ "text": "e4" }));
    }
}

#[test]
fn the_app_saves_the_clocks_when_it_exits() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = timed_app(dir.path());
    app.start_one_minute_game();
    app.time.advance(5_000);
    on_run_event(app.app.handle(), &RunEvent::Exit);
    app.time.advance(3_000);
    drop(app);
    assert_eq!(
        clocks(&reopen(&dir.path().join(DB_FILE))),
        (60_000, 55_000, None, true)
    );
}

#[test]
fn save_clocks_is_one_write_while_a_clock_runs() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = timed_app(dir.path());
    assert!(!save_clocks(app.app.handle()), "untimed: nothing to save");
    app.start_one_minute_game();
    app.time.advance(2_500);
    assert!(save_clocks(app.app.handle()));
    app.ok("pause", json!({}));
    assert!(!save_clocks(app.app.handle()), "paused: saved by the pause");
}

#[test]
fn the_background_checkpoint_saves_while_the_clock_runs() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = timed_app(dir.path());
    app.start_one_minute_game();
    start_clock_checkpoints(app.app.handle().clone(), Duration::from_millis(20));
    app.time.advance(7_000);
    let db = dir.path().join(DB_FILE);
    // Read what the database holds (as a restart would) until the
    // checkpoint has written it; no command was sent meanwhile.
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    loop {
        let (_, black, _, _) = clocks(&reopen(&db));
        if black == 53_000 {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no checkpoint: Black shows {black}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}
