// Browser tests of the BUILT UI (ui/dist, `npm run build` first) in Debian's
// Chromium, with the Tauri IPC replaying games recorded from the Rust side.
// Never `npx playwright install`: the system browser is used.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type LaunchOptions } from "@playwright/test";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The built UI to serve; UI_DIST (absolute) points elsewhere, e.g. at a deliberately broken build.
const dist = process.env.UI_DIST ?? `${root}/ui/dist`;
if (!existsSync(`${dist}/index.html`)) {
  throw new Error(`${dist} is missing: run \`npm run build\` before \`npm run test:browser\``);
}

// PW_PORT: another port for a second run on the same machine (a worktree, a rehearsal).
const PORT = Number(process.env.PW_PORT ?? 4317);

const launchOptions: LaunchOptions = {
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: ".",
  outputDir: "./artifacts/results",
  // Two shared cores: at most two browsers at a time, generous timeouts.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    browserName: "chromium",
    launchOptions,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A trace records every action's DOM snapshot for every test, failing or
    // not: a fifth of the run's CPU (scenarios.spec.ts: 159 → 126 core-s).
    // A failure keeps its screenshot and error context; PW_TRACE=1 records
    // traces again (kept for the failures) when one needs replaying.
    trace: process.env.PW_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    colorScheme: "light",
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "desktop",
      testMatch: [
        "mouse.spec.ts", "promotion.spec.ts", "scripted.spec.ts", "layout.spec.ts",
        "keyboard.spec.ts", "review.spec.ts", "files.spec.ts", "a11y.spec.ts", "timed.spec.ts", "replay-ipc.spec.ts",
        "archive.spec.ts", "scenarios.spec.ts", "landing.spec.ts", "confirm-fit.spec.ts",
        "languages.spec.ts", "explosion.spec.ts",
      ],
      use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false, isMobile: false },
    },
    {
      name: "tablet",
      testMatch: ["touch.spec.ts", "layout.spec.ts", "layout-property.spec.ts", "readme-screenshots.spec.ts", "seats.spec.ts", "confirm.spec.ts"],
      use: { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
    },
    {
      name: "tablet-landscape",
      testMatch: ["seats.spec.ts"],
      use: { viewport: { width: 1180, height: 820 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
    },
    {
      name: "phone",
      testMatch: [
        "touch.spec.ts", "layout.spec.ts", "readme-screenshots.spec.ts", "seats.spec.ts", "confirm-fit.spec.ts",
      ],
      use: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
    },
    {
      name: "phone-landscape",
      testMatch: ["seats.spec.ts"],
      use: { viewport: { width: 740, height: 360 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
    },
  ],
  webServer: {
    command: `npx vite preview --config ui/vite.config.ts --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${dist}`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
