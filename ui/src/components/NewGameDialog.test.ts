import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/svelte";
import type { NewGameOptions, Variant } from "../lib/bindings";
import { PRESETS } from "../lib/clock/display";
import NewGameDialog from "./NewGameDialog.svelte";

function open(
  props: Partial<{ roster: NewGameOptions["roster"]; recent: string[]; last: NewGameOptions["timeControl"]; lastVariant: Variant; lastChess960: number | null }> = {},
) {
  const onstart = vi.fn<(o: NewGameOptions) => void>();
  render(NewGameDialog, { inProgress: false, oncancel: vi.fn(), onstart, ...props });
  const dialog = screen.getByRole("alertdialog");
  const field = (name: string) => within(dialog).getByLabelText(name) as HTMLInputElement;
  const start = async () => {
    await fireEvent.click(within(dialog).getByRole("button", { name: "Start new game" }));
    return onstart.mock.calls.at(-1)?.[0];
  };
  return { dialog, field, start };
}

describe("NewGameDialog's keyboard", () => {
  it("opens with Start new game focused: Enter starts the game (issue 26)", () => {
    open();
    expect(document.activeElement?.textContent).toBe("Start new game");
  });
});

describe("NewGameDialog's players (issue 13)", () => {
  it("sends the names typed, trimmed, and none for empty fields", async () => {
    const { field, start } = open();
    await fireEvent.input(field("White"), { target: { value: "  Ann " } });
    expect(await start()).toEqual({ roster: { white: "Ann" }, timeControl: null });
  });

  it("sends no roster at all without names (the request of a nameless game is as before)", async () => {
    const { start } = open();
    expect(await start()).toEqual({ timeControl: null });
  });

  it("offers the last game's names and event again, and swaps the players", async () => {
    const { dialog, field, start } = open({ roster: { white: "Ann", black: "Bob", event: "Club night", round: "2" } });
    expect(field("White").value).toBe("Ann");
    expect(field("Event").value).toBe("Club night");
    await fireEvent.click(within(dialog).getByRole("button", { name: "Swap the players' colours" }));
    expect([field("White").value, field("Black").value]).toEqual(["Bob", "Ann"]);
    expect(await start()).toEqual({ roster: { white: "Bob", black: "Ann", event: "Club night", round: "2" }, timeControl: null });
  });

  it("fills the names from the recent ones with a tap each; a name in use stays in its place, off", async () => {
    const { dialog, field, start } = open({ recent: ["Cleo", "Dan", "Eve"] });
    const recent = within(within(dialog).getByRole("group", { name: "Recent players" }));
    await fireEvent.click(recent.getByRole("button", { name: "Dan" }));
    await fireEvent.click(recent.getByRole("button", { name: "Cleo" }));
    expect([field("White").value, field("Black").value]).toEqual(["Dan", "Cleo"]);
    expect((recent.getByRole("button", { name: "Dan" }) as HTMLButtonElement).disabled).toBe(true);
    expect((recent.getByRole("button", { name: "Eve" }) as HTMLButtonElement).disabled).toBe(false);
    // A focused field takes the next one.
    await fireEvent.focus(field("White"));
    await fireEvent.click(recent.getByRole("button", { name: "Eve" }));
    expect((await start())?.roster).toEqual({ white: "Eve", black: "Cleo" });
  });

  it("hides the event fields until asked, unless the last game had an event", () => {
    const { dialog } = open();
    expect((dialog.querySelector("details.event") as HTMLDetailsElement).open).toBe(false);
  });
});

describe("NewGameDialog's clocks", () => {
  it("starts FIDE's staged control from its preset", async () => {
    const { dialog, start } = open();
    await fireEvent.click(within(dialog).getByRole("radio", { name: "90/40+30 (FIDE)" }));
    expect((await start())?.timeControl).toEqual({
      whiteMs: 5_400_000,
      blackMs: 5_400_000,
      perMove: { kind: "fischer", ms: 30_000 },
      firstMoves: 40,
      then: [{ ms: 1_800_000, perMove: { kind: "fischer", ms: 30_000 } }],
    });
  });

  it("chooses the last game's staged preset again", () => {
    const fide = PRESETS.find((p) => p.label === "120/40, 60/20, 15 +30")!.control;
    const { dialog } = open({ last: structuredClone(fide) });
    expect((within(dialog).getByRole("radio", { name: "120/40, 60/20, 15 +30" }) as HTMLInputElement).checked).toBe(true);
  });

  it("sends an hourglass with nothing per move", async () => {
    const { dialog, field, start } = open();
    await fireEvent.click(within(dialog).getByRole("radio", { name: "Custom…" }));
    await fireEvent.input(field("White, minutes"), { target: { value: "3" } });
    await fireEvent.input(field("Black, minutes"), { target: { value: "3" } });
    await fireEvent.click(within(dialog).getByRole("radio", { name: "Increment (Fischer)" }));
    await fireEvent.click(within(dialog).getByRole("checkbox", { name: /Hourglass/ }));
    expect(within(dialog).queryByLabelText("Seconds")).toBeNull();
    // The per-move choices stay in place, none of them chosen-looking or choosable.
    const fischer = within(dialog).getByRole("radio", { name: "Increment (Fischer)" }) as HTMLInputElement;
    expect(fischer.disabled).toBe(true);
    expect(fischer.matches(":checked:not(:disabled)")).toBe(false);
    expect((await start())?.timeControl).toEqual({ whiteMs: 180_000, blackMs: 180_000, perMove: { kind: "none" }, hourglass: true });
  });

  it("builds custom stages: the first stage's moves, then each later stage, said in words before it starts", async () => {
    const { dialog, field, start } = open();
    await fireEvent.click(within(dialog).getByRole("radio", { name: "Custom…" }));
    await fireEvent.input(field("White, minutes"), { target: { value: "60" } });
    await fireEvent.input(field("Black, minutes"), { target: { value: "60" } });
    await fireEvent.click(within(dialog).getByRole("radio", { name: "Increment (Fischer)" }));
    await fireEvent.input(field("Seconds"), { target: { value: "30" } });
    const stages = within(dialog).getByRole("group", { name: "Stages" });
    expect(within(stages).queryAllByTestId("stage-row")).toHaveLength(0);
    await fireEvent.input(field("Moves in the first stage"), { target: { value: "40" } });
    expect(within(stages).getAllByTestId("stage-row")).toHaveLength(1);
    expect(screen.getByTestId("custom-summary").textContent).toBe("60/40, then 30 +30 s");
    // A second later stage: the one before it then lasts a number of moves.
    await fireEvent.click(within(stages).getByRole("button", { name: "Add a stage" }));
    const rows = within(stages).getAllByTestId("stage-row");
    expect(rows).toHaveLength(2);
    expect((within(rows[0]!).getByLabelText("For moves") as HTMLInputElement).value).toBe("20");
    expect(screen.getByTestId("custom-summary").textContent).toBe("60/40, then 30/20, then 15 +30 s");
    const per = { kind: "fischer", ms: 30_000 };
    expect((await start())?.timeControl).toEqual({
      whiteMs: 3_600_000,
      blackMs: 3_600_000,
      perMove: per,
      firstMoves: 40,
      then: [
        { moves: 20, ms: 1_800_000, perMove: per },
        { ms: 900_000, perMove: per },
      ],
    });
    await fireEvent.click(within(stages).getByRole("button", { name: "Remove the last" }));
    expect(within(stages).getAllByTestId("stage-row")).toHaveLength(1);
    expect((within(stages).getByRole("button", { name: "Remove the last" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers a custom staged control of the last game with its stages", () => {
    const per = { kind: "fischer", ms: 10_000 } as const;
    const { field, dialog } = open({ last: { whiteMs: 1_800_000, blackMs: 1_800_000, perMove: per, firstMoves: 30, then: [{ ms: 600_000, perMove: per }] } });
    expect((within(dialog).getByRole("radio", { name: "Custom…" }) as HTMLInputElement).checked).toBe(true);
    expect(field("Moves in the first stage").value).toBe("30");
    expect(field("Then, minutes").value).toBe("10");
    expect(screen.getByTestId("custom-summary").textContent).toBe("30/30, then 10 +10 s");
  });
});

describe("NewGameDialog's variants (issue 29)", () => {
  const variant = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole("radiogroup", { name: "Variant" })).getByLabelText(name);

  it("offers the nine kinds of chess, the rule of the chosen one under them, and sends it", async () => {
    const { dialog, start } = open();
    const group = within(dialog).getByRole("radiogroup", { name: "Variant" });
    expect(within(group).getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual([
      "standard", "chess960", "crazyhouse", "king_of_the_hill", "three_check", "antichess", "atomic", "horde", "racing_kings",
    ]);
    expect(within(dialog).getByTestId("variant-rule").textContent).toBe("The usual rules of chess.");
    await fireEvent.click(variant(dialog, "Three-check"));
    expect(within(dialog).getByTestId("variant-rule").textContent).toBe("Checkmate, or give check three times.");
    expect(await start()).toEqual({ variant: "three_check", timeControl: null });
  });

  it("starts from the last game's variant; standard chess sends none", async () => {
    const { dialog, start } = open({ lastVariant: "atomic" });
    expect((variant(dialog, "Atomic") as HTMLInputElement).checked).toBe(true);
    await fireEvent.click(variant(dialog, "Standard"));
    expect(await start()).toEqual({ timeControl: null });
  });

  it("Chess960: at random (no number), a number typed, or the last game's again", async () => {
    const { dialog, field, start } = open({ lastVariant: "chess960", lastChess960: 87 });
    const starts = within(within(dialog).getByRole("radiogroup", { name: "Start position" }));
    expect(await start()).toEqual({ variant: "chess960", timeControl: null });
    await fireEvent.click(starts.getByLabelText("Last (87)"));
    expect(await start()).toEqual({ variant: "chess960", chess960: 87, timeControl: null });
    await fireEvent.click(starts.getByLabelText("Number"));
    await fireEvent.input(field("Position number (0–959)"), { target: { value: "518" } });
    expect(await start()).toEqual({ variant: "chess960", chess960: 518, timeControl: null });
  });

  it("Chess960: a number that names no start keeps the dialog open, the field marked", async () => {
    const onstart = vi.fn();
    render(NewGameDialog, { inProgress: false, oncancel: vi.fn(), onstart, lastVariant: "chess960" });
    const dialog = screen.getByRole("alertdialog");
    await fireEvent.click(within(dialog).getByLabelText("Number"));
    const number = within(dialog).getByLabelText("Position number (0–959)") as HTMLInputElement;
    await fireEvent.input(number, { target: { value: "960" } });
    await fireEvent.click(within(dialog).getByRole("button", { name: "Start new game" }));
    expect(onstart).not.toHaveBeenCalled();
    expect(number.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(number);
    expect(within(dialog).queryByLabelText(/^Last/)).toBeNull();
  });
});
