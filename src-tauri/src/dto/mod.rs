//! What crosses the IPC boundary. Every type here derives `ts_rs::TS`; the
//! TypeScript in `ui/src/lib/bindings.ts` is generated from them (see
//! `bindings.rs`), never written by hand.
//!
//! `board` is the pieces on the board, `moves` the moves and the move list, `view` the
//! game and position views, `verdict` the verdict's codes, `clock` the
//! clocks, `event` what the last command did, `notice` what
//! the players are told about their saved games, `adjustment` a clock adjustment in the archive's replay, `archive` the archive's list, `pgn_file` an opened PGN file, `analysis` a game's review.

mod adjustment;
mod analysis;
mod archive;
mod board;
mod clock;
mod event;
mod moves;
mod notice;
mod pgn_file;
mod verdict;
mod view;

pub use adjustment::AdjustmentView;
pub use analysis::{
    AnalysisProgress, EngineFault, EngineTrouble, GameAnalysis, ReviewEngine, ReviewSource,
    ReviewedMove,
};
pub use archive::{GamePage, GameSummary};
pub use board::{Army, BoardDto, PieceDto};
pub use clock::{ClockView, StageView, StagesView};
pub use event::GameEvent;
pub use moves::{plies_of, DropDto, DropInput, MoveDto, MoveInput, MoveNumber, Ply, UndoView};
pub use notice::Notice;
pub use pgn_file::{
    DroppedPgn, ImportProgress, ImportReport, PgnFileGame, PgnFilePage, PgnFileSummary,
};
pub use verdict::{ArchivedResult, RecordedEnd, Verdict, VerdictReason, VerdictResult};
pub use view::{
    GameView, NewGameOptions, PocketView, PocketsView, PositionView, SavedPgn, SidesCount,
};
