import { describe, expect, it } from "vitest";
import { mark } from "./marks";

describe("mark", () => {
  it("keeps only the newest mark of a name", () => {
    for (let i = 0; i < 5; i++) mark("hotseat:test");
    mark("hotseat:other");
    expect(performance.getEntriesByName("hotseat:test")).toHaveLength(1);
    expect(performance.getEntriesByName("hotseat:other")).toHaveLength(1);
  });
});
