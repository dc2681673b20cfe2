// What one row of the PGN file picker says about a game: its players, its
// event, date and result as the file's tags write them, and its length.
// The tags are shown as written (a file's date is "1972.07.11" or
// "1972.??.??"); nothing is checked here: the Rust side reads the moves.
import type { ImportProgress, ImportReport, PgnFileGame } from "../bindings";
import { movesText } from "../archive/format";
import { m } from "../words/catalogue";
import { number } from "../words/numbers";
import { variantLabel } from "../words/variants";

export interface PickerRow {
  /** "Fischer – Spassky"; "?" for a missing name. */
  players: string;
  /** Each name by itself ("?" when missing), so that each can give way alone. */
  white: string;
  black: string;
  /** The parts of `meta`, the event and date only where the file has them. */
  event: string | null;
  date: string | null;
  moves: string;
  /** The kind of chess its `Variant` tag names ("Atomic"); null for standard chess. */
  variant: string | null;
  /** "1-0", or "" without a result tag. */
  result: string;
  /** "Reykjavik · 1972.07.11 · 41 moves": the parts that are there. */
  meta: string;
  /** The row button's accessible name: game number, then the visible words. */
  label: string;
}

export { number };

export function pickerRow(game: PgnFileGame): PickerRow {
  const white = game.white ?? m.picker_unnamed();
  const black = game.black ?? m.picker_unnamed();
  const players = m.players_pair({ white, black });
  const result = game.result && game.result !== "*" ? game.result : "";
  const event = game.event || null;
  const date = game.date || null;
  const moves = movesText(game.fullMoves);
  const variant = variantLabel(game.variant);
  const meta = [variant, event, date, moves].filter((p): p is string => !!p).join(m.picker_meta_separator());
  const label = [m.picker_game_number({ number: number(game.index + 1) }), players, ...(result ? [result] : []), meta].join(
    m.list_separator(),
  );
  return { players, white, black, event, date, moves, variant, result, meta, label };
}

/** "Read 2,500 of 10,000 games: 2,498 imported, 2 skipped". */
export function progressText(p: ImportProgress): string {
  return m.picker_progress({
    read: number(p.read),
    total: number(p.total),
    imported: number(p.imported),
    skipped: p.skipped ? number(p.skipped) : 0,
  });
}

/** "9,998 games imported into Games; 2 skipped." (and "Stopped: " first after a cancel). */
export function reportText(r: ImportReport): string {
  const report = m.picker_report({ count: r.imported, imported: number(r.imported), skipped: r.skipped ? number(r.skipped) : 0 });
  return r.cancelled ? m.picker_report_stopped({ report }) : report;
}
