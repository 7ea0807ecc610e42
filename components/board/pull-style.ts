import type { Bucket } from "@/lib/domain/bucket";
import type { PullState } from "@/lib/domain/pull-state";

import { BUCKET_STYLE } from "./bucket-style";

// Each answer to "can I pull it?" wears the colour and glyph of the urgency it matches, so the mark and the
// cards read alike.
const PULL_BUCKET: Record<PullState, Bucket> = {
  ready: "ready",
  blocked: "blocked",
  not_released: "not_available",
  not_discharged: "arriving",
  on_rail: "on_rail",
  out: "needs_return",
  returned: "done",
  unknown: "stale",
};

export function pullStyle(state: PullState): { text: string; glyph: string } {
  const style = BUCKET_STYLE[PULL_BUCKET[state]];
  return { text: style.text, glyph: style.glyph };
}
