import type { Seats, Settings } from "../../ui/src/lib/bindings";
import type { ScenarioDriver } from "../browser/support/scenario-driver";

export function walkLayoutStates(
  d: ScenarioDriver,
  seats: Seats,
  options?: {
    w?: Record<string, (inputs?: Record<string, unknown>) => string>;
    sizes?: [number, number][];
    alsoCheck?: ((where: string) => Promise<string[]>) | null;
    label?: string;
  },
): Promise<string[]>;

declare const scenarios: {
  name: string;
  fixture: "layout-states";
  settings: Partial<Settings> & { seats: Seats; confirmMove: true };
  chromiumProject: "tablet";
  run(d: ScenarioDriver): Promise<void>;
}[];
export default scenarios;
