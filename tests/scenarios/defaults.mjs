// The default settings as the Rust side generates them into
// ui/src/lib/bindings.ts (`DEFAULT_SETTINGS`), read from that file so that
// the test drivers and the Chromium mock keep no copy of their own.
import { readFileSync } from "node:fs";

const bindings = readFileSync(new URL("../../ui/src/lib/bindings.ts", import.meta.url), "utf8");
const line = /^export const DEFAULT_SETTINGS: Settings = (\{.*\});$/m.exec(bindings);
if (!line) throw new Error("ui/src/lib/bindings.ts has no DEFAULT_SETTINGS line: regenerate it (UPDATE_BINDINGS=1)");

/** The settings the app starts with (the Rust side's defaults). */
export const DEFAULT_SETTINGS = Object.freeze(JSON.parse(line[1]));
