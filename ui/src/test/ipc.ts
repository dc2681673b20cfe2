import { mockIPC } from "@tauri-apps/api/mocks";
import type { CommandError, GameView, Settings } from "../lib/bindings";
import { DEFAULT_SETTINGS } from "../lib/game.svelte";
import start from "./fixtures/start.json";
import afterE4 from "./fixtures/after-e4.json";
import promotion from "./fixtures/promotion.json";

export const fixtures = {
  start: start as GameView,
  afterE4: afterE4 as GameView,
  promotion: promotion as GameView,
};

export interface Call {
  cmd: string;
  args: unknown;
}

type Reply = GameView | { error: CommandError };

/**
 * Mocks the Tauri IPC with recorded GameViews: `status` answers `initial`,
 * every other command answers from `replies[cmd]` (a view or an error).
 * Settings are kept as stored (starting from `settings`).
 * No chess rules here: answers are fixtures.
 */
export function mockGame(initial: GameView, replies: Record<string, Reply> = {}, settings: Settings = DEFAULT_SETTINGS): Call[] {
  const calls: Call[] = [];
  let stored = { ...settings };
  mockIPC((cmd, args) => {
    calls.push({ cmd, args });
    if (cmd === "status") return structuredClone(initial);
    if (cmd === "settings") return { ...stored };
    if (cmd === "set_settings") {
      stored = { ...(args as { settings: Settings }).settings };
      return { ...stored };
    }
    const reply = replies[cmd];
    if (!reply) throw { kind: "internal", message: `no fixture for ${cmd}` } satisfies CommandError;
    if ("error" in reply) throw reply.error;
    return structuredClone(reply);
  });
  return calls;
}
