//! Shared helpers: an app on Tauri's mock runtime, with the real
//! configuration and capabilities, and a way to invoke its commands.

#![allow(dead_code)]

use std::path::Path;

use hotseat_chess_lib::{build_app, context, SaveLocation};
use serde_json::{json, Value};
use tauri::test::{get_ipc_response, mock_builder, MockRuntime, INVOKE_KEY};
use tauri::{App, WebviewWindow, WebviewWindowBuilder};

#[allow(missing_debug_implementations)]
pub struct TestApp {
    pub app: App<MockRuntime>,
    pub window: WebviewWindow<MockRuntime>,
}

pub fn app_saving_to(dir: &Path) -> TestApp {
    launch(SaveLocation::Dir(dir.to_owned()))
}

pub fn launch(saves: SaveLocation) -> TestApp {
    let app = build_app(mock_builder(), saves)
        .build(context())
        .expect("the app builds on the mock runtime");
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("the main window opens");
    TestApp { app, window }
}

impl TestApp {
    /// Invokes `cmd` with a JSON body, as the page would.
    pub fn invoke(&self, cmd: &str, body: Value) -> Result<Value, Value> {
        invoke_on(&self.window, cmd, body)
    }

    pub fn ok(&self, cmd: &str, body: Value) -> Value {
        self.invoke(cmd, body)
            .unwrap_or_else(|e| panic!("{cmd} failed: {e}"))
    }

    pub fn play(&self, from: &str, to: &str) -> Value {
        self.ok("play", json!({ "move": { "from": from, "to": to } }))
    }

    pub fn play_uci(&self, uci: &str) -> Result<Value, Value> {
        // The page names the piece; UCI gives its letter.
        let promotion = uci.get(4..5).map(|p| match p {
            "q" => "queen",
            "r" => "rook",
            "b" => "bishop",
            _ => "knight",
        });
        self.invoke(
            "play",
            json!({ "move": { "from": &uci[0..2], "to": &uci[2..4], "promotion": promotion } }),
        )
    }

    pub fn err_kind(&self, cmd: &str, body: Value) -> String {
        let err = self.invoke(cmd, body).expect_err("the command should fail");
        assert!(err["message"].is_string(), "error has a message: {err}");
        err["kind"].as_str().expect("error has a kind").to_owned()
    }
}

/// Invokes `cmd` with a JSON body in `window`, as the page would.
#[allow(dead_code)] // not every test binary that includes this module calls it
pub fn invoke_on(
    window: &WebviewWindow<MockRuntime>,
    cmd: &str,
    body: Value,
) -> Result<Value, Value> {
    let request = tauri::webview::InvokeRequest {
        cmd: cmd.into(),
        callback: tauri::ipc::CallbackFn(0),
        error: tauri::ipc::CallbackFn(1),
        url: "tauri://localhost".parse().expect("url"),
        body: tauri::ipc::InvokeBody::Json(body),
        headers: Default::default(),
        invoke_key: INVOKE_KEY.to_string(),
    };
    get_ipc_response(window, request).map(|b| b.deserialize::<Value>().expect("a JSON answer"))
}

/// The SAN of a view's move list.
pub fn sans(view: &Value) -> Vec<String> {
    view["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|p| p["san"].as_str().expect("san").to_owned())
        .collect()
}

/// The status line SPEC section 5 gives for a view's facts (its turn, check
/// and verdict): the page words it, these tests read the facts through the
/// spec's English (the rules' `Display`).
pub fn status_of(view: &Value) -> String {
    if let Some(verdict) = view["verdict"].as_object() {
        let code = |key: &str| verdict[key].as_str().unwrap_or_default();
        return hotseat_rules::Outcome::from_codes(code("result"), code("reason"))
            .map(|o| o.to_string())
            .unwrap_or_else(|| format!("an unknown verdict {verdict:?}"));
    }
    let side = if view["turn"] == "white" {
        "White"
    } else {
        "Black"
    };
    if view["check"] == true {
        format!("{side} to move — check")
    } else {
        format!("{side} to move")
    }
}

/// [`status_of`] for a typed view.
pub fn status_of_view(view: &hotseat_chess_lib::dto::GameView) -> String {
    status_of(&serde_json::to_value(view).expect("a view serializes"))
}
