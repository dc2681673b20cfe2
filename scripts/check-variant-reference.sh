#!/usr/bin/env bash
# Compares our rules with python-chess's variant boards (which follow
# lichess) over random positions of every kind of chess: python-chess
# (pinned, in a cached venv; test-only, never shipped) writes the positions,
# rules/tests/variant_reference.rs compares them move by move.
# Usage: scripts/check-variant-reference.sh [POSITIONS_PER_VARIANT] [SEED]
# (CI runs 1,000 per variant; the figures in rules/BENCHMARKS.md are from
# 10,000, with --release: CARGO_PROFILE=release.)
set -euo pipefail
cd "$(dirname "$0")/.."
per_variant="${1:-1000}"
seed="${2:-1}"
version=1.11.2
venv="${XDG_CACHE_HOME:-$HOME/.cache}/hotseat-chess/python-chess-$version"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import chess; assert chess.__version__ == '$version'" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "chess==$version"
fi
reference="$(mktemp --suffix=.jsonl)"
trap 'rm -f "$reference"' EXIT
"$venv/bin/python" scripts/variant-reference.py "$per_variant" "$seed" > "$reference"
profile=()
[ "${CARGO_PROFILE:-}" = release ] && profile=(--release)
# The test command passes its own package and feature selection, so that
# this reuses the build it just made instead of building the crate again.
read -r -a packages <<<"${VARIANT_REFERENCE_CARGO_ARGS:--p hotseat-rules}"
VARIANT_REFERENCE="$reference" cargo test "${profile[@]}" "${packages[@]}" --test variant_reference \
  -- --ignored --nocapture
