import type { Color, Verdict } from "../../ui/src/lib/bindings";
export function specVerdict(verdict: Verdict): string;
export function specStatus(view: { verdict: Verdict | null; turn: Color; check: boolean }): string;
