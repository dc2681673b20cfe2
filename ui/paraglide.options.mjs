// The one set of options the message compiler runs with: by Vite (dev
// server, build, Vitest) and by `npm run messages` (svelte-check, before
// any Vite run). `locale-modules`: one module per language
// (src/lib/paraglide/messages/<tag>.js), so that the page loads English and
// the chosen language only (ui/src/lib/words/catalogue.svelte.ts).
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));

/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const paraglideOptions = {
  // Absolute: the compiler resolves relative paths against the cwd.
  project: `${root}project.inlang`,
  outdir: `${root}src/lib/paraglide`,
  outputStructure: "locale-modules",
  // The page picks the language itself (the setting or the system's, from
  // the Rust side) and loads its module; the runtime's own detection stays
  // out of it.
  strategy: ["baseLocale"],
  emitTsDeclarations: true,
};
