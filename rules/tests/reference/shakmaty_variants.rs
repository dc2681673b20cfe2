//! shakmaty 0.30 (its `variant` feature) as the reference for each kind of
//! chess: the same position in shakmaty's type, and its perft. Shared by
//! the perft suites' check of their data (`tests/perft.rs`) and by the
//! benchmark's variant rows (`benches/perft.rs`, through `#[path]`).

use hotseat_rules::Variant;
use shakmaty::fen::Fen;
use shakmaty::variant::{Variant as Theirs, VariantPosition};
use shakmaty::{CastlingMode, Position};

/// `fen` of `variant` as shakmaty's position of the same variant.
///
/// # Panics
///
/// When shakmaty refuses the FEN or the position: the data is wrong.
pub fn position(variant: Variant, fen: &str) -> VariantPosition {
    let (kind, mode) = match variant {
        Variant::Standard => (Theirs::Chess, CastlingMode::Standard),
        Variant::Chess960 => (Theirs::Chess, CastlingMode::Chess960),
        Variant::KingOfTheHill => (Theirs::KingOfTheHill, CastlingMode::Standard),
        Variant::ThreeCheck => (Theirs::ThreeCheck, CastlingMode::Standard),
        Variant::Crazyhouse => (Theirs::Crazyhouse, CastlingMode::Standard),
        Variant::Antichess => (Theirs::Antichess, CastlingMode::Standard),
        Variant::Atomic => (Theirs::Atomic, CastlingMode::Standard),
        Variant::Horde => (Theirs::Horde, CastlingMode::Standard),
        Variant::RacingKings => (Theirs::RacingKings, CastlingMode::Standard),
    };
    let fen: Fen = fen.parse().expect("shakmaty parses the FEN");
    VariantPosition::from_setup(kind, fen.as_setup().clone(), mode)
        .expect("shakmaty accepts the position")
}

/// shakmaty's perft with bulk counting at the last ply.
pub fn perft(pos: &VariantPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            perft(&child, depth - 1)
        })
        .sum()
}
