// An open modal owns the keyboard. Escape closes the innermost open modal,
// wherever the keyboard focus is: a handler on the dialog's own element
// hears Escape only while the focus is inside it, and in WebKit a click on a
// dialog's text, or a cleared text field, can leave the focus on the page's
// body, where Escape then did nothing. Any other key pressed with the focus
// fallen out of the innermost modal (on the body, once the button it was on
// got disabled) goes to that modal, not to the game underneath.
// One capturing listener on the window answers for every open modal.

interface Open {
  close: () => void;
  /** The modal's element and what it does with a key, when it takes stray keys. */
  node?: HTMLElement;
  keys?: (event: KeyboardEvent) => void;
}

const open: Open[] = [];

function onKeydown(event: KeyboardEvent) {
  const top = open.at(-1);
  if (!top) return;
  if (event.key === "Escape") {
    if (event.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    top.close();
    return;
  }
  const { node, keys } = top;
  if (!node || !keys || (event.target instanceof Node && node.contains(event.target))) return;
  event.stopPropagation();
  node.focus();
  keys(event);
}

function register(entry: Open): () => void {
  if (open.length === 0) window.addEventListener("keydown", onKeydown, true);
  open.push(entry);
  return () => {
    const i = open.lastIndexOf(entry);
    if (i >= 0) open.splice(i, 1);
    if (open.length === 0) window.removeEventListener("keydown", onKeydown, true);
  };
}

/**
 * While `node` (a modal's element) is open: Escape calls `close` (the modal
 * opened last wins), and with `keys`, a key pressed outside `node` while it
 * is the innermost modal focuses `node` and goes to `keys` instead of the
 * page. Returns the function that lets go.
 */
export function holdKeys(node: HTMLElement, close: () => void, keys?: (event: KeyboardEvent) => void): () => void {
  return register({ close: () => close(), node, keys });
}

/** How many dialogs are listening (for tests). */
export function openDialogs(): number {
  return open.length;
}
