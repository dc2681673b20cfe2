//! Archive benchmark (not a test): the time of the first page of the games
//! list with 10,000 stored games. Ignored by `cargo test`; run it with
//!
//! ```sh
//! cargo test -p hotseat-chess --test archive_bench -- --ignored --nocapture
//! ```
//!
//! It fills a fresh database with `HOTSEAT_BENCH_ARCHIVE_GAMES` (default
//! 10,000) finished games of 40 plies in one transaction, reopens it the
//! way the app starts, then times `Session::games(0, 50)` (what the
//! `games {offset: 0, limit: 50}` command runs) 50 times. The last line is
//! `ARCHIVE_BENCH {json}` with the first call and the percentiles in ms.
//! `first_page_of_ten_thousand_imported_games` does the same after a bulk
//! import of a 10,000-game PGN file (and times the import).

use std::time::Instant;

use hotseat_chess_lib::session::Session;
use hotseat_chess_lib::DB_FILE;
use rusqlite::{params, Connection};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

#[test]
#[ignore = "a benchmark: run by hand or by bench/"]
fn first_page_of_ten_thousand_games() {
    let games: i64 = std::env::var("HOTSEAT_BENCH_ARCHIVE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().expect("temp dir");
    // bench/run.mjs keeps the filled database to open the app on it.
    let keep = std::env::var_os("HOTSEAT_BENCH_ARCHIVE_DIR").map(std::path::PathBuf::from);
    let db = keep.as_deref().unwrap_or(dir.path()).join(DB_FILE);
    // The app creates the schema; the rows go in by SQL, in one go.
    drop(Session::open(&db));
    let mut conn = Connection::open(&db).expect("open");
    let tx = conn.transaction().expect("transaction");
    {
        let mut game = tx
            .prepare(
                "INSERT INTO games (start_fen, created_at, updated_at, finished_at, result, reason, ply_count, time_control)
                 VALUES (?1, ?2, ?2, ?2, ?3, 'resignation', 40, ?4)",
            )
            .expect("insert game");
        let mut mv = tx
            .prepare("INSERT INTO moves (game_id, ply, uci) VALUES (?1, ?2, ?3)")
            .expect("insert move");
        // Knights out and back: legal for any number of plies.
        let cycle = ["g1f3", "g8f6", "f3g1", "f6g8"];
        for i in 0..games {
            let control = (i % 3 == 0).then_some(
                r#"{"whiteMs":300000,"blackMs":300000,"perMove":{"kind":"fischer","ms":3000}}"#,
            );
            let result = if i % 2 == 0 { "1-0" } else { "0-1" };
            game.execute(params![
                START,
                1_700_000_000_000 + i * 60_000,
                result,
                control
            ])
            .expect("game row");
            let id = tx.last_insert_rowid();
            for ply in 1..=40_i64 {
                mv.execute(params![
                    id,
                    ply,
                    cycle[usize::try_from((ply - 1) % 4).unwrap_or(0)]
                ])
                .expect("move row");
            }
        }
    }
    tx.commit().expect("commit");
    drop(conn);

    let mut session = Session::open(&db);
    let start = Instant::now();
    let first = session
        .archive()
        .games(0, 50, None, None)
        .expect("first page");
    let first_ms = start.elapsed().as_secs_f64() * 1e3;
    assert_eq!(first.items.len(), 50);
    assert_eq!(i64::from(first.total), games + 1);
    let mut times_ms = Vec::new();
    for _ in 0..50 {
        let start = Instant::now();
        let page = session.archive().games(0, 50, None, None).expect("page");
        times_ms.push(start.elapsed().as_secs_f64() * 1e3);
        assert_eq!(page.items.len(), 50);
    }
    times_ms.sort_by(f64::total_cmp);
    println!(
        "ARCHIVE_BENCH {{\"games\":{},\"limit\":50,\"first_ms\":{:.4},\"p50_ms\":{:.4},\"p99_ms\":{:.4},\"max_ms\":{:.4}}}",
        first.total,
        first_ms,
        percentile(&times_ms, 50.0),
        percentile(&times_ms, 99.0),
        times_ms[times_ms.len() - 1],
    );
}

/// Morphy's Opera game (Paris, 1858): 33 plies ending in mate, so no
/// repetition cuts it short.
const OPERA: [&str; 33] = [
    "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3", "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3",
    "Qe7", "Nc3", "c6", "Bg5", "b5", "Nxb5", "cxb5", "Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7",
    "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8", "Rd8#",
];

/// A PGN file of `n` games with tags as real files carry them and a
/// clock comment on every move.
fn pgn_file_of(n: usize) -> String {
    let mut text = String::new();
    for i in 0..n {
        text += &format!(
            "[Event \"Bench open {i}\"]\n[Site \"Here\"]\n[Date \"2024.05.01\"]\n[Round \"{i}\"]\n\
             [White \"White player {i}\"]\n[Black \"Black player {i}\"]\n[Result \"1-0\"]\n\
             [WhiteElo \"2400\"]\n[BlackElo \"2390\"]\n\n"
        );
        for (ply, san) in OPERA.iter().enumerate() {
            if ply % 2 == 0 {
                text += &format!("{}. ", ply / 2 + 1);
            }
            text += &format!("{san} {{[%clk 0:05:00]}} ");
        }
        text += "1-0\n\n";
    }
    text
}

/// The process's resident memory now and at its peak, in MiB (Linux).
fn memory_mib() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kib = |field: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(field))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (kib("VmRSS:") / 1024.0, kib("VmHWM:") / 1024.0)
}

/// The same first page with 10,000 games (`HOTSEAT_BENCH_ARCHIVE_GAMES`:
/// 100,000 in `bench/`) imported from a PGN file on disk through the bulk
/// import (each with its record, which the list reads its players and
/// event from), and the import's own time and memory; then a search for
/// one player's games.
#[test]
#[ignore = "a benchmark: run by hand"]
fn first_page_of_ten_thousand_imported_games() {
    use hotseat_chess_lib::pgn::file::{bulk, PgnFile, PgnLibrary};

    let games: usize = std::env::var("HOTSEAT_BENCH_ARCHIVE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let path = dir.path().join("bench.pgn");
    std::fs::write(&path, pgn_file_of(games)).expect("writes the file");
    let file_mb = std::fs::metadata(&path).expect("file").len() as f64 / 1e6;
    let mut session = Session::open(&db);
    session.check_saves_imports().expect("saves");
    // The peak counts from here (Linux: "5" resets the high-water mark).
    let _ = std::fs::write("/proc/self/clear_refs", "5");
    let (rest_mib, _) = memory_mib();
    let start = Instant::now();
    let file = PgnFile::read(&path).expect("reads");
    let scan_ms = start.elapsed().as_secs_f64() * 1e3;
    let mut library = PgnLibrary::default();
    library.open(file);
    let (file, cancel) = library.start_import().expect("starts");
    let mut batch_ms = Vec::new();
    let start = Instant::now();
    let report = bulk::import_all(
        &file,
        &cancel,
        |batch| {
            let t = Instant::now();
            let stored = session.archive().store_imports(batch);
            batch_ms.push(t.elapsed().as_secs_f64() * 1e3);
            stored
        },
        |_| {},
    )
    .expect("imports");
    let import_ms = start.elapsed().as_secs_f64() * 1e3;
    let (_, peak_mib) = memory_mib();
    assert_eq!(report.imported as usize, games);
    drop(session);

    let mut session = Session::open(&db);
    let start = Instant::now();
    let first = session
        .archive()
        .games(0, 50, None, None)
        .expect("first page");
    let first_ms = start.elapsed().as_secs_f64() * 1e3;
    assert_eq!(
        first.items[0].white.as_deref(),
        Some(&*format!("White player {}", games - 1))
    );
    let mut times_ms = Vec::new();
    for _ in 0..50 {
        let start = Instant::now();
        let page = session.archive().games(0, 50, None, None).expect("page");
        times_ms.push(start.elapsed().as_secs_f64() * 1e3);
        assert_eq!(page.items.len(), 50);
    }
    // One player's games, as typed in the search field: the count and the
    // first page of them (one game here: the names are numbered).
    let wanted = format!("player {}", games / 3);
    let mut search_ms = Vec::new();
    for _ in 0..10 {
        let start = Instant::now();
        let found = session
            .archive()
            .games(0, 50, Some(&wanted), None)
            .expect("search");
        search_ms.push(start.elapsed().as_secs_f64() * 1e3);
        assert!(found.total >= 1, "{wanted} found");
    }
    times_ms.sort_by(f64::total_cmp);
    batch_ms.sort_by(f64::total_cmp);
    search_ms.sort_by(f64::total_cmp);
    println!(
        "ARCHIVE_IMPORTED_BENCH {{\"games\":{},\"file_mb\":{file_mb:.1},\"scan_ms\":{scan_ms:.1},\"import_ms\":{import_ms:.0},\"batch_write_p50_ms\":{:.2},\"batch_write_max_ms\":{:.2},\"first_ms\":{first_ms:.4},\"p50_ms\":{:.4},\"p99_ms\":{:.4},\"search_p50_ms\":{:.3},\"search_max_ms\":{:.3},\"rest_mib\":{rest_mib:.1},\"peak_mib\":{peak_mib:.1}}}",
        first.total,
        percentile(&batch_ms, 50.0),
        batch_ms[batch_ms.len() - 1],
        percentile(&times_ms, 50.0),
        percentile(&times_ms, 99.0),
        percentile(&search_ms, 50.0),
        search_ms[search_ms.len() - 1],
    );
}
