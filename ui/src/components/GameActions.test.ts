import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/svelte";
import GameActions from "./GameActions.svelte";

const base = {
  actor: "white" as const,
  offerPending: false,
  timed: false,
  paused: false,
  onresign: vi.fn(),
  onoffer: vi.fn(),
  onpause: vi.fn(),
  onresume: vi.fn(),
};

describe("GameActions' Rematch (issue 13)", () => {
  it("takes the draw offer's place after a verdict, and starts the return game", async () => {
    const onrematch = vi.fn();
    render(GameActions, { ...base, active: false, finished: true, onrematch });
    expect(screen.queryByRole("button", { name: /Offer a draw/ })).toBeNull();
    // Resign stays where it is (disabled): nothing else moves.
    expect((screen.getByRole("button", { name: /Resign/ }) as HTMLButtonElement).disabled).toBe(true);
    const rematch = screen.getByRole("button", { name: /^Rematch/ }) as HTMLButtonElement;
    expect(rematch.disabled).toBe(false);
    await fireEvent.click(rematch);
    expect(onrematch).toHaveBeenCalledOnce();
  });

  it("waits while a command is in flight", () => {
    render(GameActions, { ...base, active: false, finished: true, idle: false, onrematch: vi.fn() });
    expect((screen.getByRole("button", { name: /^Rematch/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("is not there while the game goes on", () => {
    render(GameActions, { ...base, active: true, finished: false, onrematch: vi.fn() });
    expect(screen.queryByRole("button", { name: /^Rematch/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Offer a draw/ })).toBeTruthy();
  });
});

describe("GameActions: the second click of a double click", () => {
  it.each<[string, { active: boolean } & Record<string, unknown>, RegExp, string]>([
    ["Offer draw (Rematch's place)", { active: true }, /Offer a draw/, "onoffer"],
    ["Pause (Resume's place)", { active: true, timed: true }, /Pause clocks/, "onpause"],
    ["Resume (Pause's place)", { active: true, timed: true, paused: true }, /Resume clocks/, "onresume"],
    ["Rematch (Offer draw's place)", { active: false, finished: true }, /^Rematch/, "onrematch"],
  ])("does not reach %s; one click, a tap or a key does", async (_, props, name, handler) => {
    const spies = { onoffer: vi.fn(), onpause: vi.fn(), onresume: vi.fn(), onrematch: vi.fn() };
    render(GameActions, { ...base, ...spies, ...props });
    const button = screen.getByRole("button", { name });
    await fireEvent.click(button, { detail: 2 });
    expect(spies[handler as keyof typeof spies]).not.toHaveBeenCalled();
    await fireEvent.click(button, { detail: 1 });
    await fireEvent.click(button, { detail: 0 });
    expect(spies[handler as keyof typeof spies]).toHaveBeenCalledTimes(2);
  });
});

describe("GameActions' +N s button (issue 13)", () => {
  it("is there only in a timed game with the setting on, and gives the opponent the seconds", async () => {
    const ongive = vi.fn();
    render(GameActions, { ...base, active: true, timed: true, give: { to: "black", seconds: 15 }, ongive });
    const give = screen.getByRole("button", { name: "+15 s to Black" }) as HTMLButtonElement;
    expect(give.textContent).toBe("+15\u00a0sBlack");
    await fireEvent.click(give);
    expect(ongive).toHaveBeenCalledWith("black");
  });

  it("gives to the side it named when the pointer went down, even if the turn changed before the click", async () => {
    const ongive = vi.fn();
    const { rerender } = render(GameActions, { ...base, active: true, timed: true, give: { to: "black", seconds: 15 }, ongive });
    const give = screen.getByTestId("give-time");
    await fireEvent.pointerDown(give);
    await rerender({ ...base, active: true, timed: true, give: { to: "white", seconds: 15 }, ongive });
    expect(give.getAttribute("aria-label")).toBe("+15 s to White");
    await fireEvent.click(give);
    expect(ongive).toHaveBeenLastCalledWith("black");
    // A click with no press before it (the keyboard): the side it names now.
    await fireEvent.click(give);
    expect(ongive).toHaveBeenLastCalledWith("white");
  });

  it("stays in its place, disabled, after the verdict or while busy", () => {
    render(GameActions, { ...base, active: false, timed: true, give: { to: "white", seconds: 30 }, ongive: vi.fn() });
    expect((screen.getByRole("button", { name: "+30 s to White" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ["the setting off", { timed: true, give: null }],
    ["an untimed game", { timed: false, give: { to: "black", seconds: 15 } }],
  ] as const)("is not there with %s", (_, props) => {
    render(GameActions, { ...base, active: true, ...props, ongive: vi.fn() });
    expect(screen.queryByRole("button", { name: /^\+\d+ s to / })).toBeNull();
  });
});
