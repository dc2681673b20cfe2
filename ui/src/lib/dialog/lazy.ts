// The dialogs a player does not see at start: each its own chunk, fetched
// when first opened and fetched ahead once the app is idle (prefetch), so
// that the first screen loads only the board, the bars and the status, and
// a first opening waits for nothing but a resolved import.
export const newGameDialog = () => import("../../components/NewGameDialog.svelte");
export const clockEditor = () => import("../../components/ClockEditor.svelte");
export const importDialog = () => import("../../components/ImportDialog.svelte");
export const archiveView = () => import("../../components/ArchiveView.svelte");
export const pgnPicker = () => import("../../components/PgnPicker.svelte");

/** Fetches every dialog's chunk (once; the module cache keeps them). */
export function prefetchDialogs(): void {
  for (const load of [newGameDialog, clockEditor, importDialog, archiveView, pgnPicker]) void load();
}
