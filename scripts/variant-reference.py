#!/usr/bin/env python3
"""Test-only oracle: python-chess's verdict on random positions of every
kind of chess Hotseat Chess plays, for rules/tests/variant_reference.rs.

For each variant, plays seeded random games from its start (Chess960: from
a random one of the 960) and writes one JSON line per position reached:
its FEN, the legal moves and drops (UCI; Chess960 castling as the king onto
its rook), check, the verdict by our order (the variant's own end, then
mate or no move, then insufficient material), each side's material rule
where the variant has its own, and for every legal move the SAN and the
FEN after it; and, for the variants with a material rule of their own,
many random endings with that rule alone ("probe" lines). python-chess
follows lichess's rules for the variants.

Usage: scripts/variant-reference.py POSITIONS_PER_VARIANT [SEED] > reference.jsonl
"""

import json
import random
import sys

import chess
import chess.variant as cv

VARIANTS = {
    "standard": chess.Board,
    "chess960": chess.Board,
    "king_of_the_hill": cv.KingOfTheHillBoard,
    "three_check": cv.ThreeCheckBoard,
    "crazyhouse": cv.CrazyhouseBoard,
    "antichess": cv.AntichessBoard,
    "atomic": cv.AtomicBoard,
    "horde": cv.HordeBoard,
    "racing_kings": cv.RacingKingsBoard,
}

# Our reason codes for a variant's own end.
VARIANT_END = {
    "king_of_the_hill": "king_in_centre",
    "three_check": "third_check",
    "atomic": "king_exploded",
    "horde": "horde_destroyed",
    "racing_kings": "king_reached_eighth_rank",
}

# Variants whose material rule is their own (standard chess's is the SPEC's).
OWN_MATERIAL = {"king_of_the_hill", "three_check", "crazyhouse", "antichess", "atomic", "horde", "racing_kings"}


def verdict(name, board):
    """(reason, winner) in our order, or None while the game goes on."""
    turn = "white" if board.turn == chess.WHITE else "black"
    other = "black" if turn == "white" else "white"
    if board.is_variant_draw():
        return ["both_kings_reached_eighth_rank", None]
    if board.is_variant_win() or board.is_variant_loss():
        winner = turn if board.is_variant_win() else other
        if name == "antichess":
            reason = "no_pieces_left" if not board.occupied_co[board.turn] else "no_moves_left"
        else:
            reason = VARIANT_END[name]
        return [reason, winner]
    if not any(board.generate_legal_moves()):
        if board.is_check():
            return ["checkmate", other]
        return ["stalemate", None]
    if name in OWN_MATERIAL and board.is_insufficient_material():
        return ["insufficient_material", None]
    return None


def fen(board):
    """The FEN with the en-passant square named exactly when a legal move
    takes onto it (our rule). python-chess's own test for its FEN differs
    from its move list in Atomic when the capture would blow up a king."""
    fields = board.fen().split(" ")
    takes = any(board.is_en_passant(m) for m in board.legal_moves)
    fields[3] = chess.square_name(board.ep_square) if takes else "-"
    return " ".join(fields)


def san(board, move):
    text = board.san(move)
    # lichess writes a pawn drop P@e4; python-chess writes @e4.
    return "P" + text if text.startswith("@") else text


def record(name, board):
    legal = sorted(board.legal_moves, key=lambda m: m.uci())
    children = []
    for move in legal:
        written = san(board, move)
        board.push(move)
        children.append([move.uci(), written, fen(board)])
        board.pop()
    line = {
        "variant": name,
        "fen": fen(board),
        "check": board.is_check(),
        "verdict": verdict(name, board),
        "children": children,
    }
    if name in OWN_MATERIAL:
        line["insufficient"] = [board.has_insufficient_material(chess.WHITE),
                                board.has_insufficient_material(chess.BLACK)]
    return line


def games(name, rng):
    while True:
        if name == "chess960":
            board = chess.Board.from_chess960_pos(rng.randrange(960))
        else:
            board = VARIANTS[name]()
        yield board


# Variants with a material rule worth probing off the beaten track: random
# sparse positions reach the endings random games rarely do.
SPARSE = {"three_check", "crazyhouse", "antichess", "atomic", "horde"}


def sparse_positions(name, rng):
    """Random valid positions with few pieces (White's horde without king)."""
    roles = [chess.PAWN, chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN]
    while True:
        board = VARIANTS[name]()
        board.clear()
        if name == "crazyhouse":
            board.pockets[chess.WHITE].reset()
            board.pockets[chess.BLACK].reset()
        squares = rng.sample(chess.SQUARES, 10)
        kings = {
            "horde": [chess.BLACK],
            "antichess": [c for c in chess.COLORS if rng.random() < 0.5],
        }.get(name, [chess.WHITE, chess.BLACK])
        for color in kings:
            board.set_piece_at(squares.pop(), chess.Piece(chess.KING, color))
        for color in chess.COLORS:
            for _ in range(rng.randrange(4)):
                board.set_piece_at(squares.pop(), chess.Piece(rng.choice(roles), color))
        board.turn = rng.choice(chess.COLORS)
        # Only what play can reach: in Antichess the side that just moved
        # has a piece; in Atomic its king is not left attacked.
        unreachable = (
            (name == "antichess" and not board.occupied_co[not board.turn])
            or (name == "atomic" and board.was_into_check())
        )
        if board.is_valid() and not unreachable:
            yield board


def main():
    per_variant = int(sys.argv[1])
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    for index, name in enumerate(VARIANTS):
        rng = random.Random(seed * 1000 + index)
        if name in SPARSE:
            sparse = sparse_positions(name, rng)
            for _ in range(per_variant // 10):
                print(json.dumps(record(name, next(sparse)), separators=(",", ":")))
            # The material rules alone, on many more endings: cheap lines
            # without the moves.
            for _ in range(per_variant):
                board = next(sparse)
                probe = {
                    "variant": name,
                    "fen": fen(board),
                    "probe": True,
                    "insufficient": [board.has_insufficient_material(chess.WHITE),
                                     board.has_insufficient_material(chess.BLACK)],
                }
                print(json.dumps(probe, separators=(",", ":")))
        written = 0
        for board in games(name, rng):
            # Long random games drift into the fifty-move rule (a rule of
            # the game record, not of a position): stop well before it.
            for _ply in range(300):
                line = record(name, board)
                print(json.dumps(line, separators=(",", ":")))
                written += 1
                if written >= per_variant or line["verdict"] or board.halfmove_clock >= 90:
                    break
                board.push(rng.choice(list(board.legal_moves)))
            if written >= per_variant:
                break


if __name__ == "__main__":
    main()
