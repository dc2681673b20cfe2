// Escape closes the innermost open dialog, wherever the keyboard focus is.
// A handler on the dialog's own element hears Escape only while the focus is
// inside it; in WebKit a click on a dialog's text, or a cleared text field,
// can leave the focus on the page's body, and Escape then did nothing.
// One capturing listener on the window answers for every open dialog.

const closers: Array<() => void> = [];

function onKeydown(event: KeyboardEvent) {
  if (event.key !== "Escape" || event.isComposing) return;
  const close = closers.at(-1);
  if (!close) return;
  event.preventDefault();
  event.stopPropagation();
  close();
}

/**
 * An attachment for a dialog's element: while it is in the page, Escape
 * calls `close` (the dialog opened last wins).
 */
export function closesOnEscape(close: () => void): (node: HTMLElement) => () => void {
  return () => {
    const entry = () => close();
    if (closers.length === 0) window.addEventListener("keydown", onKeydown, true);
    closers.push(entry);
    return () => {
      const i = closers.lastIndexOf(entry);
      if (i >= 0) closers.splice(i, 1);
      if (closers.length === 0) window.removeEventListener("keydown", onKeydown, true);
    };
  };
}

/** How many dialogs are listening (for tests). */
export function openDialogs(): number {
  return closers.length;
}
