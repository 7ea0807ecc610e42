"use client";

import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). Before that, a select changed or a
 * file dropped keeps its DOM state but reaches no handler; end-to-end tests wait for this mark instead of
 * guessing, and nothing else reads it.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
