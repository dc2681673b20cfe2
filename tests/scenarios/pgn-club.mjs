// The PGN file the scenarios open: a club's games, numbered, every seventh
// with an illegal fifth move. The real app reads the file this module
// writes; the Chromium run's IPC lists the same rows with `clubRow` (its
// source is put in the page: it must use nothing from outside itself).

/** Row `index` (0 is the first game) as the Rust side lists it in the picker. */
export function clubRow(index) {
  const unreadable = index % 7 === 6;
  return {
    index,
    white: `White ${index + 1}`,
    black: `Black ${index + 1}`,
    event: `Club night ${Math.floor(index / 100) + 1}`,
    date: "2024.05.01",
    result: "*",
    // The moves below: 17 plies, or 9 up to the illegal Ke3.
    fullMoves: unreadable ? 5 : 9,
    unreadable,
  };
}

/** Every readable game: tests/fixtures/imports.json's "pgn-castling-promotion-en-passant-check" (its view is the one picked). */
export const PICKED_IMPORT = "pgn-castling-promotion-en-passant-check";
const READABLE = "1. e4 Nf6 2. e5 d5 3. exd6 {en passant} e6 4. dxc7 Qd7 5. cxb8=Q Rxb8 6. Nf3 Bc5\n7. Bc4 O-O 8. O-O Bxf2+ 9. Rxf2 *";
const UNREADABLE = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. Ke3 *";

/** The refusal of an unreadable game, as the page words it (game numbers count from 1). */
export const unreadableMessage = (index) => `Game ${index + 1} — Move 5 (Ke3): Ke3 is not a legal move in this position`;

/** The file's text: `games` games. */
export function clubPgn(games) {
  let text = "";
  for (let i = 0; i < games; i++) {
    const row = clubRow(i);
    text += `[Event "${row.event}"]\n[Date "${row.date}"]\n[White "${row.white}"]\n[Black "${row.black}"]\n[Result "${row.result}"]\n\n`;
    text += `${row.unreadable ? UNREADABLE : READABLE}\n\n`;
  }
  return text;
}
