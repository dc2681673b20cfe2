#!/usr/bin/env bash
# Builds Hotseat Chess (release, UI embedded) and launches it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-system.sh
# shellcheck disable=SC1091
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
[ -d node_modules ] || npm ci --no-audit --no-fund
npx tauri build --no-bundle
exec "${CARGO_TARGET_DIR:-./target}/release/hotseat-chess" "$@"
