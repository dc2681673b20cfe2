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

step() { printf '\n--- %s (%s)\n' "$1" "$(date +%T)"; }

step "rustdoc (warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

step "Android target check (cargo check --target aarch64-linux-android)"
bash scripts/check-android.sh

if [ "${SKIP_BUNDLE:-}" != "1" ]; then
  # The UI was built by test.sh and is being served to the page tests: not
  # rebuilt here.
  step "release app, its bundles (.deb, .rpm) and the hello world baseline (scripts/build-release.sh)"
  HOTSEAT_UI_BUILT=1 bash scripts/build-release.sh
else
  step "release builds skipped: SKIP_BUNDLE=1"
fi
step "background builds done"
