//! Properties checked over seeded random playouts, with shakmaty 0.30 as the
//! reference move generator:
//!
//! - our legal move set equals shakmaty's (compared as UCI strings);
//! - our FEN equals shakmaty's with its legal-en-passant mode, and
//!   `Position::from_fen(pos.to_fen()) == pos`;
//! - every move's SAN equals shakmaty's, and `parse_san(san(m)) == m`;
//! - UCI round-trips;
//! - `Game::play` then `Game::undo` gives back the identical position;
//! - our verdicts agree with shakmaty on checkmate and stalemate, with an
//!   independent reading of SPEC section 2 on insufficient material, the
//!   fifty-move rule and threefold repetition (positions keyed by shakmaty's
//!   FEN with the en-passant square written only when legal).
//!
//! The default run is small enough for a debug `cargo test`. More playouts:
//! `HOTSEAT_PLAYOUTS=5000 cargo test --release -p hotseat-rules --test properties`
//! (and `HOTSEAT_SEED=<n>` for another sequence).

use std::collections::{BTreeSet, HashMap};

use hotseat_rules::{DrawReason, Game, Move, Outcome, PlayError, Position, Undone};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

const DEFAULT_PLAYOUTS: usize = 200;
const MAX_PLIES: usize = 200;

/// Start positions: the standard one, the perft classics, and endings where
/// draws, promotions and en passant come quickly. Some carry a high
/// half-move clock so the fifty-move rule is reached.
const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 80 60",
    "4k3/8/8/8/8/8/8/2BNKB2 w - - 90 70",
    "2b1k3/3pp3/8/8/8/8/3PP3/2B1K1N1 w - - 0 1",
    "4k3/3ppp2/8/8/8/8/3PPP2/4K3 w - - 0 1",
    "8/1k6/8/2pP4/8/8/5K2/8 w - c6 0 1",
    "3qk3/8/8/8/8/8/8/3QKN2 w - - 0 1",
];

/// A small deterministic PRNG (SplitMix64), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

fn shakmaty_position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap_or_else(|e| panic!("shakmaty cannot parse {fen}: {e}"))
        .into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("shakmaty rejects {fen}: {e}"))
}

/// The repetition key of SPEC section 2: placement, side, castling, and the
/// en-passant square only when a capture there is legal (shakmaty's view).
fn repetition_key(chess: &Chess) -> String {
    let fen = Fen::from_position(chess, EnPassantMode::Legal).to_string();
    fen.split_whitespace().take(4).collect::<Vec<_>>().join(" ")
}

/// SPEC section 2's insufficient-material table, read from a FEN's
/// placement field alone (independent of the crate's bitboards).
fn spec_insufficient(fen: &str) -> bool {
    #[derive(Default)]
    struct Side {
        pawns: u32,
        knights: u32,
        bishops: u32,
        rooks: u32,
        queens: u32,
    }
    let mut sides = [Side::default(), Side::default()];
    let mut bishop_shades = BTreeSet::new();
    let placement = fen.split_whitespace().next().unwrap_or_default();
    for (row, rank) in placement.split('/').enumerate() {
        let mut file = 0u32;
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10) {
                file += d;
                continue;
            }
            let side = &mut sides[usize::from(c.is_ascii_lowercase())];
            match c.to_ascii_lowercase() {
                'p' => side.pawns += 1,
                'n' => side.knights += 1,
                'b' => {
                    side.bishops += 1;
                    // Rank index from the bottom is 7 - row.
                    bishop_shades.insert((file + 7 - row as u32) % 2);
                }
                'r' => side.rooks += 1,
                'q' => side.queens += 1,
                _ => {}
            }
            file += 1;
        }
    }
    let can_mate = |us: &Side, them: &Side| -> bool {
        let extras = us.pawns + us.knights + us.bishops + us.rooks + us.queens;
        if extras == 0 {
            return false;
        }
        let them_only_queens = them.pawns + them.knights + them.bishops + them.rooks == 0;
        if extras == 1 && us.knights == 1 && them_only_queens {
            return false;
        }
        let bishops_only = extras == us.bishops;
        if bishops_only && bishop_shades.len() == 1 && them.pawns == 0 && them.knights == 0 {
            return false;
        }
        true
    };
    !can_mate(&sides[0], &sides[1]) && !can_mate(&sides[1], &sides[0])
}

fn uci_set(moves: impl IntoIterator<Item = String>) -> BTreeSet<String> {
    moves.into_iter().collect()
}

/// Checks one position against shakmaty and the notations; returns the
/// shakmaty position for the verdict checks. `every_move` also checks SAN
/// and the next position for every legal move, not only the move list.
fn check_position(pos: &Position, context: &str, every_move: bool) -> Chess {
    let fen = pos.to_fen();
    let chess = shakmaty_position(&fen);

    // FEN: ours equals shakmaty's legal-ep FEN, and round-trips.
    assert_eq!(
        fen,
        Fen::from_position(&chess, EnPassantMode::Legal).to_string(),
        "{context}"
    );
    assert_eq!(
        Position::from_fen(&fen).as_ref(),
        Ok(pos),
        "{context}: {fen}"
    );

    // Legal moves: the same set.
    let ours = pos.legal_moves();
    let theirs = chess.legal_moves();
    let our_set = uci_set(ours.iter().map(Move::to_string));
    let their_set = uci_set(
        theirs
            .iter()
            .map(|m| m.to_uci(CastlingMode::Standard).to_string()),
    );
    assert_eq!(our_set, their_set, "{context}: legal moves of {fen}");
    assert_eq!(
        our_set.len(),
        ours.len(),
        "{context}: duplicate moves in {fen}"
    );
    assert_eq!(
        pos.count_legal_moves(),
        ours.len() as u64,
        "{context}: {fen}"
    );
    assert_eq!(
        pos.is_check(),
        chess.is_check(),
        "{context}: check in {fen}"
    );

    // Every move: legal, SAN equal to shakmaty's and round-trips, UCI too.
    for sm in theirs.iter().filter(|_| every_move) {
        let uci = sm.to_uci(CastlingMode::Standard).to_string();
        let m = Move::from_uci(&uci).unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(m.to_string(), uci, "{context}");
        assert!(pos.is_legal(m), "{context}: {uci} in {fen}");
        let san = pos.san(m);
        let their_san = SanPlus::from_move(chess.clone(), *sm).to_string();
        assert_eq!(san, their_san, "{context}: SAN of {uci} in {fen}");
        assert_eq!(pos.parse_san(&san), Ok(m), "{context}: {san} in {fen}");
        // And the played position is shakmaty's.
        let mut next = chess.clone();
        next.play_unchecked(*sm);
        let ours_next = pos.play(m).unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(
            ours_next.to_fen(),
            Fen::from_position(&next, EnPassantMode::Legal).to_string(),
            "{context}: after {uci} in {fen}"
        );
    }
    chess
}

/// How a playout picks its moves: uniformly, or biased towards captures
/// (reaching bare material) or towards moving a piece back (repetitions).
#[derive(Clone, Copy, Debug)]
enum Policy {
    Uniform,
    Captures,
    Shuffle,
}

fn pick(rng: &mut Rng, pos: &Position, policy: Policy, game: &Game) -> Move {
    let moves = pos.legal_moves();
    match policy {
        Policy::Captures if rng.chance(70) => {
            let captures: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| pos.piece_at(m.to).is_some())
                .collect();
            if !captures.is_empty() {
                return captures[rng.below(captures.len())];
            }
        }
        Policy::Shuffle if rng.chance(80) => {
            // Undo our own previous move by moving the piece back.
            let history = game.history();
            if history.len() >= 2 {
                let ours = history[history.len() - 2].uci;
                let back = Move::new(ours.to(), ours.from().unwrap_or(ours.to()));
                if moves.contains(&back) {
                    return back;
                }
            }
            let quiet: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| pos.piece_at(m.to).is_none() && m.promotion.is_none())
                .collect();
            if !quiet.is_empty() {
                return quiet[rng.below(quiet.len())];
            }
        }
        _ => {}
    }
    moves[rng.below(moves.len())]
}

#[derive(Default, Debug)]
struct Tally {
    plies: usize,
    outcomes: HashMap<&'static str, usize>,
}

fn playout(rng: &mut Rng, index: usize, tally: &mut Tally) {
    let start = STARTS[rng.below(STARTS.len())];
    let policy = [Policy::Uniform, Policy::Captures, Policy::Shuffle][rng.below(3)];
    let mut game = Game::from_fen(start).unwrap();
    let mut keys: Vec<String> = vec![repetition_key(&shakmaty_position(start))];

    for ply in 0..MAX_PLIES {
        let pos = *game
            .position()
            .as_chess()
            .expect("a standard game holds standard positions");
        let context = format!("playout {index} ({policy:?}) ply {ply} from {start}");
        // Every fifth ply checks SAN and successors of all moves (the
        // costly part); the move list is compared at every ply.
        let chess = check_position(&pos, &context, ply % 5 == 0);

        // The verdict of the current position, judged independently.
        let key = repetition_key(&chess);
        let repetitions = keys.iter().filter(|k| **k == key).count();
        let expected = if chess.is_checkmate() {
            Some(Outcome::Checkmate {
                winner: !pos.turn(),
            })
        } else if chess.is_stalemate() {
            Some(Outcome::Draw(DrawReason::Stalemate))
        } else if spec_insufficient(&pos.to_fen()) {
            Some(Outcome::Draw(DrawReason::InsufficientMaterial))
        } else if pos.halfmove_clock() >= 100 {
            Some(Outcome::Draw(DrawReason::FiftyMoveRule))
        } else if repetitions >= 3 {
            Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
        } else {
            None
        };
        assert_eq!(game.outcome(), expected, "{context}: {}", pos.to_fen());
        assert_eq!(
            pos.is_insufficient_material(),
            spec_insufficient(&pos.to_fen()),
            "{context}: {}",
            pos.to_fen()
        );
        if expected.is_none() {
            assert_eq!(game.repetition_count(), repetitions, "{context}");
        }
        if let Some(outcome) = game.outcome() {
            *tally.outcomes.entry(outcome.reason_code()).or_default() += 1;
            // Refused after the verdict, whatever the move.
            if let Some(&m) = pos.legal_moves().first() {
                assert_eq!(game.play(m), Err(PlayError::GameOver(outcome)), "{context}");
            }
            assert!(game.legal_moves().is_empty());
            return;
        }

        let m = pick(rng, &pos, policy, &game);
        // Make / undo gives back the identical position, then play for real.
        let before = game.clone();
        game.play(m)
            .unwrap_or_else(|e| panic!("{context}: {m}: {e}"));
        assert_eq!(game.undo(), Ok(Undone::Move(m.into())), "{context}");
        assert_eq!(game, before, "{context}: undo of {m}");
        assert_eq!(
            game.position().as_chess(),
            Some(&pos),
            "{context}: undo of {m}"
        );
        game.play(m).unwrap();
        tally.plies += 1;

        let mut next = chess;
        let sm = shakmaty::uci::UciMove::from_ascii(m.to_string().as_bytes())
            .unwrap()
            .to_move(&next)
            .unwrap_or_else(|e| panic!("{context}: shakmaty refuses {m}: {e}"));
        next.play_unchecked(sm);
        keys.push(repetition_key(&next));
    }
    *tally.outcomes.entry("unfinished").or_default() += 1;
}

#[test]
fn random_playouts_agree_with_shakmaty_and_the_spec() {
    let playouts = env_number("HOTSEAT_PLAYOUTS").map_or(DEFAULT_PLAYOUTS, |n| n as usize);
    let seed = env_number("HOTSEAT_SEED").unwrap_or(0x5eed_c4e5);
    let mut rng = Rng(seed);
    let mut tally = Tally::default();
    for index in 0..playouts {
        playout(&mut rng, index, &mut tally);
    }
    eprintln!(
        "{playouts} playouts, {} plies, endings {:?}",
        tally.plies, tally.outcomes
    );
    // The mix of policies must actually reach the verdicts it is there for.
    if playouts >= 200 {
        for reason in [
            "checkmate",
            "stalemate",
            "insufficient_material",
            "fifty_move",
            "threefold_repetition",
        ] {
            assert!(
                tally.outcomes.get(reason).copied().unwrap_or(0) > 0,
                "no playout ended by {reason}: {:?}",
                tally.outcomes
            );
        }
    }
}

#[test]
fn spec_insufficient_reading_matches_the_spec_examples() {
    for (fen, draw) in [
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/4KB2 w - - 0 1", true),
        ("2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1", true),
        ("4kn2/8/8/8/8/8/8/4KN2 w - - 0 1", false),
        ("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", false),
        ("4kb2/8/8/8/8/8/8/4KB2 w - - 0 1", false),
        ("4k3/4p3/8/8/8/8/8/4KN2 w - - 0 1", false),
    ] {
        assert_eq!(spec_insufficient(fen), draw, "{fen}");
    }
}
