// Declares the app's own commands so that the ACL checks them like plugin
// commands: the capability file must allow each one explicitly. The names
// come from the one command table, `src/commands/table.rs`; this macro
// keeps only them (the types and handlers are the crate's business).
macro_rules! command_table {
    ($($kind:ident $name:ident $args:tt -> $answer:ty => $handler:path;)*) => {
        const COMMANDS: &[&str] = &[$(stringify!($name)),*];
    };
}
include!("src/commands/table.rs");

fn main() {
    println!("cargo:rerun-if-changed=src/commands/table.rs");
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("failed to run tauri-build");
}
