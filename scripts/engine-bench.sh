#!/usr/bin/env bash
# The engine's measured figures (engine/BENCHMARKS.md): nodes per second
# against Stockfish's own `bench` on this machine, the review's agreement
# with Stockfish's on real games, and a match against
# Debian's Stockfish with UCI_LimitStrength at each UCI_Elo given.
# Stockfish (GPL) is a reference only: installed here from Debian, never
# bundled or linked. Long: not part of `npm test`.
#
#   scripts/engine-bench.sh [GAMES_PER_LEVEL] [MS_PER_MOVE] [ELO ...]
set -euo pipefail
cd "$(dirname "$0")/.."

games="${1:-100}"
ms="${2:-100}"
shift $(( $# > 2 ? 2 : $# ))
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(1800 2000 2200)

stockfish="$(command -v stockfish || echo /usr/games/stockfish)"
if [ ! -x "$stockfish" ]; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y -q stockfish >/dev/null; else sudo apt-get install -y -q stockfish >/dev/null; fi
  stockfish=/usr/games/stockfish
fi

version=1.11.2
venv="${XDG_CACHE_HOME:-$HOME/.cache}/hotseat-chess/python-chess-$version"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import chess; assert chess.__version__ == '$version'" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "chess==$version"
fi

cargo build --release -q -p hotseat-engine
engine="${CARGO_TARGET_DIR:-target}/release/hotseat-engine"

echo "== speed (one thread): Stockfish's bench, then ours"
"$stockfish" bench 2>&1 | grep -E "Nodes searched|Nodes/second"
"$engine" bench | grep -E "Nodes searched|Nodes/second"

echo "== the review's agreement with Stockfish's (depth 20) on engine/data/agreement-games.pgn"
"$venv/bin/python" scripts/review-agreement.py "$engine" "$stockfish" engine/data/agreement-games.pgn 20 | tail -2

for level in "${levels[@]}"; do
  echo "== match: $games games against Stockfish at UCI_Elo $level, $ms ms a move"
  "$venv/bin/python" scripts/engine-match.py "$engine" "$stockfish" "$level" "$games" "$ms" "$level" | tail -1
done
