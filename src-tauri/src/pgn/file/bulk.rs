//! Every game of an opened file into the archive: read in batches, each
//! batch stored in one transaction by the caller, progress told after each
//! batch, a cancel honoured between batches (what was stored stays).
//!
//! Reading a game (playing its moves through the rules) is the slow part,
//! so it happens here, outside the session's lock; the caller takes the
//! lock only to store a batch. The players' moves in the current game are
//! then never held up for more than one batch's write.

use std::sync::atomic::{AtomicBool, Ordering};

use hotseat_rules::{Outcome, PgnGameError, Rules};

use super::{PgnFile, ReadGame};
use crate::dto::{ImportProgress, ImportReport};
use crate::error::CommandError;
use crate::pgn::roster::Roster;

/// Games per transaction: a few milliseconds of writing each (measured in
/// `tests/pgn_bulk.rs`), so a move made meanwhile waits no longer than that,
/// while 10,000 games take 40 commits rather than 10,000.
pub const BATCH: usize = 250;

/// How many of the skipped games the report names.
pub const KEPT_ERRORS: usize = 5;

/// One read game, as the archive stores it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArchivedImport {
    /// Its kind of chess.
    pub variant: hotseat_rules::Variant,
    /// Its start position.
    pub start_fen: String,
    /// Its main line, UCI, ply 1 first.
    pub ucis: Vec<String>,
    /// The rules' verdict on its last position, if any (the file's result
    /// is kept in the record, never trusted).
    pub outcome: Option<Outcome>,
    /// The game's record: every tag, comment, NAG and variation.
    pub record: String,
    /// Its players, event, site and round, from its tags.
    pub roster: Roster,
}

/// A batch as the reading thread hands it over: the games that read, the
/// errors of those that did not, and how far into the file it reached.
struct ReadBatch {
    games: Vec<ArchivedImport>,
    skipped: Vec<PgnGameError>,
    end: usize,
}

/// Reads every game of `file` and hands them to `store` a batch at a time,
/// telling `progress` after each batch; stops before the next batch once
/// `cancel` is set. Games that do not read are skipped, counted, and the
/// first [`KEPT_ERRORS`] of them named with their reason.
///
/// The games are read on a thread of their own, a batch ahead of `store`:
/// reading (the rules) and writing (SQLite) take turns on two cores
/// rather than one (100,000 games: 31.7 s one after the other).
///
/// # Errors
///
/// The first error of `store`, or the file's when it cannot be read again
/// (it has changed since it was opened); the batches stored before stay.
pub fn import_all(
    file: &PgnFile,
    cancel: &AtomicBool,
    mut store: impl FnMut(&[ArchivedImport]) -> Result<(), CommandError>,
    mut progress: impl FnMut(&ImportProgress),
) -> Result<ImportReport, CommandError> {
    let total = file.len();
    let mut report = ImportReport {
        total: count(total),
        imported: 0,
        skipped: 0,
        cancelled: false,
        first_skipped: Vec::new(),
    };
    std::thread::scope(|scope| {
        // One batch waits while the next is read: two in memory at most.
        let (batches, read) = std::sync::mpsc::sync_channel(1);
        scope.spawn(move || {
            for start in (0..total).step_by(BATCH) {
                if cancel.load(Ordering::Acquire) {
                    break;
                }
                let end = (start + BATCH).min(total);
                let batch = file.games(start..end).map(|games| read_batch(games, end));
                // The storing side has stopped (an error): so does this.
                if batches.send(batch).is_err() {
                    break;
                }
            }
        });
        // `read` is dropped on any return, which ends the reading thread.
        for batch in read {
            if cancel.load(Ordering::Acquire) {
                report.cancelled = true;
                break;
            }
            let ReadBatch {
                games,
                skipped,
                end,
            } = batch?;
            report.skipped += count(skipped.len());
            let room = KEPT_ERRORS.saturating_sub(report.first_skipped.len());
            report
                .first_skipped
                .extend(skipped.iter().take(room).map(Into::into));
            if !games.is_empty() {
                store(&games)?;
            }
            report.imported += count(games.len());
            progress(&ImportProgress {
                read: count(end),
                total: report.total,
                imported: report.imported,
                skipped: report.skipped,
            });
        }
        // A cancel seen by the reading thread before its next batch.
        if cancel.load(Ordering::Acquire) && report.imported + report.skipped < report.total {
            report.cancelled = true;
        }
        Ok(report)
    })
}

/// The games of a batch as the archive stores them, and the errors of
/// those that do not read.
fn read_batch(read: Vec<ReadGame>, end: usize) -> ReadBatch {
    let mut batch = ReadBatch {
        games: Vec::with_capacity(read.len()),
        skipped: Vec::new(),
        end,
    };
    for game in read {
        match game {
            Ok(read) => batch.games.push(ArchivedImport {
                variant: read.game.variant(),
                start_fen: read.game.start_position().to_fen(),
                ucis: read.game.moves().map(|m| m.to_string()).collect(),
                outcome: read.game.outcome(),
                record: read.to_pgn(),
                roster: Roster::from_tags(|name| read.tag(name)),
            }),
            Err(error) => batch.skipped.push(error),
        }
    }
    batch
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::{Failed, MoveProblem, PgnProblem, RefusedMove, SkippedGame};

    /// `n` games, every `bad`-th one with an illegal second move.
    fn file_of(n: usize, bad: usize) -> PgnFile {
        let mut text = String::new();
        for i in 1..=n {
            let second = if i % bad == 0 { "Ke3" } else { "Nf3" };
            text += &format!("[White \"W{i}\"]\n\n1. e4 e5 2. {second} *\n\n");
        }
        PgnFile::from_bytes("many.pgn".to_owned(), text.as_bytes()).expect("reads")
    }

    #[test]
    fn every_game_in_batches_with_progress_in_order() {
        let file = file_of(BATCH * 2 + 10, 100);
        let mut batches = Vec::new();
        let mut seen = Vec::new();
        let report = import_all(
            &file,
            &AtomicBool::new(false),
            |b| {
                batches.push(b.len());
                Ok(())
            },
            |p| seen.push(p.clone()),
        )
        .expect("imports");
        assert_eq!(
            (report.imported, report.skipped, report.cancelled),
            (505, 5, false)
        );
        assert_eq!(batches, [BATCH - 2, BATCH - 3, 10]);
        let reads: Vec<u32> = seen.iter().map(|p| p.read).collect();
        assert_eq!(reads, [250, 500, 510]);
        assert!(seen.iter().all(|p| p.total == 510));
        assert_eq!(seen.last().map(|p| (p.imported, p.skipped)), Some((505, 5)));
        assert_eq!(report.first_skipped.len(), KEPT_ERRORS);
        assert_eq!(
            report.first_skipped[0],
            SkippedGame {
                game: 100,
                pgn: PgnProblem::Move {
                    number: 2,
                    refused: RefusedMove {
                        text: "Ke3".to_owned(),
                        problem: MoveProblem::NotLegal
                    }
                }
            }
        );
    }

    #[test]
    fn a_cancel_stops_before_the_next_batch_and_keeps_what_was_stored() {
        let file = file_of(BATCH * 4, 1000);
        let cancel = AtomicBool::new(false);
        let mut stored = 0;
        let report = import_all(
            &file,
            &cancel,
            |b| {
                stored += b.len();
                Ok(())
            },
            |p| {
                if p.read == u32::try_from(BATCH).expect("small") {
                    cancel.store(true, Ordering::Release);
                }
            },
        )
        .expect("imports");
        assert!(report.cancelled);
        assert_eq!((stored, report.imported), (BATCH, 250));
    }

    #[test]
    fn a_file_changed_during_the_import_stops_it_with_that_error() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("many.pgn");
        let text: String = (1..=BATCH * 4)
            .map(|i| format!("[White \"W{i}\"]\n\n1. e4 e5 *\n\n"))
            .collect();
        std::fs::write(&path, &text).expect("write");
        let file = PgnFile::read(&path).expect("reads");
        let mut stored = 0;
        let error = import_all(
            &file,
            &AtomicBool::new(false),
            |b| {
                if stored == 0 {
                    // Another program rewrites the file after the first batch.
                    std::fs::write(&path, format!("{text}[White \"late\"]\n\n1. d4 *\n"))
                        .expect("rewrite");
                }
                stored += b.len();
                Ok(())
            },
            |_| {},
        )
        .expect_err("the file changed");
        assert!(
            matches!(
                error,
                CommandError::InvalidFile {
                    file: super::super::PgnFileError::Changed { .. },
                    ..
                }
            ),
            "{error:?}"
        );
        // The batches read before the change (one ahead at most) are kept;
        // the last is never read.
        assert!((BATCH..=BATCH * 3).contains(&stored), "{stored}");
    }

    #[test]
    fn a_failed_store_stops_with_its_error() {
        let file = file_of(BATCH * 2, 1000);
        let mut calls = 0;
        let error = import_all(
            &file,
            &AtomicBool::new(false),
            |_| {
                calls += 1;
                Err(CommandError::storage(Failed::ImportAll, "disk full"))
            },
            |_| {},
        )
        .expect_err("fails");
        assert_eq!(
            (calls, error),
            (1, CommandError::storage(Failed::ImportAll, "disk full"))
        );
    }
}
