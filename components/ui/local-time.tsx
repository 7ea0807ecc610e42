"use client";

import { instantText } from "@/lib/shared/format/date";

import { useViewerZone } from "./use-viewer-zone";

/** An instant in the reader's zone, named ("Nov 23, 14:05 PST"), for server components that cannot know it. */
export function LocalTime({ at }: { at: string | null }) {
  const zone = useViewerZone();
  return at ? <time dateTime={at}>{instantText(at, zone)}</time> : <>—</>;
}
