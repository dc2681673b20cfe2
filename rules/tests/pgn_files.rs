//! PGN files as they come: the crafted files of `tests/pgn/` (one per
//! thing the reader accepts), the real games of `tests/pgn/corpus/`, and
//! the files of `tests/pgn/refused/`, read by our reader and compared with
//! python-chess's verdict in `tests/pgn/reference.json` (written by
//! `scripts/pgn-reference.py`, checked by `scripts/check-pgn-reference.sh`;
//! this test never rewrites it).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use hotseat_rules::{decode_pgn, read_pgn_games, scan_pgn_headers, PgnGame, PgnGameError, Rules};
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pgn")
}

/// Every `.pgn` file under `tests/pgn/`, by its path from there.
fn files() -> BTreeMap<String, Vec<u8>> {
    fn walk(dir: &Path, base: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for entry in std::fs::read_dir(dir).expect("the test data folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(&path, base, out);
            } else if path.extension().is_some_and(|e| e == "pgn") {
                let name = path.strip_prefix(base).expect("under base");
                let name = name.to_string_lossy().replace('\\', "/");
                out.insert(name, std::fs::read(&path).expect("readable"));
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(&root(), &root(), &mut out);
    out
}

fn read(bytes: &[u8]) -> Vec<Result<PgnGame, PgnGameError>> {
    read_pgn_games(&decode_pgn(bytes)).collect()
}

fn read_one(name: &str) -> Vec<PgnGame> {
    let bytes = std::fs::read(root().join(name)).expect("the file");
    read(&bytes)
        .into_iter()
        .map(|g| g.unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

fn uci(game: &PgnGame) -> Vec<String> {
    game.game.moves().map(|m| m.to_string()).collect()
}

/// Per game of a file: `Ok(plies)` read, or `Err(message)`.
type Expected = Vec<Result<usize, &'static str>>;

/// Where we differ from python-chess on purpose: the file, and what we read
/// instead (per game: `Ok(plies)` or `Err(message)`).
fn differences() -> BTreeMap<&'static str, (&'static str, Expected)> {
    BTreeMap::from([
        (
            "cr-line-ends.pgn",
            ("python-chess splits lines on LF only, so a CR-only file is one line of tags to it; we read CR as a line end", vec![Ok(4)]),
        ),
        (
            "empty-lines-in-tags.pgn",
            ("python-chess ends the tags at a second empty line and starts a new game; we keep reading tags until the movetext", vec![Ok(2)]),
        ),
        (
            "refused/bad-tag.pgn",
            ("python-chess skips the broken tag and reads on; we refuse that game and read the next", vec![
                Err("game 1, a tag pair is not of the form [Name \"value\"]"),
                Ok(1),
            ]),
        ),
        (
            "corpus/anastasian-lewis-2016-chessbase.pgn",
            ("ChessBase wrote a null move (Z0) for Black's 41st; python-chess plays it; we refuse null moves in the main line", vec![
                Err("game 1, move 41 (Z0): a null move (a pass) is not a chess move and cannot be read"),
            ]),
        ),
        (
            "refused/null-move.pgn",
            ("python-chess reads -- as a null move; a null move is not a chess move, we refuse it", vec![
                Err("game 1, move 1 (--): a null move (a pass) is not a chess move and cannot be read"),
            ]),
        ),
    ])
}

/// What we refuse, as python-chess also does (it reads on with an error
/// noted; we refuse the game): the message we give.
fn refusals() -> BTreeMap<&'static str, Expected> {
    BTreeMap::from([
        (
            "many-games-one-bad.pgn",
            vec![
                Ok(2),
                Err("game 2, move 5 (Ke3): Ke3 is not a legal move in this position"),
                Ok(2),
            ],
        ),
        (
            "refused/illegal-variation.pgn",
            vec![Err(
                "game 1, move 1 (Nf3): Nf3 is not a legal move in this position",
            )],
        ),
        (
            "refused/variation-before-any-move.pgn",
            vec![Err(
                "game 1, a variation ( ... ) stands before any move it could replace",
            )],
        ),
    ])
}

fn summary(games: &[Result<PgnGame, PgnGameError>]) -> Vec<Result<usize, String>> {
    games
        .iter()
        .map(|g| {
            g.as_ref()
                .map(|g| g.game.history().len())
                .map_err(|e| e.to_string())
        })
        .collect()
}

#[test]
fn every_file_reads_as_python_chess_reads_it_or_as_documented() {
    let reference: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("reference.json")).expect("golden"),
    )
    .expect("JSON");
    let golden = reference["files"].as_object().expect("files");
    let files = files();
    let on_disk: Vec<&String> = files.keys().collect();
    let in_golden: Vec<&String> = golden.keys().collect();
    assert_eq!(
        on_disk, in_golden,
        "run scripts/check-pgn-reference.sh --write after adding a file"
    );
    let differences = differences();
    let refusals = refusals();
    for (name, bytes) in &files {
        let ours = read(bytes);
        let theirs = golden[name].as_array().expect("games");
        if let Some((why, want)) = differences.get(name.as_str()) {
            let want: Vec<Result<usize, String>> =
                want.iter().map(|w| w.map_err(str::to_owned)).collect();
            assert_eq!(summary(&ours), want, "{name} ({why})");
            continue;
        }
        assert_eq!(ours.len(), theirs.len(), "{name}: number of games");
        let want_refused = refusals.get(name.as_str());
        if let Some(want) = want_refused {
            let want: Vec<Result<usize, String>> =
                want.iter().map(|w| w.map_err(str::to_owned)).collect();
            assert_eq!(summary(&ours), want, "{name}");
        }
        for (i, (our, their)) in ours.iter().zip(theirs).enumerate() {
            let their_errors = their["errors"].as_array().expect("errors");
            if !their_errors.is_empty() {
                assert!(
                    our.is_err(),
                    "{name} game {}: python-chess saw {their_errors:?}",
                    i + 1
                );
                assert!(
                    want_refused.is_some(),
                    "{name}: list the refusal in refusals()"
                );
                continue;
            }
            let our = our.as_ref().unwrap_or_else(|e| panic!("{name}: {e}"));
            let their_uci: Vec<String> = their["uci"]
                .as_array()
                .expect("uci")
                .iter()
                .map(|m| m.as_str().expect("a move").to_owned())
                .collect();
            assert_eq!(uci(our), their_uci, "{name} game {}", i + 1);
            assert_eq!(
                our.game.position().to_fen(),
                their["fen"],
                "{name} game {}",
                i + 1
            );
        }
    }
}

#[test]
fn read_write_read_keeps_the_record() {
    for (name, bytes) in files() {
        for game in read(&bytes).into_iter().flatten() {
            let text = game.to_pgn();
            let again = read_pgn_games(&text).collect::<Vec<_>>();
            assert_eq!(again.len(), 1, "{name}:\n{text}");
            let again = again[0]
                .as_ref()
                .unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
            assert_eq!(again.mainline, game.mainline, "{name}:\n{text}");
            assert_eq!(again.game, game.game, "{name}");
            let tags: Vec<(&str, &str)> = again
                .tags
                .iter()
                .map(|(n, v)| (n.as_str(), v.as_str()))
                .collect();
            assert_eq!(tags, game.tags_in_export_order(), "{name}");
            let marker = game.result.as_deref().or(game.tag("Result")).unwrap_or("*");
            assert_eq!(again.result.as_deref(), Some(marker), "{name}");
            assert_eq!(
                again.to_pgn(),
                text,
                "{name}: a second export is the same text"
            );
            for line in text.lines() {
                let long_word = !line.contains(' ');
                assert!(
                    line.chars().count() <= 80 || long_word || line.starts_with('['),
                    "{name}: {line}"
                );
            }
        }
    }
}

#[test]
fn the_header_scan_agrees_with_the_reader() {
    for (name, bytes) in files() {
        let text = decode_pgn(&bytes);
        let headers: Vec<_> = scan_pgn_headers(&text).collect();
        let games = read(&bytes);
        assert_eq!(headers.len(), games.len(), "{name}");
        for (header, game) in headers.iter().zip(&games) {
            let alone: Vec<_> = read_pgn_games(&text[header.span.clone()]).collect();
            assert_eq!(alone.len(), 1, "{name}");
            if let (Ok(game), Ok(alone)) = (game, &alone[0]) {
                assert_eq!(alone, game, "{name}: the span holds the game");
                assert_eq!(header.tags, game.tags, "{name}");
                assert_eq!(header.plies, game.game.history().len(), "{name}");
                assert_eq!(header.result, game.result, "{name}");
            }
        }
    }
}

#[test]
fn comments_are_kept_where_they_stand() {
    let game = &read_one("comments.pgn")[0];
    assert_eq!(game.mainline.comments_before, ["Before the first move"]);
    let moves = &game.mainline.moves;
    assert_eq!(
        moves[0].comments,
        ["[%clk 0:05:00]", "[%eval 0.2] two comments"]
    );
    assert_eq!(
        moves[1].comments,
        ["to the end of the line, with a } in it"]
    );
    assert_eq!(moves[2].comments, ["lots of spaces"]);
    assert_eq!(moves[3].comments, [""]);

    let lichess = &read_one("corpus/lichess-db-sample-2017.pgn")[0];
    assert_eq!(
        lichess.mainline.moves[0].comments,
        ["[%eval 0.17] [%clk 0:00:30]"]
    );
    assert_eq!(lichess.tags.len(), 16);
    assert_eq!(
        lichess.tags[15],
        ("Termination".to_owned(), "Time forfeit".to_owned())
    );
    // The game was lost on time: the rules see a game in play.
    assert_eq!(
        (lichess.game.outcome(), lichess.result.as_deref()),
        (None, Some("0-1"))
    );
}

#[test]
fn glyphs_become_nags_and_nags_are_kept() {
    let game = &read_one("annotation-glyphs.pgn")[0];
    let nags: Vec<&[u8]> = game
        .mainline
        .moves
        .iter()
        .take(6)
        .map(|m| m.nags.as_slice())
        .collect();
    assert_eq!(nags, [&[1][..], &[2], &[3], &[4], &[5], &[6]]);
    let game = &read_one("nags.pgn")[0];
    let nags: Vec<&[u8]> = game
        .mainline
        .moves
        .iter()
        .map(|m| m.nags.as_slice())
        .collect();
    assert_eq!(nags, [&[1][..], &[2, 14], &[18], &[255], &[0]]);
}

#[test]
fn variations_are_kept_as_a_tree() {
    let game = &read_one("variations.pgn")[0];
    let main = &game.mainline.moves;
    assert_eq!(main.len(), 6);
    let e5 = &main[1];
    assert_eq!(e5.variations.len(), 2);
    let sicilian = &e5.variations[0];
    let sans: Vec<&str> = sicilian.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["c5", "Nf3", "d6"]);
    assert_eq!(
        sicilian.moves[1].variations[0].moves[1].variations[0].moves[0].san,
        "Nf6"
    );
    assert_eq!(sicilian.moves[2].comments, ["Najdorf soon"]);
    assert_eq!(e5.variations[1].moves[0].nags, [1]);
}

#[test]
fn null_moves_in_variations_are_kept() {
    let game = &read_one("null-move-in-variation.pgn")[0];
    let threat = &game.mainline.moves[5].variations[0];
    let sans: Vec<&str> = threat.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["--", "Ng5", "--", "Nxf7"]);
    assert_eq!(
        (threat.moves[0].mv, threat.moves[0].comments.len()),
        (None, 1)
    );
    assert_eq!(threat.moves[1].variations[0].moves[0].san, "Nxe5");
    assert_eq!(threat.moves[2].variations[0].moves[0].san, "d5");
    let text = game.to_pgn().replace('\n', " ");
    let want = "(3... -- {what does White threaten?} 4. Ng5 (4. Nxe5) 4... -- (4... d5) 5. Nxf7)";
    assert!(text.contains(want), "{text}");
}

#[test]
fn many_variations_on_a_long_game_read_in_linear_time() {
    // A real 154-ply game, then 20,000 one-move variations on its last
    // move (the move itself, a legal alternative to itself): each is
    // played from the position before it, not from a copy of the history.
    let real = &read_one("corpus/stockfish-learning-2019-engine-match.pgn")[0];
    let sans = real.game.san_moves();
    let mut text = sans.join(" ");
    let last_san = sans.last().expect("moves");
    text.push_str(&format!(" ({last_san})").repeat(20_000));
    text.push_str(" *");
    let games: Vec<_> = read_pgn_games(&text).collect();
    let game = games[0].as_ref().map_err(|e| e.to_string());
    let game = game.expect("read");
    let last = game.mainline.moves.last().expect("moves");
    assert_eq!((&last.san, last.variations.len()), (last_san, 20_000));
}

#[test]
fn decoding_and_results() {
    let latin = &read_one("latin1.pgn")[0];
    assert_eq!(latin.tag("White"), Some("Réti, Richard"));
    assert_eq!(latin.mainline.moves[0].comments, ["Réti's opening"]);

    let differs = read_one("result-differs-from-tag.pgn");
    assert_eq!(
        (differs[0].tag("Result"), differs[0].result.as_deref()),
        (Some("0-1"), Some("1-0"))
    );
    assert_eq!(differs[0].game.status_text(), "Checkmate — Black wins");

    let none = read_one("no-result-marker.pgn");
    assert_eq!(
        (none[0].result.as_deref(), none[1].tag("Event")),
        (None, Some("The next game after no marker"))
    );
}

/// No input makes the reader, the scan or the writer panic: random bytes,
/// and every cut of the real files.
mod never_panics {
    use super::*;
    use proptest::prelude::*;

    fn all_the_way(text: &str) {
        for game in read_pgn_games(text).flatten() {
            let _ = read_pgn_games(&game.to_pgn()).count();
        }
        let _ = scan_pgn_headers(text).count();
    }

    #[test]
    fn on_every_cut_of_the_files() {
        for (_, bytes) in files() {
            // 24 cuts a file (odd steps, so cuts fall inside tokens and
            // inside UTF-8 sequences too), both halves read.
            for cut in (0..bytes.len()).step_by((bytes.len() / 24).max(1) | 1) {
                all_the_way(&decode_pgn(&bytes[..cut]));
                all_the_way(&decode_pgn(&bytes[cut..]));
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

        #[test]
        fn on_random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            all_the_way(&decode_pgn(&bytes));
        }

        #[test]
        fn on_random_pgn_like_text(text in "[\\[\\]\"{}();$%.!?+#= \n\r0-9a-hxNBRQKO-]{0,200}") {
            all_the_way(&text);
        }
    }
}
