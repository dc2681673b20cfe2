// The desktop's Quit key. A window without a menu bar gets no Ctrl+Q from
// GTK or Windows, so the page listens for it; macOS has its own Cmd+Q in
// the app menu Tauri makes there.

/** The parts of a key event the shortcut reads. */
export type QuitKeyEvent = Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "altKey" | "metaKey" | "shiftKey">;

/**
 * Ctrl+Q and nothing else held. The letter is read from `key` (the
 * layout's: Q on AZERTY's A key too); a layout without Latin letters
 * falls back to the physical key, as GTK's accelerators do.
 */
export function isQuitKey(event: QuitKeyEvent): boolean {
  if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return false;
  const key = event.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key === "q";
  return event.code === "KeyQ";
}
