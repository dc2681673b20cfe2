//! Generates `ui/src/lib/bindings.ts` from the Rust DTOs and the command
//! list, and fails when the committed file differs from what the code would
//! generate. Regenerate with:
//!
//! ```text
//! UPDATE_BINDINGS=1 cargo test -p hotseat-chess bindings
//! ```

use hotseat_rules::{Color, Role, Square, Variant};
use ts_rs::{Config, TS};

use crate::chess_match::{Adjustment, MAX_GIVE_MS};
use crate::commands::{Signature, SIGNATURES};
use crate::dto::{
    AdjustmentView, AnalysisProgress, ArchivedResult, Army, BoardDto, ClockView, DropDto,
    DropInput, DroppedPgn, EngineFault, EngineTrouble, GameAnalysis, GameEvent, GamePage,
    GameSummary, GameView, ImportProgress, ImportReport, MoveDto, MoveInput, MoveNumber,
    NewGameOptions, Notice, PgnFileGame, PgnFilePage, PgnFileSummary, PieceDto, Ply, PocketView,
    PocketsView, PositionView, RecordedEnd, ReviewEngine, ReviewSource, ReviewedMove, SavedPgn,
    SidesCount, StageView, StagesView, UndoView, Verdict, VerdictReason, VerdictResult,
};
use crate::error::{
    CommandError, Failed, FenProblem, MoveProblem, PgnProblem, Refusal, RefusedMove, SkippedGame,
};
use crate::language::Language;
use crate::pgn::file::PgnFileError;
use crate::pgn::roster::Roster;
use crate::review::{Eval, MoveClass};
use crate::settings::{LanguageSetting, Notation, Seats, Settings, Theme};
use crate::time_control::{
    PerMove, Stage, TimeControl, MAX_BASE_MS, MAX_LATER_STAGES, MAX_PER_MOVE_MS, MAX_STAGE_MOVES,
    MIN_BASE_MS,
};

const OUTPUT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../ui/src/lib/bindings.ts");

fn union<I: IntoIterator<Item = String>>(name: &str, values: I) -> String {
    let parts: Vec<String> = values.into_iter().map(|v| format!("\"{v}\"")).collect();
    format!("export type {name} = {};\n", parts.join(" | "))
}

/// Every error kind; the match makes a new variant a compile error here.
fn error_kinds() -> Vec<String> {
    let samples = [
        CommandError::IllegalMove {
            message: String::new(),
            refused: None,
        },
        CommandError::GameOver {
            message: String::new(),
            verdict: hotseat_rules::Outcome::Checkmate {
                winner: Color::White,
            }
            .into(),
        },
        CommandError::NothingToUndo {
            message: String::new(),
        },
        CommandError::InvalidSquare {
            message: String::new(),
        },
        CommandError::InvalidMove {
            message: String::new(),
            refused: None,
        },
        hotseat_rules::FenError::PawnOnBackRank.into(),
        hotseat_rules::PgnError::BadTag.into(),
        PgnFileError::NoGames {
            name: String::new(),
        }
        .into(),
        CommandError::EngineUnusable {
            message: String::new(),
            engine: EngineTrouble {
                name: String::new(),
                fault: EngineFault::NotUci,
            },
        },
        CommandError::BadRequest {
            message: String::new(),
        },
        CommandError::not_allowed(Refusal::Paused, ""),
        CommandError::NotFound {
            message: String::new(),
        },
        CommandError::storage(Failed::Move, ""),
        CommandError::DiskFull {
            message: String::new(),
            failed: Failed::Move,
        },
        CommandError::ReadOnly {
            message: String::new(),
            failed: Failed::Move,
        },
        CommandError::Internal {
            message: String::new(),
        },
    ];
    samples
        .iter()
        .map(|e| {
            match e {
                CommandError::IllegalMove { .. }
                | CommandError::GameOver { .. }
                | CommandError::NothingToUndo { .. }
                | CommandError::InvalidSquare { .. }
                | CommandError::InvalidMove { .. }
                | CommandError::InvalidFen { .. }
                | CommandError::InvalidPgn { .. }
                | CommandError::InvalidFile { .. }
                | CommandError::EngineUnusable { .. }
                | CommandError::BadRequest { .. }
                | CommandError::NotAllowed { .. }
                | CommandError::NotFound { .. }
                | CommandError::Storage { .. }
                | CommandError::DiskFull { .. }
                | CommandError::ReadOnly { .. }
                | CommandError::Internal { .. } => {}
            }
            serde_json::to_value(e).expect("serializable")["kind"]
                .as_str()
                .expect("kind is a string")
                .to_owned()
        })
        .collect()
}

fn decl<T: TS>(cfg: &Config) -> String {
    format!("export {}\n", T::decl(cfg))
}

fn generate() -> String {
    // Times and ids are whole numbers far below 2^53: plain numbers.
    let cfg = Config::default().with_large_int("number");
    let mut out = String::from(
        "// Generated from the Rust DTOs in src-tauri/src/dto/, settings.rs and error.rs by\n\
         // `UPDATE_BINDINGS=1 cargo test -p hotseat-chess bindings`. Do not edit.\n\n\
         import { invoke, type Channel } from \"@tauri-apps/api/core\";\n\n",
    );
    out += &decl::<Color>(&cfg);
    out += &decl::<Role>(&cfg);
    out += &decl::<Square>(&cfg);
    out += &decl::<Variant>(&cfg);
    out += &decl::<VerdictResult>(&cfg);
    out += &decl::<VerdictReason>(&cfg);
    out += &decl::<ArchivedResult>(&cfg);
    out += &union("ErrorKind", error_kinds());
    out.push('\n');
    out += &decl::<PieceDto>(&cfg);
    out += &decl::<Army>(&cfg);
    out += &decl::<BoardDto>(&cfg);
    out += &decl::<MoveDto>(&cfg);
    out += &decl::<MoveInput>(&cfg);
    out += &decl::<DropInput>(&cfg);
    out += &decl::<DropDto>(&cfg);
    out += &decl::<Verdict>(&cfg);
    out += &decl::<RecordedEnd>(&cfg);
    out += &decl::<Ply>(&cfg);
    out += &decl::<MoveNumber>(&cfg);
    out += &decl::<UndoView>(&cfg);
    out += &decl::<PerMove>(&cfg);
    out += &decl::<Stage>(&cfg);
    out += &decl::<TimeControl>(&cfg);
    out += &decl::<Roster>(&cfg);
    out += &decl::<NewGameOptions>(&cfg);
    out += &decl::<Adjustment>(&cfg);
    out += &decl::<AdjustmentView>(&cfg);
    out += &decl::<StageView>(&cfg);
    out += &decl::<StagesView>(&cfg);
    out += &decl::<ClockView>(&cfg);
    out += &decl::<GameEvent>(&cfg);
    out += &decl::<Notice>(&cfg);
    out += &decl::<GameView>(&cfg);
    out += &decl::<PositionView>(&cfg);
    out += &decl::<SidesCount>(&cfg);
    out += &decl::<PocketView>(&cfg);
    out += &decl::<PocketsView>(&cfg);
    out += &decl::<GameSummary>(&cfg);
    out += &decl::<GamePage>(&cfg);
    out += &decl::<Seats>(&cfg);
    out += &decl::<Theme>(&cfg);
    out += &decl::<Language>(&cfg);
    out += &decl::<LanguageSetting>(&cfg);
    out += &decl::<Notation>(&cfg);
    out += &decl::<Settings>(&cfg);
    out += &decl::<SavedPgn>(&cfg);
    out += &decl::<PgnFileSummary>(&cfg);
    out += &decl::<PgnFileGame>(&cfg);
    out += &decl::<PgnFilePage>(&cfg);
    out += &decl::<ImportProgress>(&cfg);
    out += &decl::<Eval>(&cfg);
    out += &decl::<MoveClass>(&cfg);
    out += &decl::<ReviewedMove>(&cfg);
    out += &decl::<ReviewSource>(&cfg);
    out += &decl::<GameAnalysis>(&cfg);
    out += &decl::<EngineFault>(&cfg);
    out += &decl::<EngineTrouble>(&cfg);
    out += &decl::<ReviewEngine>(&cfg);
    out += &decl::<AnalysisProgress>(&cfg);
    out += &decl::<MoveProblem>(&cfg);
    out += &decl::<RefusedMove>(&cfg);
    out += &decl::<Refusal>(&cfg);
    out += &decl::<Failed>(&cfg);
    out += &decl::<FenProblem>(&cfg);
    out += &decl::<PgnProblem>(&cfg);
    out += &decl::<SkippedGame>(&cfg);
    out += &decl::<PgnFileError>(&cfg);
    out += &decl::<ImportReport>(&cfg);
    out += &decl::<CommandError>(&cfg);
    out += &decl::<DroppedPgn>(&cfg);
    out += &args_decls(&cfg);
    out += &constants();
    out += "\n/** The app's commands. A failed call rejects with a `CommandError`. */\n";
    out += "export const commands = {\n";
    for signature in SIGNATURES {
        out += &wrapper(signature, &cfg);
    }
    out += "};\n";
    out
}

/// The values the page needs and must not copy: the limits a time control
/// and a clock adjustment are checked against, the default settings.
fn constants() -> String {
    let limits = serde_json::json!({
        "minBaseMs": MIN_BASE_MS,
        "maxBaseMs": MAX_BASE_MS,
        "maxPerMoveMs": MAX_PER_MOVE_MS,
        "maxStageMoves": MAX_STAGE_MOVES,
        "maxLaterStages": MAX_LATER_STAGES,
        "maxGiveMs": MAX_GIVE_MS,
    });
    let defaults = serde_json::to_string(&Settings::default()).unwrap_or_default();
    let languages = serde_json::to_string(&Language::ALL).unwrap_or_default();
    format!(
        "\n/** The limits a time control and a clock adjustment are checked against (the Rust side's). */\n\
         export const TIME_CONTROL_LIMITS = {limits} as const;\n\
         \n/** The settings the app has until the stored ones are read (the Rust side's defaults). */\n\
         export const DEFAULT_SETTINGS: Settings = {defaults};\n\
         \n/** The languages the Language setting offers, English (the one the others follow) first. */\n\
         export const LANGUAGES: readonly Exclude<LanguageSetting, \"system\">[] = {languages};\n"
    )
}

/// The argument structs of the command table, each declared once.
fn args_decls(cfg: &Config) -> String {
    let mut seen: Vec<String> = Vec::new();
    let mut out = String::new();
    for args in SIGNATURES.iter().filter_map(|s| s.args) {
        let name = (args.name)(cfg);
        if !seen.contains(&name) {
            out += &format!("export {}\n", (args.decl)(cfg));
            seen.push(name);
        }
    }
    out
}

/// `archived_position` → `archivedPosition`.
fn camel_case(snake: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in snake.chars() {
        match c {
            '_' => upper = true,
            c if upper => {
                out.extend(c.to_uppercase());
                upper = false;
            }
            c => out.push(c),
        }
    }
    out
}

/// One command's wrapper: its argument struct's fields as parameters, in
/// the table's order, typed by the struct (`ply: PositionAtArgs["ply"]`);
/// an optional field is an optional parameter sent as `null` when absent.
fn wrapper(signature: &Signature, cfg: &Config) -> String {
    let answer = (signature.answer)(cfg);
    let command = signature.name;
    let name = camel_case(command);
    let Some(args) = signature.args else {
        return format!("  {name}: () => invoke<{answer}>(\"{command}\"),\n");
    };
    let (ty, decl) = ((args.name)(cfg), (args.decl)(cfg));
    let mut params = Vec::new();
    let mut sent = Vec::new();
    for field in args.fields {
        let field = field.trim_start_matches("r#");
        let declared = |form: String| decl.split_whitespace().any(|word| word == form);
        let optional = declared(format!("{field}?:"));
        assert!(
            optional || declared(format!("{field}:")),
            "{field} is a field of {decl}"
        );
        if optional {
            params.push(format!("{field}?: {ty}[\"{field}\"]"));
            sent.push(format!("{field}: {field} ?? null"));
        } else {
            params.push(format!("{field}: {ty}[\"{field}\"]"));
            sent.push(field.to_owned());
        }
    }
    format!(
        "  {name}: ({}) => invoke<{answer}>(\"{command}\", {{ {} }}),\n",
        params.join(", "),
        sent.join(", ")
    )
}

#[test]
fn bindings_match_the_rust_types() {
    let generated = generate();
    if std::env::var("UPDATE_BINDINGS").is_ok_and(|v| v == "1") {
        std::fs::write(OUTPUT, &generated).expect("write bindings.ts");
        return;
    }
    let committed = std::fs::read_to_string(OUTPUT).unwrap_or_default();
    assert!(
        committed == generated,
        "ui/src/lib/bindings.ts is out of date; run UPDATE_BINDINGS=1 cargo test -p hotseat-chess bindings"
    );
}
