import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/svelte";
import { mockIPC } from "@tauri-apps/api/mocks";
import SettingsPanel from "./SettingsPanel.svelte";
import { DEFAULT_SETTINGS, type Settings } from "../lib/bindings";

const DEFAULTS: Settings = DEFAULT_SETTINGS;

function shown(settings: Settings = DEFAULTS) {
  const onchange = vi.fn<(next: Settings) => void>();
  render(SettingsPanel, { settings, onchange });
  return onchange;
}

const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;
const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("SettingsPanel", () => {
  it("is a disclosure named Settings, closed at first", () => {
    shown();
    const details = document.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")?.textContent).toBe("Settings");
  });

  it("ends with the app's name and version, asked from the Rust side when opened", async () => {
    const asked: string[] = [];
    mockIPC((cmd) => {
      asked.push(cmd);
      return cmd === "app_version" ? "9.8.7" : null;
    });
    shown();
    expect(asked).toEqual([]);
    document.querySelector("details")!.open = true; // jsdom fires its toggle
    expect(await screen.findByText("Hotseat Chess 9.8.7")).toBeTruthy();
    expect(asked.sort()).toEqual(["app_version", "review_engine"]);
  });

  describe("the review's engine", () => {
    const STOCKFISH = { name: "Stockfish 17", path: "/usr/games/stockfish" };
    function opened(answers: Record<string, () => unknown>) {
      const asked: string[] = [];
      mockIPC((cmd) => {
        asked.push(cmd);
        return (answers[cmd] ?? (() => null))();
      });
      shown();
      document.querySelector("details")!.open = true;
      return asked;
    }
    const named = () => screen.getByTestId("review-engine").textContent;

    it("shows ours, then the program chosen in the open dialog, then ours again", async () => {
      const asked = opened({ choose_review_engine: () => STOCKFISH });
      await vi.waitFor(() => expect(asked).toContain("review_engine"));
      expect(named()).toBe("Ours, built in");
      expect(screen.queryByRole("button", { name: "Use ours" })).toBeNull();
      await fireEvent.click(screen.getByRole("button", { name: "Choose…" }));
      await vi.waitFor(() => expect(named()).toBe("Stockfish 17"));
      expect(screen.getByTestId("review-engine").title).toBe("/usr/games/stockfish");
      await fireEvent.click(screen.getByRole("button", { name: "Use ours" }));
      await vi.waitFor(() => expect(named()).toBe("Ours, built in"));
      expect(asked).toEqual(expect.arrayContaining(["choose_review_engine", "use_our_engine"]));
    });

    it("says why a program is refused, and keeps the engine it had", async () => {
      opened({
        review_engine: () => STOCKFISH,
        choose_review_engine: () => {
          throw { kind: "engine_unusable", message: "", engine: { name: "notes.txt", fault: "not_runnable" } };
        },
      });
      await vi.waitFor(() => expect(named()).toBe("Stockfish 17"));
      await fireEvent.click(screen.getByRole("button", { name: "Choose…" }));
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toBe("notes.txt cannot review games: the system cannot run it.");
      expect(named()).toBe("Stockfish 17");
    });
  });

  it("shows the current settings", () => {
    shown({ ...DEFAULT_SETTINGS, seats: "face", confirmMove: true, theme: "dark" });
    expect(select("Seats").value).toBe("face");
    expect(select("Theme").value).toBe("dark");
    expect([box("Confirm each move").checked, box("Sounds").checked, box("Coordinates").checked]).toEqual([true, false, true]);
  });

  it("offers the seats and themes in words", () => {
    shown();
    const options = (s: HTMLSelectElement) => [...s.options].map((o) => [o.value, o.text]);
    expect(options(select("Seats"))).toEqual([
      ["side", "Side by side"],
      ["pass", "Pass the device"],
      ["face", "Face to face"],
    ]);
    expect(options(select("Theme"))).toEqual([
      ["system", "Follow the system"],
      ["light", "Light"],
      ["dark", "Dark"],
    ]);
  });

  it.each([
    // control, how it changes → the whole new record
    ["Seats", "pass", { ...DEFAULTS, seats: "pass" }],
    ["Seats", "face", { ...DEFAULTS, seats: "face" }],
    ["Theme", "light", { ...DEFAULTS, theme: "light" }],
    ["Theme", "dark", { ...DEFAULTS, theme: "dark" }],
    ["Confirm each move", true, { ...DEFAULTS, confirmMove: true }],
    ["Sounds", true, { ...DEFAULTS, sound: true }],
    ["Coordinates", false, { ...DEFAULTS, coordinates: false }],
    ["“+N s” button for the opponent's clock", true, { ...DEFAULTS, giveTime: true }],
  ] as const)("%s → %j", async (name, value, want) => {
    const onchange = shown();
    if (typeof value === "string") {
      await fireEvent.change(select(name), { target: { value } });
    } else {
      await fireEvent.click(box(name));
    }
    expect(onchange).toHaveBeenCalledTimes(1);
    expect(onchange).toHaveBeenCalledWith(want);
  });

  it("never sends a value it does not offer", async () => {
    const onchange = shown();
    const seats = select("Seats");
    const rogue = document.createElement("option");
    rogue.value = "upside-down";
    seats.append(rogue);
    await fireEvent.change(seats, { target: { value: "upside-down" } });
    expect(onchange).not.toHaveBeenCalled();
  });

  it("offers the +N s button's seconds once the button is on, keeping a stored value it does not list", async () => {
    const give = "Time the “+N s” button gives";
    shown();
    expect(select(give).disabled).toBe(true);
    expect(select(give).value).toBe("15");
    document.body.innerHTML = "";
    const onchange = shown({ ...DEFAULTS, giveTime: true, giveSeconds: 45 });
    const options = [...select(give).options].map((o) => o.text);
    expect(options).toEqual(["5 s", "10 s", "15 s", "30 s", "45 s", "60 s"]);
    expect(select(give).value).toBe("45");
    await fireEvent.change(select(give), { target: { value: "30" } });
    expect(onchange).toHaveBeenCalledWith({ ...DEFAULTS, giveTime: true, giveSeconds: 30 });
  });
});
