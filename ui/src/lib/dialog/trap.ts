// Keeping the keyboard inside a modal: Tab from the last control goes to the
// first, Shift+Tab from the first to the last (Modal.svelte).

const FOCUSABLE = "button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex='-1'])";

/** The controls of `box` that Tab reaches, in order (not those under an `inert` part). */
export function tabbables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .filter((el) => !el.closest("[inert]"))
    // In document order (jsdom's selector engine lists a selector group by group).
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Wraps a Tab press at either end of `box`; true when it did. */
export function trapTab(box: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== "Tab") return false;
  const items = tabbables(box);
  const first = items[0], last = items.at(-1);
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || !items.includes(active);
  if (event.shiftKey && (active === first || outside)) last?.focus({ focusVisible: true });
  else if (!event.shiftKey && (active === last || outside)) first?.focus({ focusVisible: true });
  else return false;
  event.preventDefault();
  return true;
}
