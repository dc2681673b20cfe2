// When a dialog closes, the keyboard focus goes back to the control that
// opened it (New game, Resign…, Games), so the next Tab or Enter goes on
// from there rather than from the top of the page; WebKit leaves it on the
// page's body when the focused element is removed. Its ring shows when
// the dialog was closed by a key (Escape, Enter), not by a pointer.

import { focusAsInput } from "../focus";

/**
 * Called as a dialog's element opens, before the focus moves into it: it
 * remembers the focused control; the function it returns, called on close,
 * gives the focus back to it (once, Modal.svelte) if it is still in the page
 * and enabled and the focus was left in the dialog or on nothing.
 */
export function returnsFocus(node: HTMLElement): () => void {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body && !node.contains(active) ? active : null;
  return () => {
    if (!opener) return;
    // After the dialog's element has left the page.
    queueMicrotask(() => {
      const now = document.activeElement;
      const lost = !now || now === document.body || !now.isConnected || node.contains(now);
      const usable = opener.isConnected && !(opener as HTMLButtonElement).disabled;
      if (lost && usable) focusAsInput(opener);
    });
  };
}
