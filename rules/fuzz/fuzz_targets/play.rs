//! A game of any kind of chess played from bytes (the first byte picks the
//! variant and its start): each byte picks a legal move or drop (or, for
//! some values, an undo or an illegal try). Checks the game's invariants at
//! every step: undo restores the exact game, FEN round-trips, verdicts
//! block moves, and the game's PGN reads back to the same game.
#![no_main]

use hotseat_rules::{
    AnyPosition, Game, Move, PgnTags, PlayError, Ply, Position, Rules, Square, Undone, Variant,
};
use libfuzzer_sys::fuzz_target;

/// Starts beyond each variant's own: standard chess's tricky ones.
const STANDARD_STARTS: &[&str] = &[
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 90 60",
    "4k3/8/8/8/8/8/8/2BNKB2 w - - 0 1",
];

fn start(first: u8) -> Game {
    let pick = usize::from(first);
    let variant = Variant::ALL[pick % Variant::ALL.len()];
    match variant {
        Variant::Chess960 => {
            Game::from_position(Position::chess960((pick * 7) as u32 % 960).unwrap())
        }
        Variant::Standard if pick / 9 % 2 == 1 => {
            Game::from_fen(STANDARD_STARTS[pick / 18 % STANDARD_STARTS.len()]).unwrap()
        }
        variant => Game::new_variant(variant),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, bytes)) = data.split_first() else {
        return;
    };
    let mut game = start(first);
    let variant = game.variant();
    for &b in bytes {
        let pos = game.position().clone();
        match b {
            0xff => {
                let before = game.clone();
                if game.undo().is_err() {
                    assert_eq!(game, before);
                }
            }
            0xfe => {
                // Something almost certainly illegal: refused, game unchanged.
                let before = game.clone();
                let m = Move::new(Square::A1, Square::H8);
                if game.play(m).is_err() {
                    assert_eq!(game, before);
                }
            }
            _ => {
                let plies: Vec<Ply> = pos
                    .legal_moves()
                    .iter()
                    .map(|&m| Ply::Move(m))
                    .chain(pos.legal_drops().into_iter().map(Ply::Drop))
                    .collect();
                if let Some(outcome) = game.outcome() {
                    if let Some(&ply) = plies.first() {
                        assert_eq!(game.play_ply(ply), Err(PlayError::GameOver(outcome)));
                    }
                    continue;
                }
                let ply = plies[usize::from(b) % plies.len()];
                let before = game.clone();
                game.play_ply(ply).expect("a legal ply plays");
                let after = game.clone();
                assert_eq!(game.undo(), Ok(Undone::Move(ply)));
                assert_eq!(game, before);
                game.play_ply(ply).unwrap();
                assert_eq!(game, after);
            }
        }
        let fen = game.position().to_fen();
        assert_eq!(
            AnyPosition::from_fen(&fen, variant).as_ref(),
            Ok(game.position()),
            "{fen}"
        );
        let none_left = game.legal_moves().is_empty() && game.legal_drops().is_empty();
        assert_eq!(game.outcome().is_some(), none_left);
    }
    // PGN export and import give back the same game, verdict included.
    let pgn = game.to_pgn(&PgnTags::default());
    let back = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
    assert_eq!(back, game, "{pgn}");
});
