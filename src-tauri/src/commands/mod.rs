//! The IPC commands: thin adapters that lock the session, call it, and
//! return views or typed errors. `game` holds the five commands of SPEC
//! section 6 and the typed-move and position commands, `verdicts`
//! resignation and draw offers, `clock` pause and resume, `archive` the
//! stored games, `pgn` import and export, `pgn_file` opened PGN files, `review` the post-game review, `settings` the players' settings, `window`
//! the window itself (Ctrl+Q).
//!
//! Every command is one line of the command table (`table.rs`): its name,
//! its argument struct, its answer and its handler. From that line come the
//! `#[tauri::command]` wrapper (in [`ipc`]), the handler list
//! ([`ipc::handler`]), the AppManifest's list (`build.rs` includes the
//! table) and the TypeScript wrapper ([`SIGNATURES`], written by the
//! bindings test); a test checks the capability file against [`NAMES`].
//!
//! Arguments are read from the raw request body by serde ([`args`]) rather
//! than by Tauri's argument extraction, so that malformed input (missing
//! fields, wrong types, huge strings) reaches our code and gets a typed
//! error naming the field instead of a bare string from the IPC layer.
//!
//! Adding a command touches two files: its handler (with its argument
//! struct, `#[derive(Deserialize, TS)]`) and its line in `table.rs`. The
//! rest follows from the table when the crate is built and tested: the
//! capability (`build.rs` writes `capabilities/default.json`), the
//! AppManifest, the handler list and `ui/src/lib/bindings.ts`.

pub mod archive;
pub mod args;
pub mod clock;
mod file_dialog;
pub mod game;
pub mod pgn;
pub mod pgn_file;
pub mod review;
pub mod settings;
pub mod verdicts;
pub mod window;

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::dto::{
    AdjustmentView, GameAnalysis, GamePage, GameView, ImportReport, MoveDto, PgnFilePage,
    PgnFileSummary, Ply, PositionView, ReviewEngine, SavedPgn,
};
use crate::language::Language;
use crate::pgn::file::PgnLibrary;
use crate::session::Session;
use crate::settings::Settings;

/// The app's state, each part behind its own lock: the game being played
/// (with the settings and the store the archive reads), and the PGN file
/// the players opened with its bulk import. No command holds both locks.
#[derive(Debug)]
pub struct AppState {
    session: Mutex<Session>,
    library: Mutex<PgnLibrary>,
    /// The running review's stop flag (a finished one's, set or not).
    review: Mutex<Arc<AtomicBool>>,
}

impl AppState {
    /// The state of a session, with no PGN file open.
    pub fn new(session: Session) -> AppState {
        AppState {
            session: Mutex::new(session),
            library: Mutex::new(PgnLibrary::default()),
            review: Mutex::new(Arc::new(AtomicBool::new(false))),
        }
    }
}

/// A lock's value even when poisoned: a panic while holding it cannot leave
/// a half-changed game (a change whose save fails is reverted) or library.
fn locked<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The session, locked.
pub fn lock(state: &AppState) -> MutexGuard<'_, Session> {
    locked(&state.session)
}

/// The PGN library, locked.
pub fn lock_library(state: &AppState) -> MutexGuard<'_, PgnLibrary> {
    locked(&state.library)
}

/// The whole state, for a command that locks each part in turn itself.
fn whole(state: &AppState) -> &AppState {
    state
}

/// What a command's TypeScript wrapper is generated from.
#[derive(Debug, Clone, Copy)]
pub struct Signature {
    /// The command's name (`archived_position`).
    pub name: &'static str,
    /// The argument struct's TypeScript name and declaration, and its
    /// fields in the wrapper's order; `None` for a command without
    /// arguments.
    pub args: Option<ArgsSignature>,
    /// The answer's TypeScript type.
    pub answer: fn(&ts_rs::Config) -> String,
}

/// A command's argument struct, for its TypeScript wrapper.
#[derive(Debug, Clone, Copy)]
pub struct ArgsSignature {
    /// The TypeScript type's name (`ArchivedPositionArgs`).
    pub name: fn(&ts_rs::Config) -> String,
    /// Its declaration (`type ArchivedPositionArgs = { … }`).
    pub decl: fn(&ts_rs::Config) -> String,
    /// Its fields' Rust names (`id`, `ply`, `r#move`); the JSON name is
    /// the Rust one without `r#`.
    pub fields: &'static [&'static str],
}

/// One command's `#[tauri::command]` wrapper (see `table.rs`). A `fn`
/// handler gets the session, a `pgn_fn` handler the PGN library (the opened
/// file), a `both_fn` handler the whole state, to lock each part in turn.
macro_rules! command_fn {
    (fn $name:ident $args:tt -> $answer:ty => $handler:path) => {
        command_fn!(@sync [&mut] lock, $name $args -> $answer => $handler);
    };
    (pgn_fn $name:ident $args:tt -> $answer:ty => $handler:path) => {
        command_fn!(@sync [&mut] lock_library, $name $args -> $answer => $handler);
    };
    (both_fn $name:ident $args:tt -> $answer:ty => $handler:path) => {
        command_fn!(@sync [] whole, $name $args -> $answer => $handler);
    };
    (@sync [$($borrow:tt)*] $part:ident, $name:ident () -> $answer:ty => $handler:path) => {
        #[tauri::command]
        fn $name(state: State<'_, AppState>, request: Request<'_>) -> Result<$answer, CommandError> {
            read::<NoArgs>(stringify!($name), &[], &request)?;
            $handler($($borrow)* $part(&state))
        }
    };
    (@sync [$($borrow:tt)*] $part:ident, $name:ident ($args:path { $($field:ident),* }) -> $answer:ty => $handler:path) => {
        #[tauri::command]
        fn $name(
            state: State<'_, AppState>,
            request: Request<'_>,
        ) -> Result<$answer, CommandError> {
            let args: $args = read(stringify!($name), &[$(stringify!($field)),*], &request)?;
            $handler($($borrow)* $part(&state), args)
        }
    };
    // An async handler without arguments takes `NoArgs`: one arm reads both.
    (async $name:ident () -> $answer:ty => $handler:path) => {
        command_fn!(async $name (NoArgs {}) -> $answer => $handler);
    };
    (async $name:ident ($args:path { $($field:ident),* }) -> $answer:ty => $handler:path) => {
        #[tauri::command]
        async fn $name<R: Runtime>(
            app: AppHandle<R>,
            window: WebviewWindow<R>,
            state: State<'_, AppState>,
            request: Request<'_>,
        ) -> Result<$answer, CommandError> {
            let args: $args = read(stringify!($name), &[$(stringify!($field)),*], &request)?;
            $handler(app, window, &state, args).await
        }
    };
}

/// A command's signature; the fields listed are checked to be exactly the
/// struct's.
macro_rules! command_signature {
    ($name:ident () -> $answer:ty) => {
        Signature {
            name: stringify!($name),
            args: None,
            answer: <$answer as ::ts_rs::TS>::name,
        }
    };
    ($name:ident ($args:path { $($field:ident),* }) -> $answer:ty) => {{
        // Fails to compile when the table's fields are not the struct's.
        #[allow(dead_code)]
        fn fields(args: $args) {
            let $args { $($field: _),* } = args;
        }
        Signature {
            name: stringify!($name),
            args: Some(ArgsSignature {
                name: <$args as ::ts_rs::TS>::name,
                decl: <$args as ::ts_rs::TS>::decl,
                fields: &[$(stringify!($field)),*],
            }),
            answer: <$answer as ::ts_rs::TS>::name,
        }
    }};
}

/// Generates [`NAMES`], [`SIGNATURES`] and the [`ipc`] module from the table.
macro_rules! command_table {
    ($($kind:ident $name:ident ($($args:tt)*) -> $answer:ty => $handler:path;)*) => {
        /// The command names, in the table's order.
        pub const NAMES: &[&str] = &[$(stringify!($name)),*];

        /// The commands' signatures, in the table's order.
        pub const SIGNATURES: &[Signature] = &[$(command_signature!($name ($($args)*) -> $answer)),*];

        /// The `#[tauri::command]` wrappers: read the arguments, lock the
        /// session, call the handler.
        pub mod ipc {
            #[allow(clippy::wildcard_imports)]
            use super::*;
            use super::args::{read, NoArgs};
            use crate::error::CommandError;
            use tauri::ipc::{Invoke, Request};
            #[allow(unused_imports)]
            use tauri::{AppHandle, Runtime, State, WebviewWindow};

            $(command_fn!($kind $name ($($args)*) -> $answer => $handler);)*

            /// Every command of the table, for `Builder::invoke_handler`.
            pub fn handler<R: Runtime>() -> impl Fn(Invoke<R>) -> bool + Send + Sync + 'static {
                tauri::generate_handler![$($name),*]
            }
        }
    };
}

include!("table.rs");

#[cfg(test)]
mod tests {
    //! The table is the one list of commands: `build.rs` includes it for
    //! the AppManifest, the handler list and the TypeScript wrappers are
    //! generated from it (the bindings test compares the committed file);
    //! these tests fail when the capability or the permissions Tauri
    //! generated from `build.rs` disagree with it.

    use std::path::Path;

    use super::NAMES;

    fn manifest_dir() -> &'static Path {
        Path::new(env!("CARGO_MANIFEST_DIR"))
    }

    #[test]
    fn the_capability_allows_exactly_the_commands_of_the_table() {
        let path = manifest_dir().join("capabilities/default.json");
        let text = std::fs::read_to_string(&path).expect("the capability file");
        let capability: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let granted: Vec<&str> = capability["permissions"]
            .as_array()
            .expect("a permissions list")
            .iter()
            .map(|p| p.as_str().expect("a permission name"))
            .collect();
        let mut expected = vec!["core:default".to_owned()];
        expected.extend(
            NAMES
                .iter()
                .map(|n| format!("allow-{}", n.replace('_', "-"))),
        );
        assert_eq!(
            granted, expected,
            "capabilities/default.json must grant core:default and allow-<name> for each \
             command of src/commands/table.rs, in the table's order, and nothing else"
        );
    }

    #[test]
    fn the_app_manifest_declares_exactly_the_commands_of_the_table() {
        // tauri-build writes one permission file per AppManifest command.
        let dir = manifest_dir().join("permissions/autogenerated");
        let mut declared: Vec<String> = std::fs::read_dir(&dir)
            .expect("the generated permissions")
            .map(|entry| {
                let name = entry.expect("an entry").file_name();
                let name = name.to_str().expect("a UTF-8 name");
                name.strip_suffix(".toml").expect("a .toml file").to_owned()
            })
            .collect();
        declared.sort_unstable();
        let mut names: Vec<&str> = NAMES.to_vec();
        names.sort_unstable();
        assert_eq!(
            declared, names,
            "permissions/autogenerated (written by build.rs) lists other commands than \
             src/commands/table.rs: delete the stale files and build again"
        );
    }
}
