// Declares the app's own commands so that the ACL checks them like plugin
// commands: the capability file must allow each one explicitly.
const COMMANDS: &[&str] = &[
    "new_game",
    "status",
    "legal_moves",
    "play",
    "undo",
    "play_text",
    "position_at",
    "resign",
    "offer_draw",
    "answer_draw",
    "pause",
    "resume",
    "games",
    "archived_position",
    "archived_moves",
    "archived_pgn",
    "delete_game",
    "restore_game",
    "settings",
    "set_settings",
    "import_game",
    "export_pgn",
    "save_pgn",
];

fn main() {
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("failed to run tauri-build");
}
