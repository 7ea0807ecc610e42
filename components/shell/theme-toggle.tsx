"use client";

import { useEffect } from "react";

import { MoonIcon, SunIcon } from "@/components/ui/icons";

/** The saved choice ("light" | "dark" | "system"), resolved against the operating system's preference. */
function savedThemeIsDark(): boolean {
  const saved = localStorage.getItem("quayside-theme");
  return (
    saved === "dark" || ((!saved || saved === "system") && window.matchMedia("(prefers-color-scheme: dark)").matches)
  );
}

// The icon follows the `dark` class through CSS, so there is no state to keep in sync with the DOM.
export function ThemeToggle() {
  // The theme script sets the class before paint; a page that React has to render again on the client (after a
  // hydration mismatch) loses it, so it is put back once mounted.
  useEffect(() => {
    try {
      document.documentElement.classList.toggle("dark", savedThemeIsDark());
    } catch {
      // No storage (private mode): the script's choice, or light, stays.
    }
  }, []);

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
