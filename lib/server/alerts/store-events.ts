import "server-only";

import type { AlertKind } from "@/lib/domain/alerts/kinds";
import type { Prisma } from "@/lib/generated/prisma/client";

// Writes derived facts to alert_events, each once: the (workspace, dedupe key) unique index makes a second
// derivation of the same fact a no-op. A NOTIFY in the same transaction wakes the workers' fan-out when (and
// only when) it commits.

export const ALERTS_CHANNEL = "quayside_alerts";

export type NewEvent = {
  kind: AlertKind;
  dedupeKey: string;
  containerId: string | null;
  containerNumber: string | null;
  userId?: string | null;
  data: Record<string, unknown>;
  /**
   * Recorded, never told: its key is claimed (so it is not told later either) and it is stored as already fanned
   * out. A box already late when Quayside first looks at it is no news to anyone.
   */
  silent?: boolean;
};

type Client = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

/** Inserts the events not yet recorded; returns how many were new. */
export async function storeEvents(
  client: Client,
  workspaceId: string,
  events: NewEvent[],
  occurredAt: Date,
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await client.$queryRaw<{ id: bigint }[]>`
    INSERT INTO alert_events (workspace_id, kind, dedupe_key, container_id, container_number, user_id, data, occurred_at, fanned_out_at)
    SELECT ${workspaceId}::uuid, e.kind, e.dedupe_key, e.container_id::uuid, e.container_number, e.user_id::uuid, e.data::jsonb, ${occurredAt},
      CASE WHEN e.silent THEN now() END
    FROM unnest(${events.map((e) => e.kind)}::text[], ${events.map((e) => e.dedupeKey)}::text[], ${events.map((e) => e.containerId)}::text[],
                ${events.map((e) => e.containerNumber)}::text[], ${events.map((e) => e.userId ?? null)}::text[], ${events.map((e) => JSON.stringify(e.data))}::text[],
                ${events.map((e) => e.silent === true)}::boolean[])
      AS e(kind, dedupe_key, container_id, container_number, user_id, data, silent)
    ON CONFLICT (workspace_id, dedupe_key) DO NOTHING
    RETURNING id`;
  if (rows.length > 0 && events.some((event) => !event.silent))
    await client.$executeRaw`SELECT pg_notify(${ALERTS_CHANNEL}, ${workspaceId})`;
  return rows.length;
}

/** The keys of `keys` already recorded (so a pass over every box inserts only what is new). */
export async function knownKeys(
  client: Pick<Prisma.TransactionClient, "$queryRaw">,
  workspaceId: string,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await client.$queryRaw<{ dedupe_key: string }[]>`
    SELECT dedupe_key FROM alert_events WHERE workspace_id = ${workspaceId}::uuid AND dedupe_key = ANY(${keys}::text[])`;
  return new Set(rows.map((row) => row.dedupe_key));
}
