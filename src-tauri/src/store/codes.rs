//! How values are written in the database's columns, both ways.

use hotseat_rules::{Color, Declaration};

/// The text a declared verdict is saved as (`games.ended_by`).
pub(super) fn declaration_code(declaration: Declaration) -> &'static str {
    match declaration {
        Declaration::Resignation(Color::White) => "resign:white",
        Declaration::Resignation(Color::Black) => "resign:black",
        Declaration::DrawAgreed => "agreement",
        Declaration::TimeOut(Color::White) => "time_out:white",
        Declaration::TimeOut(Color::Black) => "time_out:black",
    }
}

/// The declared verdict saved as `code`, if it is one.
pub(super) fn declaration_from_code(code: &str) -> Option<Declaration> {
    Some(match code {
        "resign:white" => Declaration::Resignation(Color::White),
        "resign:black" => Declaration::Resignation(Color::Black),
        "agreement" => Declaration::DrawAgreed,
        "time_out:white" => Declaration::TimeOut(Color::White),
        "time_out:black" => Declaration::TimeOut(Color::Black),
        _ => return None,
    })
}

/// A count or time for an `INTEGER` column.
pub(super) fn to_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// An `INTEGER` column's count or time (0 if negative).
pub(super) fn to_u64(n: i64) -> u64 {
    u64::try_from(n).unwrap_or(0)
}
