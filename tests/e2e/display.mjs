// An X server of one's own (Xvfb): each real-app test file gets one (its
// process runs apart from the others under `node --test`), so two files can
// run side by side without sharing a pointer, a keyboard focus or a
// clipboard; the app benchmark starts one too.
import { spawn } from "node:child_process";

/** The screen of every display: a desktop's 1280×800 (the tests' windows may be larger; nothing reaches below it). */
export const SCREEN = "1280x800x24";

/**
 * Starts Xvfb on a free display number (it picks one and says which).
 * Resolves to { display (":N"), stop() }. The server dies with this process
 * (setpriv's parent-death signal), also when the process is killed.
 */
export function startXvfb() {
  return new Promise((resolve, reject) => {
    const x = spawn(
      "setpriv",
      ["--pdeathsig", "SIGKILL", "Xvfb", "-displayfd", "1", "-screen", "0", SCREEN, "-nolisten", "tcp"],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    const stop = () => {
      if (x.exitCode === null && x.signalCode === null) x.kill("SIGKILL");
    };
    let said = "";
    x.stdout.on("data", (d) => {
      said += d;
      if (!said.includes("\n")) return;
      // Nothing more to hear from it: it must not keep this process alive.
      x.stdout.destroy();
      x.unref();
      resolve({ display: `:${said.trim()}`, stop });
    });
    x.on("error", reject);
    x.on("exit", (code, signal) => reject(new Error(`Xvfb exited (${code ?? signal}) before it named its display`)));
  });
}

/**
 * Gives this process (and the drivers, apps, xdotool and xclip it starts) an
 * X server of its own, unless HOTSEAT_E2E_DISPLAY names one to use instead
 * (e.g. ":0", to watch the tests on one's own screen).
 */
export async function useOwnDisplay() {
  if (process.env.HOTSEAT_E2E_DISPLAY) {
    process.env.DISPLAY = process.env.HOTSEAT_E2E_DISPLAY;
    return;
  }
  const x = await startXvfb();
  process.env.DISPLAY = x.display;
  process.on("exit", x.stop);
}
