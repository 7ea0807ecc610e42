"use client";

import { useEffect, useRef, type ReactNode } from "react";

import { cn } from "@/lib/shared/cn";

/**
 * A <details> disclosure that behaves like a menu: a click outside or Esc closes it, so two panels never
 * stack over each other. Keyboard users still open it with Enter/Space on the summary.
 */
export function Popover({
  label,
  children,
  size = "sm",
}: {
  label: ReactNode;
  children: ReactNode;
  size?: "sm" | "md";
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    function close(event: Event) {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
        return;
      }
      if (event.target instanceof Node && !details.contains(event.target)) details.open = false;
    }
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return (
    <details ref={ref} className="relative">
      <summary
        className={cn(
          "inline-flex cursor-pointer list-none items-center whitespace-nowrap rounded-md border border-border bg-surface px-3 text-xs font-medium hover:bg-surface-muted",
          size === "md" ? "h-9" : "h-8",
        )}
      >
        {label}
      </summary>
      {children}
    </details>
  );
}
