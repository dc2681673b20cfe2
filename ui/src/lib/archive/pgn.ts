// The moves of a stored game in SAN, read from the PGN the Rust side
// exports for it: `archived_position` answers a board, not the move that led
// there, and the review bar names that move. Only the movetext is split into
// tokens; no chess is done here.

/** The SAN of every ply of `pgn`, in order (tags, comments, numbers and the result left out). */
export function pgnMoves(pgn: string): string[] {
  const movetext = pgn
    .replace(/^\s*\[.*\]\s*$/gm, " ") // tag pairs, one a line
    .replace(/\{[^}]*\}/g, " ") // {comments}, e.g. {[%clk 0:04:58]}
    .replace(/;[^\n]*/g, " ") // rest-of-line comments
    .replace(/\([^()]*\)/g, " "); // variations (one level; the app writes none)
  return movetext
    .split(/\s+/)
    .map((token) => token.replace(/^\d+\.(\.\.)?/, "")) // "12." / "12..." glued or not
    .filter((token) => token !== "" && !/^\$\d+$/.test(token) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(token));
}
