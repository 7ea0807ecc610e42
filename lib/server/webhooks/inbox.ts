import "server-only";

import { createHash } from "node:crypto";

import { decryptSecret } from "@/lib/server/crypto";
import { db } from "@/lib/server/db";
import { assertNoNulInJson } from "@/lib/server/http/no-nul";
import { logger } from "@/lib/server/logger";
import { AppError } from "@/lib/shared/app-error";
import { errorText } from "@/lib/server/error-text";

import { findSigner } from "./verify";

// Intake of deliveries: verify, store, acknowledge. Nothing else happens in the request; the worker
// processes the inbox (process.ts).
export const INBOX_CHANNEL = "quayside_inbox";

type Secret = { workspaceId: string; secret: string };

// Decrypted secrets are kept in-process so an unauthenticated caller with bad signatures cannot make every
// request read and decrypt every workspace's secret. Connect and disconnect in this process forget them at
// once (forgetSecrets); another process (a worker connecting a workspace) is caught by a re-read when a
// signature matches nothing, at most once per MISS_REFRESH_MS, and by the TTL.
const CACHE_TTL_MS = 60_000;
const MISS_REFRESH_MS = 5_000;
let cache: { at: number; secrets: Secret[] } | null = null;
let loading: Promise<Secret[]> | null = null;

async function loadSecrets(): Promise<Secret[]> {
  const rows = await db.workspaceSync.findMany({
    where: { webhookSecretCiphertext: { not: null } },
    select: { workspaceId: true, webhookSecretCiphertext: true },
  });
  const list: Secret[] = [];
  for (const row of rows) {
    try {
      if (row.webhookSecretCiphertext)
        list.push({ workspaceId: row.workspaceId, secret: decryptSecret(row.webhookSecretCiphertext) });
    } catch {
      logger.warn("a stored webhook secret cannot be decrypted (AUTH_SECRET changed?)", {
        workspaceId: row.workspaceId,
      });
    }
  }
  return list;
}

/** The cached secrets, or one read shared by every request that arrives while it runs. */
async function secrets(maxAgeMs: number): Promise<Secret[]> {
  if (cache && Date.now() - cache.at < maxAgeMs) return cache.secrets;
  if (!loading) {
    const started = Date.now();
    const current: Promise<Secret[]> = loadSecrets()
      .then((list) => {
        // A forgetSecrets() during the read means the list may predate a write: use it once, cache it not.
        if (loading === current) cache = { at: started, secrets: list };
        return list;
      })
      .finally(() => {
        if (loading === current) loading = null;
      });
    loading = current;
  }
  return loading;
}

/** Forget cached secrets (after a webhook secret is written or removed). */
export function forgetSecrets(): void {
  cache = null;
  loading = null;
}

export type IntakeResult =
  { status: 401 } | { status: 200; duplicate: boolean; workspaceId: string; notificationId: string };

/**
 * Verifies, then stores. A delivery whose signature matches no secret is 401 and nothing is stored; a signed
 * one whose body is not a JSON object (or holds a NUL character) is refused with a 400 AppError, unstored.
 */
export async function receiveDelivery(rawBody: Buffer, signature: string | null): Promise<IntakeResult> {
  let signer = findSigner(await secrets(CACHE_TTL_MS), rawBody, signature);
  // A webhook connected a moment ago by another process: look again before refusing, but not more often
  // than MISS_REFRESH_MS, whatever the number of bad signatures.
  if (!signer) signer = findSigner(await secrets(MISS_REFRESH_MS), rawBody, signature);
  if (!signer) return { status: 401 };
  const { notificationId, event } = identify(parseDelivery(rawBody), rawBody);
  const rows = await db.$queryRaw<{ id: bigint }[]>`
    INSERT INTO webhook_inbox (workspace_id, notification_id, event, body)
    VALUES (${signer.workspaceId}::uuid, ${notificationId}, ${event}, ${rawBody.toString("utf8")})
    ON CONFLICT (workspace_id, notification_id) DO NOTHING
    RETURNING id`;
  if (rows.length > 0) wakeWorkers();
  return { status: 200, duplicate: rows.length === 0, workspaceId: signer.workspaceId, notificationId };
}

// One NOTIFY per burst instead of one per delivery: every NOTIFY takes PostgreSQL's global notification lock
// at commit, which serialized concurrent intakes. The row is committed before wakeWorkers() is called, so the
// NOTIFY sent at most WAKE_MS later always follows it; workers also poll, so a lost wake-up only delays.
const WAKE_MS = 20;
let wakePending = false;

function wakeWorkers(): void {
  if (wakePending) return;
  wakePending = true;
  setTimeout(() => {
    wakePending = false;
    db.$executeRaw`SELECT pg_notify(${INBOX_CHANNEL}, '')`.catch((error: unknown) =>
      logger.warn("could not wake the workers", { error: errorText(error) }),
    );
  }, WAKE_MS);
}

/** The delivery as a JSON object; anything else cannot be a notification and is refused. */
export function parseDelivery(rawBody: Buffer): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(rawBody));
  } catch {
    throw new AppError("bad_request", "The delivery is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new AppError("bad_request", "The delivery must be a JSON object.");
  assertNoNulInJson(parsed);
  return parsed as Record<string, unknown>;
}

/** The notification id (the idempotency key) and event; a delivery without an id is keyed by its hash. */
export function identify(
  delivery: Record<string, unknown>,
  rawBody: Buffer,
): { notificationId: string; event: string | null } {
  const data = asRecord(delivery["data"]);
  const id = data?.["id"];
  const event = asRecord(data?.["attributes"])?.["event"];
  return {
    notificationId:
      typeof id === "string" && id !== "" ? id : `sha256:${createHash("sha256").update(rawBody).digest("hex")}`,
    event: typeof event === "string" ? event : null,
  };
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
