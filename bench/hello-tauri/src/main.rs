//! The benchmark baseline: the smallest Tauri 2 app that shows a page and
//! answers one command. `bench/run.mjs` compares Hotseat Chess against it.

// Keeps a console window from opening next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::io::Write;

/// Called by the page on DOMContentLoaded; prints `ready` (flushed) so that
/// the benchmark can time the start-up.
#[tauri::command]
fn ready() {
    let mut out = std::io::stdout().lock();
    // Nobody may be reading stdout; that is not an error for the app.
    let _ = writeln!(out, "ready");
    let _ = out.flush();
}

fn main() {
    let app = tauri::Builder::default()
        .invoke_handler(tauri::generate_handler![ready])
        .build(tauri::generate_context!());
    match app {
        Ok(app) => app.run(|_, _| {}),
        Err(error) => {
            eprintln!("hello-tauri could not start: {error}");
            std::process::exit(1);
        }
    }
}
