//! Read → write → read keeps the record, for records built at random: random
//! legal playouts with NAGs, comments (with `}`, `%`, brackets, accents) and
//! variations nested a few deep, written by `PgnGame::to_pgn` and read back
//! by `read_pgn_games`.

use hotseat_rules::{read_pgn_games, Game, Line, PgnGame, PgnMove};
use proptest::prelude::*;

/// A small deterministic generator (the seed comes from proptest).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

const WORDS: [&str; 14] = [
    "[%clk",
    "0:05:00]",
    "[%eval",
    "-1.25]",
    "%not-an-escape",
    "Réti's",
    "(idea)",
    "}",
    "1-0",
    "*",
    ";",
    "$14",
    "e4",
    "\"quoted\"",
];

fn comment(rng: &mut Rng) -> String {
    let words: Vec<&str> = (0..1 + rng.below(12))
        .map(|_| WORDS[rng.below(WORDS.len())])
        .collect();
    words.join(" ")
}

/// A line of up to `max` random legal moves played on `game`.
fn random_line(rng: &mut Rng, game: &mut Game, max: usize, depth: usize) -> Line {
    let mut line = Line::default();
    if rng.chance(5) {
        line.comments_before.push(comment(rng));
    }
    for _ in 0..max {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let before = game.clone();
        let mv = legal[rng.below(legal.len())];
        game.play(mv).expect("a legal move");
        let mut played = PgnMove {
            mv: Some(mv.into()),
            san: game.history().last().expect("played").san.clone(),
            nags: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
        };
        while rng.chance(4) {
            played.nags.push(rng.below(256) as u8);
        }
        while rng.chance(4) {
            played.comments.push(comment(rng));
        }
        if depth < 3 {
            while rng.chance(6) {
                let mut alternative = before.clone();
                let max = 1 + rng.below(6);
                let variation = random_line(rng, &mut alternative, max, depth + 1);
                if !variation.moves.is_empty() {
                    played.variations.push(variation);
                }
            }
        }
        line.moves.push(played);
    }
    line
}

fn record(seed: u64) -> PgnGame {
    let mut rng = Rng(seed);
    let mut game = Game::new();
    let max = rng.below(60);
    let mainline = random_line(&mut rng, &mut game, max, 0);
    let tags = vec![
        ("Event".to_owned(), "Random \"game\" \\ test".to_owned()),
        ("White".to_owned(), "Réti, R.".to_owned()),
        ("Result".to_owned(), "*".to_owned()),
        ("WhiteClock".to_owned(), "[%clk 1:00:00]".to_owned()),
    ];
    PgnGame {
        tags,
        game,
        mainline,
        result: Some(["1-0", "0-1", "1/2-1/2", "*"][rng.below(4)].to_owned()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn written_records_read_back_the_same(seed in any::<u64>()) {
        let record = record(seed);
        let text = record.to_pgn();
        let read: Vec<_> = read_pgn_games(&text).collect();
        prop_assert_eq!(read.len(), 1, "{}", text);
        let back = read[0].as_ref().map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back, &record, "{}", text);
        for line in text.lines() {
            prop_assert!(!line.starts_with('%'), "an escape line: {}", line);
        }
    }
}

#[test]
fn a_written_record_looks_like_pgn() {
    let text = record(7).to_pgn();
    assert!(
        text.starts_with("[Event \"Random \\\"game\\\" \\\\ test\"]\n[White \"Réti, R.\"]\n"),
        "{text}"
    );
    if std::env::var_os("SHOW_PGN").is_some() {
        println!("{text}");
    }
}
