import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

// next-auth turns a refused sign-in into a 401 whose only payload is the form's message, so the throttle's
// wait travels beside it: the credentials check notes it in this request's store, and the route answers 429
// with Retry-After, which clients and proxies understand without reading the message.
type Notice = { retryAfterSeconds: number | null };

const store = new AsyncLocalStorage<Notice>();

/** Called by the credentials check when the attempt was refused for a running back-off. */
export function noteSignInWait(retryAfterSeconds: number): void {
  const notice = store.getStore();
  if (notice) notice.retryAfterSeconds = retryAfterSeconds;
}

/**
 * Runs next-auth's handler; a sign-in refused for a back-off answers 429 with Retry-After (seconds). A plain
 * form post (no JavaScript) is answered by a redirect back to the form, which stays a redirect.
 */
export async function withSignInWait(handle: () => Promise<Response>): Promise<Response> {
  const notice: Notice = { retryAfterSeconds: null };
  const response = await store.run(notice, handle);
  if (notice.retryAfterSeconds === null) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(notice.retryAfterSeconds));
  const redirect = response.status >= 300 && response.status < 400;
  return new Response(response.body, { status: redirect ? response.status : 429, headers });
}
