//! Table-driven tests for the verdicts declared off the board (issue 6):
//! resignation, draw by agreement and flag fall, with the insufficient-
//! material exception, their status texts, PGN tags, the refusal once the
//! game is over, undo, and PGN import that does not trust a result.

use hotseat_rules::{
    AlreadyOver, Color, Declaration, DrawReason, Game, Outcome, PgnTags, Position, Undone,
    START_FEN,
};

fn game_after(fen: &str, moves: &str) -> Game {
    let mut game = Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    for text in moves.split_whitespace() {
        game.play_text(text)
            .unwrap_or_else(|e| panic!("{text} after {:?}: {e}", game.san_moves()));
    }
    game
}

use Color::{Black, White};
use Declaration::{DrawAgreed, Resignation, TimeOut};

/// (start FEN, moves, declaration, status text, PGN result, Termination).
const CASES: &[(&str, &str, Declaration, &str, &str, &str)] = &[
    (
        START_FEN,
        "",
        Resignation(White),
        "White resigns — Black wins",
        "0-1",
        "normal",
    ),
    (
        START_FEN,
        "e4 e5",
        Resignation(Black),
        "Black resigns — White wins",
        "1-0",
        "normal",
    ),
    // Resigning is allowed whoever is to move.
    (
        START_FEN,
        "e4",
        Resignation(White),
        "White resigns — Black wins",
        "0-1",
        "normal",
    ),
    (
        START_FEN,
        "d4 d5",
        DrawAgreed,
        "Draw — agreement",
        "1/2-1/2",
        "normal",
    ),
    (
        START_FEN,
        "e4",
        TimeOut(Black),
        "Time out — White wins",
        "1-0",
        "time forfeit",
    ),
    (
        START_FEN,
        "e4 e5",
        TimeOut(White),
        "Time out — Black wins",
        "0-1",
        "time forfeit",
    ),
    // The opponent has a lone king: a draw, whatever the flagged side has.
    (
        "4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 1",
        "",
        TimeOut(White),
        "Draw — time out with insufficient material",
        "1/2-1/2",
        "time forfeit",
    ),
    // The opponent has king and one knight.
    (
        "4k3/8/8/8/8/8/3n4/R3K3 w - - 0 1",
        "",
        TimeOut(White),
        "Draw — time out with insufficient material",
        "1/2-1/2",
        "time forfeit",
    ),
    // King and knight against king and rook: still a draw by our rule
    // (the opponent's own material only; see lacks_mating_material).
    (
        "4k3/8/8/8/8/8/8/R3K1n1 b - - 0 1",
        "",
        TimeOut(White),
        "Draw — time out with insufficient material",
        "1/2-1/2",
        "time forfeit",
    ),
    // The opponent has two bishops on dark squares (c5, e7).
    (
        "4k3/4b3/8/2b5/8/8/8/R3K3 w - - 0 1",
        "",
        TimeOut(White),
        "Draw — time out with insufficient material",
        "1/2-1/2",
        "time forfeit",
    ),
    // Bishops on both colours (c5 dark, d5 light) can mate.
    (
        "4k3/8/8/2bb4/8/8/8/R3K3 w - - 0 1",
        "",
        TimeOut(White),
        "Time out — Black wins",
        "0-1",
        "time forfeit",
    ),
    // Two knights, a pawn, a rook: enough to win on time.
    (
        "4k3/8/8/8/8/8/3nn3/R3K3 w - - 0 1",
        "",
        TimeOut(White),
        "Time out — Black wins",
        "0-1",
        "time forfeit",
    ),
    (
        "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1",
        "",
        TimeOut(White),
        "Time out — Black wins",
        "0-1",
        "time forfeit",
    ),
    (
        "4k3/8/8/8/8/8/8/R3K3 b - - 0 1",
        "",
        TimeOut(Black),
        "Time out — White wins",
        "1-0",
        "time forfeit",
    ),
    // White flags with a lone king against a rook: Black wins.
    (
        "r3k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "",
        TimeOut(White),
        "Time out — Black wins",
        "0-1",
        "time forfeit",
    ),
];

#[test]
fn declared_verdicts_have_their_texts_and_pgn_tags() {
    for &(fen, moves, declaration, status, result, termination) in CASES {
        let context = format!("{fen} + {moves:?} + {declaration:?}");
        let mut game = game_after(fen, moves);
        let plies = game.history().len();
        let outcome = game
            .declare(declaration)
            .unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(game.outcome(), Some(outcome), "{context}");
        assert_eq!(game.declaration(), Some(declaration), "{context}");
        assert!(outcome.is_declared(), "{context}");
        assert_eq!(game.status_text(), status, "{context}");
        assert_eq!(outcome.result(), result, "{context}");
        assert_eq!(outcome.termination(), termination, "{context}");
        assert!(game.legal_moves().is_empty(), "{context}");
        assert_eq!(game.history().len(), plies, "{context}: no move is added");

        let pgn = game.to_pgn(&PgnTags::default());
        assert!(
            pgn.contains(&format!("[Result \"{result}\"]")),
            "{context}\n{pgn}"
        );
        assert!(
            pgn.contains(&format!("[Termination \"{termination}\"]")),
            "{context}\n{pgn}"
        );
        assert!(pgn.trim_end().ends_with(result), "{context}\n{pgn}");
    }
}

/// `Game::resign`, `agree_draw` or `time_out` with its argument.
type Shorthand = fn(&mut Game) -> Result<Outcome, AlreadyOver>;

#[test]
fn the_shorthands_declare_the_same() {
    let cases: &[(Shorthand, Declaration)] = &[
        (|g| g.resign(White), Resignation(White)),
        (|g| g.resign(Black), Resignation(Black)),
        (|g| g.agree_draw(), DrawAgreed),
        (|g| g.time_out(White), TimeOut(White)),
        (|g| g.time_out(Black), TimeOut(Black)),
    ];
    for &(shorthand, declaration) in cases {
        let mut a = game_after(START_FEN, "e4 e5");
        let mut b = a.clone();
        assert_eq!(shorthand(&mut a), b.declare(declaration), "{declaration:?}");
        assert_eq!(a, b);
    }
}

#[test]
fn nothing_is_declared_once_the_game_is_over() {
    let mate = Outcome::Checkmate { winner: Black };
    let resigned = Outcome::Resignation { winner: Black };
    // (start FEN, moves, a first declaration or none, the verdict then)
    let cases: &[(&str, &str, Option<Declaration>, Outcome)] = &[
        (START_FEN, "f3 e5 g4 Qh4#", None, mate),
        (
            "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
            "",
            None,
            Outcome::Draw(DrawReason::Stalemate),
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "",
            None,
            Outcome::Draw(DrawReason::InsufficientMaterial),
        ),
        (START_FEN, "e4", Some(Resignation(White)), resigned),
        (
            START_FEN,
            "e4",
            Some(DrawAgreed),
            Outcome::Draw(DrawReason::Agreement),
        ),
        (
            START_FEN,
            "e4",
            Some(TimeOut(Black)),
            Outcome::TimeOut { winner: White },
        ),
    ];
    for &(fen, moves, first, verdict) in cases {
        let mut game = game_after(fen, moves);
        if let Some(first) = first {
            game.declare(first).expect("the first declaration");
        }
        let before = game.clone();
        for declaration in [
            Resignation(White),
            Resignation(Black),
            DrawAgreed,
            TimeOut(White),
            TimeOut(Black),
        ] {
            assert_eq!(
                game.declare(declaration),
                Err(AlreadyOver(verdict)),
                "{fen} {moves}"
            );
            assert_eq!(game, before);
        }
        assert!(
            game.play_text("a3").is_err(),
            "{fen} {moves}: no move after the verdict"
        );
    }
    assert_eq!(
        AlreadyOver(resigned).to_string(),
        "the game is already over (White resigns — Black wins)"
    );
}

#[test]
fn undo_takes_back_the_declared_verdict_before_any_move() {
    for declaration in [
        Resignation(White),
        Resignation(Black),
        DrawAgreed,
        TimeOut(White),
        TimeOut(Black),
    ] {
        let mut game = game_after(START_FEN, "e4 e5 Nf3");
        let before = game.clone();
        assert!(game.can_undo());
        game.declare(declaration).expect("declared");
        assert!(game.can_undo());
        assert_eq!(game.undo(), Ok(Undone::Declaration(declaration)));
        assert_eq!(game, before, "{declaration:?}: the game is as it was");
        assert_eq!(game.status_text(), "Black to move");
        // The next undo is a move again.
        assert_eq!(game.undo().map(|u| matches!(u, Undone::Move(_))), Ok(true));
    }
    // At the very start, a resignation is the one thing to undo.
    let mut game = Game::new();
    assert!(!game.can_undo());
    game.resign(White).expect("resigned");
    assert!(game.can_undo());
    assert_eq!(game.undo(), Ok(Undone::Declaration(Resignation(White))));
    assert!(!game.can_undo());
    assert_eq!(game, Game::new());
}

#[test]
fn lacks_mating_material_by_the_sides_own_pieces() {
    // (FEN, White lacks, Black lacks)
    let cases: &[(&str, bool, bool)] = &[
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true, true),
        ("4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true, true),
        ("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", false, true),
        // Light bishops d1 and f1; a black rook does not change White's side.
        ("4k3/8/8/8/8/8/r7/3BKB2 w - - 0 1", true, false),
        // Bishops c1 (dark) and f1 (light).
        ("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", false, true),
        ("4k3/8/8/8/8/8/8/4KB1N w - - 0 1", false, true),
        ("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1", false, false),
        ("4k3/8/8/8/8/8/8/4K2R w - - 0 1", false, true),
        ("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", true, false),
    ];
    for &(fen, white, black) in cases {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pos.lacks_mating_material(White), white, "{fen} white");
        assert_eq!(pos.lacks_mating_material(Black), black, "{fen} black");
    }
}

#[test]
fn pgn_import_keeps_the_moves_and_not_a_declared_result() {
    // (PGN text, the SAN moves imported)
    let cases: &[(&str, &[&str])] = &[
        (
            "[Result \"1-0\"]\n[Termination \"normal\"]\n\n1. e4 e5 2. Nf3 {Black resigns} 1-0\n",
            &["e4", "e5", "Nf3"],
        ),
        ("[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n", &["d4", "d5"]),
        (
            "[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 0-1\n",
            &["e4", "e5"],
        ),
    ];
    for &(pgn, sans) in cases {
        let game = Game::from_pgn(pgn).unwrap_or_else(|e| panic!("{pgn}: {e}"));
        assert_eq!(game.san_moves(), sans, "{pgn}");
        assert_eq!(game.outcome(), None, "{pgn}: the result is not trusted");
        assert_eq!(game.declaration(), None, "{pgn}");
    }
}

#[test]
fn a_declared_verdict_exports_and_reimports_as_moves() {
    let mut game = game_after(START_FEN, "e4 e5 Nf3");
    game.resign(Black).expect("resigned");
    let pgn = game.to_pgn(&PgnTags::default());
    assert!(pgn.ends_with("1. e4 e5 2. Nf3 1-0\n"), "{pgn}");
    let back = Game::from_pgn(&pgn).expect("reimported");
    assert_eq!(back.san_moves(), game.san_moves());
    assert_eq!(back.outcome(), None);
}
