// The 64 squares' looks as 64 separate signals. A press or a new view sets
// only the cells whose look changed, so Svelte marks and re-runs only those
// squares: one derived map read by all 64 squares made every pointer move
// and every move re-check all of them (BENCHMARKS.md, issue 15).
import type { Square } from "../bindings";
import { squareLooks, type LookInput, type SquareLook } from "./looks";

class Cell {
  look = $state.raw<SquareLook>() as SquareLook;
  constructor(look: SquareLook) {
    this.look = look;
  }
}

export class BoardCells {
  #cells = new Map<Square, Cell>();
  #last: ReadonlyMap<Square, SquareLook> = new Map();

  constructor(input: LookInput) {
    this.update(input);
  }

  /** Sets the look of every square that changed; returns those squares. */
  update(input: LookInput): Square[] {
    const next = squareLooks(input, this.#last);
    const changed: Square[] = [];
    for (const [sq, look] of next) {
      const cell = this.#cells.get(sq);
      if (!cell) this.#cells.set(sq, new Cell(look));
      else if (cell.look !== look) cell.look = look;
      else continue;
      changed.push(sq);
    }
    this.#last = next;
    return changed;
  }

  /** The square's look (a signal: reading it subscribes to this square only). */
  look(square: Square): SquareLook {
    const cell = this.#cells.get(square);
    if (!cell) throw new Error(`no cell for ${square}`);
    return cell.look;
  }
}
