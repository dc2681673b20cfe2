import { afterEach, describe, expect, it, vi } from "vitest";
import { returnsFocus } from "./focus-back";

afterEach(() => document.body.replaceChildren());

function page() {
  const opener = document.createElement("button");
  opener.textContent = "New game";
  const dialog = document.createElement("div");
  const inner = document.createElement("button");
  dialog.append(inner);
  document.body.append(opener);
  return { opener, dialog, inner };
}

describe("returnsFocus", () => {
  it("gives the focus back to the opener when the dialog closes", async () => {
    const { opener, dialog, inner } = page();
    opener.focus();
    document.body.append(dialog);
    const close = returnsFocus(dialog);
    inner.focus();
    dialog.remove();
    close();
    await Promise.resolve();
    expect(document.activeElement).toBe(opener);
  });

  it("leaves a focus the close put elsewhere, and a disabled opener", async () => {
    const { opener, dialog } = page();
    const other = document.createElement("input");
    document.body.append(other);
    opener.focus();
    document.body.append(dialog);
    const close = returnsFocus(dialog);
    other.focus();
    dialog.remove();
    close();
    await Promise.resolve();
    expect(document.activeElement).toBe(other);

    // An opener disabled meanwhile (Resign after the resignation) is left alone.
    opener.focus();
    const again = document.createElement("div");
    document.body.append(again);
    const close2 = returnsFocus(again);
    opener.disabled = true;
    const focus = vi.spyOn(opener, "focus");
    document.body.focus();
    again.remove();
    close2();
    await Promise.resolve();
    expect(focus).not.toHaveBeenCalled();
  });
});
