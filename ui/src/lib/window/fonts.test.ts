// The font families by platform: generic on a Linux desktop only.
import { describe, expect, it } from "vitest";
import { chooseFonts, wantsGenericFonts } from "./fonts";

const agents: [string, string, boolean][] = [
  ["WebKitGTK", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko)", true],
  ["WebKitGTK on arm64", "Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/605.1.15 (KHTML, like Gecko)", true],
  ["Android's WebView", "Mozilla/5.0 (Linux; Android 14; Pixel Tablet; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36", false],
  ["macOS", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)", false],
  ["iPad", "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148", false],
  ["Windows' WebView2", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0", false],
];

describe("the font families", () => {
  it.each(agents)("%s: generic %s", (_, agent, generic) => {
    expect(wantsGenericFonts(agent)).toBe(generic);
    const root = document.createElement("html");
    chooseFonts(root, agent);
    expect(root.dataset.fonts).toBe(generic ? "generic" : undefined);
  });
});
