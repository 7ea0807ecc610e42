import "server-only";

import { AppError } from "@/lib/shared/app-error";

// The one reader of request bodies that are held in memory (JSON and webhook deliveries). It counts bytes as
// they arrive and stops at the limit, so a huge or endless body costs at most `maxBytes` of memory, and it
// gives up on a body that trickles in, so a slow client cannot hold a request open for minutes. Uploads
// stream to disk with their own limit (lib/server/documents/spool-upload.ts).

/** JSON bodies of the API routes: the largest real one (a 2,000-line bulk check) is under 100 KB. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Webhook deliveries: a notification with its included resources stays well under 1 MB. */
export const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;
/** The whole body must arrive within this long after the handler starts reading it. */
export const BODY_DEADLINE_MS = 15_000;

/**
 * Bytes of large bodies being read at once in this process, across requests. The per-request limit alone lets
 * N concurrent senders hold N times the limit; the shared budget bounds the total, and a request that would go
 * over it is answered 503 with Retry-After (the tracking service retries deliveries). The first
 * BUDGET_FREE_BYTES of each body are not counted, so the small bodies of real traffic never wait behind large
 * ones that hold the budget.
 */
export type ByteBudget = { take: (bytes: number) => boolean; release: (bytes: number) => void };

export const BUDGET_FREE_BYTES = 64 * 1024;

export function byteBudget(maxBytes: number): ByteBudget {
  let used = 0;
  return {
    take(bytes) {
      if (used + bytes > maxBytes) return false;
      used += bytes;
      return true;
    },
    release(bytes) {
      used = Math.max(0, used - bytes);
    },
  };
}

/** Webhook bodies past their first 64 KB, in flight before their signature can be checked. */
export const WEBHOOK_BODY_BUDGET = byteBudget(8 * 1024 * 1024);
/** JSON bodies past their first 64 KB (signed-in users, and the invitation form). */
export const JSON_BODY_BUDGET = byteBudget(8 * 1024 * 1024);

export type BodyLimits = { maxBytes: number; deadlineMs?: number; budget?: ByteBudget };

const megabytes = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function tooLarge(maxBytes: number): AppError {
  return new AppError(
    "payload_too_large",
    `The request body is larger than the ${megabytes(maxBytes)} this endpoint accepts.`,
  );
}

/** A declared Content-Length above the limit is refused before a byte is read. */
export function assertDeclaredLength(request: Request, maxBytes: number): void {
  const declared = request.headers.get("content-length")?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) throw tooLarge(maxBytes);
}

/** Reads the body into memory, refusing it (413, or 408 when too slow) as soon as it breaks a limit. */
export async function readBody(
  request: Request,
  { maxBytes, deadlineMs = BODY_DEADLINE_MS, budget }: BodyLimits,
): Promise<Buffer> {
  assertDeclaredLength(request, maxBytes);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError("request_timeout", "The request body took too long to arrive; send it again.")),
      deadlineMs,
    );
  });
  const chunks: Uint8Array[] = [];
  let total = 0;
  let taken = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw tooLarge(maxBytes);
      const owed = budget ? Math.max(0, total - BUDGET_FREE_BYTES) - taken : 0;
      if (budget && owed > 0) {
        if (!budget.take(owed))
          throw new AppError(
            "unavailable",
            "The server is receiving too many large requests at once; try again in a moment.",
            { retryAfterSeconds: 1 },
          );
        taken += owed;
      }
      chunks.push(value);
    }
  } catch (error) {
    // Cancelling stops Node reading the socket: nothing past the limit is buffered (http-error.ts also sends
    // `Connection: close` with 408 and 413, so the connection ends after the answer).
    reader.cancel().catch(() => undefined);
    if (error instanceof AppError) throw error;
    throw new AppError("bad_request", "The request body could not be read; send it again.");
  } finally {
    clearTimeout(timer);
    budget?.release(taken);
  }
  return Buffer.concat(chunks, total);
}
