import "server-only";

import { deriveStates } from "@/lib/domain/alerts/derive-states";
import { nextClockChange } from "@/lib/domain/alerts/next-clock-change";
import { deriveWatchdogs } from "@/lib/domain/alerts/watchdogs";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { ON_THE_BOARD } from "@/lib/server/sql/board-sql";

import { DUE_NOW } from "../cache/due";

import { engineSettings } from "./alert-settings";
import { loadBoxes } from "./load-boxes";
import { knownKeys, storeEvents, type NewEvent } from "./store-events";
import { deriveWorkspaceEvents } from "./workspace-events";

// The clock pass: what time alone makes true — a box comes due at the terminal's midnight, a lead time is
// reached, a watchdog's silence runs past its threshold. Each fact is keyed by the date or instant it is about,
// so passes may run as often as wanted, on any worker: only new keys are written. A pass reads only the boxes
// on the board whose moment has come (clock_pass_at, lib/domain/alerts/next-clock-change.ts) and gives each its
// next one; a box whose data or evaluation changed is due at once (a trigger sets the epoch), so the pass
// costs what time moved, not the size of the account.

const PAGE = 1000;

/** Every box on the board due at the next pass: new watchdog thresholds, or a clock set back. */
export async function markClockPassDue(workspaceId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE containers c SET clock_pass_at = ${DUE_NOW}
    WHERE c.workspace_id = ${workspaceId}::uuid AND ${ON_THE_BOARD} AND c.clock_pass_at IS DISTINCT FROM ${DUE_NOW}`;
}

export async function clockPass(workspaceId: string, now: Date): Promise<{ boxes: number; events: number }> {
  const settings = await engineSettings(workspaceId);
  const sync = await db.workspaceSync.findUnique({ where: { workspaceId }, select: { lastClockPassAt: true } });
  if (sync?.lastClockPassAt && now < sync.lastClockPassAt) await markClockPassDue(workspaceId);
  // A box that left the board (returned, no longer listed) was made due by the write that took it off: nothing
  // is derived for it, so it waits for the next write (the trigger) instead of being read every pass.
  await db.$executeRaw`
    UPDATE containers c SET clock_pass_at = NULL
    WHERE c.workspace_id = ${workspaceId}::uuid AND c.clock_pass_at <= ${now} AND NOT (${ON_THE_BOARD})`;
  let cursor: string | null = null;
  const total = { boxes: 0, events: 0 };
  for (;;) {
    const after: Prisma.Sql = cursor ? Prisma.sql`AND c.id > ${cursor}::uuid` : Prisma.empty;
    const page = await loadBoxes(
      db,
      workspaceId,
      Prisma.sql`${ON_THE_BOARD} AND c.clock_pass_at <= ${now} ${after}`,
      PAGE,
    );
    if (page.length === 0) break;
    cursor = page[page.length - 1]?.facts.id ?? null;
    total.boxes += page.length;
    const derived: NewEvent[] = page.flatMap(({ facts }) =>
      [...deriveStates(facts, now), ...deriveWatchdogs(facts, now, settings.watchdogs)].map((event) => ({
        ...event,
        containerId: facts.id,
        containerNumber: facts.number,
      })),
    );
    const known = await knownKeys(
      db,
      workspaceId,
      derived.map((event) => event.dedupeKey),
    );
    total.events += await storeEvents(
      db,
      workspaceId,
      derived.filter((event) => !known.has(event.dedupeKey)),
      now,
    );
    // After the events are stored: a pass that fails before this line is simply repeated (keys dedupe). A row
    // written since it was read keeps the epoch its writer's trigger set, to be read again.
    const ids = page.map(({ facts }) => facts.id);
    const versions = page.map(({ version }) => version);
    const next = page.map(({ facts }) => nextClockChange(facts, now, settings.watchdogs)?.toISOString() ?? null);
    await db.$executeRaw`
      UPDATE containers c SET clock_pass_at = u.at
      FROM unnest(${ids}::uuid[], ${versions}::text[], ${next}::timestamptz[]) AS u(id, version, at)
      WHERE c.id = u.id AND c.xmin::text = u.version`;
    if (page.length < PAGE) break;
  }
  await db.workspaceSync.upsert({
    where: { workspaceId },
    create: { workspaceId, lastClockPassAt: now },
    update: { lastClockPassAt: now },
  });
  total.events += await deriveWorkspaceEvents(workspaceId, now);
  return total;
}
