import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import TypedMove from "./TypedMove.svelte";

const field = () => screen.getByRole("textbox", { name: "Type a move" }) as HTMLInputElement;
const play = () => screen.getByRole("button", { name: "Play" }) as HTMLButtonElement;

function shown(answer: string | null = null, disabled = false) {
  const onplay = vi.fn((_text: string) => Promise.resolve(answer));
  render(TypedMove, { onplay, disabled, shows: "start" });
  return onplay;
}

async function type(text: string) {
  await fireEvent.input(field(), { target: { value: text } });
  await fireEvent.click(play());
}

describe("TypedMove", () => {
  it("offers a plain text field: no autocorrection, at most 16 characters", () => {
    shown();
    const f = field();
    expect(f.placeholder).toBe("Nf3 or e2e4");
    expect(f.maxLength).toBe(16);
    expect(Object.fromEntries(["autocomplete", "autocorrect", "autocapitalize", "spellcheck"].map((a) => [a, f.getAttribute(a)])))
      .toEqual({ autocomplete: "off", autocorrect: "off", autocapitalize: "off", spellcheck: "false" });
    expect(screen.getByRole("form", { name: "Type a move" })).toBeTruthy();
  });

  it.each([
    // typed, answer → sent, field after, alert
    ["Nf3", null, "Nf3", "", null],
    ["  e2e4 ", null, "e2e4", "", null],
    ["Ke3", "Ke3 is not a legal move in this position", "Ke3", "Ke3", "Ke3 is not a legal move in this position"],
    ["zz", "zz is not a move", "zz", "zz", "zz is not a move"],
  ])("%j answered %j", async (typed, answer, sent, after, alert) => {
    const onplay = shown(answer);
    await type(typed);
    await waitFor(() => expect(onplay).toHaveBeenCalledWith(sent));
    await waitFor(() => expect(field().value).toBe(after));
    if (alert === null) {
      expect(screen.queryByRole("alert")).toBeNull();
      expect(field().getAttribute("aria-invalid")).toBe("false");
    } else {
      expect((await screen.findByRole("alert")).textContent).toBe(alert);
      expect(field().getAttribute("aria-invalid")).toBe("true");
      expect(field().getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    }
    expect(document.activeElement).toBe(field());
  });

  it("clears an old error once a move is played", async () => {
    let answer: string | null = "nope";
    const onplay = vi.fn(() => Promise.resolve(answer));
    render(TypedMove, { onplay, disabled: false, shows: "start" });
    await type("Nf9");
    await screen.findByRole("alert");
    answer = null;
    await type("Nf3");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("takes a complaint away once the text is edited", async () => {
    const onplay = vi.fn(() => Promise.resolve("Nf9 is not a square"));
    render(TypedMove, { onplay, disabled: false, shows: "start" });
    await type("Nf9");
    await screen.findByRole("alert");
    await fireEvent.input(field(), { target: { value: "Nf" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field().getAttribute("aria-invalid")).toBe("false");
  });

  it("sends nothing when the field is blank", async () => {
    const onplay = shown();
    await type("   ");
    expect(onplay).not.toHaveBeenCalled();
  });

  it("is disabled when told so", async () => {
    const onplay = shown(null, true);
    expect(field().disabled).toBe(true);
    expect(play().disabled).toBe(true);
    await fireEvent.submit(screen.getByRole("form"));
    expect(onplay).not.toHaveBeenCalled();
  });

  it("drops a complaint when the board shows something else (undo, review, a new game)", async () => {
    const onplay = vi.fn(() => Promise.resolve("Ke3 is not a legal move"));
    const { rerender } = render(TypedMove, { onplay, disabled: false, shows: "after e4" });
    await type("Ke3");
    await screen.findByRole("alert");
    await rerender({ disabled: true });
    expect(screen.queryByRole("alert")).not.toBeNull();
    expect(field().value).toBe("Ke3");
    await rerender({ disabled: false, shows: "start" });
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    // The refused text no longer applies either.
    expect(field().value).toBe("");
  });

  it("sends one move at a time", async () => {
    let finish: (v: string | null) => void = () => {};
    const onplay = vi.fn(() => new Promise<string | null>((r) => (finish = r)));
    render(TypedMove, { onplay, disabled: false, shows: "start" });
    await type("e4");
    expect(play().disabled).toBe(true);
    await fireEvent.submit(screen.getByRole("form"));
    expect(onplay).toHaveBeenCalledTimes(1);
    finish(null);
    await waitFor(() => expect(play().disabled).toBe(false));
  });
});
