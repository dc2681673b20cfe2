//! Random games of every kind of chess through [`Game`]: at every ply the
//! game's invariants hold — undo gives back the exact game, the FEN reads
//! back to the same position, the move list and its count agree, a verdict
//! leaves no move, SAN names the ply — and each finished or abandoned game
//! comes back the same from its own PGN. (The moves themselves are checked
//! against python-chess by `variant_reference.rs`.)

use hotseat_rules::{AnyPosition, Game, PgnTags, Ply, Position, Rules, Undone, Variant};

/// A small deterministic generator (xorshift), so that a failure repeats.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn plies(pos: &AnyPosition) -> Vec<Ply> {
    pos.legal_moves()
        .iter()
        .map(|&m| Ply::Move(m))
        .chain(pos.legal_drops().into_iter().map(Ply::Drop))
        .collect()
}

fn start(variant: Variant, rng: &mut Rng) -> Game {
    match variant {
        Variant::Chess960 => {
            let number = rng.below(960) as u32;
            Game::from_position(Position::chess960(number).expect("0..960"))
        }
        variant => Game::new_variant(variant),
    }
}

fn playout(variant: Variant, rng: &mut Rng) -> Game {
    let mut game = start(variant, rng);
    for _ in 0..200 {
        let pos = game.position().clone();
        let fen = pos.to_fen();
        assert_eq!(
            AnyPosition::from_fen(&fen, variant).as_ref(),
            Ok(&pos),
            "{variant}: {fen} reads back"
        );
        let all = plies(&pos);
        assert_eq!(
            all.len() as u64,
            pos.count_legal_moves() + pos.count_legal_drops(),
            "{variant}: {fen}"
        );
        if let Some(outcome) = game.outcome() {
            assert!(
                game.legal_moves().is_empty() && game.legal_drops().is_empty(),
                "{variant}: {fen} after {outcome}"
            );
            break;
        }
        assert!(
            !all.is_empty(),
            "{variant}: {fen} has no move and no verdict"
        );
        let ply = all[rng.below(all.len())];
        assert_eq!(
            pos.parse_ply(&pos.ply_san(ply)),
            Ok(ply),
            "{variant}: {fen} {ply}"
        );
        let before = game.clone();
        game.play_ply(ply)
            .unwrap_or_else(|e| panic!("{variant}: {fen} {ply}: {e}"));
        let after = game.clone();
        assert_eq!(game.undo(), Ok(Undone::Move(ply)), "{variant}: {fen} {ply}");
        assert_eq!(game, before, "{variant}: undo of {ply} in {fen}");
        game = after;
    }
    game
}

#[test]
fn random_games_keep_their_invariants_and_their_pgn() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for variant in Variant::ALL {
        let mut finished = 0;
        for _ in 0..12 {
            let game = playout(variant, &mut rng);
            finished += usize::from(game.outcome().is_some());
            let pgn = game.to_pgn(&PgnTags::default());
            let back = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{variant}: {e}\n{pgn}"));
            assert_eq!(back, game, "{variant}:\n{pgn}");
            assert_eq!(back.variant(), variant);
        }
        println!("{variant}: 12 games, {finished} finished by a verdict");
    }
}
