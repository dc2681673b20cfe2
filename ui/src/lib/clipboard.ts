// Copying text from a button press. WebKit (WebKitGTK, WKWebView) lets a page
// write to the clipboard only while the press is fresh ("transient user
// activation"): once the handler has awaited an IPC answer, writeText and
// execCommand("copy") are both refused. So the write is started in the press
// itself, with the text still to come: a ClipboardItem holding a promise,
// which WebKit and Chromium both accept. Text already at hand goes through
// writeText; the selection-and-copy fallback covers webviews without the
// async Clipboard API.

/** Puts `text` (or what it resolves to) on the clipboard; resolves to whether it got there. */
export async function copyText(text: string | Promise<string | null>): Promise<boolean> {
  const clipboard = typeof navigator !== "undefined" ? navigator.clipboard : undefined;
  if (typeof text !== "string" && clipboard?.write && typeof ClipboardItem !== "undefined") {
    const blob = text.then((t) => {
      if (t === null) throw new Error("nothing to copy");
      return new Blob([t], { type: "text/plain" });
    });
    try {
      await clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      return true;
    } catch {
      // Refused (or no text came): the old ways below, with the text in hand.
    }
  }
  const value = await text;
  if (value === null) return false;
  try {
    if (clipboard?.writeText) {
      await clipboard.writeText(value);
      return true;
    }
  } catch {
    /* refused: try the old way */
  }
  return copyBySelection(value);
}

function copyBySelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
