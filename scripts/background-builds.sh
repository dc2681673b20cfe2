#!/usr/bin/env bash
# The builds that no test needs until the benchmark: started by
# scripts/test.sh once the debug build is done (cargo holds one lock per
# target folder, so nothing else compiles meanwhile) and run niced beside
# the page tests, which mostly wait on browsers. Its log is printed when
# test.sh waits for it; a failure here fails the run there.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
export CARGO_TERM_COLOR=never
# Built as players' builds are: without clippy's driver (scripts/test.sh
# lints the debug build with it).
unset RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS

step() { printf '\n--- %s (%s)\n' "$1" "$(date +%T)"; }

# The release build first: it ends in two long single-threaded LTO links
# (the app's, the hello world's), better run while the page tests use the
# other core than at the end of the run, where they had left one idle; the
# Android check's many small crates keep both cores busy to its end.
if [ "${SKIP_BUNDLE:-}" != "1" ]; then
  # The UI was built by test.sh and is being served to the page tests: not
  # rebuilt here.
  step "release app, its bundles (.deb, .rpm) and the hello world baseline (scripts/build-release.sh)"
  HOTSEAT_UI_BUILT=1 bash scripts/build-release.sh
else
  step "release builds skipped: SKIP_BUNDLE=1"
fi

step "Android target check (cargo check --target aarch64-linux-android)"
bash scripts/check-android.sh

# For the Android target, rustdoc reuses the check's build of every
# dependency (5 core-seconds); on the host the tests' dev-dependencies had
# given some crates other features, and 36 were checked again for it (60).
# The three desktop-only modules (data_folder, folder_lock, single_instance)
# are not documented there.
step "rustdoc for the Android target (warnings are errors)"
RUSTDOCFLAGS="-D warnings" bash scripts/check-android.sh doc --workspace --no-deps

step "background builds done"
