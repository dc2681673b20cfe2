#!/usr/bin/env python3
"""A match of two UCI engines (python-chess drives them): our
hotseat-engine against Debian's Stockfish at a UCI_Elo, alternating
colours over openings made of a few random legal moves from a seed, a fixed
time per move. Prints each game's result and, at the end, the score and the
Elo difference with its 95% error bar (engine/BENCHMARKS.md's numbers).

    engine-match.py ENGINE STOCKFISH ELO GAMES MS_PER_MOVE [SEED]

ELO 0 plays the second engine at its full strength (another build of ours,
for an A/B of a change).
"""
import math
import random
import sys

import chess
import chess.engine


def opening(rng: random.Random, plies: int) -> chess.Board:
    """A start a few random legal plies deep that is not already lost for either side."""
    while True:
        board = chess.Board()
        for _ in range(plies):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        if not board.is_game_over() and len(list(board.legal_moves)) > 5:
            return board


def play(white, black, board: chess.Board, limit: chess.engine.Limit) -> str:
    while not board.is_game_over(claim_draw=True) and board.ply() < 400:
        engine = white if board.turn == chess.WHITE else black
        result = engine.play(board, limit)
        if result.move is None:
            break
        board.push(result.move)
    return board.result(claim_draw=True) if board.is_game_over(claim_draw=True) else "1/2-1/2"


def elo(score: float) -> float:
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def main() -> None:
    ours, stockfish, level, games, ms = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    seed = int(sys.argv[6]) if len(sys.argv) > 6 else 1
    rng = random.Random(seed)
    a = chess.engine.SimpleEngine.popen_uci(ours)
    b = chess.engine.SimpleEngine.popen_uci(stockfish)
    if level:
        b.configure({"UCI_LimitStrength": True, "UCI_Elo": level, "Threads": 1, "Hash": 32})
    a.configure({"Hash": 32})
    limit = chess.engine.Limit(time=ms / 1000)
    points = []
    try:
        for g in range(games):
            if g % 2 == 0:
                start = opening(rng, 4)
            ours_white = g % 2 == 0
            result = play(a, b, start.copy(), limit) if ours_white else play(b, a, start.copy(), limit)
            point = {"1-0": 1.0, "0-1": 0.0}.get(result, 0.5)
            points.append(point if ours_white else 1 - point)
            print(f"game {g + 1}: {'white' if ours_white else 'black'} {result} ({start.fen()}) running score {sum(points)}/{len(points)}", flush=True)
    finally:
        a.quit()
        b.quit()
    n = len(points)
    mean = sum(points) / n
    sd = math.sqrt(sum((p - mean) ** 2 for p in points) / max(n - 1, 1))
    margin = 1.96 * sd / math.sqrt(n)
    wins, draws = points.count(1.0), points.count(0.5)
    print(
        f"{'UCI_Elo ' + str(level) if level else 'against ' + stockfish}: {n} games, +{wins} ={draws} -{n - wins - draws}, score {mean:.3f}, "
        f"Elo difference {elo(mean):+.0f} (95%: {elo(mean - margin):+.0f} to {elo(mean + margin):+.0f})"
    )


if __name__ == "__main__":
    main()
