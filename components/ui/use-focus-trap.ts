"use client";

import { useEffect, useRef, type RefObject } from "react";

// Keeps keyboard focus inside a modal dialog while it is open: Tab past the last control comes back to the
// first (Shift+Tab the other way), and focus that lands outside (a click on the page behind, a script) is
// brought back. On close, focus goes where the caller says (the row the dialog was opened from).

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0 && !el.closest("[inert]"),
  );
}

export function useFocusTrap(ref: RefObject<HTMLElement | null>, options: { returnFocus: () => void }) {
  // The latest callback is called at close: the dialog may show another row by then (j/k move it along).
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const current = latest;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Tab" || !root) return;
      const items = focusables(root);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    function onFocusIn(event: FocusEvent) {
      if (root && event.target instanceof Node && !root.contains(event.target)) (focusables(root)[0] ?? root).focus();
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocusIn);
      current.current.returnFocus();
    };
  }, [ref]);
}
