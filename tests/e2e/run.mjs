// Runs every real-app test file, two at a time (each with an X server of its
// own: display.mjs), the longest first: `node --test` starts them in the
// order of their names, and the longest ones ("resize", "scenarios") came
// last, leaving one lane idle while the other finished them. Prints TAP, as
// `node --test` does; fails when a test fails. One file alone:
// `node --test tests/e2e/<name>.test.mjs`.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { run } from "node:test";
import { tap } from "node:test/reporters";

/** The files that take longest (about 40 s to 3 minutes each, measured in CI), longest first. */
const LONGEST = ["scenarios", "resize", "layout", "languages", "pseudo", "xinput", "last-move", "timed", "pgn-file"];

const dir = fileURLToPath(new URL(".", import.meta.url));
const rank = (file) => {
  const i = LONGEST.indexOf(file.replace(/\.test\.mjs$/, ""));
  return i < 0 ? LONGEST.length : i;
};
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".test.mjs"))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const stream = run({ files: files.map((f) => dir + f), concurrency: 2 });
stream.on("test:fail", () => {
  process.exitCode = 1;
});
stream.compose(tap).pipe(process.stdout);
