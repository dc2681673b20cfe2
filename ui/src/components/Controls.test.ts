import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/svelte";
import Controls from "./Controls.svelte";

function undoButton(): HTMLButtonElement {
  return screen.getByRole("button", { name: "Undo" }) as HTMLButtonElement;
}

describe("Controls' Undo (issue 11, item 11)", () => {
  const base = { canUndo: true, busy: false, onnewgame: vi.fn(), onundo: vi.fn() };

  it("says what it takes back", () => {
    render(Controls, { ...base, undo: { kind: "timeout", color: "white", san: "e5", number: 1, mover: "black" } });
    // Its hyphens do not break (U+2011): "time‑out" stays on one line.
    expect(undoButton().textContent?.trim()).toBe("Undo time\u2011out and e5");
    const described = document.getElementById(undoButton().getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Undo takes back White's time-out and 1… e5, with both clocks as they were before it.");
    // No tooltip: WebKitGTK keeps a shown one's old words after the label changes.
    expect(undoButton().title).toBe("");
    expect(undoButton().disabled).toBe(false);
  });

  it("is disabled while reviewing", () => {
    render(Controls, { ...base, undo: { kind: "move", san: "Nf3", number: 2, color: "white" }, reviewing: true });
    expect(undoButton().disabled).toBe(true);
  });

  it("New game opens on a click, a tap or a key, not on a double click's second click", async () => {
    const onnewgame = vi.fn();
    render(Controls, { ...base, onnewgame });
    const button = screen.getByRole("button", { name: "New game" });
    await fireEvent.click(button, { detail: 2 });
    expect(onnewgame).not.toHaveBeenCalled();
    await fireEvent.click(button, { detail: 1 });
    await fireEvent.click(button, { detail: 0 });
    expect(onnewgame).toHaveBeenCalledTimes(2);
  });
});
