//! The kept data of a game read from PGN: every tag in file order, the
//! main line as a [`Game`], and around its moves the comments, NAGs and
//! variations, recursively.

use crate::{Game, Move};

/// The Seven Tag Roster, in the order the PGN standard exports it.
pub const SEVEN_TAG_ROSTER: [&str; 7] =
    ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// One game read from a PGN file, with everything the file said about it.
///
/// # Examples
///
/// ```
/// use hotseat_rules::read_pgn_games;
/// let text = "[White \"Morphy\"]\n[WhiteElo \"?\"]\n\n{Paris} 1. e4 $1 {[%clk 0:05:00]} (1. d4) e5 *";
/// let game = read_pgn_games(text).next().unwrap().unwrap();
/// assert_eq!(game.tag("White"), Some("Morphy"));
/// assert_eq!(game.mainline.comments_before, ["Paris"]);
/// let e4 = &game.mainline.moves[0];
/// assert_eq!((e4.san.as_str(), e4.nags.as_slice()), ("e4", &[1][..]));
/// assert_eq!(e4.comments, ["[%clk 0:05:00]"]);
/// assert_eq!(e4.variations[0].moves[0].san, "d4");
/// assert_eq!(game.game.san_moves(), ["e4", "e5"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Every tag pair, in file order (a repeated name is kept twice).
    pub tags: Vec<(String, String)>,
    /// The main line played by the rules from the start position (the
    /// `FEN` tag's, else the standard one). Its verdict is the rules' own:
    /// the file's result is kept in `result`, never trusted.
    pub game: Game,
    /// The main line's moves with their comments, NAGs and variations;
    /// `mainline.moves[i]` is `game.history()[i]`.
    pub mainline: Line,
    /// The movetext's termination marker as written (`1-0`, `0-1`,
    /// `1/2-1/2`, `*`), or `None` when the file had none.
    pub result: Option<String>,
}

impl PgnGame {
    /// The value of the first tag pair named `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag_in(&self.tags, name)
    }

    /// The tags in the order they are written back: the Seven Tag Roster
    /// (those present) in its standard order, then all others in file
    /// order.
    pub fn tags_in_export_order(&self) -> Vec<(&str, &str)> {
        let pairs = || self.tags.iter().map(|(n, v)| (n.as_str(), v.as_str()));
        let roster = SEVEN_TAG_ROSTER
            .iter()
            .flat_map(|name| pairs().filter(move |(n, _)| n == name));
        let others = pairs().filter(|(n, _)| !SEVEN_TAG_ROSTER.contains(n));
        roster.chain(others).collect()
    }
}

pub(crate) fn tag_in<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// A line of moves: the main line or a variation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// Comments before the line's first move.
    pub comments_before: Vec<String>,
    /// The moves, in order.
    pub moves: Vec<PgnMove>,
}

/// One move as read, with what the file said around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnMove {
    /// The move; `None` for a null move (`--`: the side to move passes, as
    /// annotators show a threat), which is read in variations only.
    pub mv: Option<Move>,
    /// The move in SAN as this crate writes it (whatever the file's
    /// spelling was: `0-0`, `e2-e4`, `e2e4` all become SAN); `--` for a
    /// null move.
    pub san: String,
    /// Numeric annotation glyphs in file order; the suffixes `!`, `?`,
    /// `!!`, `??`, `!?`, `?!` are kept as `$1`..`$6`.
    pub nags: Vec<u8>,
    /// Comments after the move (`[%clk ...]`, `[%eval ...]` and the like
    /// kept as written), whitespace runs read as one space.
    pub comments: Vec<String>,
    /// Variations: alternatives to this move, each played from the
    /// position before it.
    pub variations: Vec<Line>,
}
