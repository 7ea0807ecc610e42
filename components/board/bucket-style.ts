import type { Bucket } from "@/lib/domain/bucket";

// Bucket colours from the design tokens, spelled out whole so Tailwind finds them. A glyph goes with each
// colour so urgency never rests on colour alone.
export const BUCKET_STYLE: Record<Bucket, { text: string; bar: string; soft: string; glyph: string }> = {
  past_lfd: {
    text: "text-urgency-past",
    bar: "bg-urgency-past",
    soft: "bg-urgency-past/10 border-urgency-past/40",
    glyph: "!!",
  },
  lfd_today: {
    text: "text-urgency-today",
    bar: "bg-urgency-today",
    soft: "bg-urgency-today/10 border-urgency-today/40",
    glyph: "!",
  },
  lfd_tomorrow: {
    text: "text-urgency-tomorrow",
    bar: "bg-urgency-tomorrow",
    soft: "bg-urgency-tomorrow/10 border-urgency-tomorrow/40",
    glyph: "›",
  },
  stale: {
    text: "text-urgency-stale",
    bar: "bg-urgency-stale",
    soft: "bg-urgency-stale/10 border-urgency-stale/40",
    glyph: "?",
  },
  blocked: {
    text: "text-urgency-blocked",
    bar: "bg-urgency-blocked",
    soft: "bg-urgency-blocked/10 border-urgency-blocked/40",
    glyph: "■",
  },
  ready: {
    text: "text-urgency-ready",
    bar: "bg-urgency-ready",
    soft: "bg-urgency-ready/10 border-urgency-ready/40",
    glyph: "✓",
  },
  on_rail: {
    text: "text-urgency-rail",
    bar: "bg-urgency-rail",
    soft: "bg-urgency-rail/10 border-urgency-rail/40",
    glyph: "≡",
  },
  not_available: {
    text: "text-urgency-unavailable",
    bar: "bg-urgency-unavailable",
    soft: "bg-urgency-unavailable/10 border-urgency-unavailable/40",
    glyph: "○",
  },
  arriving: {
    text: "text-urgency-arriving",
    bar: "bg-urgency-arriving",
    soft: "bg-urgency-arriving/10 border-urgency-arriving/40",
    glyph: "→",
  },
  needs_return: {
    text: "text-urgency-return",
    bar: "bg-urgency-return",
    soft: "bg-urgency-return/10 border-urgency-return/40",
    glyph: "↺",
  },
  done: { text: "text-muted", bar: "bg-border", soft: "bg-surface-muted border-border", glyph: "·" },
};
