import type { Seats, Settings } from "../../ui/src/lib/bindings";
import type { ScenarioDriver } from "../browser/support/scenario-driver";
import type { DropStep, Fixture, Step, VariantName } from "../browser/support/ipc";

export function walkVariantLayout(
  d: ScenarioDriver,
  seats: Seats,
  game: Fixture<Step | DropStep>,
  options?: {
    sizes?: [number, number][];
    alsoCheck?: ((where: string) => Promise<string[]>) | null;
  },
): Promise<string[]>;

export const FURNISHED: VariantName[];

export const variantLayout: {
  name: string;
  fixture: VariantName;
  settings: Partial<Settings> & { seats: Seats };
  chromiumProject: "tablet";
  run(d: ScenarioDriver, game: Fixture<Step | DropStep>): Promise<void>;
}[];

declare const scenarios: {
  name: string;
  fixture: VariantName;
  settings?: Partial<Settings>;
  chromiumProject?: "tablet";
  run(d: ScenarioDriver, game: Fixture<Step | DropStep>): Promise<void>;
}[];
export default scenarios;
