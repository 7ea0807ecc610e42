import type { ButtonHTMLAttributes } from "react";

import { cn } from "@/lib/shared/cn";

const VARIANTS = {
  primary: "bg-accent text-accent-ink hover:bg-accent/90 disabled:bg-accent/50",
  secondary: "border border-border bg-surface text-ink hover:bg-surface-muted disabled:text-muted",
  danger: "border border-danger/40 bg-surface text-danger hover:bg-danger/10",
  ghost: "text-muted hover:bg-surface-muted hover:text-ink",
} as const;

const SIZES = { sm: "h-8 px-3 text-xs", md: "h-9 px-4 text-sm" } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  busy?: boolean;
};

export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  className,
  children,
  disabled,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    >
      {busy ? (
        <span className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
      ) : null}
      {children}
    </button>
  );
}
