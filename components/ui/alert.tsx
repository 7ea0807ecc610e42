import type { ReactNode } from "react";

import { cn } from "@/lib/shared/cn";

const TONES = {
  info: "border-accent/30 bg-accent/5 text-ink",
  error: "border-danger/40 bg-danger/5 text-danger",
  success: "border-success/40 bg-success/5 text-ink",
  warning: "border-warning/40 bg-warning/5 text-ink",
} as const;

export function Alert({
  tone = "info",
  title,
  children,
  className,
  testId,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-md border px-4 py-3 text-sm", TONES[tone], className)}
    >
      {title ? <p className="font-medium">{title}</p> : null}
      {children ? <div className={cn(title && "mt-1")}>{children}</div> : null}
    </div>
  );
}
