// What one row of the archive list says about a game: its verdict (the
// status line's words), a recorded result, "In progress" or "Unfinished",
// the date, the number of moves and the time control.
import type { GameSummary, TimeControl } from "../bindings";
import { describeControl } from "../clock/display";
import { intlLocale, m } from "../words/catalogue";
import { sideName } from "../words/notation";
import { recordedText } from "../words/results";
import { variantLabel } from "../words/variants";
import { verdictText } from "../words/status";

// One formatter per locale and options: building an Intl.DateTimeFormat
// costs far more than using one, and a scroll formats a screenful of rows.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string = intlLocale(), options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/**
 * When a game was started, in the players' language (or `locale`):
 * "1 May 2024, 14:05". `timeZone` is for tests; the user's own otherwise.
 */
export function gameDate(ms: number, locale?: string, timeZone?: string): string {
  return formatter(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(ms);
}

/**
 * An imported game's own PGN date, in the players' language: "30 Apr 2023",
 * "May 1972" or "1972" as far as the record knows it (parts `??`).
 */
export function pgnDateText(date: string, locale?: string): string {
  const [year, month, day] = date.split(".").map((part) => Number(part));
  const known = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n);
  if (!known(year)) return date;
  const style: Intl.DateTimeFormatOptions = !known(month)
    ? { year: "numeric", timeZone: "UTC" }
    : !known(day)
      ? { year: "numeric", month: "long", timeZone: "UTC" }
      : { dateStyle: "medium", timeZone: "UTC" };
  return formatter(locale, style).format(Date.UTC(year, known(month) ? month - 1 : 0, known(day) ? day : 1));
}

/**
 * The result and its reason: the verdict's status text
 * ("Checkmate — White wins", "Draw — agreement"); a recorded result in
 * words ("Black won", "White won on time"); "In progress" for the game
 * being played; "Unfinished" for a game left without a verdict.
 */
export function resultText(
  game: Pick<GameSummary, "result" | "verdict" | "current" | "termination">,
): string {
  if (game.result === "*") return game.current ? m.archive_in_progress() : m.archive_unfinished();
  if (game.verdict) return verdictText(game.verdict);
  return recordedText(game.result, game.termination);
}

/** Each colour's score, as on a score sheet: 1, 0 or ½. */
export interface Score {
  white: string;
  black: string;
}

const SCORES: Record<Exclude<GameSummary["result"], "*">, Score> = {
  "1-0": { white: "1", black: "0" },
  "0-1": { white: "0", black: "1" },
  "1/2-1/2": { white: "½", black: "½" },
};

/** What each colour scored; null while the game has no result. */
export function score(result: GameSummary["result"]): Score | null {
  return result === "*" ? null : SCORES[result];
}

/** "No moves", "1 move", "23 moves": full moves, as the Rust side counts them. */
export function movesText(moves: number): string {
  return m.archive_moves({ count: moves });
}

/** "5+3", "10 min", "3+2 delay", "3+2 Bronstein", or "Untimed". */
export function controlText(control: TimeControl | null): string {
  return control ? describeControl(control) : m.archive_untimed();
}

/** Everything a row shows, and the one sentence a screen reader says for it. */
export interface RowText {
  /** "Ann – Bob", when a player is named. */
  players: string | null;
  /** The row's title, a name each: "Ann", or the colour for an unnamed side
   *  (an unnamed game reads "White – Black", not its result alone). */
  white: string;
  black: string;
  /** The event, when there is one. */
  event: string | null;
  date: string;
  result: string;
  /** The two colours and what each scored (null without a result). */
  score: Score | null;
  moves: string;
  control: string;
  /** The kind of chess, for any game but standard chess ("Crazyhouse"). */
  variant: string | null;
  /** The row button's accessible name: the visible words, in order. */
  label: string;
}

/** "Ann – Bob" for a game with a player named ("White" for the other), else null. */
export function playersText(game: Pick<GameSummary, "white" | "black">): string | null {
  if (!game.white && !game.black) return null;
  return m.players_pair({ white: game.white ?? sideName("white"), black: game.black ?? sideName("black") });
}

export function rowText(game: GameSummary, locale?: string, timeZone?: string): RowText {
  const players = playersText(game);
  const event = game.event ?? null;
  // An imported game was played on its record's date, not on the import's.
  const date = game.date ? pgnDateText(game.date, locale) : gameDate(game.createdAt, locale, timeZone);
  const result = resultText(game);
  const moves = movesText(game.fullMoves);
  const control = controlText(game.timeControl);
  const points = score(game.result);
  const variant = variantLabel(game.variant);
  // The visible words in the visible order (what speech input users say).
  const white = game.white ?? sideName("white");
  const black = game.black ?? sideName("black");
  const label = [
    m.players_pair({ white, black }),
    result,
    ...(game.current ? [m.archive_current_game()] : []),
    ...(points ? [m.archive_score(points)] : []),
    ...(event ? [event] : []),
    date,
    moves,
    ...(variant ? [variant] : []),
    control,
  ].join(m.list_separator());
  return { players, white, black, event, date, result, score: points, moves, control, variant, label };
}
