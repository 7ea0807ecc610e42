// The board's cards (product.md v2 "The board"): each answers one dispatcher question, and a box sits under
// every card whose question it answers, so counts overlap. Kept apart from the membership rule (lenses.ts)
// so the browser can import the keys and labels without the rules.

export const LENS_KEYS = [
  "pull_now",
  "past_lfd",
  "due_today",
  "due_tomorrow",
  "blocked",
  "not_released",
  "on_rail",
  "arriving",
  "return_soon",
  "unknown",
] as const;
export type LensKey = (typeof LENS_KEYS)[number];

export interface LensInfo {
  key: LensKey;
  label: string;
  question: string;
}

export const LENS_INFO: Record<LensKey, LensInfo> = {
  pull_now: { key: "pull_now", label: "Pull now", question: "What can I pull?" },
  past_lfd: { key: "past_lfd", label: "Past LFD", question: "What costs money now?" },
  due_today: { key: "due_today", label: "Due today", question: "What costs money next?" },
  due_tomorrow: { key: "due_tomorrow", label: "Due tomorrow", question: "What costs money next?" },
  blocked: { key: "blocked", label: "Blocked", question: "What blocks the rest?" },
  not_released: { key: "not_released", label: "Not released", question: "Waiting on the terminal" },
  on_rail: { key: "on_rail", label: "On rail", question: "What comes next?" },
  arriving: { key: "arriving", label: "Arriving", question: "What comes next?" },
  return_soon: { key: "return_soon", label: "Return soon", question: "What costs per diem?" },
  unknown: { key: "unknown", label: "Urgency unknown", question: "What can't we trust?" },
};

export function isLensKey(value: string): value is LensKey {
  return (LENS_KEYS as readonly string[]).includes(value);
}
