"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

import { cn } from "@/lib/shared/cn";

/**
 * A small disclosure for a bulk action that needs a value (who, which day, which tag): a click outside or Esc
 * closes it. `close` is handed to the content so a finished action folds its panel away.
 */
export function ActionPopover({
  label,
  disabled,
  testId,
  children,
}: {
  label: ReactNode;
  disabled?: boolean;
  testId?: string;
  children: (close: () => void) => ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    function onEvent(event: Event) {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        setOpen(false);
        details.querySelector("summary")?.focus();
        return;
      }
      if (event.target instanceof Node && !details.contains(event.target)) setOpen(false);
    }
    document.addEventListener("pointerdown", onEvent);
    document.addEventListener("keydown", onEvent);
    return () => {
      document.removeEventListener("pointerdown", onEvent);
      document.removeEventListener("keydown", onEvent);
    };
  }, []);
  const close = () => setOpen(false);
  return (
    <details
      ref={ref}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="relative"
      data-testid={testId}
    >
      <summary
        aria-disabled={disabled || undefined}
        onClick={(event) => {
          if (disabled) event.preventDefault();
        }}
        className={cn(
          "inline-flex h-8 cursor-pointer list-none items-center whitespace-nowrap rounded-md border border-border bg-surface px-3 text-xs font-medium hover:bg-surface-muted",
          disabled && "cursor-not-allowed text-muted",
        )}
      >
        {label}
      </summary>
      {open ? (
        <div className="absolute left-0 z-30 mt-1 w-72 space-y-2 rounded-md border border-border bg-surface p-3 shadow-lg">
          {children(close)}
        </div>
      ) : null}
    </details>
  );
}
