"use client";

import { useCallback, useSyncExternalStore } from "react";

// localStorage as an external store: the server render and the first client render read `null` (no
// hydration mismatch), then the stored value; writes notify every hook on the page.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function useLocalText(key: string): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    () => null,
  );
  const set = useCallback(
    (next: string) => {
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Private mode or a full quota: the choice lasts for this page only.
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}
