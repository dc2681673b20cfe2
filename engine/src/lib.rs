//! The engine of Hotseat Chess's post-game review, on our own move
//! generator (`hotseat-rules`) and nothing else.
//!
//! - [`evaluate`] (`eval.rs`, `tables.rs`): material, piece-square tables
//!   tapered from the middle game to the ending, mobility, the bishop pair,
//!   passed pawns — from the side to move's view, in centipawns.
//! - [`Search`] (`search.rs`): iterative deepening over a principal
//!   variation search with a transposition table (`tt.rs`), quiescence,
//!   null-move pruning and late-move reductions, killer and history
//!   ordering (`order.rs`); mate and draw scores exact (repetition, the
//!   fifty-move rule, insufficient material, stalemate); stopped by a
//!   depth, a node count, a time or a flag at any moment ([`Limits`]).
//! - [`Score`] (`score.rs`): centipawns or a mate in so many moves.
//! - [`review`] (`review.rs`): a game's every move judged by the winning
//!   chances it gave away (lichess's thresholds), with the better move.
//! - [`UciEngine`] (`uci_engine.rs`): another engine, a program that
//!   speaks UCI, searching the review's positions instead ([`Analyst`]).
//! - The binary `hotseat-engine` speaks UCI, so that it can be measured
//!   against other engines.
//!
//! ```
//! use hotseat_engine::{Limits, Search};
//! use hotseat_rules::Position;
//!
//! // White mates at once: Qh5xf7#.
//! let pos = Position::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4").unwrap();
//! let mut search = Search::new(16);
//! let result = search.run(&pos, &[], Limits::depth(3), |_| {});
//! assert_eq!(result.best.map(|m| m.to_string()), Some("h5f7".to_owned()));
//! assert_eq!(result.score.mate_in(), Some(1));
//! ```

#![forbid(unsafe_code)]

mod eval;
mod lmr;
mod order;
mod review;
mod score;
mod search;
mod see;
mod tables;
mod tt;
mod uci_engine;
mod zobrist;

pub use eval::evaluate;
pub use review::{
    is_mate, judge, review, review_limits, winning_chances, Analyst, Judgement, Looked, MoveReview,
};
pub use score::Score;
pub use search::{Info, Limits, Search, SearchResult};
pub use uci_engine::{UciEngine, UciFault};
pub use zobrist::hash;
