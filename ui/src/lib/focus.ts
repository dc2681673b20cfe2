// Moving the keyboard focus from code, with its ring shown the way the
// player's last input asks: after a key, a ring (the player steers by it);
// after a pointer, none. WebKitGTK does not carry the keyboard's modality
// over to a focus() called from code once a pointer has pressed anything
// (a click on Copy PGN, then the arrows on the board drew no ring at all),
// so the page says it each time.

let byKeys = false;
if (typeof addEventListener === "function") {
  addEventListener("keydown", () => (byKeys = true), { capture: true });
  addEventListener("pointerdown", () => (byKeys = false), { capture: true });
}

/** Focuses `el` (without scrolling), its ring shown if the last input was a key. */
export function focusAsInput(el: HTMLElement | null | undefined): void {
  el?.focus({ preventScroll: true, focusVisible: byKeys });
}
