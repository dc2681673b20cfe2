import { afterEach, describe, expect, it, vi } from "vitest";
import { closesOnEscape, openDialogs } from "./escape";

const esc = (target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));

const detachers: Array<() => void> = [];
function open(close: () => void): () => void {
  const node = document.createElement("div");
  document.body.append(node);
  const detach = closesOnEscape(close)(node);
  detachers.push(detach);
  return detach;
}
afterEach(() => {
  while (detachers.length) detachers.pop()!();
  document.body.replaceChildren();
});

describe("closesOnEscape", () => {
  it("closes the dialog when the focus is on the page's body, not in the dialog", () => {
    const close = vi.fn();
    open(close);
    esc(document.body);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("closes only the innermost dialog, one per press", () => {
    const outer = vi.fn();
    const inner = vi.fn();
    open(outer);
    const detachInner = open(inner);
    esc();
    expect([inner.mock.calls.length, outer.mock.calls.length]).toEqual([1, 0]);
    detachInner();
    esc();
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it("keeps the press from reaching the page (the review keys) and lets other keys through", () => {
    const page = vi.fn();
    window.addEventListener("keydown", page);
    open(() => {});
    esc();
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    window.removeEventListener("keydown", page);
    expect(page.mock.calls.map(([e]) => (e as KeyboardEvent).key)).toEqual(["ArrowLeft"]);
  });

  it("stops listening once every dialog is gone", () => {
    const close = vi.fn();
    const detach = open(close);
    detach();
    detachers.length = 0;
    esc();
    expect(close).not.toHaveBeenCalled();
    expect(openDialogs()).toBe(0);
  });
});
