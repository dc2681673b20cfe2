//! Hotseat Chess: the Tauri shell around the `hotseat-rules` crate.
//!
//! `chess_match` is the pure match (game, clock, draw offer) that takes an
//! action; `session` owns it and the settings and keeps them saved through
//! `store`; `clock` times a game under a `time_control`; `commands` are the
//! thin IPC adapters; `dto` and `settings` are what crosses the boundary
//! (`language` names the page's languages and reads the system's);
//! `import` and `export` turn games into text and back, `pgn_file` reads
//! an opened PGN file's games, `recorded` what an imported record says of
//! its end and date; `archive` lists,
//! replays and deletes stored games; `review` is the post-game review
//! (our engine's, or an imported record's `[%eval]`s).

pub mod archive;
pub mod atomic_file;
pub mod calendar;
pub mod chess_match;
pub mod clock;
pub mod commands;
#[cfg(desktop)]
pub mod data_folder;
pub mod dto;
pub mod error;
#[cfg(all(desktop, unix))]
pub mod exit_signals;
#[cfg(desktop)]
pub mod folder_lock;
pub mod language;
pub mod pgn;
pub mod review;
pub mod session;
pub mod settings;
#[cfg(desktop)]
pub mod single_instance;
pub mod store;
pub mod time_control;

#[cfg(test)]
mod bindings;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tauri::{AppHandle, DragDropEvent, Manager, RunEvent, Runtime, WindowEvent};

use clock::TimeSource;
use commands::AppState;
use session::Session;

pub use language::Language;

/// The database file name inside the app's data folder.
pub const DB_FILE: &str = "hotseat.sqlite3";

/// Where the app keeps its database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveLocation {
    /// `HOTSEAT_DATA_DIR` if set (end-to-end tests, portable installs),
    /// else the platform's app data folder.
    Default,
    /// This folder.
    Dir(PathBuf),
    /// Nowhere: the game is not saved.
    Nowhere,
}

/// `HOTSEAT_DATA_DIR` if set, else the platform's app data folder.
fn default_data_dir<R: Runtime, M: Manager<R>>(app: &M) -> Option<PathBuf> {
    std::env::var_os("HOTSEAT_DATA_DIR")
        .map(PathBuf::from)
        .or_else(|| app.path().app_data_dir().ok())
}

/// Adds our state and commands to a builder. Tests pass
/// `tauri::test::mock_builder()`; the app passes `tauri::Builder::default()`.
/// The time is the machine's ([`clock::app_time`]: a debug build's tests may
/// skip it on).
pub fn build_app<R: Runtime>(builder: tauri::Builder<R>, saves: SaveLocation) -> tauri::Builder<R> {
    build_app_with_time(builder, saves, clock::app_time())
}

/// As [`build_app`], with the game clocks reading `time` (tests pass a
/// source they control).
pub fn build_app_with_time<R: Runtime>(
    builder: tauri::Builder<R>,
    saves: SaveLocation,
    time: Arc<dyn TimeSource>,
) -> tauri::Builder<R> {
    // The dialog plugin is for Rust only (`save_pgn`): the capability grants
    // the page none of its commands.
    let builder = builder
        .plugin(tauri_plugin_dialog::init())
        .invoke_handler(commands::ipc::handler());
    match saves {
        // The platform's data folder is known only once the app exists.
        SaveLocation::Default => builder.setup(move |app| {
            // On the desktop the folder is locked by now (single_instance's plugin).
            let session = match default_data_dir(app) {
                Some(dir) => Session::open_with_time(&dir.join(DB_FILE), time),
                None => Session::unsaved_with_time(time),
            };
            app.manage(AppState::new(session));
            Ok(())
        }),
        SaveLocation::Dir(dir) => builder.manage(AppState::new(Session::open_with_time(
            &dir.join(DB_FILE),
            time,
        ))),
        SaveLocation::Nowhere => builder.manage(AppState::new(Session::unsaved_with_time(time))),
    }
}

/// How often a running clock's reading is saved, so that a crash gives
/// back at most about this much thinking time.
pub const CLOCK_CHECKPOINT: Duration = Duration::from_secs(1);

/// Saves the running clock's reading now (see [`Session::checkpoint`]);
/// does nothing while no clock runs or before the state exists. Returns
/// whether it wrote anything.
pub fn save_clocks<R: Runtime, M: Manager<R>>(manager: &M) -> bool {
    let Some(state) = manager.try_state::<AppState>() else {
        return false;
    };
    let mut session = commands::lock(&state);
    match session.checkpoint() {
        Ok(wrote) => wrote,
        Err(error) => {
            eprintln!("Hotseat Chess: {error}");
            false
        }
    }
}

/// Starts the background checkpoint: every `every`, while a clock runs,
/// its reading is saved in the same database and transaction kind as the
/// moves. The thread ends with the app.
pub fn start_clock_checkpoints<R: Runtime>(app: AppHandle<R>, every: Duration) {
    let spawned = std::thread::Builder::new()
        .name("clock-checkpoint".to_owned())
        .spawn(move || loop {
            std::thread::sleep(every);
            save_clocks(&app);
        });
    if let Err(error) = spawned {
        eprintln!("Hotseat Chess: no clock checkpoints ({error})");
    }
}

/// What the app does on its run events: the clocks are saved when a window
/// is asked to close or hidden from view, and when the app exits; the
/// checkpoints start once the app is ready, and from then on a desktop's
/// ending signals close the app as Ctrl+Q does; a file dropped on the window
/// is opened as a PGN file.
pub fn on_run_event<R: Runtime>(app: &AppHandle<R>, event: &RunEvent) {
    match event {
        RunEvent::Ready => {
            start_clock_checkpoints(app.clone(), CLOCK_CHECKPOINT);
            #[cfg(all(desktop, unix))]
            exit_signals::exit_on_signals(app);
        }
        // A file dropped on the window: read by us, as Open PGN… would.
        RunEvent::WindowEvent {
            event: WindowEvent::DragDrop(DragDropEvent::Drop { paths, .. }),
            ..
        } => commands::pgn_file::on_drop(app, paths.clone()),
        RunEvent::WindowEvent {
            event: WindowEvent::CloseRequested { .. } | WindowEvent::Destroyed,
            ..
        }
        | RunEvent::ExitRequested { .. }
        | RunEvent::Exit => {
            save_clocks(app);
        }
        _ => {}
    }
}

/// The app's configuration, capabilities and assets, compiled in.
pub fn context<R: Runtime>() -> tauri::Context<R> {
    tauri::generate_context!()
}

/// Runs the app (desktop `main` and the mobile entry point).
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let context = context();
    let builder = tauri::Builder::default();
    // Windows: a second launch hands over to the running app through
    // Tauri's plugin (single_instance.rs says why not elsewhere).
    #[cfg(windows)]
    let builder = builder.plugin(
        tauri_plugin_single_instance::Builder::new()
            .callback(|app, argv, cwd| {
                single_instance::on_second_launch(app, &single_instance::Launch { argv, cwd });
            })
            .build(),
    );
    // Desktop plugins, in this order: the folders of the old identifier
    // move to the new one; the data folder is locked and a second launch
    // hands over to the running app and exits; the window opens at its last
    // size, place, maximized or full screen (kept in the config folder when
    // it closes): a player who made it fit their screen finds it so again.
    // Not its visibility or decorations.
    #[cfg(desktop)]
    let builder = {
        use tauri_plugin_window_state::StateFlags;
        builder
            .plugin(data_folder::plugin())
            .plugin(single_instance::plugin())
            .plugin(
                tauri_plugin_window_state::Builder::new()
                    .with_state_flags(
                        StateFlags::SIZE
                            | StateFlags::POSITION
                            | StateFlags::MAXIMIZED
                            | StateFlags::FULLSCREEN,
                    )
                    .build(),
            )
    };
    let app = build_app(builder, SaveLocation::Default).build(context);
    match app {
        Ok(app) => app.run(|handle, event| on_run_event(handle, &event)),
        Err(error) => {
            eprintln!("Hotseat Chess could not start: {error}");
            exit_before_start(1);
        }
    }
}

/// Ends the process before the app has started: after a failed start
/// (another app holds the data folder, say) or a second launch's hand-over.
/// Not through the C library's exit handlers on the X desktop: they close
/// Xlib's extensions while the windowing library's device thread, just
/// spawned, may still be selecting its input events on them, and 3 such
/// exits in 20 ended in a segmentation fault (a core file's backtrace:
/// `XISelectEvents` → `XextAddDisplay` on a freed lock). Nothing of ours
/// is left to save: the game was never opened.
///
/// The one `unsafe` of the workspace (its lint denies it elsewhere; the
/// rules and the engine forbid it): the C library's `_exit`, which neither
/// std nor a safe crate offers.
#[allow(unsafe_code)]
pub(crate) fn exit_before_start(code: i32) -> ! {
    #[cfg(all(unix, desktop))]
    // SAFETY: `_exit` takes any status and only ends the process. stderr
    // is unbuffered, and nothing else of ours waits to be written.
    unsafe {
        libc::_exit(code)
    }
    #[cfg(not(all(unix, desktop)))]
    std::process::exit(code)
}
