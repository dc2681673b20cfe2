#!/usr/bin/env bash
# Builds the real app for the end-to-end tests: a debug binary with the UI
# embedded, copied to target/e2e/hotseat-chess. `npm run test:e2e` expects it
# there: any later `cargo test` rebuilds target/debug/hotseat-chess without
# the embedded UI (it would then load the dev server's URL), which would
# silently turn the e2e runs into tests of an empty window.
# The tauri CLI runs beforeBuildCommand (`npm run build`) itself; the explicit
# `npm run build` first gives a clear error if the UI does not build.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck disable=SC1091
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
npm run build
npx tauri build --debug --no-bundle
# Cargo builds into CARGO_TARGET_DIR when it is set; the copy for the tests
# stays in this checkout's target/e2e.
mkdir -p target/e2e
cp "${CARGO_TARGET_DIR:-target}/debug/hotseat-chess" target/e2e/hotseat-chess
ls -la target/e2e/hotseat-chess
