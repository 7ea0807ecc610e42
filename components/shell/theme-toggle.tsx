"use client";

import { MoonIcon, SunIcon } from "@/components/ui/icons";

// The icon follows the `dark` class through CSS, so there is no state to keep in sync with the DOM.
export function ThemeToggle() {
  function toggle() {
    const next = !document.documentElement.classList.contains("dark");
    document.documentElement.classList.toggle("dark", next);
    localStorage.setItem("quayside-theme", next ? "dark" : "light");
  }

  return (
    <button
      type="button"
      onClick={toggle}
      className="inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-muted hover:text-ink"
      aria-label="Toggle dark mode"
      title="Toggle dark mode"
    >
      <MoonIcon className="dark:hidden" />
      <SunIcon className="hidden dark:block" />
    </button>
  );
}
