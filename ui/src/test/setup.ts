import { afterEach, beforeAll } from "vitest";
import { clearMocks } from "@tauri-apps/api/mocks";
import { engineChoice } from "../lib/review/engine-choice.svelte";
import { forgetStart } from "../lib/start";
import { prefetchLazyParts } from "../lib/dialog/lazy";

// jsdom has no layout, hence no ResizeObserver: sizes stay 0 in these tests.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// jsdom has no scrolling either: a panel that scrolls itself into view does nothing.
Element.prototype.scrollIntoView ??= function scrollIntoView(): void {};

// The app fetches its lazy parts ahead once idle (lib/dialog/lazy.ts); so
// do the tests, before the first: Vite compiling a dialog on its first
// import took 1.3 s on a loaded machine, past the 1 s a test waits for it
// to show. (Once per worker: the module cache is shared, isolate: false.)
beforeAll(prefetchLazyParts, 60_000);

afterEach(() => {
  clearMocks();
  forgetStart();
  // The app's one engine choice (a module's state): the next test's page
  // has not asked yet.
  engineChoice.chosen = null;
  engineChoice.known = false;
  engineChoice.choosing = false;
  engineChoice.error = null;
});
