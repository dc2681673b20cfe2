#!/usr/bin/env bash
# Builds the real app for the end-to-end tests: a debug binary with the UI
# embedded (target/debug/hotseat-chess). `npm run test:e2e` expects it.
# The tauri CLI runs beforeBuildCommand (`npm run build`) itself; the explicit
# `npm run build` first gives a clear error if the UI does not build.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck disable=SC1091
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
npm run build
npx tauri build --debug --no-bundle
ls -la target/debug/hotseat-chess
