//! The kept data of a game read from PGN: every tag in file order, the
//! main line as a [`Game`], and around its moves the comments, NAGs and
//! variations, recursively.

use crate::{Game, Ply, Variant};

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
    /// The result the record gives the game: its movetext's termination
    /// marker, else its `Result` tag, when either is `1-0`, `0-1` or
    /// `1/2-1/2` (`*` and anything else: none). A game resigned, agreed
    /// drawn, lost on time or adjudicated on paper has it though its board
    /// shows no verdict.
    ///
    /// ```
    /// use hotseat_rules::read_pgn_games;
    /// let resigned = read_pgn_games("[Result \"0-1\"]\n\n1. f3 e5 0-1").next().unwrap().unwrap();
    /// assert_eq!(resigned.recorded_result(), Some("0-1"));
    /// let tag_only = read_pgn_games("[Result \"1/2-1/2\"]\n\n1. e4 e5").next().unwrap().unwrap();
    /// assert_eq!(tag_only.recorded_result(), Some("1/2-1/2"));
    /// let open = read_pgn_games("1. e4 *").next().unwrap().unwrap();
    /// assert_eq!(open.recorded_result(), None);
    /// ```
    pub fn recorded_result(&self) -> Option<&'static str> {
        recorded_result(self.result.as_deref(), self.tag("Result"))
    }

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

    /// Sets tag `name` to `value`: the first pair of that name gets the
    /// value (later ones of that name go), else the pair is added last.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter().position(|(n, _)| n == name) {
            Some(first) => {
                self.tags[first].1 = value;
                let mut i = 0;
                self.tags.retain(|(n, _)| {
                    i += 1;
                    i - 1 == first || n != name
                });
            }
            None => self.tags.push((name.to_owned(), value)),
        }
    }

    /// Removes every tag pair named `name`.
    pub fn remove_tag(&mut self, name: &str) {
        self.tags.retain(|(n, _)| n != name);
    }

    /// This record's extras around `game`'s moves: the record as `game`
    /// stands now (a game imported from it, then played on or taken back).
    ///
    /// - Each ply keeps the record's NAGs, comments and variations as long
    ///   as the game's moves are the record's from the start; a ply after
    ///   the first that differs (or past the record's end) is written
    ///   plain. The comments before the first move stay while `game` starts
    ///   where the record does.
    /// - Every tag is kept, but `Result` is `game`'s, as is the result
    ///   marker: the rules' verdict when the board has one; else, while
    ///   `game`'s moves are exactly the record's, the record's own result
    ///   ([`PgnGame::recorded_result`]: a resignation or an agreement on
    ///   paper stays the game's result); else `*`. A `Termination` that no
    ///   longer tells how the game ended goes. `SetUp`/`FEN` say `game`'s
    ///   start position (none for the standard one).
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::read_pgn_games;
    /// let text = "[White \"W\"]\n[Result \"1-0\"]\n\n1. e4 {best} (1. d4) e5 $2 2. Nf3 1-0";
    /// let record = read_pgn_games(text).next().unwrap().unwrap();
    /// let mut game = record.game.clone();
    /// game.undo().unwrap();
    /// game.play_text("Nc3").unwrap();
    /// assert_eq!(
    ///     record.with_moves_of(&game).to_pgn(),
    ///     "[White \"W\"]\n[Result \"*\"]\n\n1. e4 {best} (1. d4) 1... e5 $2 2. Nc3 *\n"
    /// );
    /// ```
    pub fn with_moves_of(&self, game: &Game) -> PgnGame {
        let same_start = game.start_position() == self.game.start_position();
        let mut kept = same_start;
        let moves = game
            .history()
            .iter()
            .enumerate()
            .map(|(i, played)| {
                let record = self
                    .mainline
                    .moves
                    .get(i)
                    .filter(|m| m.mv == Some(played.uci));
                kept &= record.is_some();
                match record {
                    Some(record) if kept => PgnMove {
                        san: played.san.clone(),
                        ..record.clone()
                    },
                    _ => PgnMove {
                        mv: Some(played.uci),
                        san: played.san.clone(),
                        nags: Vec::new(),
                        comments: Vec::new(),
                        variations: Vec::new(),
                    },
                }
            })
            .collect();
        let as_recorded = kept && game.history().len() == self.mainline.moves.len();
        let recorded = self.recorded_result();
        let result = match (game.outcome(), recorded) {
            (Some(outcome), _) => outcome.result(),
            (None, Some(recorded)) if as_recorded => recorded,
            (None, _) => "*",
        }
        .to_owned();
        let mut now = PgnGame {
            tags: self.tags.clone(),
            game: game.clone(),
            mainline: Line {
                comments_before: if same_start {
                    self.mainline.comments_before.clone()
                } else {
                    Vec::new()
                },
                moves,
            },
            result: Some(result.clone()),
        };
        if recorded != Some(result.as_str()) {
            now.remove_tag("Termination");
        }
        now.set_tag("Result", result);
        match super::write::setup_fen(game) {
            None => {
                now.remove_tag("SetUp");
                now.remove_tag("FEN");
            }
            Some(start_fen) => {
                now.set_tag("SetUp", "1");
                now.set_tag("FEN", start_fen);
            }
        }
        match game.variant() {
            Variant::Standard => now.remove_tag("Variant"),
            variant => now.set_tag("Variant", variant.pgn_name()),
        }
        now
    }
}

/// A record's result from its termination `marker` and its `Result` tag:
/// the marker when it decides the game, else the tag (see
/// [`PgnGame::recorded_result`]).
pub(crate) fn recorded_result(marker: Option<&str>, tag: Option<&str>) -> Option<&'static str> {
    let decided = |text: &str| {
        ["1-0", "0-1", "1/2-1/2"]
            .into_iter()
            .find(|r| *r == text.trim())
    };
    match marker {
        Some(marker) if marker.trim() != "*" => decided(marker),
        _ => tag.and_then(decided),
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
    pub mv: Option<Ply>,
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

#[cfg(test)]
mod tests {
    use crate::read_pgn_games;

    fn record(text: &str) -> super::PgnGame {
        read_pgn_games(text).next().unwrap().unwrap()
    }

    #[test]
    fn set_tag_replaces_the_first_and_drops_repeats() {
        let mut game = record("[A \"1\"]\n[B \"2\"]\n[A \"3\"]\n\n*");
        game.set_tag("A", "x");
        assert_eq!(
            game.tags,
            [("A".into(), "x".into()), ("B".into(), "2".into())]
        );
        game.set_tag("C", "y");
        game.remove_tag("B");
        assert_eq!(
            game.tags,
            [("A".into(), "x".into()), ("C".into(), "y".into())]
        );
    }

    /// (record, plies taken back, moves then played, the record as the
    /// game stands).
    const CASES: &[(&str, usize, &[&str], &str)] = &[
        // Untouched: everything kept, the result the record's own.
        (
            "[Result \"1-0\"]\n[Termination \"adjudication\"]\n\n{a} 1. e4 $1 {b} (1. d4 {c}) e5 1-0",
            0,
            &[],
            "[Result \"1-0\"]\n[Termination \"adjudication\"]\n\n{a} 1. e4 $1 {b} (1. d4 {c}) 1... e5 1-0\n",
        ),
        // Played on from a recorded result: open again, its Termination gone.
        (
            "[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 0-1",
            0,
            &["Nf3"],
            "[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n",
        ),
        // Played on: the new move plain.
        (
            "1. e4 e5 {x} *",
            0,
            &["Nf3"],
            "[Result \"*\"]\n\n1. e4 e5 {x} 2. Nf3 *\n",
        ),
        // Taken back past the record's moves: the undone extras go.
        ("1. e4 {x} e5 {y} *", 2, &[], "[Result \"*\"]\n\n*\n"),
        // A different move, then the record's next one: plain from the
        // first difference on.
        (
            "1. e4 {w} e5 {y} 2. Nf3 {z} *",
            2,
            &["c5", "Nf3"],
            "[Result \"*\"]\n\n1. e4 {w} 1... c5 2. Nf3 *\n",
        ),
        // A verdict found: its result; a set-up game keeps SetUp/FEN.
        (
            "[SetUp \"1\"]\n[FEN \"7k/8/6K1/8/8/8/8/R7 w - - 0 1\"]\n\n1. Kf6 {x} *",
            1,
            &["Ra8#"],
            "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"7k/8/6K1/8/8/8/8/R7 w - - 0 1\"]\n\n1. Ra8# 1-0\n",
        ),
    ];

    #[test]
    fn with_moves_of_keeps_what_still_fits() {
        for (text, undo, play, expected) in CASES {
            let source = record(text);
            let mut game = source.game.clone();
            for _ in 0..*undo {
                game.undo().unwrap();
            }
            for san in *play {
                game.play_text(san).unwrap();
            }
            assert_eq!(source.with_moves_of(&game).to_pgn(), *expected, "{text}");
        }
    }
}
