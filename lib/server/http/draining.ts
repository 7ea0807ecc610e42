// Whether this app process is shutting down. The HTTP server (scripts/app-server.ts) flips it on SIGTERM; the
// readiness check then answers 503 so a load balancer stops sending traffic, and each live stream is told to
// reconnect (elsewhere, or here after the restart) instead of being cut mid-event. Kept on globalThis because
// the server script and the route modules Next.js loads are separate module instances in one process; no
// `server-only` import, since the server script runs outside the react-server condition.

type DrainState = { draining: boolean; listeners: Set<() => void> };

const KEY = Symbol.for("quayside.draining");

function state(): DrainState {
  const holder = globalThis as { [KEY]?: DrainState };
  holder[KEY] ??= { draining: false, listeners: new Set() };
  return holder[KEY];
}

export function isDraining(): boolean {
  return state().draining;
}

/** Calls `listener` once when draining starts (at once if it already has); returns the unsubscribe. */
export function onDrain(listener: () => void): () => void {
  const current = state();
  if (current.draining) {
    listener();
    return () => undefined;
  }
  current.listeners.add(listener);
  return () => current.listeners.delete(listener);
}

export function startDraining(): void {
  const current = state();
  if (current.draining) return;
  current.draining = true;
  for (const listener of [...current.listeners]) listener();
  current.listeners.clear();
}
