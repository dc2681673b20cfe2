// Issue 11, item 16: side by side (and pass the device) either player may
// resign at any moment (SPEC section 2), not only the side to move.
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import App from "./App.svelte";
import { fixtures, mockGame } from "./test/ipc";

describe("Resign in the shared panel", () => {
  it("asks who resigns: with White to move, Black can resign", async () => {
    const resigned = { ...fixtures.start, status: "Black resigns — White wins" };
    const calls = mockGame(fixtures.start, { resign: resigned });
    render(App);
    await waitFor(() => expect(screen.getByTestId("status").textContent?.trim()).toBe("White to move"));
    const resign = screen.getByRole("button", { name: "Resign…" });
    await fireEvent.click(resign);
    const black = await screen.findByRole("radio", { name: "Black" });
    expect((screen.getByRole("radio", { name: "White" }) as HTMLInputElement).checked).toBe(true);
    await fireEvent.click(black);
    expect(screen.getByRole("heading", { name: "Black resigns?" })).toBeTruthy();
    await fireEvent.click(screen.getByRole("button", { name: "Resign" }));
    await waitFor(() => expect(calls.find((c) => c.cmd === "resign")?.args).toEqual({ color: "black" }));
  });
});
