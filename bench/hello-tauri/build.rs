// The baseline declares its commands like our app does, so that the ACL
// setup costs the same.
fn main() {
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(&["ready", "echo"])),
    )
    .expect("failed to run tauri-build");
}
