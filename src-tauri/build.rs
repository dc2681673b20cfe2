// Declares the app's own commands so that the ACL checks them like plugin
// commands, and grants them to the board window: both follow from the one
// command table, `src/commands/table.rs` (this macro keeps only its names;
// the types and handlers are the crate's business).
macro_rules! command_table {
    ($($kind:ident $name:ident $args:tt -> $answer:ty => $handler:path;)*) => {
        const COMMANDS: &[&str] = &[$(stringify!($name)),*];
    };
}
include!("src/commands/table.rs");

const CAPABILITY: &str = "capabilities/default.json";

/// The board window's capability: core's defaults and `allow-<command>` for
/// each command of the table, nothing else (no dialog or fs permission:
/// save_pgn and open_pgn open the dialogs from Rust).
fn capability() -> String {
    let mut permissions = vec!["core:default".to_owned()];
    permissions.extend(
        COMMANDS
            .iter()
            .map(|name| format!("allow-{}", name.replace('_', "-"))),
    );
    let listed: Vec<String> = permissions.iter().map(|p| format!("    \"{p}\"")).collect();
    format!(
        "{{\n  \"$schema\": \"../gen/schemas/desktop-schema.json\",\n  \"identifier\": \"default\",\n  \
         \"description\": \"Written by build.rs from src/commands/table.rs. The board window: core defaults and the game commands, nothing else (no dialog or fs permission: save_pgn and open_pgn open the dialogs from Rust).\",\n  \
         \"windows\": [\"main\"],\n  \"permissions\": [\n{}\n  ]\n}}\n",
        listed.join(",\n")
    )
}

fn main() {
    println!("cargo:rerun-if-changed=src/commands/table.rs");
    // Written before tauri-build reads the capabilities, and only when it
    // changed: an unchanged file must not trigger another build.
    let capability = capability();
    if std::fs::read_to_string(CAPABILITY).ok().as_deref() != Some(capability.as_str()) {
        std::fs::write(CAPABILITY, capability).expect("write the capability file");
    }
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("failed to run tauri-build");
}
