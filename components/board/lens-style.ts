import type { LensKey } from "@/lib/domain/lens-keys";

import { BUCKET_STYLE } from "./bucket-style";

// Each card borrows the colour and glyph of the urgency it is closest to, so a card and the rows it lists
// read alike; the glyph keeps meaning off colour alone.
export const LENS_STYLE: Record<LensKey, { text: string; bar: string; soft: string; glyph: string }> = {
  pull_now: BUCKET_STYLE.ready,
  past_lfd: BUCKET_STYLE.past_lfd,
  due_today: BUCKET_STYLE.lfd_today,
  due_tomorrow: BUCKET_STYLE.lfd_tomorrow,
  blocked: BUCKET_STYLE.blocked,
  not_released: BUCKET_STYLE.not_available,
  on_rail: BUCKET_STYLE.on_rail,
  arriving: BUCKET_STYLE.arriving,
  return_soon: BUCKET_STYLE.needs_return,
  unknown: BUCKET_STYLE.stale,
};
