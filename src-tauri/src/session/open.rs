//! Loading the saved game when the app starts, and the sessions that save
//! nothing.

use std::path::Path;
use std::sync::Arc;

use hotseat_rules::{Game, START_FEN};

use super::recorded_end::RecordedLine;
use super::Session;
use crate::chess_match::Match;
use crate::clock::{MachineTime, TimeSource};
use crate::pgn::roster::Roster;
use crate::review::ChosenEngine;
use crate::settings::Settings;
use crate::store::{NewRow, SavedGame, Store, StoreError};

impl Session {
    /// Opens the saved game at `db_path`. Never fails: a database that
    /// cannot be read is moved aside and a new game starts, with a notice
    /// for the players; if no database can be used at all, the game is
    /// played unsaved and the notice says so.
    pub fn open(db_path: &Path) -> Session {
        Self::open_with_time(db_path, Arc::new(MachineTime::default()))
    }

    /// As [`Session::open`], with the clock reading `time` (tests pass a
    /// time source they control).
    pub fn open_with_time(db_path: &Path, time: Arc<dyn TimeSource>) -> Session {
        match Self::try_open(db_path, time.clone()) {
            Ok(session) => session,
            Err(error) => Self::recover(db_path, time, &error),
        }
    }

    /// The saved game at `db_path` (a new one, saved, if there is none); a
    /// timed game comes back paused where it was last saved.
    pub(super) fn try_open(
        db_path: &Path,
        time: Arc<dyn TimeSource>,
    ) -> Result<Session, StoreError> {
        let mut store = Store::open(db_path, time.clone())?;
        let saved = match store.load_current()? {
            Some(saved) => saved,
            None => {
                let created =
                    store.insert_game(&NewRow::unplayed(START_FEN, &Roster::default()))?;
                SavedGame {
                    id: created.id,
                    created_at: created.created_at,
                    played: Match::new(Game::new(), None),
                    record: None,
                    roster: Roster::default(),
                }
            }
        };
        // Settings are only a convenience: an unreadable row is its default.
        let settings = Settings::from_rows(|key| store.setting(key).ok().flatten());
        let review_engine = ChosenEngine::from_rows(|key| store.setting(key).ok().flatten());
        Ok(Session {
            current: saved.played,
            created_at: saved.created_at,
            recorded: saved.record.as_deref().and_then(RecordedLine::of),
            record: saved.record,
            roster: saved.roster,
            store: Some((store, saved.id)),
            notice: None,
            settings,
            review_engine,
            time,
            event: None,
        })
    }

    /// A session that saves nothing (for tests and as a last resort).
    pub fn unsaved() -> Session {
        Self::unsaved_with_time(Arc::new(MachineTime::default()))
    }

    /// As [`Session::unsaved`], with the clock reading `time`.
    pub fn unsaved_with_time(time: Arc<dyn TimeSource>) -> Session {
        Session {
            current: Match::new(Game::new(), None),
            created_at: time.date_ms(),
            record: None,
            recorded: None,
            roster: Roster::default(),
            store: None,
            notice: None,
            settings: Settings::default(),
            review_engine: None,
            time,
            event: None,
        }
    }
}
