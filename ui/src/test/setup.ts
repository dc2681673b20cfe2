import { afterEach } from "vitest";
import { clearMocks } from "@tauri-apps/api/mocks";

// jsdom has no layout, hence no ResizeObserver: sizes stay 0 in these tests.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

afterEach(() => {
  clearMocks();
});
