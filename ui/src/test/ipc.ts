import { mockIPC } from "@tauri-apps/api/mocks";
import type { CommandError, GameView } from "../lib/bindings";
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
 * No chess rules here: answers are fixtures.
 */
export function mockGame(initial: GameView, replies: Record<string, Reply> = {}): Call[] {
  const calls: Call[] = [];
  mockIPC((cmd, args) => {
    calls.push({ cmd, args });
    if (cmd === "status") return structuredClone(initial);
    const reply = replies[cmd];
    if (!reply) throw { kind: "internal", message: `no fixture for ${cmd}` } satisfies CommandError;
    if ("error" in reply) throw reply.error;
    return structuredClone(reply);
  });
  return calls;
}
