// A .pgn file dropped on the window is read by the Rust side (the window's
// drag-and-drop event), which then tells the page what it opened, or why it
// could not, under this event. The page never sees the file.
import { listen } from "@tauri-apps/api/event";
import type { DroppedPgn, PgnFileSummary } from "../bindings";
import { m } from "../words/catalogue";
import { errorText } from "../words/errors";

export const DROPPED_EVENT = "pgn-dropped";

/** Calls `onfile` or `onerror` for each dropped file; resolves to the unlisten function. */
export async function listenForDrops(
  onfile: (file: PgnFileSummary) => void,
  onerror: (message: string) => void,
): Promise<() => void> {
  return listen<DroppedPgn>(DROPPED_EVENT, ({ payload }) => {
    if (payload.file) onfile(payload.file);
    else onerror(payload.error ? errorText(payload.error) : m.picker_dropped_unreadable());
  });
}
