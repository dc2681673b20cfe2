// The words the settings panel shows for each setting's values.
import type { Seats, Settings, Theme } from "../bindings";

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export const SEATS: readonly Choice<Seats>[] = [
  { value: "side", label: "Side by side" },
  { value: "pass", label: "Pass the device" },
  { value: "face", label: "Face to face" },
];

export const THEMES: readonly Choice<Theme>[] = [
  { value: "system", label: "Follow the system" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

type FlagKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

export const FLAGS: readonly Choice<FlagKey>[] = [
  { value: "confirmMove", label: "Confirm each move" },
  { value: "sound", label: "Sounds" },
  { value: "coordinates", label: "Coordinates" },
  { value: "lowTimeTick", label: "Tick when a clock runs low" },
  { value: "giveTime", label: "“+N s” button for the opponent's clock" },
];

/** The N of the "+N s" button the panel offers (the Rust side takes 5 to 300). */
export const GIVE_SECONDS: readonly number[] = [5, 10, 15, 30, 60];

/** The seconds a `<select>` reports, if it is one of GIVE_SECONDS. */
export function chosenSeconds(value: string): number | undefined {
  return GIVE_SECONDS.find((n) => String(n) === value);
}

/** The choice whose value a `<select>` reports, or undefined for anything else. */
export function chosen<T extends string>(choices: readonly Choice<T>[], value: string): T | undefined {
  return choices.find((c) => c.value === value)?.value;
}
