/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import { svelteTesting } from "@testing-library/svelte/vite";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { fileURLToPath } from "node:url";
import { paraglideOptions } from "./paraglide.options.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The modules loaded later than the first screen (see build.rollupOptions below). */
const LAZY =
  /components\/(NewGameDialog|ClockEditor|ImportDialog|ArchiveView|ArchiveList|ArchiveGame|PgnPicker|VirtualRows|GameReview|ReviewDialog|EvalGraph)\.svelte|review\/graph\.ts|paraglide\/messages\/(?!en\.js|_index\.js)|words\/(pseudo\.ts|dress\.mjs)/;

export default defineConfig({
  root,
  base: "./",
  plugins: [
    // Every sentence a player reads or hears, compiled from ui/messages/ into
    // typed functions (ui/src/lib/paraglide, generated, not committed).
    paraglideVitePlugin(paraglideOptions),
    svelte(),
    svelteTesting(),
  ],
  clearScreen: false,
  server: { port: 1420, strictPort: true, watch: { ignored: ["**/src-tauri/**"] } },
  preview: { port: 1421, strictPort: true },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // One script for the first screen: everything but the lazy parts
        // (the dialogs of ui/src/lib/dialog/lazy.ts and what only they use,
        // the other languages, the pseudo-language). Left to itself the
        // bundler cut the modules the dialogs share with the first screen
        // into ten small chunks, each a request through the app's protocol
        // before the board could paint (80 ms in the page, bench/run.mjs).
        advancedChunks: {
          groups: [{ name: "app", test: (id: string) => !LAZY.test(id) }],
        },
      },
    },
  },
  test: {
    root,
    environment: "jsdom",
    include: ["src/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    // One jsdom per worker, not per file: building it for each of the 43
    // files was 60% of the run (61 s → 16 s on 2 cores, issue 27). The tests
    // share no module state; each restores what it fakes (timers, mocked
    // IPC: setup.ts), and they pass in any order (`--sequence.shuffle.files`).
    isolate: false,
  },
});
