//! `settings` and `set_settings` through Tauri's IPC: defaults, strict
//! validation, and persistence across a restart on the same data folder.

mod common;

use common::{app_saving_to, launch};
use hotseat_chess_lib::SaveLocation;
use hotseat_chess_lib::DB_FILE;
use serde_json::{json, Value};

fn defaults() -> Value {
    json!({ "seats": "side", "confirmMove": false, "sound": false,
            "coordinates": true, "theme": "system", "lowTimeTick": false,
            "giveTime": false, "giveSeconds": 15, "language": "system",
            "notation": "letters" })
}

fn tablet() -> Value {
    json!({ "seats": "face", "confirmMove": true, "sound": true,
            "coordinates": false, "theme": "dark", "lowTimeTick": true,
            "giveTime": true, "giveSeconds": 30, "language": "uk",
            "notation": "figurines" })
}

#[test]
fn defaults_then_the_whole_record_is_replaced() {
    let app = launch(SaveLocation::Nowhere);
    assert_eq!(app.ok("settings", json!({})), defaults());
    assert_eq!(
        app.ok("set_settings", json!({ "settings": tablet() })),
        tablet()
    );
    assert_eq!(app.ok("settings", json!({})), tablet());
    // A record without the fields added later (an older page's): their defaults.
    let pass = json!({ "seats": "pass", "confirmMove": false, "sound": true,
                       "coordinates": true, "theme": "light" });
    let mut answered = pass.clone();
    answered["lowTimeTick"] = json!(false);
    answered["giveTime"] = json!(false);
    answered["giveSeconds"] = json!(15);
    answered["language"] = json!("system");
    answered["notation"] = json!("letters");
    assert_eq!(
        app.ok("set_settings", json!({ "settings": pass })),
        answered
    );
    assert_eq!(app.ok("settings", json!({})), answered);
}

#[test]
fn bad_settings_are_bad_requests_with_a_clear_message_and_change_nothing() {
    let app = launch(SaveLocation::Nowhere);
    app.ok("set_settings", json!({ "settings": tablet() }));
    let with = |key: &str, value: Value| {
        let mut s = tablet();
        s[key] = value;
        json!({ "settings": s })
    };
    let mut missing = tablet();
    missing.as_object_mut().expect("object").remove("sound");
    let cases = [
        (
            with("seats", json!("sofa")),
            "\"side\", \"pass\" or \"face\"",
        ),
        (with("seats", json!(null)), "'seats' must be"),
        (
            with("theme", json!("blue")),
            "\"system\", \"light\" or \"dark\"",
        ),
        (
            with("confirmMove", json!("yes")),
            "'confirmMove' must be true or false",
        ),
        (
            with("coordinates", json!(1)),
            "'coordinates' must be true or false",
        ),
        (
            with("giveTime", json!(1)),
            "'giveTime' must be true or false",
        ),
        (
            with("giveSeconds", json!(3)),
            "'giveSeconds' must be a whole number of seconds from 5 to 300",
        ),
        (with("giveSeconds", json!("15")), "found \"15\""),
        (
            with("language", json!("klingon")),
            "'language' must be \"system\", \"en\"",
        ),
        (with("language", json!("pt")), "found \"pt\""),
        (
            with("notation", json!("runes")),
            "\"letters\" or \"figurines\"",
        ),
        (with("volume", json!(11)), "'volume' is not a setting"),
        (json!({ "settings": missing }), "'sound' is missing"),
        (json!({ "settings": "dark" }), "settings must be an object"),
        (json!({ "settings": [] }), "settings must be an object"),
        (json!({}), "set_settings expects"),
        (json!([tablet()]), "set_settings expects {settings}"),
        (json!("dark"), "set_settings expects {settings}"),
        (json!(null), "set_settings expects {settings}"),
    ];
    for (body, needle) in cases {
        let err = app
            .invoke("set_settings", body.clone())
            .expect_err("refused");
        assert_eq!(err["kind"], "bad_request", "{body}");
        let message = err["message"].as_str().expect("message");
        assert!(message.contains(needle), "{body}: {message}");
    }
    assert_eq!(app.ok("settings", json!({})), tablet());
}

#[test]
fn settings_survive_a_restart_on_the_same_data_folder() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let app = app_saving_to(dir.path());
        assert_eq!(app.ok("settings", json!({})), defaults());
        app.ok("set_settings", json!({ "settings": tablet() }));
        app.play("e2", "e4");
    }
    let app = app_saving_to(dir.path());
    assert_eq!(app.ok("settings", json!({})), tablet());
    // The game was not disturbed by the settings rows next to it.
    assert_eq!(app.ok("status", json!({}))["moves"][0]["san"], "e4");
    // A new game keeps the settings.
    app.ok("new_game", json!({}));
    drop(app);
    let app = app_saving_to(dir.path());
    assert_eq!(app.ok("settings", json!({})), tablet());
}

#[test]
fn damaged_stored_settings_fall_back_to_their_defaults() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let app = app_saving_to(dir.path());
        app.ok("set_settings", json!({ "settings": tablet() }));
    }
    {
        let conn = rusqlite::Connection::open(dir.path().join(DB_FILE)).expect("open");
        conn.execute_batch(
            "UPDATE settings SET value = 'sofa' WHERE key = 'ui.seats';
             UPDATE settings SET value = 'maybe' WHERE key = 'ui.sound';
             DELETE FROM settings WHERE key = 'ui.theme';
             UPDATE settings SET value = '1' WHERE key = 'ui.low_time_tick';
             UPDATE settings SET value = 'lots' WHERE key = 'ui.give_seconds';
             UPDATE settings SET value = 'xx' WHERE key = 'ui.language';",
        )
        .expect("damage");
    }
    let app = app_saving_to(dir.path());
    let view = app.ok("status", json!({}));
    assert_eq!(view["notice"], Value::Null, "start-up did not fail");
    assert_eq!(
        app.ok("settings", json!({})),
        json!({ "seats": "side", "confirmMove": true, "sound": false,
                "coordinates": false, "theme": "system", "lowTimeTick": false,
                "giveTime": true, "giveSeconds": 15, "language": "system",
                "notation": "figurines" })
    );
}

/// On Linux the locale is the environment's (on macOS, Windows and the
/// mobiles the system's preferred languages, which a test cannot set).
#[cfg(target_os = "linux")]
#[test]
fn the_system_language_follows_the_locale_when_it_is_one_of_ours() {
    // Only this test of this binary touches the locale variables.
    let set = |locale: &str| {
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] {
            std::env::remove_var(name);
        }
        std::env::set_var("LANG", locale);
    };
    let app = launch(SaveLocation::Nowhere);
    for (locale, language) in [
        ("de_DE.UTF-8", json!("de")),
        ("pt_PT.UTF-8", json!("pt-BR")),
        ("ar_EG.UTF-8", json!("ar")),
        ("sw_KE.UTF-8", Value::Null),
    ] {
        set(locale);
        assert_eq!(app.ok("system_language", json!({})), language, "{locale}");
    }
}
