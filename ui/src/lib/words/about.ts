import { m } from "./catalogue";

/** The About line at the foot of Settings: the app's name and version. */
export function aboutLine(version: string): string {
  return m.about_line({ version });
}
