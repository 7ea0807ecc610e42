import "server-only";

import type { LiveTopic } from "@/lib/shared/live-events";

// A change announced by this process, told to this process's caches at once. Its NOTIFY comes back through the
// listener too (hub.ts), but a few milliseconds later: a request in this process that reads right after its own
// write (a sync followed by the board, in a worker or a test) would otherwise get the page the write made old.

type Change = { workspaceId: string; topic: LiveTopic };
// One set per process, as the hub is: the framework may load this module once per bundle.
const global = globalThis as unknown as { quaysideLocalChanges?: Set<(change: Change) => void> };
const watchers = (global.quaysideLocalChanges ??= new Set());

export function watchLocalChanges(watcher: (change: Change) => void): void {
  watchers.add(watcher);
}

export function changedHere(change: Change): void {
  for (const watcher of watchers) watcher(change);
}
