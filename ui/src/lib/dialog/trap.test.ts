import { afterEach, describe, expect, it } from "vitest";
import { tabbables, trapTab } from "./trap";

function box(html: string): HTMLElement {
  const el = document.createElement("div");
  el.innerHTML = html;
  document.body.append(el);
  return el;
}
const tab = (shiftKey = false) => new KeyboardEvent("keydown", { key: "Tab", shiftKey, cancelable: true });
const named = (b: HTMLElement, id: string) => b.querySelector<HTMLElement>(`#${id}`)!;

afterEach(() => document.body.replaceChildren());

const HTML = `<button id="a">a</button><button id="off" disabled>off</button><div inert><button id="hidden">h</button></div>
  <div tabindex="-1" id="box"></div><input id="b"><button id="c">c</button>`;

describe("trapTab", () => {
  it("reaches enabled controls outside inert parts, in order", () => {
    expect(tabbables(box(HTML)).map((e) => e.id)).toEqual(["a", "b", "c"]);
  });

  it.each<[string, string, boolean, string, boolean]>([
    // from, shift, → focus, handled
    ["the last control", "c", false, "a", true],
    ["the first control, backwards", "a", true, "c", true],
    ["the middle", "b", false, "b", false],
    ["the middle, backwards", "b", true, "b", false],
  ])("Tab from %s", (_what, from, shift, to, handled) => {
    const b = box(HTML);
    named(b, from).focus();
    const event = tab(shift);
    expect(trapTab(b, event)).toBe(handled);
    expect(event.defaultPrevented).toBe(handled);
    // Unhandled presses are left to the browser, which moves the focus itself.
    expect(document.activeElement?.id).toBe(to);
  });

  it("brings a focus that is elsewhere (the box itself) to the first control", () => {
    const b = box(HTML);
    named(b, "box").focus();
    expect(trapTab(b, tab())).toBe(true);
    expect(document.activeElement?.id).toBe("a");
  });

  it("ignores other keys", () => {
    const b = box(HTML);
    expect(trapTab(b, new KeyboardEvent("keydown", { key: "Enter" }))).toBe(false);
  });
});
