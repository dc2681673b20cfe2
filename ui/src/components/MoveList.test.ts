import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/svelte";
import MoveList from "./MoveList.svelte";
import type { Ply } from "../lib/bindings";

describe("MoveList numbers (issue 11, item 14)", () => {
  it("follows the Rust side's numbers: a game with Black first starts 80… Ra2", () => {
    const moves: Ply[] = [
      { san: "Ra2", uci: "a8a2", number: 80, color: "black", capture: false },
      { san: "Kg1", uci: "h1g1", number: 81, color: "white", capture: false },
    ];
    render(MoveList, { moves, shown: 2, onselect: vi.fn() });
    expect(screen.getByRole("button", { name: "80… Ra2" }).dataset.ply).toBe("1");
    expect(screen.getByRole("button", { name: "81. Kg1" }).dataset.ply).toBe("2");
    const rows = screen.getByTestId("move-list").querySelectorAll("li");
    expect([...rows].map((r) => r.querySelector(".num")?.textContent)).toEqual(["80.", "81."]);
  });
});
