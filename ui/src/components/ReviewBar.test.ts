import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/svelte";
import ReviewBar from "./ReviewBar.svelte";

const NAMES = ["First position", "Previous move", "Next move", "Back to game"] as const;
type Name = (typeof NAMES)[number];
const button = (name: Name) => screen.getByRole("button", { name }) as HTMLButtonElement;

function shown(ply: number, total: number, after: string | null = "12… Nf6") {
  const ongo = vi.fn<(ply: number) => void>();
  const onlive = vi.fn<() => void>();
  render(ReviewBar, { ply, total, after, ongo, onlive });
  return { ongo, onlive };
}

describe("ReviewBar", () => {
  it("says where the players are", () => {
    shown(24, 40);
    expect(screen.getByTestId("review").textContent).toContain("Reviewing: after 12… Nf6 — ply 24 of 40");
    expect(screen.getByRole("region", { name: "Reviewing an earlier position" })).toBeTruthy();
  });

  it.each([
    // ply, total, disabled buttons
    [0, 40, ["First position", "Previous move"]],
    [1, 40, []],
    [24, 40, []],
    [39, 40, []],
    [0, 1, ["First position", "Previous move"]],
    [40, 40, ["Next move"]],
  ] as const)("at ply %i of %i, disabled: %j", (ply, total, disabled) => {
    shown(ply, total, ply === 0 ? null : "e4");
    for (const name of NAMES) expect(button(name).disabled, name).toBe((disabled as readonly string[]).includes(name));
  });

  it.each([
    // ply, total, button → ongo(ply) or "live"
    [24, 40, "First position", 0],
    [24, 40, "Previous move", 23],
    [1, 40, "Previous move", 0],
    [24, 40, "Next move", 25],
    [38, 40, "Next move", 39],
    [39, 40, "Next move", "live"],
    [0, 1, "Next move", "live"],
    [24, 40, "Back to game", "live"],
    [0, 40, "Back to game", "live"],
  ] as const)("at ply %i of %i, %s → %s", async (ply, total, name, want) => {
    const { ongo, onlive } = shown(ply, total);
    await fireEvent.click(button(name));
    if (want === "live") {
      expect(onlive).toHaveBeenCalledTimes(1);
      expect(ongo).not.toHaveBeenCalled();
    } else {
      expect(ongo).toHaveBeenCalledWith(want);
      expect(onlive).not.toHaveBeenCalled();
    }
  });
});

describe("ReviewBar in a stored game (lastLabel)", () => {
  function stored(ply: number, total: number) {
    const ongo = vi.fn<(ply: number) => void>();
    const onlive = vi.fn<() => void>();
    render(ReviewBar, { ply, total, after: ply ? "1. e4" : null, ongo, onlive, lastLabel: "Last move" });
    return { ongo, onlive };
  }

  it("names its last button after the last move, not the game", () => {
    stored(2, 4);
    expect(screen.getByRole("button", { name: "Last move" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Back to game" })).toBeNull();
  });

  it.each([
    [0, 4, false],
    [3, 4, false],
    [4, 4, true],
  ] as const)("at ply %i of %i, Last move disabled: %s", (ply, total, disabled) => {
    stored(ply, total);
    expect((screen.getByRole("button", { name: "Last move" }) as HTMLButtonElement).disabled).toBe(disabled);
  });

  it("goes to the last position through onlive", async () => {
    const { onlive } = stored(1, 4);
    await fireEvent.click(screen.getByRole("button", { name: "Last move" }));
    expect(onlive).toHaveBeenCalledTimes(1);
  });

  it("draws its step icons instead of typing glyphs some fonts lack", () => {
    stored(2, 4);
    const kinds = [...document.querySelectorAll("[data-icon]")].map((e) => e.getAttribute("data-icon"));
    expect(kinds).toEqual(["first", "previous", "next", "last"]);
    expect(screen.getByTestId("review").textContent).not.toMatch(/[⏮⏭◀▶]/u);
  });
});
