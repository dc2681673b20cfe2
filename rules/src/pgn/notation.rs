//! A move as PGN files write it, beyond strict SAN: move numbers stuck to
//! it (`12.Nf3`, `12...Nf6`), check and mate marks, annotation glyphs
//! (`!`, `?`, `!!`, `??`, `!?`, `?!`), an `e.p.`/`ep` suffix, castling
//! with zeros, long algebraic (`e2-e4`, `Ng1-f3`, `e2xd3`, `e7-e8=Q`) and
//! UCI (`e2e4`, `e7e8q`).

use crate::variant::sealed::Board as _;
use crate::{AnyPosition, Color, Game, Move, PlayError, Ply, Role, Rules, Square, TextMoveError};

/// What a symbol of the movetext is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Symbol<'a> {
    /// A move number alone (`12.`, `12...`, `12`), or dots, or a lone
    /// `e.p.`: nothing to keep.
    Nothing,
    /// A result marker.
    Result(&'a str),
    /// A null move (`--`, `Z0`, `0000`, `@@@@`), as written.
    Null(&'a str),
    /// A move (with its suffixes cut off), the NAG of its glyph if any,
    /// and the symbol as written (less its move number) for messages.
    Move {
        text: &'a str,
        glyph: Option<u8>,
        written: &'a str,
    },
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Splits a symbol into what it is.
pub(crate) fn classify(symbol: &str) -> Symbol<'_> {
    if let Some(result) = RESULTS.iter().find(|r| **r == symbol) {
        return Symbol::Result(result);
    }
    // Before the move number goes: `0000` would read as one.
    let word = if symbol == "0000" {
        symbol
    } else {
        strip_move_number(symbol)
    };
    if word.is_empty() || matches!(word, "e.p." | "ep") {
        return Symbol::Nothing;
    }
    if RESULTS.contains(&word) {
        // "12.1-0" does not occur; a result after a number is still one.
        return Symbol::Result(word);
    }
    if matches!(
        word.trim_end_matches(['+', '#', '!', '?']),
        "--" | "Z0" | "0000" | "@@@@"
    ) {
        return Symbol::Null(word);
    }
    let body = word.trim_end_matches(['+', '#', '!', '?']);
    let glyph = glyph_nag(&word[body.len()..].replace(['+', '#'], ""));
    let body = body.trim_end_matches(['+', '#']);
    let body = body
        .strip_suffix("e.p.")
        .or_else(|| body.strip_suffix("ep"))
        .unwrap_or(body);
    let body = body.trim_end_matches(['+', '#']);
    if body.is_empty() {
        return Symbol::Nothing;
    }
    Symbol::Move {
        text: body,
        glyph,
        written: word,
    }
}

/// `12.e4` → `e4`, `12...` → ``, `12` → ``; `0-0` stays.
fn strip_move_number(symbol: &str) -> &str {
    let digits = symbol.len()
        - symbol
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .len();
    let rest = &symbol[digits..];
    if rest.starts_with('.') || (digits > 0 && rest.is_empty()) {
        rest.trim_start_matches('.')
    } else {
        symbol
    }
}

fn glyph_nag(glyph: &str) -> Option<u8> {
    Some(match glyph {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

/// The legal move `text` names in the game's position, as
/// [`Game::read_text`] finds it (UCI, then SAN), then long algebraic.
pub(crate) fn resolve(game: &Game, text: &str) -> Result<Ply, TextMoveError> {
    match game.read_text(text) {
        Err(TextMoveError::Syntax(s)) => match long_algebraic(text) {
            Some((role, m)) => find_long(game.position(), role, m).map(Ply::Move),
            None => Err(TextMoveError::Syntax(s)),
        },
        read => read,
    }
}

/// `[PNBRQK]? from [-x:]? to (=? [NBRQnbrq])?`.
fn long_algebraic(text: &str) -> Option<(Option<Role>, Move)> {
    if !text.is_ascii() {
        return None;
    }
    let (role, rest) = match text.as_bytes().first()? {
        b'P' | b'N' | b'B' | b'R' | b'Q' | b'K' => {
            (Role::from_char(char::from(text.as_bytes()[0])), &text[1..])
        }
        _ => (None, text),
    };
    let from: Square = rest.get(0..2)?.parse().ok()?;
    let rest = &rest[2..];
    let rest = rest.strip_prefix(['-', 'x', ':']).unwrap_or(rest);
    let to: Square = rest.get(0..2)?.parse().ok()?;
    let rest = &rest[2..];
    let rest = rest.strip_prefix('=').unwrap_or(rest);
    let promotion = match rest.as_bytes() {
        [] => None,
        [c] => Some(Role::from_char(char::from(*c)).filter(|&r| r != Role::Pawn)?),
        _ => return None,
    };
    Some((
        role,
        Move {
            from,
            to,
            promotion,
        },
    ))
}

fn find_long(pos: &AnyPosition, role: Option<Role>, m: Move) -> Result<Move, TextMoveError> {
    let illegal = || TextMoveError::Play(PlayError::Illegal(crate::IllegalMove(m)));
    if role.is_some_and(|r| pos.core().role_at(m.from) != Some(r)) {
        return Err(illegal());
    }
    pos.legal_moves()
        .iter()
        .copied()
        .find(|l| *l == m)
        .ok_or_else(illegal)
}

/// The position after a null move (the side to move passes), or `None`
/// when that side is in check (passing would leave its king en prise).
pub(crate) fn null_move(pos: &AnyPosition) -> Option<AnyPosition> {
    if pos.is_check() || pos.variant_outcome().is_some() {
        return None;
    }
    let mut next = pos.clone();
    let board = next.core_mut();
    let mover = board.turn;
    board.turn = !mover;
    board.ep_square = None;
    board.halfmove_clock = board.halfmove_clock.saturating_add(1);
    if mover == Color::Black {
        board.fullmove_number = board.fullmove_number.saturating_add(1);
    }
    Some(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_in_their_kinds() {
        let cases = [
            ("1-0", Symbol::Result("1-0")),
            ("*", Symbol::Result("*")),
            ("12.", Symbol::Nothing),
            ("12...", Symbol::Nothing),
            ("12", Symbol::Nothing),
            ("...", Symbol::Nothing),
            ("e.p.", Symbol::Nothing),
            ("--", Symbol::Null("--")),
            ("41...Z0", Symbol::Null("Z0")),
            ("0000", Symbol::Null("0000")),
            (
                "12.Nf3",
                Symbol::Move {
                    text: "Nf3",
                    glyph: None,
                    written: "",
                },
            ),
            (
                "12...Nf6!?",
                Symbol::Move {
                    text: "Nf6",
                    glyph: Some(5),
                    written: "",
                },
            ),
            (
                "0-0",
                Symbol::Move {
                    text: "0-0",
                    glyph: None,
                    written: "",
                },
            ),
            (
                "1.0-0-0+",
                Symbol::Move {
                    text: "0-0-0",
                    glyph: None,
                    written: "",
                },
            ),
            (
                "O-O#",
                Symbol::Move {
                    text: "O-O",
                    glyph: None,
                    written: "",
                },
            ),
            (
                "Qxf7#!!",
                Symbol::Move {
                    text: "Qxf7",
                    glyph: Some(3),
                    written: "",
                },
            ),
            (
                "exd6e.p.",
                Symbol::Move {
                    text: "exd6",
                    glyph: None,
                    written: "",
                },
            ),
            (
                "exd6ep+",
                Symbol::Move {
                    text: "exd6",
                    glyph: None,
                    written: "",
                },
            ),
            (
                "e4?",
                Symbol::Move {
                    text: "e4",
                    glyph: Some(2),
                    written: "",
                },
            ),
            (
                "e4+?!",
                Symbol::Move {
                    text: "e4",
                    glyph: Some(6),
                    written: "",
                },
            ),
            (
                "e8=Q+??",
                Symbol::Move {
                    text: "e8=Q",
                    glyph: Some(4),
                    written: "",
                },
            ),
        ];
        for (symbol, want) in cases {
            let got = match classify(symbol) {
                Symbol::Move { text, glyph, .. } => Symbol::Move {
                    text,
                    glyph,
                    written: "",
                },
                other => other,
            };
            assert_eq!(got, want, "{symbol}");
        }
    }

    #[test]
    fn long_algebraic_and_uci() {
        let mut game = Game::new();
        for text in ["e2-e4", "e7e5", "Ng1-f3", "Nb8xc6", "Pd2-d3"] {
            let m = resolve(&game, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            game.play_ply(m).unwrap();
        }
        assert_eq!(game.san_moves(), ["e4", "e5", "Nf3", "Nc6", "d3"]);
        assert!(resolve(&game, "Bf1-e3").is_err());
        assert!(resolve(&game, "Nf1-e3").is_err());
        assert!(matches!(
            resolve(&game, "zz"),
            Err(TextMoveError::Syntax(_))
        ));
    }
}
