//! One app per data folder (desktop): a second launch hands its command
//! line to the running app and exits, so two windows never play one saved
//! game (the second one's saves would fail, its board go stale). The
//! running app comes to the front, and opens a `.pgn` file the second launch
//! was given, as if it had been dropped on its window.
//!
//! The folder's lock ([`FolderLock`]) says who runs; the running app also
//! listens on a socket in the folder ([`SOCKET_FILE`]), and a launch that
//! finds the lock taken writes its command line there and exits once the
//! running app has answered. Where nothing answers (a socket path too long
//! for the system, its file removed), the second launch stops before it
//! opens the saved game. Windows has no Unix sockets in `std`: there Tauri's
//! single-instance plugin hands over first (`lib.rs`), and the lock stands
//! behind it as everywhere.
//!
//! Our own rather than that plugin on Linux, where it talks over the
//! session bus: its D-Bus client was 1.2 MB of a 8 MB binary (issue 31),
//! and it needed a bus (a kiosk or a bare X session has none).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use tauri::plugin::{Builder, TauriPlugin};
use tauri::{AppHandle, Manager, Runtime};

use crate::folder_lock::{FolderLock, FolderLockError};

/// The socket's name in the data folder.
pub const SOCKET_FILE: &str = "hotseat.sock";

/// What a second launch hands over: its arguments (the program's name
/// first) and the folder it was started in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Launch {
    /// The command line, the program's name first.
    pub argv: Vec<String>,
    /// Its working folder, for relative paths.
    pub cwd: String,
}

impl Launch {
    /// This process's launch.
    pub fn this_process() -> Launch {
        Launch {
            argv: std::env::args_os()
                .map(|a| a.to_string_lossy().into_owned())
                .collect(),
            cwd: std::env::current_dir()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
        }
    }

    /// The `.pgn` file among its arguments, relative paths read from its
    /// working folder.
    pub fn pgn_file(&self) -> Option<PathBuf> {
        self.argv.iter().skip(1).find_map(|arg| {
            let path = Path::new(arg);
            let is_pgn = path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("pgn"));
            is_pgn.then(|| Path::new(&self.cwd).join(path))
        })
    }
}

/// What the running app does when it is launched again.
pub fn on_second_launch<R: Runtime>(app: &AppHandle<R>, launch: &Launch) {
    if let Some(window) = app.webview_windows().into_values().next() {
        let _ = window.unminimize();
        let _ = window.show();
        let _ = window.set_focus();
    }
    if let Some(path) = launch.pgn_file() {
        crate::commands::pgn_file::on_drop(app, vec![path]);
    }
}

/// The plugin that takes the data folder's lock before any window opens,
/// and listens for later launches; a launch that finds the lock taken
/// hands over and exits, or stops with [`FolderLockError::Held`]. Without
/// `HOTSEAT_DATA_DIR` the folder is the platform's app data folder (the
/// session's).
pub fn plugin<R: Runtime>() -> TauriPlugin<R> {
    Builder::new("hotseat-single-instance")
        .setup(|app, _api| {
            let Some(dir) = crate::default_data_dir(app) else {
                return Ok(());
            };
            match FolderLock::take(&dir) {
                Ok(lock) => {
                    app.manage(lock);
                    #[cfg(unix)]
                    socket::listen(app.clone(), &dir);
                }
                Err(held @ FolderLockError::Held(_)) => {
                    #[cfg(unix)]
                    if socket::hand_over(&dir, &Launch::this_process()).is_ok() {
                        app.cleanup_before_exit();
                        crate::exit_before_start(0);
                    }
                    return Err(held.into());
                }
                // A folder that cannot be written is the session's to tell the players.
                Err(other) => eprintln!("Hotseat Chess: {other}"),
            }
            Ok(())
        })
        .build()
}

/// The hand-over over a Unix socket in the data folder: one launch a
/// connection, its [`Launch`] as JSON, answered `ok` once the running app
/// has acted on it.
#[cfg(unix)]
pub mod socket {
    use std::io::{self, BufRead, BufReader, Read, Write};
    use std::os::unix::net::{UnixListener, UnixStream};
    use std::path::Path;
    use std::time::Duration;

    use tauri::{AppHandle, Runtime};

    use super::{on_second_launch, Launch, SOCKET_FILE};

    /// The most a launch may write (a command line is far shorter).
    const MOST: u64 = 1 << 20;
    /// How long either side waits for the other.
    const PATIENCE: Duration = Duration::from_secs(10);

    /// Listens in `dir`, which the caller's lock makes ours: a socket file
    /// left there by an app that ended is replaced.
    ///
    /// # Errors
    ///
    /// The system's, when the socket cannot be made (e.g. its path is
    /// longer than a socket address holds).
    pub fn bind(dir: &Path) -> io::Result<UnixListener> {
        let path = dir.join(SOCKET_FILE);
        match std::fs::remove_file(&path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
        UnixListener::bind(path)
    }

    /// Reads one launch from `stream`, hands it to `on_launch`, answers.
    ///
    /// # Errors
    ///
    /// The connection's, or [`io::ErrorKind::InvalidData`] for what is not
    /// a launch.
    pub fn serve_one(stream: &UnixStream, on_launch: impl FnOnce(Launch)) -> io::Result<()> {
        stream.set_read_timeout(Some(PATIENCE))?;
        stream.set_write_timeout(Some(PATIENCE))?;
        let mut line = String::new();
        BufReader::new(stream.take(MOST)).read_line(&mut line)?;
        let launch: Launch = serde_json::from_str(&line)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        on_launch(launch);
        let mut writer = stream;
        writer.write_all(b"ok\n")
    }

    /// Serves `listener` on a thread of its own for as long as the app runs.
    pub fn serve(listener: UnixListener, mut on_launch: impl FnMut(Launch) + Send + 'static) {
        let spawned = std::thread::Builder::new()
            .name("second-launch".to_owned())
            .spawn(move || {
                for stream in listener.incoming() {
                    let served = stream.and_then(|s| serve_one(&s, &mut on_launch));
                    if let Err(error) = served {
                        eprintln!("Hotseat Chess: a second launch was not heard ({error})");
                    }
                }
            });
        if let Err(error) = spawned {
            eprintln!("Hotseat Chess: later launches cannot hand over ({error})");
        }
    }

    /// Listens for later launches of the app in `dir`.
    pub fn listen<R: Runtime>(app: AppHandle<R>, dir: &Path) {
        match bind(dir) {
            Ok(listener) => serve(listener, move |launch| on_second_launch(&app, &launch)),
            // The lock still keeps a second app off the folder.
            Err(error) => eprintln!("Hotseat Chess: later launches cannot hand over ({error})"),
        }
    }

    /// Hands `launch` to the app listening in `dir` and waits for its answer.
    ///
    /// # Errors
    ///
    /// The connection's (no socket there, nobody listening, no answer in
    /// time).
    pub fn hand_over(dir: &Path, launch: &Launch) -> io::Result<()> {
        let mut stream = UnixStream::connect(dir.join(SOCKET_FILE))?;
        stream.set_read_timeout(Some(PATIENCE))?;
        stream.set_write_timeout(Some(PATIENCE))?;
        let mut line = serde_json::to_string(launch)?;
        line.push('\n');
        stream.write_all(line.as_bytes())?;
        let mut answer = String::new();
        stream.take(16).read_to_string(&mut answer)?;
        if answer == "ok\n" {
            Ok(())
        } else {
            Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "the running app did not answer",
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch(args: &[&str], cwd: &str) -> Launch {
        Launch {
            argv: args.iter().map(|a| (*a).to_owned()).collect(),
            cwd: cwd.to_owned(),
        }
    }

    #[test]
    fn the_pgn_file_of_a_command_line() {
        assert_eq!(
            launch(&["hotseat-chess", "club.PGN"], "/home/ann").pgn_file(),
            Some(PathBuf::from("/home/ann/club.PGN"))
        );
        assert_eq!(
            launch(&["hotseat-chess", "--x", "/tmp/g.pgn"], "/home/ann").pgn_file(),
            Some(PathBuf::from("/tmp/g.pgn"))
        );
        assert_eq!(
            launch(&["club.pgn"], "/").pgn_file(),
            None,
            "the program itself"
        );
        assert_eq!(
            launch(&["hotseat-chess", "notes.txt"], "/").pgn_file(),
            None
        );
    }

    #[cfg(unix)]
    mod over_the_socket {
        use super::super::socket::{bind, hand_over, serve};
        use super::*;
        use std::path::Path;
        use std::sync::mpsc;

        /// Listens in `dir` as the running app does; what it hears comes out of the channel.
        fn listening(dir: &Path) -> mpsc::Receiver<Launch> {
            let (sent, heard) = mpsc::channel();
            serve(bind(dir).expect("bind"), move |l| {
                sent.send(l).expect("send");
            });
            heard
        }

        #[test]
        fn a_launch_reaches_the_listener_and_is_answered() {
            let dir = tempfile::tempdir().expect("dir");
            let heard = listening(dir.path());
            let second = launch(&["hotseat-chess", "ünïcode club.pgn"], "/home/ann");
            hand_over(dir.path(), &second).expect("handed over");
            assert_eq!(heard.recv().expect("heard"), second);
            // And the next one too: the listener serves for as long as the app runs.
            hand_over(dir.path(), &launch(&["hotseat-chess"], "/")).expect("again");
            assert_eq!(heard.recv().expect("heard").argv, ["hotseat-chess"]);
        }

        #[test]
        fn nobody_listening_is_an_error_not_a_wait() {
            let dir = tempfile::tempdir().expect("dir");
            let any = launch(&["hotseat-chess"], "/");
            assert!(hand_over(dir.path(), &any).is_err(), "no socket");
            // An app that ended left its socket file: nobody answers on it,
            // and the next app to hold the lock listens there again.
            drop(bind(dir.path()).expect("bind"));
            assert!(dir.path().join(SOCKET_FILE).exists());
            assert!(hand_over(dir.path(), &any).is_err(), "a dead socket");
            let heard = listening(dir.path());
            hand_over(dir.path(), &any).expect("handed over");
            assert_eq!(heard.recv().expect("heard"), any);
        }

        #[test]
        fn what_is_not_a_launch_is_refused_and_the_listener_goes_on() {
            use std::io::{Read, Write};
            use std::os::unix::net::UnixStream;
            let dir = tempfile::tempdir().expect("dir");
            let heard = listening(dir.path());
            let mut stranger = UnixStream::connect(dir.path().join(SOCKET_FILE)).expect("connect");
            stranger.write_all(b"hello\n").expect("write");
            let mut answer = String::new();
            stranger.read_to_string(&mut answer).expect("read");
            assert_eq!(answer, "", "no ok for a stranger");
            let any = launch(&["hotseat-chess", "a.pgn"], "/x");
            hand_over(dir.path(), &any).expect("handed over");
            assert_eq!(heard.recv().expect("heard"), any);
        }
    }
}
