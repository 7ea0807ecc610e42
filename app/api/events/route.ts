import { isDraining, onDrain } from "@/lib/server/http/draining";
import { liveHub } from "@/lib/server/live/hub";
import { watchStreamAccess } from "@/lib/server/live/stream-access";
import { authedRoute } from "@/lib/server/route";
import { LIVE_RETRY_MS } from "@/lib/shared/live-events";

export const dynamic = "force-dynamic";

// Server-sent events for the signed-in user's workspace: `event: <topic>` with `{topic, ids?}` as data
// (topics: lib/shared/live-events.ts; the query keys each invalidates: lib/queries/live-keys.ts). A comment every 20 s keeps
// proxies from closing the stream. The stream ends within a few seconds of its user being disabled, removed or
// given another role (stream-access.ts); the browser reconnects and the session is checked again.
export const GET = authedRoute(undefined, async ({ request, user }) => {
  // A process shutting down takes no new stream; the browser's EventSource retries (the next instance, or this
  // one restarted).
  if (isDraining())
    return new Response(null, { status: 503, headers: { "Retry-After": String(Math.ceil(LIVE_RETRY_MS / 1000)) } });
  const encoder = new TextEncoder();
  let cleanup = (): void => undefined;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (chunk: string): void => {
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup();
        }
      };
      const hub = liveHub();
      const unsubscribe = hub.subscribe(user.workspaceId, (event) =>
        send(`event: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`),
      );
      const keepAlive = setInterval(() => send(": keep-alive\n\n"), 20_000);
      const end = (): void => {
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      const unwatch = watchStreamAccess(user, end);
      // On shutdown the stream ends with a retry hint rather than being cut, so the browser reconnects promptly.
      const undrain = onDrain(() => {
        send(`retry: ${LIVE_RETRY_MS}\n: server restarting\n\n`);
        end();
      });
      cleanup = () => {
        clearInterval(keepAlive);
        unsubscribe();
        unwatch();
        undrain();
      };
      request.signal.addEventListener("abort", end);
      // "connected" only once LISTEN is in place: a change made after the page saw it is never missed.
      await hub.listening();
      send(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
});
