/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import { svelteTesting } from "@testing-library/svelte/vite";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { fileURLToPath } from "node:url";
import { paraglideOptions } from "./paraglide.options.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));

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
