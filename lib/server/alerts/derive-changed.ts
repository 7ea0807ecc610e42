import "server-only";

import { deriveChanges } from "@/lib/domain/alerts/derive-changes";
import { deriveStates } from "@/lib/domain/alerts/derive-states";
import { ALREADY_LATE_KINDS } from "@/lib/domain/alerts/kinds";
import { trustedStateSchema, type TrustedState } from "@/lib/domain/alerts/box-facts";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

import { engineSettings } from "./alert-settings";
import { loadBoxes } from "./load-boxes";
import { storeEvents, type NewEvent } from "./store-events";

// The change pass: boxes whose alert-relevant columns changed since the last look (alert_pending, set by a
// trigger on containers), or whose cool-down held a change back and has ended, are compared with what alerts
// were last based on. Each chunk runs in one
// transaction that locks the boxes' state rows (SKIP LOCKED: another worker on the same boxes takes others)
// and reads the boxes under that lock, so one change is derived once, in order, whatever runs concurrently.

const CHUNK = 250;

/**
 * Box ids pending since a column alerts read changed (set by a trigger on containers, whoever wrote it; new rows
 * are pending), and those whose cool-down held a change back and has ended (trusted.recheckAt, on the
 * workspace's clock). Both are read through partial indexes: an idle poll costs nothing at any account size.
 */
async function changedIds(workspaceId: string, now: Date, limit: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    (SELECT c.id FROM containers c WHERE c.workspace_id = ${workspaceId}::uuid AND c.alert_pending LIMIT ${limit})
    UNION
    (SELECT s.container_id FROM alert_box_states s
     WHERE s.workspace_id = ${workspaceId}::uuid AND (s.trusted->>'recheckAt') IS NOT NULL
       AND (s.trusted->>'recheckAt')::timestamptz <= ${now}
     LIMIT ${limit})
    LIMIT ${limit}`;
  return rows.map((row) => row.id);
}

function parseTrusted(value: unknown): TrustedState | null {
  const parsed = trustedStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function deriveChunk(
  workspaceId: string,
  ids: string[],
  now: Date,
  thresholds: { cooldownMinutes: number; etaChangeHours: number | null },
): Promise<{ boxes: number; events: number }> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO alert_box_states (container_id, workspace_id, trusted, updated_at)
      SELECT id, ${workspaceId}::uuid, NULL, now() FROM unnest(${ids}::uuid[]) AS id
      ON CONFLICT (container_id) DO NOTHING`;
    const locked = await tx.$queryRaw<{ container_id: string; trusted: unknown }[]>`
      SELECT container_id, trusted FROM alert_box_states WHERE container_id = ANY(${ids}::uuid[]) ORDER BY container_id FOR UPDATE SKIP LOCKED`;
    if (locked.length === 0) return { boxes: 0, events: 0 };
    const before = new Map(locked.map((row) => [row.container_id, parseTrusted(row.trusted)]));
    const boxes = await loadBoxes(tx, workspaceId, Prisma.sql`c.id = ANY(${[...before.keys()]}::uuid[])`, ids.length);
    const events: NewEvent[] = [];
    const versions: string[] = [];
    const states: string[] = [];
    const trustedJson: (string | null)[] = [];
    for (const { facts, version } of boxes) {
      const previous = before.get(facts.id) ?? null;
      const changes = deriveChanges(previous, facts, { now, ...thresholds });
      for (const event of changes.events)
        events.push({ ...event, containerId: facts.id, containerNumber: facts.number });
      // At a box's first look, a lateness it already had is recorded without being told (the board shows it).
      for (const event of deriveStates(facts, now))
        events.push({
          ...event,
          containerId: facts.id,
          containerNumber: facts.number,
          silent: previous === null && ALREADY_LATE_KINDS.includes(event.kind),
        });
      states.push(facts.id);
      versions.push(version);
      trustedJson.push(changes.trusted ? JSON.stringify(changes.trusted) : null);
    }
    const stored = await storeEvents(tx, workspaceId, events, now);
    await tx.$executeRaw`
      UPDATE alert_box_states s SET trusted = u.trusted::jsonb, updated_at = now()
      FROM unnest(${states}::uuid[], ${trustedJson}::text[]) AS u(id, trusted)
      WHERE s.container_id = u.id`;
    // Looked at: no longer pending, unless the row was written since it was read (its version differs then; a
    // write after this statement sets the flag again).
    await tx.$executeRaw`
      UPDATE containers c SET alert_pending = false
      FROM unnest(${states}::uuid[], ${versions}::text[]) AS u(id, version)
      WHERE c.id = u.id AND c.alert_pending AND c.xmin::text = u.version`;
    return { boxes: boxes.length, events: stored };
  });
}

/** Derives every changed box of the workspace; returns how many boxes were looked at and events recorded. */
export async function deriveChangedBoxes(
  workspaceId: string,
  now: Date,
  options: { maxBoxes?: number } = {},
): Promise<{ boxes: number; events: number }> {
  const settings = await engineSettings(workspaceId);
  const thresholds = { cooldownMinutes: settings.cooldownMinutes, etaChangeHours: settings.watchdogs.etaChangeHours };
  const total = { boxes: 0, events: 0 };
  const max = options.maxBoxes ?? 20_000;
  while (total.boxes < max) {
    const ids = await changedIds(workspaceId, now, Math.min(CHUNK * 4, max - total.boxes));
    if (ids.length === 0) break;
    let progressed = 0;
    for (let start = 0; start < ids.length; start += CHUNK) {
      const result = await deriveChunk(workspaceId, ids.slice(start, start + CHUNK), now, thresholds);
      total.boxes += result.boxes;
      total.events += result.events;
      progressed += result.boxes;
    }
    // Everything left is locked by another worker, which will finish it.
    if (progressed === 0) break;
  }
  return total;
}
