#!/usr/bin/env bash
# The release builds: the app, its .deb and .rpm, and the benchmark's
# baseline (bench/hello-tauri), in one cargo invocation.
#
# One invocation because cargo unifies the features of the packages it
# builds together: built on its own, the hello world's graph asks for fewer
# features of syn, tokio, bitflags… than the app's, and every crate above
# them was compiled a second time (4 minutes of a CI run, issue 27). Built
# together, the two share every crate and only their own LTO links differ,
# which cargo runs side by side. `tauri bundle` then packs the binary just
# built (`tauri build` would compile it again under its own config).
# HOTSEAT_UI_BUILT=1: ui/dist is already built (scripts/test.sh builds it once).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck disable=SC1091
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
[ "${HOTSEAT_UI_BUILT:-}" = "1" ] || npm run build
cargo build --release -p hotseat-chess -p hello-tauri \
  --features hotseat-chess/custom-protocol,hello-tauri/custom-protocol
npx tauri bundle --bundles deb rpm
