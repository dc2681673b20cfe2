#!/usr/bin/env bash
# Builds the real app for the end-to-end tests: a debug binary with the UI
# embedded, copied to target/e2e/hotseat-chess (`npm run test:e2e` expects
# it there). It is the binary `cargo test` itself builds for the app's
# integration tests, with the `custom-protocol` feature that serves the
# embedded UI: scripts/test.sh runs its Rust tests with that feature, so
# this step compiles nothing more there (one debug build per run). Without
# the feature the binary would load the dev server's URL, and the e2e runs
# would silently test an empty window; the copy keeps a later plain
# `cargo test` from replacing the binary under the tests.
# HOTSEAT_UI_BUILT=1: ui/dist is already built (scripts/test.sh builds it once).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck disable=SC1091
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
[ "${HOTSEAT_UI_BUILT:-}" = "1" ] || npm run build
cargo test --workspace --features hotseat-chess/custom-protocol --no-run
# Cargo builds into CARGO_TARGET_DIR when it is set; the copy for the tests
# stays in this checkout's target/e2e.
mkdir -p target/e2e
cp "${CARGO_TARGET_DIR:-target}/debug/hotseat-chess" target/e2e/hotseat-chess
ls -la target/e2e/hotseat-chess
