#!/usr/bin/env python3
"""Test-only reference: what python-chess reads in our PGN test files.

Reads every .pgn file under rules/tests/pgn/ (crafted files, corpus/,
refused/) with python-chess and prints, per file and per game, the main
line's UCI moves, the final FEN and python-chess's own errors, as JSON.
The output is committed as rules/tests/pgn/reference.json; the Rust test
rules/tests/pgn_files.rs compares our reader with it (never rewrites it).
scripts/check-pgn-reference.sh regenerates it with a pinned python-chess
and diffs.

Bytes are decoded as our decode_pgn does (a UTF-8 BOM dropped, UTF-8, else
Windows-1252), since decoding is not what is compared.

Usage: scripts/pgn-reference.py [ROOT] > reference.json
"""

import io
import json
import logging
import pathlib
import sys

import chess
import chess.pgn


def decode(data: bytes) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        # Windows-1252 leaves five bytes undefined; read them as Latin-1.
        return "".join(
            bytes([b]).decode("cp1252", errors="strict") if b not in (0x81, 0x8D, 0x8F, 0x90, 0x9D)
            else chr(b)
            for b in data
        )


def games(text: str):
    stream = io.StringIO(text)
    while True:
        game = chess.pgn.read_game(stream)
        if game is None:
            return
        board = game.board()
        moves = []
        for move in game.mainline_moves():
            moves.append(move.uci())
            board.push(move)
        yield {
            "uci": moves,
            "fen": board.fen(),
            "errors": [str(e) for e in game.errors],
        }


def main() -> None:
    # python-chess also logs each error it records in game.errors.
    logging.getLogger("chess.pgn").setLevel(logging.CRITICAL)
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "rules/tests/pgn")
    files = {}
    for path in sorted(root.rglob("*.pgn")):
        name = path.relative_to(root).as_posix()
        files[name] = list(games(decode(path.read_bytes())))
    out = {"python-chess": chess.__version__, "files": files}
    json.dump(out, sys.stdout, indent=1, sort_keys=True, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
