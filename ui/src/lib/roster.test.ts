import { describe, expect, it } from "vitest";
import { eventLine, isNamed, playerName, playersLine, rosterOf } from "./roster";

describe("roster texts", () => {
  it("names a side by its player, or by its colour", () => {
    expect(playerName({ white: "Ann" }, "white")).toBe("Ann");
    expect(playerName({ white: "Ann" }, "black")).toBe("Black");
    expect(playerName(undefined, "white")).toBe("White");
  });

  it("says who plays whom only when somebody is named", () => {
    expect(playersLine({ black: "Bob" })).toBe("White (White) vs Bob (Black).");
    expect(playersLine({ event: "Club" })).toBeNull();
    expect(isNamed({ event: "Club" })).toBe(true);
    expect(isNamed({})).toBe(false);
  });

  it("writes the event, site and round on one line", () => {
    expect(eventLine({ event: "Club night", site: "The Arms", round: "3" })).toBe("Club night, The Arms, round 3");
    expect(eventLine({ round: "2" })).toBe("round 2");
    expect(eventLine({ white: "Ann" })).toBeNull();
  });

  it("makes a roster from a form's fields, leaving empty ones out", () => {
    expect(rosterOf({ white: " Ann ", black: "", event: "Club", site: " ", round: "1" })).toEqual({ white: "Ann", event: "Club", round: "1" });
  });
});
