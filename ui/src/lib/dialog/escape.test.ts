import { afterEach, describe, expect, it, vi } from "vitest";
import { holdKeys, openDialogs } from "./escape";

const esc = (target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));

const detachers: Array<() => void> = [];
function open(close: () => void, keys?: (e: KeyboardEvent) => void): () => void {
  const node = document.createElement("div");
  node.tabIndex = -1;
  node.innerHTML = "<button>in</button>";
  document.body.append(node);
  const detach = holdKeys(node, close, keys);
  detachers.push(detach);
  return detach;
}
afterEach(() => {
  while (detachers.length) detachers.pop()!();
  document.body.replaceChildren();
});

describe("holdKeys", () => {
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

  it("sends a key pressed outside the innermost modal to it, not to the page", () => {
    const page = vi.fn();
    const outerKeys = vi.fn();
    const innerKeys = vi.fn();
    window.addEventListener("keydown", page);
    open(() => {}, outerKeys);
    open(() => {}, innerKeys);
    const inner = document.body.lastElementChild as HTMLElement;
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(innerKeys).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(inner);
    // A key inside the modal is its own business (its element's handlers).
    inner.querySelector("button")!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    window.removeEventListener("keydown", page);
    expect([outerKeys.mock.calls.length, innerKeys.mock.calls.length, page.mock.calls.length]).toEqual([0, 1, 1]);
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
