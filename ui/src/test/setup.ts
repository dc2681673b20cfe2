import { afterEach } from "vitest";
import { clearMocks } from "@tauri-apps/api/mocks";
import { engineChoice } from "../lib/review/engine-choice.svelte";
import { forgetStart } from "../lib/start";

// jsdom has no layout, hence no ResizeObserver: sizes stay 0 in these tests.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// jsdom has no scrolling either: a panel that scrolls itself into view does nothing.
Element.prototype.scrollIntoView ??= function scrollIntoView(): void {};

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
