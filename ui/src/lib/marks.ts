// Marks on the page's performance timeline, read by bench/run.mjs and
// bench/moves.mjs. Each name keeps only its newest mark: a long game adds
// three per move, which would otherwise pile up for the life of the page.
export function mark(name: string): void {
  performance.clearMarks(name);
  performance.mark(name);
}
