// A control's label that does not fit its fixed box ("Undo resignation" in a
// 60 px column, "Resume" in bold) is drawn a step smaller instead of being
// cut or broken inside a word: the box keeps its size, so nothing moves.

/** The font-size factors tried, largest first; the last one is kept if none fits. */
export const FIT_STEPS: readonly number[] = [1, 0.92, 0.85, 0.78, 0.72];

/** What the fitting reads and writes of a label and its box (an element each; plain objects in tests). */
export interface Fitted {
  readonly style: Pick<CSSStyleDeclaration, "fontSize">;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly offsetHeight: number;
}

/**
 * Gives `label` the largest step of the font size `base` (px) at which it
 * fits `box`: no word wider than the label, no line below the box. Returns
 * the step taken (the smallest when none fits).
 */
export function fitTo(label: Fitted, box: { readonly clientHeight: number }, base: number): number {
  const fits = () => label.scrollWidth <= label.clientWidth + 0.5 && label.offsetHeight <= box.clientHeight + 0.5;
  for (const step of FIT_STEPS) {
    label.style.fontSize = step === 1 ? "" : `${(base * step).toFixed(2)}px`;
    if (fits()) return step;
  }
  return FIT_STEPS[FIT_STEPS.length - 1]!;
}

/**
 * Gives a text that may take two lines (the status words) the largest of
 * the first steps at which it takes one line of `lineRatio` × its size
 * ("White to move" on one line beside clocks showing hours); a text that
 * needs two lines even so keeps its own size. Returns the step taken.
 */
export function preferOneLine(label: Pick<Fitted, "style" | "offsetHeight">, base: number, lineRatio: number): number {
  for (const step of FIT_STEPS.slice(0, 3)) {
    label.style.fontSize = step === 1 ? "" : `${(base * step).toFixed(2)}px`;
    if (label.offsetHeight <= base * step * lineRatio * 1.5) return step;
  }
  label.style.fontSize = "";
  return 1;
}

/** Runs `fit` now, when `box` is resized and when `label`'s words change; returns the stop. */
function refitting(label: HTMLElement, box: HTMLElement, fit: () => void): () => void {
  fit();
  const resized = new ResizeObserver(fit);
  resized.observe(box);
  const edited = new MutationObserver(fit);
  edited.observe(label, { childList: true, characterData: true, subtree: true });
  return () => {
    resized.disconnect();
    edited.disconnect();
  };
}

/** The label's own font size (px), with any size a fit gave it taken off first. */
function baseSize(label: HTMLElement): number {
  label.style.fontSize = "";
  return parseFloat(getComputedStyle(label).fontSize);
}

/**
 * An attachment for a control's label span (a block): on its first drawing,
 * when its words change and when its box is resized, the label takes the
 * largest step of its own font size at which it fits its parent.
 */
export function fitLabel(label: HTMLElement): () => void {
  const box = label.parentElement;
  if (!box) return () => {};
  return refitting(label, box, () => {
    const base = baseSize(label);
    if (base > 0) fitTo(label, box, base);
  });
}

/** An attachment for a text of two lines at most: one line a step or two smaller where that is enough (`preferOneLine`). */
export function oneLineFirst(label: HTMLElement): () => void {
  const box = label.parentElement;
  if (!box) return () => {};
  return refitting(label, box, () => {
    const base = baseSize(label);
    const ratio = parseFloat(getComputedStyle(label).lineHeight) / base;
    if (base > 0 && ratio > 0) preferOneLine(label, base, ratio);
  });
}
