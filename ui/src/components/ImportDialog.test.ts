import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import ImportDialog from "./ImportDialog.svelte";
import imports from "../../../tests/fixtures/imports.json";
import type { CommandError } from "../lib/bindings";

// The answers the Rust side recorded for pasted texts: a message or a game.
const answers = (imports as { name: string; text: string; error?: CommandError }[]).map(
  (e) => [e.name, e.text, e.error?.message ?? null] as const,
);

const dialog = () => screen.getByRole("dialog", { name: "New game from FEN or PGN" });
const field = () => screen.getByRole("textbox", { name: "Paste a FEN position or a PGN game" }) as HTMLTextAreaElement;
const button = (name: "Start game" | "Cancel") => screen.getByRole("button", { name }) as HTMLButtonElement;

function shown(answer: (text: string) => Promise<string | null> = () => Promise.resolve(null), rotated = false) {
  const onimport = vi.fn(answer);
  const oncancel = vi.fn<() => void>();
  const view = render(ImportDialog, { onimport, oncancel, rotated });
  return { onimport, oncancel, view };
}

describe("ImportDialog", () => {
  it("is a modal dialog with a plain monospace-friendly text field, focused", () => {
    shown();
    expect(dialog().getAttribute("aria-modal")).toBe("true");
    const f = field();
    expect(document.activeElement).toBe(f);
    expect(Object.fromEntries(["spellcheck", "autocorrect", "autocapitalize", "autocomplete"].map((a) => [a, f.getAttribute(a)])))
      .toEqual({ spellcheck: "false", autocorrect: "off", autocapitalize: "off", autocomplete: "off" });
    expect(dialog().classList.contains("rotated")).toBe(false);
  });

  it("turns to the far player when rotated", () => {
    shown(undefined, true);
    expect(dialog().classList.contains("rotated")).toBe(true);
  });

  it.each(answers)("%s: shows the answer inline", async (_name, text, message) => {
    const { onimport } = shown((t) => Promise.resolve(t === text ? message : "wrong text sent"));
    await fireEvent.input(field(), { target: { value: text } });
    await fireEvent.click(button("Start game"));
    expect(onimport).toHaveBeenCalledWith(text);
    if (message === null) {
      await waitFor(() => expect(button("Start game").disabled).toBe(false));
      expect(screen.queryByRole("alert")).toBeNull();
    } else {
      expect((await screen.findByRole("alert")).textContent).toBe(message);
      expect(field().getAttribute("aria-invalid")).toBe("true");
      expect(document.activeElement).toBe(field());
      expect(field().value).toBe(text);
    }
  });

  it("starts once while the answer is pending", async () => {
    let finish: (v: string | null) => void = () => {};
    const { onimport } = shown(() => new Promise((r) => (finish = r)));
    await fireEvent.click(button("Start game"));
    expect(button("Start game").disabled).toBe(true);
    await fireEvent.submit(field().form!);
    expect(onimport).toHaveBeenCalledTimes(1);
    finish(null);
    await waitFor(() => expect(button("Start game").disabled).toBe(false));
  });

  it("Ctrl+Enter starts the game; Enter alone does not", async () => {
    const { onimport } = shown();
    await fireEvent.keyDown(field(), { key: "Enter" });
    expect(onimport).not.toHaveBeenCalled();
    await fireEvent.keyDown(field(), { key: "Enter", ctrlKey: true });
    expect(onimport).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["Escape", (d: HTMLElement) => fireEvent.keyDown(d, { key: "Escape" })],
    ["Cancel", () => fireEvent.click(button("Cancel"))],
  ] as const)("%s cancels", async (_how, act) => {
    const { onimport, oncancel } = shown();
    await act(dialog());
    expect(oncancel).toHaveBeenCalledTimes(1);
    expect(onimport).not.toHaveBeenCalled();
  });

  it("Tab stays inside the dialog", async () => {
    shown();
    button("Start game").focus();
    await fireEvent.keyDown(button("Start game"), { key: "Tab" });
    expect(document.activeElement).toBe(field());
    await fireEvent.keyDown(field(), { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(button("Start game"));
  });

  it("gives focus back to the opener when it closes", async () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const { view } = shown();
    expect(document.activeElement).toBe(field());
    view.unmount();
    await Promise.resolve();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
