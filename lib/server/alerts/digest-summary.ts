// Pure: the one-line title and body a digest shows in the bell and the notification list.
import type { Digest } from "@/lib/domain/alerts/digest-content";

import { digestTitle } from "./render-digest-email";

export function renderDigestSummary(digest: Digest): { title: string; body: string } {
  const blocked = new Set(digest.blocked.flatMap((group) => group.boxes.map((box) => box.id))).size;
  const parts = [
    `${digest.dueToday.length} due today`,
    `${digest.dueTomorrow.length} due tomorrow`,
    `${digest.pastLfd.length} past LFD`,
    `${blocked} blocked`,
    `${digest.overnight.length} changes overnight`,
  ];
  return { title: digestTitle(digest), body: `${parts.join(", ")}. Open it for the lists, or print it.` };
}
