import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/svelte";
import { createRawSnippet, type ComponentProps } from "svelte";
import Modal, { type ModalIds } from "./Modal.svelte";
import { openDialogs } from "../lib/dialog/escape";

/** A title, a described line and three controls. */
const content = createRawSnippet((ids: () => ModalIds) => ({
  render: () => `<div><h2 id="${ids().title}">Resign?</h2><p id="${ids().description}">Black wins.</p>
    <button>first</button><input aria-label="middle"><button>last</button></div>`,
}));

let opener: HTMLButtonElement;
function opened(props: Partial<ComponentProps<typeof Modal>> = {}) {
  opener = document.createElement("button");
  opener.textContent = "Resign…";
  document.body.append(opener);
  opener.focus();
  const onclose = vi.fn<() => void>();
  const view = render(Modal, { shape: "question", onclose, children: content, ...props });
  return { onclose, view };
}
const button = (name: string) => screen.getByRole("button", { name });

afterEach(() => document.body.replaceChildren());

describe("Modal", () => {
  it("is an aria-modal box named by its title, described when asked, and takes the focus", () => {
    opened({ role: "alertdialog", described: true });
    const box = screen.getByRole("alertdialog", { name: "Resign?" });
    expect(box.getAttribute("aria-modal")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe(screen.getByText("Black wins.").id);
    expect(document.activeElement).toBe(box);
    expect(box.closest(".modal-scrim")).not.toBeNull();
  });

  it("gives the focus back to its opener once, after it is gone", async () => {
    const { view } = opened({ initialFocus: (box) => box.querySelector("button")?.focus() });
    expect(document.activeElement).toBe(button("first"));
    const focus = vi.spyOn(opener, "focus");
    view.unmount();
    await Promise.resolve();
    await Promise.resolve();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it("Escape closes it wherever the focus is; other keys stay in it", async () => {
    const { onclose, view: first } = opened();
    const page = vi.fn();
    window.addEventListener("keydown", page);
    await fireEvent.keyDown(document.body, { key: "Escape" });
    expect(onclose).toHaveBeenCalledTimes(1);
    // A key with the focus fallen onto the page's body goes to the modal, not to the game.
    const keys = vi.fn();
    first.unmount();
    const { view } = opened({ onkeydown: keys });
    opener.focus();
    await fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    window.removeEventListener("keydown", page);
    expect(page).not.toHaveBeenCalled();
    expect(keys).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole("dialog"));
    view.unmount();
    expect(openDialogs()).toBe(0);
  });

  it("keeps Tab inside: from the last control to the first and back", async () => {
    opened();
    button("last").focus();
    await fireEvent.keyDown(button("last"), { key: "Tab" });
    expect(document.activeElement).toBe(button("first"));
    await fireEvent.keyDown(button("first"), { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(button("last"));
  });

  it("closes on a press beside the box only when asked to", async () => {
    const { onclose, view } = opened();
    await fireEvent.pointerDown(document.querySelector(".modal-scrim")!);
    expect(onclose).not.toHaveBeenCalled();
    view.unmount();
    const second = opened({ closeOnBackdrop: true });
    await fireEvent.pointerDown(screen.getByRole("dialog"));
    expect(second.onclose).not.toHaveBeenCalled();
    await fireEvent.pointerDown(document.querySelector(".modal-scrim")!);
    expect(second.onclose).toHaveBeenCalledTimes(1);
  });

  it("turns toward the far player when rotated", () => {
    opened({ rotated: true });
    expect(screen.getByRole("dialog").classList.contains("rotated")).toBe(true);
  });

  it("a page covers the window without a backdrop", () => {
    opened({ shape: "page", class: "archive" });
    const box = screen.getByRole("dialog");
    expect(box.classList.contains("archive")).toBe(true);
    expect(document.querySelector(".modal-scrim")).toBeNull();
  });

  it("unseen: inert and hidden, it takes neither the focus nor the keys, nor gives any back", async () => {
    const { onclose, view } = opened({ unseen: true });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    await fireEvent.keyDown(document.body, { key: "Escape" });
    expect(onclose).not.toHaveBeenCalled();
    const focus = vi.spyOn(opener, "focus");
    view.unmount();
    await Promise.resolve();
    expect(focus).not.toHaveBeenCalled();
  });
});
