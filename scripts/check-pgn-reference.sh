#!/usr/bin/env bash
# Proves that rules/tests/pgn/reference.json is python-chess's verdict on our
# PGN test files: regenerates it with a pinned python-chess in a cached venv
# and diffs it with the committed one. Test-only; python-chess never ships.
# Usage: scripts/check-pgn-reference.sh [--write]   (--write updates the golden)
set -euo pipefail
cd "$(dirname "$0")/.."
version=1.11.2
venv="${XDG_CACHE_HOME:-$HOME/.cache}/hotseat-chess/python-chess-$version"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import chess; assert chess.__version__ == '$version'" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "chess==$version"
fi
golden=rules/tests/pgn/reference.json
fresh="$(mktemp)"
trap 'rm -f "$fresh"' EXIT
"$venv/bin/python" scripts/pgn-reference.py rules/tests/pgn > "$fresh"
if [ "${1:-}" = "--write" ]; then
  cp "$fresh" "$golden"
  echo "wrote $golden"
  exit 0
fi
diff -u "$golden" "$fresh"
echo "pgn reference: $golden is python-chess $version's verdict"
