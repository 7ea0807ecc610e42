"use client";

import { useEffect, useRef } from "react";

import { boardKeyAction, type BoardKeyAction } from "@/components/board/keyboard";

/** One keydown listener for the board; the decisions are in components/board/keyboard.ts. */
export function useBoardKeys(handler: (action: BoardKeyAction, event: KeyboardEvent) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const inField = Boolean(target?.closest("input, textarea, select, [contenteditable=true]"));
      const onControl = Boolean(target?.closest("button, a, summary"));
      const inDialog = Boolean(target?.closest("[role=dialog]"));
      const action = boardKeyAction({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        inField,
        onControl,
        inDialog,
      });
      if (!action) return;
      latest.current(action, event);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
