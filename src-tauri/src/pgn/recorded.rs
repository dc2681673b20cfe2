//! What an imported game's record says of how it ended and when it was
//! played: facts the board cannot show (a resignation on paper, a result
//! agreed or adjudicated, the game's date), kept beside the game so the
//! archive shows and counts them while the game's moves are the record's.

use hotseat_rules::{scan_pgn_headers, Color, PgnHeader};

/// The recorded end and date of one game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RecordedFacts {
    /// `1-0`, `0-1` or `1/2-1/2` when the record decides the game.
    pub result: Option<&'static str>,
    /// The record's `Termination` tag (`normal`, `time forfeit`,
    /// `adjudication`…), with its result.
    pub termination: Option<String>,
    /// The plies of the record's main line: the recorded result is the
    /// game's while it has exactly these moves.
    pub plies: u32,
    /// The record's `Date` (`2023.04.30`, `1972.??.??`), when it says
    /// at least the year.
    pub date: Option<String>,
}

impl RecordedFacts {
    /// The facts of a record's first game, read from its tags and movetext
    /// without playing a move.
    pub fn of_text(record: &str) -> RecordedFacts {
        scan_pgn_headers(record)
            .next()
            .map(|header| RecordedFacts::of_header(&header))
            .unwrap_or_default()
    }

    /// The facts a header scan gives.
    pub fn of_header(header: &PgnHeader) -> RecordedFacts {
        let result = header.recorded_result();
        RecordedFacts {
            result,
            termination: result
                .and(header.tag("Termination"))
                .map(str::trim)
                .filter(|t| !t.is_empty() && *t != "?")
                .map(str::to_owned),
            plies: u32::try_from(header.plies).unwrap_or(u32::MAX),
            date: header.tag("Date").and_then(pgn_date_known),
        }
    }
}

/// `date` when it is a PGN date (`YYYY.MM.DD`, unknown parts `??`) that
/// knows its year.
fn pgn_date_known(date: &str) -> Option<String> {
    let date = date.trim();
    let parts: Vec<&str> = date.split('.').collect();
    let digits =
        |part: &str, len: usize| part.len() == len && part.bytes().all(|b| b.is_ascii_digit());
    let unknown = |part: &str, len: usize| part.len() == len && part.bytes().all(|b| b == b'?');
    match parts.as_slice() {
        [year, month, day]
            if digits(year, 4)
                && (digits(month, 2) || unknown(month, 2))
                && (digits(day, 2) || unknown(day, 2)) =>
        {
            Some(date.to_owned())
        }
        _ => None,
    }
}

/// The winner a PGN result names (`None` for a draw), if it is one.
pub fn winner_of(result: &str) -> Option<Option<Color>> {
    match result {
        "1-0" => Some(Some(Color::White)),
        "0-1" => Some(Some(Color::Black)),
        "1/2-1/2" => Some(None),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_of_records() {
        let cases: &[(&str, RecordedFacts)] = &[
            (
                "[Date \"2023.04.30\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n",
                RecordedFacts {
                    result: Some("1/2-1/2"),
                    termination: None,
                    plies: 2,
                    date: Some("2023.04.30".to_owned()),
                },
            ),
            (
                "[Date \"1972.??.??\"]\n[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n1. f3 e5 0-1\n",
                RecordedFacts {
                    result: Some("0-1"),
                    termination: Some("time forfeit".to_owned()),
                    plies: 2,
                    date: Some("1972.??.??".to_owned()),
                },
            ),
            // An open game has no result, so its Termination says nothing.
            (
                "[Date \"????.??.??\"]\n[Termination \"unterminated\"]\n\n1. d4 *\n",
                RecordedFacts {
                    plies: 1,
                    ..RecordedFacts::default()
                },
            ),
            ("[Date \"yesterday\"]\n\n1. d4 d5 2. c4 1-0\n", RecordedFacts {
                result: Some("1-0"),
                plies: 3,
                ..RecordedFacts::default()
            }),
        ];
        for (record, facts) in cases {
            assert_eq!(&RecordedFacts::of_text(record), facts, "{record}");
        }
    }

    #[test]
    fn winners_of_results() {
        assert_eq!(winner_of("1-0"), Some(Some(Color::White)));
        assert_eq!(winner_of("0-1"), Some(Some(Color::Black)));
        assert_eq!(winner_of("1/2-1/2"), Some(None));
        assert_eq!(winner_of("*"), None);
    }
}
