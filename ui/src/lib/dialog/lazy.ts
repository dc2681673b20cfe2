// The dialogs and views a player does not see at start: each its own
// chunk, fetched when first opened and fetched ahead once the app is idle
// (prefetch), so that the first screen loads only the board, the bars and
// the status, and a first opening waits for nothing but a resolved import.
export const newGameDialog = () => import("../../components/NewGameDialog.svelte");
export const clockEditor = () => import("../../components/ClockEditor.svelte");
export const importDialog = () => import("../../components/ImportDialog.svelte");
export const archiveView = () => import("../../components/ArchiveView.svelte");
export const pgnPicker = () => import("../../components/PgnPicker.svelte");
/** The review after a verdict (the archive's game view imports it too). */
export const gameReview = () => import("../../components/GameReview.svelte");
/** Face to face, the review in a box turned toward Black. */
export const reviewDialog = () => import("../../components/ReviewDialog.svelte");

/** Fetches every lazy part's chunk (once; the module cache keeps them). */
export async function prefetchLazyParts(): Promise<void> {
  await Promise.all([newGameDialog, clockEditor, importDialog, archiveView, pgnPicker, gameReview, reviewDialog].map((load) => load()));
}
