//! Table-driven tests for every rule of SPEC section 2 and the notations:
//! verdicts and their precedence, insufficient material, repetition and the
//! en-passant right, game over and undo, strict FEN, SAN, UCI and PGN.

use hotseat_rules::{
    Color, DrawReason, FenError, Game, Move, NothingToUndo, Outcome, ParseUciError, PgnError,
    PgnTags, PlayError, Position, Rank, Role, Rules, SanError, Square, TextMoveError, Undone,
    START_FEN,
};

fn mv(uci: &str) -> Move {
    Move::from_uci(uci).unwrap_or_else(|e| panic!("{e}"))
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn game(fen: &str) -> Game {
    Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Plays UCI moves, all of which must be accepted; returns the last verdict.
fn play_all(game: &mut Game, moves: &str) -> Option<Outcome> {
    let mut outcome = None;
    for uci in moves.split_whitespace() {
        outcome = game
            .play(mv(uci))
            .unwrap_or_else(|e| panic!("{uci} after {:?}: {e}", game.san_moves()));
    }
    outcome
}

const WHITE_MATES: Option<Outcome> = Some(Outcome::Checkmate {
    winner: Color::White,
});
const BLACK_MATES: Option<Outcome> = Some(Outcome::Checkmate {
    winner: Color::Black,
});
const STALEMATE: Option<Outcome> = Some(Outcome::Draw(DrawReason::Stalemate));
const FIFTY: Option<Outcome> = Some(Outcome::Draw(DrawReason::FiftyMoveRule));
const THREEFOLD: Option<Outcome> = Some(Outcome::Draw(DrawReason::ThreefoldRepetition));
const MATERIAL: Option<Outcome> = Some(Outcome::Draw(DrawReason::InsufficientMaterial));

// ---------------------------------------------------------------- verdicts

#[test]
fn verdict_after_a_move() {
    // (start FEN, moves, verdict after the last move)
    let cases: &[(&str, &str, Option<Outcome>)] = &[
        (START_FEN, "f2f3 e7e5 g2g4 d8h4", BLACK_MATES),
        (START_FEN, "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7", WHITE_MATES),
        ("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1", "f7g7", WHITE_MATES),
        ("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "f1f7", STALEMATE),
        // Back-rank mate by Black.
        ("6k1/8/8/8/8/8/1r3PPP/6K1 b - - 0 1", "b2b1", BLACK_MATES),
        // Capturing the last piece: K+B v K.
        ("4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1", "e1d2", MATERIAL),
        // A quiet move is no verdict.
        (START_FEN, "e2e4", None),
    ];
    for &(fen, moves, expected) in cases {
        let mut g = game(fen);
        let got = play_all(&mut g, moves);
        assert_eq!(got, expected, "{fen} + {moves}");
        assert_eq!(g.outcome(), expected, "{fen} + {moves}");
    }
}

#[test]
fn verdict_of_a_start_position() {
    let cases: &[(&str, Option<Outcome>)] = &[
        (START_FEN, None),
        // Black to move, mated.
        ("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", WHITE_MATES),
        ("k7/8/1Q6/8/8/8/8/7K b - - 0 1", STALEMATE),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", MATERIAL),
        ("4k3/8/8/8/8/8/8/R3K3 w - - 100 80", FIFTY),
        ("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", None),
    ];
    for &(fen, expected) in cases {
        assert_eq!(game(fen).outcome(), expected, "{fen}");
    }
}

#[test]
fn checkmate_on_the_hundredth_half_move_is_checkmate() {
    let mut g = game("7k/5Q2/6K1/8/8/8/8/8 w - - 99 80");
    assert_eq!(g.play(mv("f7g7")), Ok(WHITE_MATES));
    assert_eq!(g.position().halfmove_clock(), 100);
    assert_eq!(g.san_moves(), ["Qg7#"]);
}

#[test]
fn stalemate_on_the_hundredth_half_move_is_stalemate() {
    let mut g = game("k7/8/1K6/8/8/8/8/2Q5 w - - 99 80");
    assert_eq!(g.play(mv("c1c7")), Ok(STALEMATE));
    assert_eq!(g.position().halfmove_clock(), 100);
}

#[test]
fn fifty_move_rule_at_exactly_one_hundred_plies() {
    let mut g = game("7k/5Q2/6K1/8/8/8/8/8 w - - 98 80");
    assert_eq!(g.play(mv("f7e7")), Ok(None));
    assert_eq!(g.position().halfmove_clock(), 99);
    assert_eq!(g.play(mv("h8g8")), Ok(FIFTY));
    assert_eq!(g.position().halfmove_clock(), 100);
}

#[test]
fn capture_or_pawn_move_on_the_hundredth_ply_resets_the_clock() {
    // A capture.
    let mut g = game("7k/8/6K1/8/8/8/1r6/1Q6 w - - 99 80");
    assert_eq!(g.play(mv("b1b2")), Ok(None));
    assert_eq!(g.position().halfmove_clock(), 0);
    // A pawn move.
    let mut g = game("7k/8/6K1/8/8/8/P7/1Q6 w - - 99 80");
    assert_eq!(g.play(mv("a2a3")), Ok(None));
    assert_eq!(g.position().halfmove_clock(), 0);
}

#[test]
fn insufficient_material_comes_before_the_fifty_move_rule() {
    let mut g = game("4k3/8/8/8/8/8/3r4/4KB2 w - - 99 80");
    assert_eq!(g.play(mv("e1d2")), Ok(MATERIAL));
    // K v K with the clock at 100: still insufficient material.
    assert_eq!(game("4k3/8/8/8/8/8/8/4K3 w - - 100 80").outcome(), MATERIAL);
}

#[test]
fn stalemate_comes_before_insufficient_material() {
    // K+B v K, Black stalemated: the verdict is stalemate.
    assert_eq!(game("k7/8/1K6/8/8/8/7B/8 b - - 0 1").outcome(), STALEMATE);
}

#[test]
fn fifty_move_rule_comes_before_threefold_repetition() {
    // The eighth ply brings the start placement back for the third time and
    // the clock to 100: both draws hold, fifty-move is checked first.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 92 1";
    let mut g = game(fen);
    assert_eq!(play_all(&mut g, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1"), None);
    assert_eq!(g.play(mv("f6g8")), Ok(FIFTY));
    assert_eq!(g.repetition_count(), 3);
}

// ---------------------------------------------------- insufficient material

#[test]
fn insufficient_material_table() {
    // (what, FEN, White can mate, Black can mate); a draw iff neither can.
    let cases: &[(&str, &str, bool, bool)] = &[
        ("K v K", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", false, false),
        ("K+N v K", "4k3/8/8/8/8/8/8/4KN2 w - - 0 1", false, false),
        ("K v K+N", "4kn2/8/8/8/8/8/8/4K3 w - - 0 1", false, false),
        ("K+B v K", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", false, false),
        (
            "K+B v K+B same colour",
            "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1",
            false,
            false,
        ),
        (
            "K+BB same colour v K",
            "4k3/8/8/8/8/3B4/8/4KB2 w - - 0 1",
            false,
            false,
        ),
        (
            "K+BB v K+B all light",
            "2b1k3/8/8/8/8/3B4/8/4KB2 w - - 0 1",
            false,
            false,
        ),
        ("K+N v K+Q", "3qk3/8/8/8/8/8/8/4KN2 w - - 0 1", false, true),
        (
            "K+N v K+QQ",
            "3qk3/8/8/8/8/8/8/q3KN2 w - - 0 1",
            false,
            true,
        ),
        ("K+N v K+N", "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1", true, true),
        ("K+NN v K", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", true, false),
        (
            "K+B v K+B opposite colours",
            "4kb2/8/8/8/8/8/8/4KB2 w - - 0 1",
            true,
            true,
        ),
        (
            "K+BB opposite colours v K",
            "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1",
            true,
            false,
        ),
        ("K+N v K+P", "4k3/4p3/8/8/8/8/8/4KN2 w - - 0 1", true, true),
        ("K+B v K+P", "4k3/4p3/8/8/8/8/8/4KB2 w - - 0 1", true, true),
        ("K+B v K+N", "4kn2/8/8/8/8/8/8/4KB2 w - - 0 1", true, true),
        ("K+N v K+B", "2b1k3/8/8/8/8/8/8/4KN2 w - - 0 1", true, true),
        ("K+N v K+R", "r3k3/8/8/8/8/8/8/4KN2 w - - 0 1", true, true),
        ("K+B v K+R", "r3k3/8/8/8/8/8/8/4KB2 w - - 0 1", false, true),
        ("K+B v K+Q", "3qk3/8/8/8/8/8/8/4KB2 w - - 0 1", false, true),
        ("K+P v K", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", true, false),
        ("K+R v K", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", true, false),
        ("K+Q v K", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", true, false),
        ("K+B+N v K", "4k3/8/8/8/8/8/8/2B1KN2 w - - 0 1", true, false),
        ("start", START_FEN, true, true),
    ];
    for &(what, fen, white, black) in cases {
        let p = pos(fen);
        assert_eq!(
            p.can_checkmate(Color::White),
            white,
            "{what}: White can mate"
        );
        assert_eq!(
            p.can_checkmate(Color::Black),
            black,
            "{what}: Black can mate"
        );
        let draw = !white && !black;
        assert_eq!(p.is_insufficient_material(), draw, "{what}");
        let expected = if draw { MATERIAL } else { None };
        assert_eq!(game(fen).outcome(), expected, "{what}: verdict");
    }
}

#[test]
fn insufficient_material_holds_for_the_colour_swapped_position() {
    for fen in [
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
        "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1",
        "4k3/8/8/8/8/3B4/8/4KB2 w - - 0 1",
        "3qk3/8/8/8/8/8/8/4KN2 w - - 0 1",
        "4k3/4p3/8/8/8/8/8/4KN2 w - - 0 1",
    ] {
        let p = pos(fen);
        let swapped = pos(&swap_colours(fen));
        assert_eq!(
            p.is_insufficient_material(),
            swapped.is_insufficient_material(),
            "{fen}"
        );
        assert_eq!(
            p.can_checkmate(Color::White),
            swapped.can_checkmate(Color::Black),
            "{fen}"
        );
    }
}

/// Mirrors a simple FEN (no castling, no en passant) top to bottom with the
/// colours swapped. Mirroring keeps square colours opposite, so for
/// same-colour bishops it stays a same-colour question.
fn swap_colours(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let placement: Vec<String> = fields[0]
        .split('/')
        .rev()
        .map(|rank| {
            rank.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    let turn = if fields[1] == "w" { "b" } else { "w" };
    format!("{} {turn} - - 0 1", placement.join("/"))
}

// ---------------------------------------------------- threefold repetition

#[test]
fn threefold_repetition_of_the_start_position() {
    let mut g = Game::new();
    assert_eq!(play_all(&mut g, "g1f3 g8f6 f3g1 f6g8"), None);
    assert_eq!(g.repetition_count(), 2);
    assert_eq!(play_all(&mut g, "g1f3 g8f6 f3g1"), None);
    assert_eq!(g.play(mv("f6g8")), Ok(THREEFOLD));
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(g.status_text(), "Draw — threefold repetition");
}

#[test]
fn threefold_repetition_of_a_position_reached_mid_game() {
    // The position after 1.e4 e5 occurs at plies 2, 6 and 10.
    let mut g = Game::new();
    let cycle = "g1f3 g8f6 f3g1 f6g8 ";
    assert_eq!(play_all(&mut g, &format!("e2e4 e7e5 {cycle}")), None);
    assert_eq!(play_all(&mut g, "g1f3 g8f6 f3g1"), None);
    assert_eq!(g.play(mv("f6g8")), Ok(THREEFOLD));
    assert_eq!(g.history().len(), 10);
}

#[test]
fn lost_castling_rights_make_a_different_position() {
    // The placement of the start comes back after plies 4 and 8, but the
    // start had castling rights and the later ones do not: no draw at ply 8
    // (it would be one if rights were ignored). The position after ply 2
    // comes back at plies 6 and 10: the draw.
    let mut g = game("r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1");
    let cycle = "a1a2 a8a7 a2a1 a7a8 ";
    assert_eq!(play_all(&mut g, &cycle.repeat(2)), None);
    assert_eq!(g.repetition_count(), 2);
    assert_eq!(play_all(&mut g, "a1a2 a8a7"), THREEFOLD);
    assert_eq!(g.history().len(), 10);
}

#[test]
fn pseudo_legal_en_passant_does_not_make_a_different_position() {
    // After 1.e4 from the start no black pawn can take on e3: the position
    // is the same as the ones reached later by knight moves.
    let mut g = Game::new();
    play_all(&mut g, "e2e4");
    assert_eq!(g.position().ep_square(), None);
    assert!(g.position().to_fen().contains(" b KQkq - 0 1"));
    let cycle = "g8f6 g1f3 f6g8 f3g1 ";
    assert_eq!(play_all(&mut g, cycle), None);
    assert_eq!(g.repetition_count(), 2);
    assert_eq!(play_all(&mut g, cycle), THREEFOLD);
}

#[test]
fn pinned_en_passant_capturer_does_not_make_a_different_position() {
    // After e2e4 the pawn on f4 could take en passant only by exposing its
    // king on h4 to the rook on a4: the capture is pseudo-legal only.
    let mut g = game("6n1/8/8/8/R4p1k/8/4P3/1N2K3 w - - 0 1");
    play_all(&mut g, "e2e4");
    assert_eq!(g.position().ep_square(), None);
    assert!(!g.position().is_legal(mv("f4e3")));
    let cycle = "g8f6 b1a3 f6g8 a3b1 ";
    assert_eq!(play_all(&mut g, cycle), None);
    assert_eq!(play_all(&mut g, cycle), THREEFOLD);
    assert_eq!(g.history().len(), 9);
}

#[test]
fn legal_en_passant_makes_a_different_position() {
    // After e2e4 the pawn on f4 can take en passant: that first position
    // differs from the later ones with the same placement, so ply 9 (the
    // draw in the test above) is only its second occurrence. The position
    // after ply 2 then repeats for the third time at ply 10.
    let mut g = game("6n1/8/8/8/5p1k/8/4P3/1N2K3 w - - 0 1");
    play_all(&mut g, "e2e4");
    assert_eq!(g.position().ep_square(), Some(Square::E3));
    assert!(g.position().is_legal(mv("f4e3")));
    assert!(g.position().to_fen().contains(" b - e3 0 1"));
    let cycle = "g8f6 b1a3 f6g8 a3b1 ";
    assert_eq!(play_all(&mut g, cycle), None);
    assert_eq!(g.repetition_count(), 1);
    assert_eq!(play_all(&mut g, cycle), None);
    assert_eq!(g.repetition_count(), 2);
    assert_eq!(g.play(mv("g8f6")), Ok(THREEFOLD));
    assert_eq!(g.history().len(), 10);
}

#[test]
fn en_passant_right_in_a_fen_counts_only_when_legal() {
    // Same placement, one FEN with a pseudo-legal ep square: equal positions.
    let with = pos("6n1/8/8/8/R3Pp1k/8/8/1N2K3 b - e3 0 1");
    let without = pos("6n1/8/8/8/R3Pp1k/8/8/1N2K3 b - - 0 1");
    assert_eq!(with, without);
    assert_eq!(with.to_fen(), "6n1/8/8/8/R3Pp1k/8/8/1N2K3 b - - 0 1");
    // And with a legal one: different positions.
    let with = pos("6n1/8/8/8/4Pp1k/8/8/1N2K3 b - e3 0 1");
    let without = pos("6n1/8/8/8/4Pp1k/8/8/1N2K3 b - - 0 1");
    assert_ne!(with, without);
    assert_eq!(with.to_fen(), "6n1/8/8/8/4Pp1k/8/8/1N2K3 b - e3 0 1");
}

// ------------------------------------------------ game over, undo, promotion

#[test]
fn no_move_is_accepted_after_the_verdict() {
    let mut g = Game::new();
    let mate = play_all(&mut g, "f2f3 e7e5 g2g4 d8h4").unwrap();
    assert_eq!(g.play(mv("a2a3")), Err(PlayError::GameOver(mate)));
    // Even a move that is not legal anyway reports the game as over.
    assert_eq!(g.play(mv("a2a5")), Err(PlayError::GameOver(mate)));
    assert_eq!(
        g.play_text("a3"),
        Err(TextMoveError::Play(PlayError::GameOver(mate)))
    );
    assert_eq!(
        g.play_uci("a2a3"),
        Err(TextMoveError::Play(PlayError::GameOver(mate)))
    );
    assert!(g.legal_moves().is_empty());
    assert!(g.legal_moves_from(Square::A2).is_empty());
    assert_eq!(g.history().len(), 4);
}

#[test]
fn no_move_is_accepted_after_a_draw() {
    for (fen, moves) in [
        ("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "f1f7"),
        ("4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1", "e1d2"),
        ("7k/5Q2/6K1/8/8/8/8/8 w - - 99 80", "f7e7"),
        (START_FEN, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"),
    ] {
        let mut g = game(fen);
        let outcome = play_all(&mut g, moves).expect("a verdict");
        let any = g.position().legal_moves().first().copied();
        if let Some(m) = any {
            assert_eq!(g.play(m), Err(PlayError::GameOver(outcome)), "{fen}");
        }
    }
}

#[test]
fn undo_after_the_verdict_clears_it() {
    let mut g = Game::new();
    play_all(&mut g, "f2f3 e7e5 g2g4 d8h4");
    assert_eq!(g.undo(), Ok(Undone::Move(mv("d8h4").into())));
    assert_eq!(g.outcome(), None);
    assert_eq!(g.legal_moves().len(), g.position().legal_moves().len());
    assert!(!g.legal_moves().is_empty());
    // And the game goes on: a different move, then the mate again after undo.
    assert_eq!(g.play(mv("d8e7")), Ok(None));
    g.undo().unwrap();
    assert_eq!(g.play(mv("d8h4")), Ok(BLACK_MATES));

    let mut g = Game::new();
    play_all(&mut g, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    g.undo().unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.play(mv("f6h5")), Ok(None));
}

#[test]
fn undo_walks_back_to_the_start() {
    let mut g = Game::new();
    play_all(&mut g, "e2e4 e7e5 g1f3");
    assert_eq!(g.undo(), Ok(Undone::Move(mv("g1f3").into())));
    assert_eq!(g.undo(), Ok(Undone::Move(mv("e7e5").into())));
    assert_eq!(g.undo(), Ok(Undone::Move(mv("e2e4").into())));
    assert_eq!(g.undo(), Err(NothingToUndo));
    assert_eq!(g.position().as_chess(), Some(&Position::start()));
    assert!(!g.can_undo());
}

#[test]
fn a_game_starting_finished_cannot_be_undone_into_play() {
    let mut g = game("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    assert_eq!(g.outcome(), STALEMATE);
    assert_eq!(g.undo(), Err(NothingToUndo));
    assert_eq!(g.outcome(), STALEMATE);
}

#[test]
fn promotion_is_required_and_any_of_four_pieces() {
    let p = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert!(!p.is_legal(mv("e7e8")));
    for (uci, role) in [
        ("e7e8q", Role::Queen),
        ("e7e8r", Role::Rook),
        ("e7e8b", Role::Bishop),
        ("e7e8n", Role::Knight),
    ] {
        let next = p.play(mv(uci)).unwrap();
        assert_eq!(next.piece_at(Square::E8).map(|pc| pc.role), Some(role));
        assert_eq!(
            next.piece_at(Square::E8).map(|pc| pc.color),
            Some(Color::White)
        );
    }
    // A promotion letter on a non-promoting move is illegal.
    assert!(!Position::start().is_legal(mv("e2e4q")));
    assert_eq!(
        Game::new().play(mv("e2e4q")),
        Err(PlayError::Illegal(hotseat_rules::IllegalMove(mv("e2e4q"))))
    );
}

#[test]
fn castling_is_the_kings_two_square_move() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (uci, rook_from, rook_to) in [
        ("e1g1", Square::H1, Square::F1),
        ("e1c1", Square::A1, Square::D1),
    ] {
        let next = p.play(mv(uci)).unwrap();
        assert_eq!(next.piece_at(rook_from), None, "{uci}");
        assert_eq!(
            next.piece_at(rook_to).map(|pc| pc.role),
            Some(Role::Rook),
            "{uci}"
        );
        assert_eq!(
            next.castling_rook(Color::White, hotseat_rules::CastlingSide::KingSide),
            None
        );
    }
    // King-takes-rook is not how the move list writes castling in standard
    // chess; it is read as the same move.
    assert!(!p.is_legal(mv("e1h1")));
    assert!(!p.is_legal(mv("e1a1")));
    assert_eq!(p.canonical(mv("e1h1")), mv("e1g1"));
    assert_eq!(p.canonical(mv("e1a1")), mv("e1c1"));
    // Through, into and out of check.
    assert!(!pos("1k3r2/8/8/8/8/8/8/R3K2R w KQ - 0 1").is_legal(mv("e1g1")));
    assert!(pos("1k3r2/8/8/8/8/8/8/R3K2R w KQ - 0 1").is_legal(mv("e1c1")));
    assert!(!pos("2r1k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1").is_legal(mv("e1g1")));
    assert!(!pos("2r1k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1").is_legal(mv("e1c1")));
    assert!(!pos("4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1").is_legal(mv("e1g1")));
    // b1 attacked does not stop O-O-O; a piece on b1 does.
    assert!(pos("1r5k/8/8/8/8/8/8/R3K3 w Q - 0 1").is_legal(mv("e1c1")));
    assert!(!pos("7k/8/8/8/8/8/8/RN2K3 w Q - 0 1").is_legal(mv("e1c1")));
}

// ------------------------------------------------------------------- FEN

#[test]
fn fen_errors() {
    use FenError::*;
    let cases: Vec<(&str, FenError)> = vec![
        (
            "8/8/8/8/8/8/8/K7 w - - 0 1",
            WrongKingCount {
                color: Color::Black,
                count: 0,
            },
        ),
        (
            "k7/8/8/8/8/8/8/KK6 w - - 0 1",
            WrongKingCount {
                color: Color::White,
                count: 2,
            },
        ),
        (
            "kk6/8/8/8/8/8/8/K7 w - - 0 1",
            WrongKingCount {
                color: Color::Black,
                count: 2,
            },
        ),
        ("k6P/8/8/8/8/8/8/K7 w - - 0 1", PawnOnBackRank),
        ("k7/8/8/8/8/8/8/K6p b - - 0 1", PawnOnBackRank),
        ("k7/8/8/8/8/8/8/RK6 w - - 0 1", OpponentInCheck),
        ("r6k/8/8/8/8/8/8/K7 b - - 0 1", OpponentInCheck),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", CastlingWithoutPieces('K')),
        (
            "4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1",
            CastlingWithoutPieces('K'),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R2K3R w Q - 0 1",
            CastlingWithoutPieces('Q'),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkqk - 0 1",
            BadCastling("KQkqk".into()),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1",
            BadCastling("KX".into()),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1",
            BadCastling("HAha".into()),
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
            ImpossibleEnPassant(Square::E6),
        ),
        (
            "4k3/8/8/4p3/8/8/8/4K3 w - e3 0 1",
            ImpossibleEnPassant(Square::E3),
        ),
        // The pushed pawn is there but the square it crossed is occupied.
        (
            "4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1",
            ImpossibleEnPassant(Square::E6),
        ),
        (
            "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1",
            ImpossibleEnPassant(Square::E3),
        ),
        ("4k3/8/8/8/8/8/8/4K3 w - e9 0 1", BadEnPassant("e9".into())),
        ("4k3/8/8/8/8/8/8/4K3 w - x 0 1", BadEnPassant("x".into())),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0", WrongFieldCount(5)),
        ("4k3/8/8/8/8/8/8/4K3 w -", WrongFieldCount(3)),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", WrongFieldCount(7)),
        ("", WrongFieldCount(0)),
        ("4k3/8/8/8/8/8/4K3 w - - 0 1", WrongRankCount(7)),
        ("4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", WrongRankCount(9)),
        ("4k3/8/8/8/8/8/8/4K3/ w - - 0 1", WrongRankCount(9)),
        ("4k3/8/8/8/8/8/8/4K3x w - - 0 1", BadPieceChar('x')),
        ("4k3/8/8/8/8/8/8/4K2X w - - 0 1", BadPieceChar('X')),
        ("4k3/8/8/8/8/8/8/4K3 x - - 0 1", BadTurn("x".into())),
        ("4k3/8/8/8/8/8/8/4K3 W - - 0 1", BadTurn("W".into())),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
            BadHalfmoveClock("-1".into()),
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - x 1",
            BadHalfmoveClock("x".into()),
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - +5 1",
            BadHalfmoveClock("+5".into()),
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
            BadFullmoveNumber("0".into()),
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 x",
            BadFullmoveNumber("x".into()),
        ),
        (
            "k7/8/8/8/8/P7/PPPPPPPP/K7 w - - 0 1",
            TooManyPieces(Color::White),
        ),
        (
            "k7/pppppppp/pppppppp/8/8/8/8/K7 w - - 0 1",
            TooManyPieces(Color::Black),
        ),
    ];
    for (fen, expected) in cases {
        assert_eq!(Position::from_fen(fen), Err(expected.clone()), "{fen:?}");
        // Every error has a message, and Game::from_fen reports the same.
        assert!(!expected.to_string().is_empty());
        assert_eq!(Game::from_fen(fen).err(), Some(expected), "{fen:?}");
    }
}

#[test]
fn fen_bad_ranks() {
    for (fen, rank) in [
        ("4k3/8/8/8/8/8/8/4K4 w - - 0 1", Rank::First),
        ("4k3/8/8/8/8/8/8/4K2 w - - 0 1", Rank::First),
        ("4k3/9/8/8/8/8/8/4K3 w - - 0 1", Rank::Seventh),
        ("4k3/44/8/8/8/8/8/4K3 w - - 0 1", Rank::Seventh),
        ("4k3/0p7/8/8/8/8/8/4K3 w - - 0 1", Rank::Seventh),
        ("4k3/ppppppppp/8/8/8/8/8/4K3 w - - 0 1", Rank::Seventh),
        ("4k3/8/8//8/8/8/4K3 w - - 0 1", Rank::Fifth),
    ] {
        match Position::from_fen(fen) {
            Err(FenError::BadRank { rank: r, .. }) => assert_eq!(r, rank, "{fen}"),
            other => panic!("{fen}: {other:?}"),
        }
    }
}

#[test]
fn fen_without_clocks_defaults_to_zero_and_one() {
    let p = pos("4k3/8/8/8/8/8/8/4K3 b - -");
    assert_eq!(p.halfmove_clock(), 0);
    assert_eq!(p.fullmove_number(), 1);
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn fen_round_trips() {
    for fen in [
        START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 57 130",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    ] {
        assert_eq!(pos(fen).to_fen(), fen);
    }
}

#[test]
fn fen_output_writes_en_passant_only_when_legal() {
    // 1.e4 from the start: nothing can take on e3.
    let p = Position::start().play(mv("e2e4")).unwrap();
    assert_eq!(
        p.to_fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    // With a black pawn on d4 it can.
    let p = pos("rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        .play(mv("e2e4"))
        .unwrap();
    assert_eq!(
        p.to_fen(),
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    // An ep square given in a FEN but not usable is dropped.
    for (input, output) in [
        (
            "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2",
            "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2",
        ),
        // Pinned along the rank.
        (
            "8/8/8/KPp4r/8/8/8/7k w - c6 0 1",
            "8/8/8/KPp4r/8/8/8/7k w - - 0 1",
        ),
        // Pinned on a diagonal the capture leaves.
        (
            "7b/8/k7/3pP3/8/8/1K6/8 w - d6 0 1",
            "7b/8/k7/3pP3/8/8/1K6/8 w - - 0 1",
        ),
        // Pinned on a diagonal the capture stays on: legal, kept.
        (
            "1b5k/8/8/3pP3/8/8/7K/8 w - d6 0 1",
            "1b5k/8/8/3pP3/8/8/7K/8 w - d6 0 1",
        ),
        // The captured pawn was shielding the king from a bishop.
        (
            "6bk/8/8/3pP3/8/8/K7/8 w - d6 0 1",
            "6bk/8/8/3pP3/8/8/K7/8 w - - 0 1",
        ),
    ] {
        assert_eq!(pos(input).to_fen(), output, "{input}");
    }
}

// ------------------------------------------------------------------- SAN

#[test]
fn san_output() {
    // (FEN, UCI, SAN)
    let cases: &[(&str, &str, &str)] = &[
        (START_FEN, "g1f3", "Nf3"),
        (START_FEN, "e2e4", "e4"),
        // Disambiguation by file, by rank, by both.
        ("1k6/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1", "Rad1"),
        ("1k6/8/8/8/8/8/4K3/R6R w - - 0 1", "h1d1", "Rhd1"),
        ("7k/8/8/R7/8/8/4K3/R7 w - - 0 1", "a1a3", "R1a3"),
        ("7k/8/8/R7/8/8/4K3/R7 w - - 0 1", "a5a3", "R5a3"),
        ("6k1/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a1b2", "Qa1b2"),
        ("6k1/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a3b2", "Q3b2"),
        ("6k1/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "c1b2", "Qcb2"),
        // Knights: by file; a pinned rival needs no disambiguation.
        ("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "Nbd2"),
        ("4k3/8/8/8/8/2N5/8/2N1K3 w - - 0 1", "c3e2", "N3e2"),
        ("4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1", "b1c3", "Nc3"),
        // Castling, with check.
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O"),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O"),
        ("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8", "O-O"),
        ("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", "O-O-O"),
        ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+"),
        ("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O+"),
        // A king step is not castling.
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1f1", "Kf1"),
        // Promotions, with capture, with check.
        ("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q", "e8=Q"),
        ("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8n", "e8=N"),
        ("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8r", "e8=R"),
        ("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8b", "e8=B"),
        ("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7d8q", "exd8=Q"),
        ("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7d8n", "exd8=N"),
        ("4k3/1P6/8/8/8/8/K7/8 w - - 0 1", "b7b8q", "b8=Q+"),
        ("8/P1k5/K7/8/8/8/8/8 w - - 0 1", "a7a8n", "a8=N+"),
        ("4k3/8/8/8/8/8/p7/4K3 b - - 0 1", "a2a1q", "a1=Q+"),
        // Captures and en passant.
        (
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "e4d5",
            "exd5",
        ),
        ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6"),
        (
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "h5f7",
            "Qxf7#",
        ),
        // Check and mate marks.
        (
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3",
            "c4f7",
            "Bxf7+",
        ),
        (
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
            "d8h4",
            "Qh4#",
        ),
        ("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1", "f7g7", "Qg7#"),
        ("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "f1f7", "Qf7"),
        // Discovered check.
        ("4k3/8/8/8/4N3/8/8/4RK2 w - - 0 1", "e4c3", "Nc3+"),
        // Discovered check by en passant.
        ("8/8/8/k2pP2R/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6+"),
    ];
    for &(fen, uci, san) in cases {
        let p = pos(fen);
        let m = mv(uci);
        assert!(p.is_legal(m), "{uci} in {fen}");
        assert_eq!(p.san(m), san, "{uci} in {fen}");
        assert_eq!(p.parse_san(san), Ok(m), "{san} in {fen}");
    }
}

#[test]
fn san_input_variants() {
    let cases: &[(&str, &str, &str)] = &[
        (START_FEN, "Nf3+", "g1f3"),
        (START_FEN, "Nf3!?", "g1f3"),
        (START_FEN, "Ngf3", "g1f3"),
        (START_FEN, "Ng1f3", "g1f3"),
        (START_FEN, "N1f3", "g1f3"),
        (START_FEN, "e4", "e2e4"),
        (START_FEN, "e3", "e2e3"),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0", "e1g1"),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", "e1c1"),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O+", "e1c1"),
        ("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8Q", "e7e8q"),
        ("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8N", "e7e8n"),
        ("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "exd8R", "e7d8r"),
        ("6k1/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "Qa1b2", "a1b2"),
        ("6k1/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "Qcb2", "c1b2"),
        ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", "e5d6"),
    ];
    for &(fen, san, uci) in cases {
        assert_eq!(pos(fen).parse_san(san), Ok(mv(uci)), "{san} in {fen}");
    }
}

#[test]
fn san_input_errors() {
    let two_rooks = "1k6/8/8/8/8/8/4K3/R6R w - - 0 1";
    let three_queens = "6k1/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
    let castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let cases: &[(&str, &str, SanError)] = &[
        (START_FEN, "Nf4", SanError::Illegal("Nf4".into())),
        (START_FEN, "e5", SanError::Illegal("e5".into())),
        (START_FEN, "O-O", SanError::Illegal("O-O".into())),
        (START_FEN, "exd3", SanError::Illegal("exd3".into())),
        (two_rooks, "Rd1", SanError::Ambiguous("Rd1".into())),
        (three_queens, "Qb2", SanError::Ambiguous("Qb2".into())),
        (three_queens, "Qab2", SanError::Ambiguous("Qab2".into())),
        (three_queens, "Q1b2", SanError::Ambiguous("Q1b2".into())),
        (castles, "Kg1", SanError::Illegal("Kg1".into())),
        (START_FEN, "", SanError::Syntax("".into())),
        (START_FEN, "Zf3", SanError::Syntax("Zf3".into())),
        (START_FEN, "N", SanError::Syntax("N".into())),
        (START_FEN, "Nz3", SanError::Syntax("Nz3".into())),
        (START_FEN, "xe4", SanError::Syntax("xe4".into())),
        (
            START_FEN,
            "Nf3f3f3f3f3",
            SanError::Syntax("Nf3f3f3f3f3".into()),
        ),
        (START_FEN, "é4", SanError::Syntax("é4".into())),
        (
            "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
            "e8=K",
            SanError::Syntax("e8=K".into()),
        ),
        (
            "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
            "e8=P",
            SanError::Syntax("e8=P".into()),
        ),
        // A promotion is required.
        (
            "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
            "e8",
            SanError::Illegal("e8".into()),
        ),
    ];
    for (fen, san, expected) in cases {
        assert_eq!(
            pos(fen).parse_san(san),
            Err(expected.clone()),
            "{san:?} in {fen}"
        );
    }
}

// ------------------------------------------------------------------- UCI

#[test]
fn uci_parse_errors() {
    for text in [
        "", "e2", "e2e", "e2e4e4", "e2e4qq", "e9e4", "i2e4", "e2i4", "e0e1", "E2E4", "e2e2",
        "e7e8p", "e7e8x", "0000", "é2e4", "e2 e4", " e2e4", "e2-e4", "O-O",
    ] {
        let err = Move::from_uci(text).expect_err(text);
        assert_eq!(
            err,
            ParseUciError(text.chars().take(32).collect()),
            "{text:?}"
        );
        assert!(err.to_string().contains("UCI"));
        let mut g = Game::new();
        assert!(
            matches!(g.play_uci(text), Err(TextMoveError::Syntax(_))),
            "{text:?}"
        );
        assert!(g.history().is_empty());
    }
    // A king promotion reads (Antichess has them) and is illegal here.
    let mut g = Game::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    assert!(matches!(
        g.play_uci("e7e8k"),
        Err(TextMoveError::Play(PlayError::Illegal(_)))
    ));
}

#[test]
fn uci_round_trips_and_legality() {
    for text in [
        "e2e4", "g1f3", "e7e8q", "e7e8r", "e7e8b", "e7e8n", "a2a1q", "e1g1", "h8a1",
    ] {
        assert_eq!(Move::from_uci(text).unwrap().to_string(), text);
        assert_eq!(text.parse::<Move>().unwrap(), Move::from_uci(text).unwrap());
    }
    let mut g = Game::new();
    assert_eq!(
        g.play_uci("e2e5"),
        Err(TextMoveError::Play(PlayError::Illegal(
            hotseat_rules::IllegalMove(mv("e2e5"))
        )))
    );
    assert_eq!(g.play_uci("e2e4"), Ok(mv("e2e4").into()));
    assert_eq!(g.play_text("e7e5"), Ok(mv("e7e5").into()));
    assert_eq!(g.play_text(" Nf3 "), Ok(mv("g1f3").into()));
    assert!(matches!(
        g.play_text("hello"),
        Err(TextMoveError::Syntax(_))
    ));
    assert!(matches!(
        g.play_text("Nd4"),
        Err(TextMoveError::San(SanError::Illegal(_)))
    ));
}

// ------------------------------------------------------------------- PGN

fn tags() -> PgnTags {
    PgnTags {
        event: "Club night".into(),
        site: "Kitchen table".into(),
        date: "2024.05.01".into(),
        round: "3".into(),
        white: "Ann".into(),
        black: "Bob".into(),
    }
}

#[test]
fn pgn_export_standard_start() {
    let mut g = Game::new();
    for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        g.play_text(san).unwrap();
    }
    let pgn = g.to_pgn(&tags());
    let expected_head = "[Event \"Club night\"]\n[Site \"Kitchen table\"]\n[Date \"2024.05.01\"]\n\
                         [Round \"3\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n";
    assert!(pgn.starts_with(expected_head), "{pgn}");
    assert!(!pgn.contains("SetUp"));
    assert!(!pgn.contains("[FEN"));
    assert!(
        pgn.ends_with("\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"),
        "{pgn}"
    );
}

#[test]
fn pgn_export_results() {
    let g = Game::new();
    let pgn = g.to_pgn(&PgnTags::default());
    assert!(pgn.contains("[Result \"*\"]"));
    assert!(pgn.ends_with("\n\n*\n"), "{pgn:?}");

    let mut g = Game::new();
    play_all(&mut g, "f2f3 e7e5 g2g4 d8h4");
    assert!(g.to_pgn(&tags()).ends_with("2. g4 Qh4# 0-1\n"));

    let mut g = game("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
    play_all(&mut g, "f1f7");
    let pgn = g.to_pgn(&tags());
    assert!(pgn.contains("[Result \"1/2-1/2\"]"));
    assert!(pgn.ends_with("1. Qf7 1/2-1/2\n"), "{pgn}");
}

#[test]
fn pgn_export_non_standard_start_with_black_first() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12";
    let mut g = game(fen);
    play_all(&mut g, "e8d7 e2e4 d7e6");
    let pgn = g.to_pgn(&tags());
    assert!(pgn.contains("[SetUp \"1\"]\n"), "{pgn}");
    assert!(pgn.contains(&format!("[FEN \"{fen}\"]\n")), "{pgn}");
    // The roster comes first, in its order.
    let order: Vec<&str> = pgn
        .lines()
        .filter_map(|l| l.strip_prefix('['))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(
        &order[..9],
        ["Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN"]
    );
    assert!(pgn.ends_with("\n\n12... Kd7 13. e4 Ke6 *\n"), "{pgn}");
}

/// Morphy's "Opera game", Paris 1858.
const OPERA: &str = "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 \
                     8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 \
                     14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0";

fn opera_game() -> Game {
    let mut g = Game::new();
    for token in OPERA.split_whitespace() {
        if token.ends_with('.') || token == "1-0" {
            continue;
        }
        g.play_text(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
    g
}

#[test]
fn pgn_opera_game_export_and_wrapping() {
    let g = opera_game();
    assert_eq!(g.outcome(), WHITE_MATES);
    assert_eq!(g.history().len(), 33);
    let pgn = g.to_pgn(&tags());
    let movetext = pgn.split("\n\n").nth(1).unwrap();
    assert!(movetext.lines().count() > 1, "{movetext}");
    for line in movetext.lines() {
        assert!(line.len() <= 80, "{line:?}");
        assert!(!line.starts_with(' ') && !line.ends_with(' '), "{line:?}");
    }
    // Unwrapped, the movetext is exactly the input (our SAN is canonical).
    let joined: Vec<&str> = movetext.split_whitespace().collect();
    let input: Vec<&str> = OPERA.split_whitespace().collect();
    assert_eq!(joined, input);
}

/// Games of every kind of ending, each with its PGN result token.
fn finished_games() -> Vec<Game> {
    let mut list = vec![opera_game()];
    let mut g = Game::new();
    play_all(&mut g, "f2f3 e7e5 g2g4 d8h4");
    list.push(g);
    let mut g = Game::new();
    play_all(&mut g, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    list.push(g);
    let mut g = game("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
    play_all(&mut g, "f1f7");
    list.push(g);
    list
}

/// Games without a verdict: their PGN ends in `*`.
fn unfinished_games() -> Vec<Game> {
    let mut list = Vec::new();
    let mut g = Game::new();
    play_all(&mut g, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6 e1g1 f7f6");
    list.push(g);
    let mut g = game("4k3/8/8/8/8/8/4P3/4K3 b - - 0 12");
    play_all(&mut g, "e8d7 e2e4 d7e6");
    list.push(g);
    let mut g = game("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    play_all(&mut g, "e1c1 b4c3 d2c3 e8g8 a2a4 h3g2");
    list.push(g);
    let mut g = game("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1");
    play_all(&mut g, "g2h1q b7a8n d7e6 a8b6");
    list.push(g);
    list.push(Game::new());
    list
}

fn assert_round_trip(g: &Game) {
    let pgn = g.to_pgn(&tags());
    let back = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
    assert_eq!(back.start_position(), g.start_position(), "{pgn}");
    assert_eq!(back.san_moves(), g.san_moves(), "{pgn}");
    assert_eq!(back.outcome(), g.outcome(), "{pgn}");
    assert_eq!(&back, g, "{pgn}");
    assert_eq!(back.to_pgn(&tags()), pgn);
}

#[test]
fn pgn_round_trip_of_unfinished_games() {
    for g in unfinished_games() {
        assert_round_trip(&g);
    }
}

#[test]
fn pgn_round_trip_of_finished_games() {
    for g in finished_games() {
        assert_round_trip(&g);
    }
}

#[test]
fn pgn_import_of_a_game_with_a_result() {
    // A resigned game: the result follows moves that end nothing.
    let g = Game::from_pgn("[Result \"1-0\"]\n\n1. e4 e5 1-0").unwrap();
    assert_eq!(g.san_moves(), ["e4", "e5"]);
    let g = Game::from_pgn("1. e4 e5 1/2-1/2").unwrap();
    assert_eq!(g.san_moves(), ["e4", "e5"]);
    let g = Game::from_pgn(OPERA).unwrap();
    assert_eq!(g, opera_game());
}

#[test]
fn pgn_import_skips_comments_variations_nags_and_numbers() {
    let pgn = "[Event \"x\"]\n[Site \"y\"]\n\n\
               1. e4 {king's pawn} e5 2. Nf3 (2. f4 exf4 (2... d5)) 2... Nc6 $1 \
               ; a comment to the end of the line\n3. Bb5 a6?! 4.Ba4 *";
    let g = Game::from_pgn(pgn).unwrap();
    assert_eq!(
        g.san_moves(),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]
    );
}

#[test]
fn pgn_import_errors() {
    assert_eq!(Game::from_pgn("[Event \"x\"\n1. e4"), Err(PgnError::BadTag));
    assert_eq!(Game::from_pgn("[Event]\n1. e4"), Err(PgnError::BadTag));
    assert!(matches!(
        Game::from_pgn("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*"),
        Err(PgnError::Fen(FenError::WrongKingCount { .. }))
    ));
    match Game::from_pgn("1. e4 e5 2. Ke3") {
        Err(PgnError::Move { ply, text, .. }) => {
            assert_eq!((ply, text.as_str()), (3, "Ke3"));
        }
        other => panic!("{other:?}"),
    }
    // Moves after mate.
    match Game::from_pgn("1. f3 e5 2. g4 Qh4# 3. a3") {
        Err(PgnError::Move { ply, error, .. }) => {
            assert_eq!(ply, 5);
            assert!(matches!(error, TextMoveError::Play(PlayError::GameOver(_))));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn pgn_tag_values_are_escaped() {
    let tags = PgnTags {
        white: "Ann \"the rook\" \\ Smith".into(),
        ..PgnTags::default()
    };
    let pgn = Game::new().to_pgn(&tags);
    assert!(
        pgn.contains(r#"[White "Ann \"the rook\" \\ Smith"]"#),
        "{pgn}"
    );
    // The escaped quotes do not break reading the game back.
    let mut g = Game::new();
    play_all(&mut g, "e2e4 e7e5");
    let back = Game::from_pgn(&g.to_pgn(&tags)).unwrap();
    assert_eq!(back, g);
}

#[test]
fn pgn_round_trip_with_a_bracket_in_a_tag_value() {
    let tags = PgnTags {
        white: "Ann [club champion]".into(),
        ..PgnTags::default()
    };
    let mut g = Game::new();
    play_all(&mut g, "e2e4 e7e5");
    let pgn = g.to_pgn(&tags);
    assert_eq!(Game::from_pgn(&pgn), Ok(g), "{pgn}");
}
