//! A polite ending on the signals a desktop sends (a session's logout,
//! `kill`, a terminal's Ctrl+C or its closing): the app exits as on Ctrl+Q
//! or the close button, so that what is kept on the way out is kept — the
//! running clock's reading and the window's size and place (the
//! window-state plugin saves those on exit). Left to their default action
//! these signals ended the process at once, and a player's window came
//! back at its size of the previous quit.

use tauri::{AppHandle, Runtime};
use tokio::signal::unix::{signal, SignalKind};

/// From now on, SIGTERM, SIGINT and SIGHUP ask the app to exit (code 0).
/// Call once the app runs (its async runtime listens for them).
pub fn exit_on_signals<R: Runtime>(app: &AppHandle<R>) {
    for kind in [
        SignalKind::terminate(),
        SignalKind::interrupt(),
        SignalKind::hangup(),
    ] {
        let app = app.clone();
        tauri::async_runtime::spawn(async move {
            match signal(kind) {
                Ok(mut received) => {
                    if received.recv().await.is_some() {
                        app.exit(0);
                    }
                }
                Err(error) => eprintln!("Hotseat Chess: signal {kind:?} not heard ({error})"),
            }
        });
    }
}
