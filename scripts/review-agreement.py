#!/usr/bin/env python3
"""How the app's review agrees with Stockfish's on real games
(engine/BENCHMARKS.md's agreement figures): our engine's `review`
subcommand judges every move of each game of a PGN file at the review's
default limits; Stockfish searches every position to a depth (20 by
default) and its moves are judged by the same rule — lichess's winning
chances, a move that gives away three tenths of them a blunder. Prints
each game's blunders by both, then the share of Stockfish's blunders ours
found and the share of ours that Stockfish does not call a blunder.

    review-agreement.py ENGINE STOCKFISH PGN [DEPTH]
"""
import math
import subprocess
import sys

import chess
import chess.engine
import chess.pgn


def chances(score: chess.engine.PovScore, side: chess.Color) -> float:
    """`side`'s winning chances from −1 to 1: lichess's curve, a mate ±1."""
    s = score.pov(side)
    if s.is_mate():
        # A mate given (on the board, "mate 0" for the loser) counts as won.
        return 1.0 if s > chess.engine.Cp(0) else -1.0
    return 2.0 / (1.0 + math.exp(-0.00368208 * s.score())) - 1.0


def judge(lost: float) -> str:
    return "blunder" if lost >= 0.3 else "mistake" if lost >= 0.2 else "inaccuracy" if lost >= 0.1 else "good"


def stockfish_classes(sf: chess.engine.SimpleEngine, game: chess.pgn.Game, depth: int) -> list[str]:
    board = game.board()
    values = []
    for move in [None, *game.mainline_moves()]:
        if move is not None:
            board.push(move)
        if board.is_checkmate():
            values.append(chess.engine.PovScore(chess.engine.Mate(0), board.turn))
        elif board.is_game_over(claim_draw=False):
            values.append(chess.engine.PovScore(chess.engine.Cp(0), board.turn))
        else:
            values.append(sf.analyse(board, chess.engine.Limit(depth=depth))["score"])
    board = game.board()
    classes = []
    for i, move in enumerate(game.mainline_moves()):
        mover = board.turn
        classes.append(judge(chances(values[i], mover) - chances(values[i + 1], mover)))
        board.push(move)
    return classes


def main() -> None:
    engine, stockfish, pgn = sys.argv[1:4]
    depth = int(sys.argv[4]) if len(sys.argv) > 4 else 20
    games = []
    with open(pgn, encoding="utf-8") as f:
        while (game := chess.pgn.read_game(f)) is not None:
            games.append(game)
    lines = "\n".join(" ".join(m.uci() for m in g.mainline_moves()) for g in games) + "\n"
    ours = subprocess.run([engine, "review"], input=lines, capture_output=True, text=True, check=True).stdout.splitlines()
    sf = chess.engine.SimpleEngine.popen_uci(stockfish)
    sf.configure({"Threads": 1, "Hash": 64})
    both = found = ours_all = theirs_all = 0
    for game, our_line in zip(games, ours):
        mine = our_line.split()
        theirs = stockfish_classes(sf, game, depth)
        assert len(mine) == len(theirs), (game.headers["White"], len(mine), len(theirs))
        sf_b = {i for i, c in enumerate(theirs) if c == "blunder"}
        our_b = {i for i, c in enumerate(mine) if c == "blunder"}
        name = f'{game.headers["White"]} – {game.headers["Black"]}'
        plies = lambda s: ", ".join(str(i + 1) for i in sorted(s)) or "none"
        print(f"{name}: Stockfish's blunders at plies {plies(sf_b)}; ours {plies(our_b)}", flush=True)
        found += len(sf_b & our_b)
        theirs_all += len(sf_b)
        ours_all += len(our_b)
        both += len(our_b - sf_b)
    sf.quit()
    print(f"Stockfish (depth {depth}) blunders: {theirs_all}; found by ours: {found} ({100 * found / max(1, theirs_all):.0f}%)")
    print(f"Our blunders: {ours_all}; not Stockfish's: {both} ({100 * both / max(1, ours_all):.0f}%)")


if __name__ == "__main__":
    main()
