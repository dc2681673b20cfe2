//! The kinds of chess by name: PGN's `Variant` tag, the CLI's and the
//! app's codes.

use std::fmt;

use crate::CastlingMode;

/// A kind of chess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// Standard chess, from the start or from any position.
    #[default]
    Standard,
    /// Fischer Random: standard rules from one of 960 start positions.
    Chess960,
    /// A king on d4, e4, d5 or e5 wins.
    KingOfTheHill,
    /// The third check wins.
    ThreeCheck,
    /// Captured pieces change sides and may be dropped back.
    Crazyhouse,
    /// Captures are compulsory; losing every piece (or having no move) wins.
    Antichess,
    /// A capture explodes every piece but pawns around it.
    Atomic,
    /// White's 36 pawns against Black's army.
    Horde,
    /// No checks; the first king on the eighth rank wins.
    RacingKings,
}

impl Variant {
    /// Every kind, in the order *New game* lists them.
    pub const ALL: [Variant; 9] = [
        Variant::Standard,
        Variant::Chess960,
        Variant::KingOfTheHill,
        Variant::ThreeCheck,
        Variant::Crazyhouse,
        Variant::Antichess,
        Variant::Atomic,
        Variant::Horde,
        Variant::RacingKings,
    ];

    /// The name of PGN's `Variant` tag, as lichess writes it (standard
    /// chess writes no tag, or `From Position` with a `FEN`).
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::Variant;
    /// assert_eq!(Variant::ThreeCheck.pgn_name(), "Three-check");
    /// assert_eq!(Variant::from_pgn_name("king of the hill"), Some(Variant::KingOfTheHill));
    /// assert_eq!(Variant::from_pgn_name("From Position"), Some(Variant::Standard));
    /// ```
    pub const fn pgn_name(self) -> &'static str {
        match self {
            Variant::Standard => "Standard",
            Variant::Chess960 => "Chess960",
            Variant::KingOfTheHill => "King of the Hill",
            Variant::ThreeCheck => "Three-check",
            Variant::Crazyhouse => "Crazyhouse",
            Variant::Antichess => "Antichess",
            Variant::Atomic => "Atomic",
            Variant::Horde => "Horde",
            Variant::RacingKings => "Racing Kings",
        }
    }

    /// The variant a PGN `Variant` tag names, in any case, with the other
    /// names lichess and other programs use for them.
    pub fn from_pgn_name(name: &str) -> Option<Variant> {
        let key: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        Some(match key.as_str() {
            "standard" | "chess" | "fromposition" | "normal" => Variant::Standard,
            "chess960" | "fischerandom" | "fischerrandom" | "960" | "frc" => Variant::Chess960,
            "kingofthehill" | "koth" => Variant::KingOfTheHill,
            "threecheck" | "3check" => Variant::ThreeCheck,
            "crazyhouse" | "zh" => Variant::Crazyhouse,
            "antichess" | "giveaway" | "anti" => Variant::Antichess,
            "atomic" => Variant::Atomic,
            "horde" => Variant::Horde,
            "racingkings" | "racing" => Variant::RacingKings,
            _ => return None,
        })
    }

    /// The snake-case code the CLI and the app use (`three_check`).
    pub const fn code(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Chess960 => "chess960",
            Variant::KingOfTheHill => "king_of_the_hill",
            Variant::ThreeCheck => "three_check",
            Variant::Crazyhouse => "crazyhouse",
            Variant::Antichess => "antichess",
            Variant::Atomic => "atomic",
            Variant::Horde => "horde",
            Variant::RacingKings => "racing_kings",
        }
    }

    /// The variant whose [`code`](Variant::code) this is.
    pub fn from_code(code: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.code() == code)
    }

    /// How castling moves are written in this variant.
    pub const fn castling_mode(self) -> CastlingMode {
        match self {
            Variant::Chess960 => CastlingMode::Chess960,
            _ => CastlingMode::Standard,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pgn_name())
    }
}
