import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/svelte";
import DrawOffer from "./DrawOffer.svelte";

describe("DrawOffer", () => {
  it("says who offers, in a sentence and in two short lines, and answers", async () => {
    const onanswer = vi.fn();
    render(DrawOffer, { by: "black", busy: false, onanswer });
    const group = screen.getByRole("group", { name: "Black offers a draw" });
    expect(group.querySelector(".text")?.textContent).toBe("Black offers a draw. White, do you accept?");
    // The short lines (shown where the sentence does not fit) are not read twice.
    expect(group.querySelector(".short")?.getAttribute("aria-hidden")).toBe("true");
    expect(group.querySelector(".short")?.textContent).toBe("Black offers a draw");
    expect([...(group.querySelectorAll(".short > *") ?? [])].map((line) => line.textContent)).toEqual(["Black", "offers a draw"]);
    // Two whole labels, "Accept draw" and, where the row is short, "Accept".
    const accept = screen.getByRole("button", { name: "Accept draw" });
    expect(accept.querySelector(".full")?.textContent).toBe("Accept draw");
    expect(accept.querySelector(".brief")?.textContent).toBe("Accept");
    await fireEvent.click(accept);
    await fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(onanswer.mock.calls).toEqual([[true], [false]]);
  });
});
