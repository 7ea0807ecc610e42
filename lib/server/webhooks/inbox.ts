import "server-only";

import { createHash } from "node:crypto";

import { decryptSecret } from "@/lib/server/crypto";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";

import { findSigner } from "./verify";

// Intake of deliveries: verify, store, acknowledge. Nothing else happens in the request; the worker
// processes the inbox (process.ts).
export const INBOX_CHANNEL = "quayside_inbox";

type Secret = { workspaceId: string; secret: string };
let cache: { at: number; secrets: Secret[] } | null = null;
const CACHE_MS = 5_000;

async function secrets(): Promise<Secret[]> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.secrets;
  const rows = await db.workspaceSync.findMany({ where: { webhookSecretCiphertext: { not: null } }, select: { workspaceId: true, webhookSecretCiphertext: true } });
  const list: Secret[] = [];
  for (const row of rows) {
    try {
      if (row.webhookSecretCiphertext) list.push({ workspaceId: row.workspaceId, secret: decryptSecret(row.webhookSecretCiphertext) });
    } catch {
      logger.warn("a stored webhook secret cannot be decrypted (AUTH_SECRET changed?)", { workspaceId: row.workspaceId });
    }
  }
  cache = { at: Date.now(), secrets: list };
  return list;
}

/** Forget cached secrets (after Connect live updates). */
export function forgetSecrets(): void {
  cache = null;
}

export type IntakeResult = { status: 401 } | { status: 200; duplicate: boolean; workspaceId: string; notificationId: string };

export async function receiveDelivery(rawBody: Buffer, signature: string | null): Promise<IntakeResult> {
  let signer = findSigner(await secrets(), rawBody, signature);
  if (!signer && cache) {
    // A webhook connected a moment ago on another instance: look again before refusing.
    forgetSecrets();
    signer = findSigner(await secrets(), rawBody, signature);
  }
  if (!signer) return { status: 401 };
  const { notificationId, event } = identify(rawBody);
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
    db.$executeRaw`SELECT pg_notify(${INBOX_CHANNEL}, '')`.catch((error: unknown) => logger.warn("could not wake the workers", { error: error instanceof Error ? error.message : String(error) }));
  }, WAKE_MS);
}

/** The notification id (the idempotency key) and event; a body we cannot read is keyed by its hash. */
export function identify(rawBody: Buffer): { notificationId: string; event: string | null } {
  try {
    const parsed = JSON.parse(rawBody.toString("utf8")) as { data?: { id?: unknown; attributes?: { event?: unknown } } };
    const id = parsed.data?.id;
    const event = parsed.data?.attributes?.event;
    return {
      notificationId: typeof id === "string" && id !== "" ? id : `sha256:${createHash("sha256").update(rawBody).digest("hex")}`,
      event: typeof event === "string" ? event : null,
    };
  } catch {
    return { notificationId: `sha256:${createHash("sha256").update(rawBody).digest("hex")}`, event: null };
  }
}
