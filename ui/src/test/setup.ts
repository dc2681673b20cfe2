import { afterEach } from "vitest";
import { clearMocks } from "@tauri-apps/api/mocks";

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
});
