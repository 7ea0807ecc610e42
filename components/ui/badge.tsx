import type { ReactNode } from "react";

import { cn } from "@/lib/shared/cn";

const TONES = {
  neutral: "border-border bg-surface-muted text-muted",
  accent: "border-accent/30 bg-accent/10 text-accent",
  warning: "border-warning/40 bg-warning/10 text-warning",
  danger: "border-danger/40 bg-danger/10 text-danger",
  success: "border-success/40 bg-success/10 text-success",
} as const;

export function Badge({
  tone = "neutral",
  className,
  children,
  title,
  testId,
}: {
  tone?: keyof typeof TONES;
  className?: string;
  children: ReactNode;
  title?: string;
  testId?: string;
}) {
  return (
    <span
      title={title}
      data-testid={testId}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
