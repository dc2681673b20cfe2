// What the players are told about their saved games, from the Rust side's
// facts (`Notice`).
import type { Notice } from "../bindings";
import { m } from "./catalogue";

/** The notice's sentence. */
export function noticeText(notice: Notice): string {
  switch (notice.kind) {
    case "recovered":
      return notice.keptAs === null
        ? m.notice_recovered_left({ error: notice.error })
        : m.notice_recovered_kept({ error: notice.error, keptAs: notice.keptAs });
    case "unsaved":
      return m.notice_unsaved({ error: notice.error });
  }
}
