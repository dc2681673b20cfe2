// The archive list a page at a time. The list is virtual (only the rows in
// view exist), so it asks for the rows in view by index and this cache
// fetches the pages that hold them, once each: an archive of 10,000 games
// costs one page to open and one more per 50 rows scrolled. The PGN file
// picker pages its games the same way.
import type { GameSummary } from "../bindings";

/** A page of a list held by the Rust side: `items` from the asked offset, of `total`. */
export interface Page<T> {
  total: number;
  items: T[];
}

/** Asks the Rust side for `limit` rows from `offset` (the archive: games, newest first). */
export type FetchPage<T = GameSummary> = (offset: number, limit: number) => Promise<Page<T>>;

export const PAGE_SIZE = 50;

export class PageCache<T = GameSummary> {
  readonly #fetch: FetchPage<T>;
  readonly #size: number;
  readonly #changed: () => void;
  readonly #pages = new Map<number, T[]>();
  readonly #pending = new Map<number, Promise<void>>();
  /** Bumped by `invalidate`, so an answer to an older question is dropped. */
  #generation = 0;
  #total: number | null = null;

  /** `changed` is called whenever a page arrives (to redraw). */
  constructor(fetch: FetchPage<T>, changed: () => void = () => {}, size = PAGE_SIZE) {
    this.#fetch = fetch;
    this.#changed = changed;
    this.#size = size;
  }

  /** How many games there are; null until the first page arrives. */
  get total(): number | null {
    return this.#total;
  }

  /** The game at `index` (0 is the newest), if its page has arrived. */
  get(index: number): T | undefined {
    return this.#pages.get(Math.floor(index / this.#size))?.[index % this.#size];
  }

  /**
   * Fetches the pages holding rows `first` to `end` (exclusive) that are
   * neither here nor on their way; resolves once they are. Before the total
   * is known, asks for the first page only.
   */
  ensure(first: number, end: number): Promise<void> {
    // Until the first answer says how many games there are, only page 0.
    const [from, to] = this.#total === null ? [0, 1] : [Math.max(0, first), Math.min(end, this.#total)];
    const wanted: Promise<void>[] = [];
    for (let page = Math.floor(from / this.#size); page * this.#size < to; page++) {
      if (this.#pages.has(page)) continue;
      wanted.push(this.#pending.get(page) ?? this.#load(page));
    }
    return Promise.all(wanted).then(() => {});
  }

  /**
   * Forgets every page (a delete or a restore moves every later row by one).
   * The total stays until the next answer, so the list keeps its height and
   * its scroll position meanwhile.
   */
  invalidate(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#pending.clear();
  }

  /** Forgets every page and the total: another list (another search) starts from its first page. */
  reset(): void {
    this.invalidate();
    this.#total = null;
  }

  #load(page: number): Promise<void> {
    const generation = this.#generation;
    const done = this.#fetch(page * this.#size, this.#size)
      .then((answer) => {
        if (generation !== this.#generation) return;
        this.#pages.set(page, answer.items);
        this.#total = answer.total;
        this.#changed();
      })
      .finally(() => {
        if (this.#pending.get(page) === done) this.#pending.delete(page);
      });
    this.#pending.set(page, done);
    return done;
  }
}
