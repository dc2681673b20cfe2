//! Generates `ui/src/lib/bindings.ts` from the Rust DTOs and the command
//! list, and fails when the committed file differs from what the code would
//! generate. Regenerate with:
//!
//! ```text
//! UPDATE_BINDINGS=1 cargo test -p hotseat-chess bindings
//! ```

use hotseat_rules::{Color, DrawReason, Outcome, Role, Square};
use ts_rs::{Config, TS};

use crate::dto::{
    ClockView, GamePage, GameSummary, GameView, MoveDto, MoveInput, MoveNumber, NewGameOptions,
    PieceDto, PlacedPiece, Ply, PositionView, SavedPgn, UndoView, Verdict,
};
use crate::error::CommandError;
use crate::settings::{Seats, Settings, Theme};
use crate::time_control::{PerMove, TimeControl};

const OUTPUT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../ui/src/lib/bindings.ts");

/// (TypeScript name, command, parameters, invoke arguments, result type).
const COMMANDS: &[(&str, &str, &str, &str, &str)] = &[
    (
        "newGame",
        "new_game",
        "options?: NewGameOptions | null",
        ", { options: options ?? null }",
        "GameView",
    ),
    ("status", "status", "", "", "GameView"),
    (
        "legalMoves",
        "legal_moves",
        "from?: Square | null",
        ", { from: from ?? null }",
        "MoveDto[]",
    ),
    ("play", "play", "move: MoveInput", ", { move }", "GameView"),
    ("undo", "undo", "", "", "GameView"),
    (
        "playText",
        "play_text",
        "text: string",
        ", { text }",
        "GameView",
    ),
    (
        "positionAt",
        "position_at",
        "ply: number",
        ", { ply }",
        "PositionView",
    ),
    (
        "resign",
        "resign",
        "color: Color",
        ", { color }",
        "GameView",
    ),
    (
        "offerDraw",
        "offer_draw",
        "color: Color",
        ", { color }",
        "GameView",
    ),
    (
        "answerDraw",
        "answer_draw",
        "accept: boolean",
        ", { accept }",
        "GameView",
    ),
    ("pause", "pause", "", "", "GameView"),
    ("resume", "resume", "", "", "GameView"),
    (
        "games",
        "games",
        "offset: number, limit: number",
        ", { offset, limit }",
        "GamePage",
    ),
    (
        "archivedPosition",
        "archived_position",
        "id: number, ply: number",
        ", { id, ply }",
        "PositionView",
    ),
    (
        "archivedMoves",
        "archived_moves",
        "id: number",
        ", { id }",
        "Array<Ply>",
    ),
    (
        "archivedPgn",
        "archived_pgn",
        "id: number",
        ", { id }",
        "string",
    ),
    (
        "deleteGame",
        "delete_game",
        "id: number",
        ", { id }",
        "null",
    ),
    (
        "restoreGame",
        "restore_game",
        "id: number",
        ", { id }",
        "null",
    ),
    ("settings", "settings", "", "", "Settings"),
    (
        "setSettings",
        "set_settings",
        "settings: Settings",
        ", { settings }",
        "Settings",
    ),
    (
        "importGame",
        "import_game",
        "text: string",
        ", { text }",
        "GameView",
    ),
    ("exportPgn", "export_pgn", "", "", "string"),
    ("savePgn", "save_pgn", "", "", "SavedPgn | null"),
];

fn union<I: IntoIterator<Item = String>>(name: &str, values: I) -> String {
    let parts: Vec<String> = values.into_iter().map(|v| format!("\"{v}\"")).collect();
    format!("export type {name} = {};\n", parts.join(" | "))
}

/// Every error kind; the match makes a new variant a compile error here.
fn error_kinds() -> Vec<String> {
    let samples = [
        CommandError::IllegalMove(String::new()),
        CommandError::GameOver(String::new()),
        CommandError::NothingToUndo(String::new()),
        CommandError::InvalidSquare(String::new()),
        CommandError::InvalidMove(String::new()),
        CommandError::InvalidFen(String::new()),
        CommandError::InvalidPgn(String::new()),
        CommandError::BadRequest(String::new()),
        CommandError::NotAllowed(String::new()),
        CommandError::NotFound(String::new()),
        CommandError::Storage(String::new()),
        CommandError::Internal(String::new()),
    ];
    samples
        .iter()
        .map(|e| {
            match e {
                CommandError::IllegalMove(_)
                | CommandError::GameOver(_)
                | CommandError::NothingToUndo(_)
                | CommandError::InvalidSquare(_)
                | CommandError::InvalidMove(_)
                | CommandError::InvalidFen(_)
                | CommandError::InvalidPgn(_)
                | CommandError::BadRequest(_)
                | CommandError::NotAllowed(_)
                | CommandError::NotFound(_)
                | CommandError::Storage(_)
                | CommandError::Internal(_) => {}
            }
            serde_json::to_value(e).expect("serializable")["kind"]
                .as_str()
                .expect("kind is a string")
                .to_owned()
        })
        .collect()
}

fn outcomes() -> Vec<Outcome> {
    vec![
        Outcome::Checkmate {
            winner: Color::White,
        },
        Outcome::Checkmate {
            winner: Color::Black,
        },
        Outcome::Draw(DrawReason::Stalemate),
        Outcome::Draw(DrawReason::FiftyMoveRule),
        Outcome::Draw(DrawReason::ThreefoldRepetition),
        Outcome::Draw(DrawReason::InsufficientMaterial),
        Outcome::Resignation {
            winner: Color::White,
        },
        Outcome::Resignation {
            winner: Color::Black,
        },
        Outcome::Draw(DrawReason::Agreement),
        Outcome::TimeOut {
            winner: Color::White,
        },
        Outcome::TimeOut {
            winner: Color::Black,
        },
        Outcome::Draw(DrawReason::TimeOutInsufficientMaterial),
    ]
}

/// `values` without repeats, in their first order.
fn unique(values: impl IntoIterator<Item = &'static str>) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    for v in values {
        if !seen.iter().any(|s| s == v) {
            seen.push(v.to_owned());
        }
    }
    seen
}

fn decl<T: TS>(cfg: &Config) -> String {
    format!("export {}\n", T::decl(cfg))
}

fn generate() -> String {
    let cfg = Config::default();
    let mut out = String::from(
        "// Generated from the Rust DTOs in src-tauri/src/dto.rs, settings.rs and error.rs by\n\
         // `UPDATE_BINDINGS=1 cargo test -p hotseat-chess bindings`. Do not edit.\n\n\
         import { invoke } from \"@tauri-apps/api/core\";\n\n",
    );
    out += &union("Color", Color::ALL.iter().map(|c| c.name().to_owned()));
    out += &union("Role", Role::ALL.iter().map(|r| r.name().to_owned()));
    out += &union("Square", Square::ALL.iter().map(Square::to_string));
    out += &union(
        "VerdictResult",
        unique(outcomes().into_iter().map(Outcome::result)),
    );
    out += &union(
        "VerdictReason",
        unique(outcomes().into_iter().map(Outcome::reason_code)),
    );
    out += &union("ErrorKind", error_kinds());
    out.push('\n');
    out += &decl::<PieceDto>(&cfg);
    out += &decl::<PlacedPiece>(&cfg);
    out += &decl::<MoveDto>(&cfg);
    out += &decl::<MoveInput>(&cfg);
    out += &decl::<Verdict>(&cfg);
    out += &decl::<Ply>(&cfg);
    out += &decl::<MoveNumber>(&cfg);
    out += &decl::<UndoView>(&cfg);
    out += &decl::<PerMove>(&cfg);
    out += &decl::<TimeControl>(&cfg);
    out += &decl::<NewGameOptions>(&cfg);
    out += &decl::<ClockView>(&cfg);
    out += &decl::<GameView>(&cfg);
    out += &decl::<PositionView>(&cfg);
    out += &decl::<GameSummary>(&cfg);
    out += &decl::<GamePage>(&cfg);
    out += &decl::<Seats>(&cfg);
    out += &decl::<Theme>(&cfg);
    out += &decl::<Settings>(&cfg);
    out += &decl::<SavedPgn>(&cfg);
    out += &decl::<CommandError>(&cfg);
    out += "\n/** The app's commands. A failed call rejects with a `CommandError`. */\n";
    out += "export const commands = {\n";
    for (name, command, params, args, ret) in COMMANDS {
        out += &format!("  {name}: ({params}) => invoke<{ret}>(\"{command}\"{args}),\n");
    }
    out += "};\n";
    out
}

#[test]
fn bindings_match_the_rust_types() {
    let generated = generate();
    if std::env::var_os("UPDATE_BINDINGS").is_some() {
        std::fs::write(OUTPUT, &generated).expect("write bindings.ts");
        return;
    }
    let committed = std::fs::read_to_string(OUTPUT).unwrap_or_default();
    assert!(
        committed == generated,
        "ui/src/lib/bindings.ts is out of date; run UPDATE_BINDINGS=1 cargo test -p hotseat-chess bindings"
    );
}
