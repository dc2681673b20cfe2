//! The Seven Tag Roster of the games we write: the roster's names, the
//! rules crate's defaults where it has none, and the creation date.

use hotseat_rules::PgnTags;

use super::Roster;
use crate::calendar::civil_date;

/// The PGN `Date` of a game created at `millis` (UTC: the app keeps no time
/// zone data), `????.??.??` outside years 0–9999.
pub fn pgn_date(millis: i64) -> String {
    match civil_date(millis) {
        (year @ 0..=9999, month, day) => format!("{year:04}.{month:02}.{day:02}"),
        _ => "????.??.??".to_owned(),
    }
}

/// The Seven Tag Roster of our games: the names of `roster`, where it has
/// none the rules crate's defaults ("Hotseat Chess game", "Hotseat Chess",
/// "White", "Black"), and the creation date.
pub fn pgn_tags(created_at: i64, roster: &Roster) -> PgnTags {
    roster.onto(PgnTags {
        date: pgn_date(created_at),
        ..PgnTags::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_as_pgn_writes_them() {
        let cases = [
            (0, "1970.01.01"),
            (1_709_164_800_000, "2024.02.29"),
            (-1, "1969.12.31"),
            (i64::MAX, "????.??.??"),
        ];
        for (millis, date) in cases {
            assert_eq!(pgn_date(millis), date, "{millis}");
        }
    }
}
