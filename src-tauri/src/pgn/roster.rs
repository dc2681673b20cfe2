//! The names a game carries: its players, and the event, site and round it
//! belongs to — the fields of PGN's Seven Tag Roster that players fill in
//! (the date and the result are the game's own).

use hotseat_rules::{scan_pgn_headers, PgnTags};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The longest name kept, in characters: a tournament's name fits, a
/// pasted page does not.
pub const MAX_NAME_CHARS: usize = 80;

/// The players' names and the event of a game; `None` where nobody said
/// (the page then says "White", "Black"; PGN gets its defaults).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Roster {
    /// The player of the white pieces.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub white: Option<String>,
    /// The player of the black pieces.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub black: Option<String>,
    /// The event (a club night, a tournament).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub event: Option<String>,
    /// Where it is played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub site: Option<String>,
    /// The round, as the event counts them (`3`, `2.1`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub round: Option<String>,
}

/// Why a roster was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RosterError {
    /// A name longer than [`MAX_NAME_CHARS`].
    #[error("{field} is longer than {MAX_NAME_CHARS} characters")]
    TooLong {
        /// `white`, `black`, `event`, `site` or `round`.
        field: &'static str,
    },
}

impl Roster {
    /// Whether no name is set.
    pub fn is_empty(&self) -> bool {
        *self == Roster::default()
    }

    /// The roster as it is kept: each name on one line with its spaces
    /// collapsed (PGN tags and the archive's rows are one line), an empty
    /// name is no name.
    ///
    /// # Errors
    ///
    /// [`RosterError::TooLong`] for a name over [`MAX_NAME_CHARS`].
    pub fn normalized(self) -> Result<Roster, RosterError> {
        let clean = |field: &'static str, name: Option<String>| -> Result<_, RosterError> {
            let Some(name) = name else { return Ok(None) };
            let one_line = name
                .split(|c: char| c.is_whitespace() || c.is_control())
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(" ");
            match one_line.chars().count() {
                0 => Ok(None),
                n if n > MAX_NAME_CHARS => Err(RosterError::TooLong { field }),
                _ => Ok(Some(one_line)),
            }
        };
        Ok(Roster {
            white: clean("white", self.white)?,
            black: clean("black", self.black)?,
            event: clean("event", self.event)?,
            site: clean("site", self.site)?,
            round: clean("round", self.round)?,
        })
    }

    /// The roster of the return game: the players change colours, the
    /// event, site and round stay.
    pub fn swapped(&self) -> Roster {
        Roster {
            white: self.black.clone(),
            black: self.white.clone(),
            ..self.clone()
        }
    }

    /// The roster an imported PGN game's tags give (`tag` looks one up);
    /// PGN's "unknown" (`?`, empty) is no name.
    pub fn from_tags<'a>(tag: impl Fn(&str) -> Option<&'a str>) -> Roster {
        let known = |name| {
            tag(name)
                .map(str::trim)
                .filter(|v| !v.is_empty() && *v != "?")
                .map(|v| v.chars().take(MAX_NAME_CHARS).collect())
        };
        Roster {
            white: known("White"),
            black: known("Black"),
            event: known("Event"),
            site: known("Site"),
            round: known("Round"),
        }
    }

    /// The roster of the first game of a PGN text, by its tags.
    pub fn of_pgn(text: &str) -> Roster {
        scan_pgn_headers(text)
            .next()
            .map(|header| Roster::from_tags(|name| header.tag(name)))
            .unwrap_or_default()
    }

    /// `tags` with this roster's names in place of their defaults.
    pub fn onto(&self, tags: PgnTags) -> PgnTags {
        let or = |name: &Option<String>, default: String| name.clone().unwrap_or(default);
        PgnTags {
            white: or(&self.white, tags.white),
            black: or(&self.black, tags.black),
            event: or(&self.event, tags.event),
            site: or(&self.site, tags.site),
            round: or(&self.round, tags.round),
            date: tags.date,
        }
    }

    /// The players, for a file name: `Ann-vs-Bob`, or `None` when neither
    /// is named. Only letters, digits, `-` and `_` are kept, so the name is
    /// safe on every file system.
    pub fn file_name_part(&self) -> Option<String> {
        let part = |name: &Option<String>, default: &str| {
            let name = name.as_deref().unwrap_or(default);
            let kept: String = name
                .chars()
                .map(|c| {
                    if c.is_alphanumeric() || c == '-' || c == '_' {
                        c
                    } else {
                        '-'
                    }
                })
                .collect();
            let kept = kept
                .split('-')
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join("-");
            kept.chars().take(30).collect::<String>()
        };
        if self.white.is_none() && self.black.is_none() {
            return None;
        }
        Some(format!(
            "{}-vs-{}",
            part(&self.white, "White"),
            part(&self.black, "Black")
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(white: &str, black: &str) -> Roster {
        Roster {
            white: Some(white.to_owned()),
            black: Some(black.to_owned()),
            ..Roster::default()
        }
    }

    #[test]
    fn names_are_kept_on_one_line_and_empty_is_none() {
        let roster = Roster {
            white: Some("  Ann \n  Lee ".to_owned()),
            black: Some("   ".to_owned()),
            event: Some("Club\tnight".to_owned()),
            site: None,
            round: Some("3".to_owned()),
        }
        .normalized()
        .expect("fits");
        assert_eq!(roster.white.as_deref(), Some("Ann Lee"));
        assert_eq!(roster.black, None);
        assert_eq!(roster.event.as_deref(), Some("Club night"));
        assert_eq!(roster.round.as_deref(), Some("3"));
        assert!(Roster::default().normalized().expect("empty").is_empty());
    }

    #[test]
    fn a_name_too_long_is_refused_by_its_field() {
        let long = "é".repeat(MAX_NAME_CHARS + 1);
        let at_limit = "é".repeat(MAX_NAME_CHARS);
        let roster = Roster {
            site: Some(long),
            ..Roster::default()
        };
        assert_eq!(
            roster.normalized(),
            Err(RosterError::TooLong { field: "site" })
        );
        let roster = Roster {
            site: Some(at_limit.clone()),
            ..Roster::default()
        };
        assert_eq!(roster.normalized().expect("fits").site, Some(at_limit));
    }

    #[test]
    fn the_return_game_swaps_the_players_only() {
        let roster = Roster {
            event: Some("Club".to_owned()),
            round: Some("2".to_owned()),
            ..named("Ann", "Bob")
        };
        let back = roster.swapped();
        assert_eq!(
            (back.white.as_deref(), back.black.as_deref()),
            (Some("Bob"), Some("Ann"))
        );
        assert_eq!(
            (back.event, back.round),
            (roster.event.clone(), roster.round.clone())
        );
        assert_eq!(roster.swapped().swapped(), roster);
    }

    #[test]
    fn pgn_tags_take_the_names_and_keep_the_defaults_elsewhere() {
        let tags = named("Ann", "Bob").onto(PgnTags::default());
        assert_eq!((tags.white.as_str(), tags.black.as_str()), ("Ann", "Bob"));
        assert_eq!(tags.event, PgnTags::default().event);
        let read = Roster::from_tags(|name| match name {
            "White" => Some("Carlsen, Magnus"),
            "Black" => Some("?"),
            "Event" => Some(" Tata Steel "),
            "Round" => Some(""),
            _ => None,
        });
        assert_eq!(read.white.as_deref(), Some("Carlsen, Magnus"));
        assert_eq!(read.black, None);
        assert_eq!(read.event.as_deref(), Some("Tata Steel"));
        assert_eq!(read.round, None);
    }

    #[test]
    fn file_names_keep_safe_characters_only() {
        assert_eq!(Roster::default().file_name_part(), None);
        assert_eq!(
            named("Ann Lee", "Bob/..").file_name_part().as_deref(),
            Some("Ann-Lee-vs-Bob")
        );
        let one = Roster {
            black: Some("Zoë".to_owned()),
            ..Roster::default()
        };
        assert_eq!(one.file_name_part().as_deref(), Some("White-vs-Zoë"));
    }
}
