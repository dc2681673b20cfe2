//! What the players (and the clock) can do to a match.

use hotseat_rules::{Color, Declaration, Move};

/// One action on a [`Match`](super::Match), applied at a time the caller
/// passes in ([`Match::apply`](super::Match::apply)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// The side to move plays this move.
    Play(Move),
    /// The side to move plays the move typed as SAN or UCI.
    PlayText(String),
    /// Takes back the last action (see [`Match::apply`](super::Match::apply)).
    Undo,
    /// A verdict declared off the board: a resignation, an agreed draw or
    /// a fallen flag.
    Declare(Declaration),
    /// This side offers a draw (offering against a standing offer agrees).
    Offer(Color),
    /// The side a draw was offered to accepts or declines it.
    Answer {
        /// Whether the draw is agreed.
        accept: bool,
    },
    /// Stops the running clock, keeping the turn's time used.
    Pause,
    /// Starts the paused clock again.
    Resume,
}
