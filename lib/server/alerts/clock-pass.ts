import "server-only";

import { deriveStates } from "@/lib/domain/alerts/derive-states";
import { deriveWatchdogs } from "@/lib/domain/alerts/watchdogs";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { ON_THE_BOARD } from "@/lib/server/sql/board-sql";

import { engineSettings } from "./alert-settings";
import { loadBoxes } from "./load-boxes";
import { knownKeys, storeEvents, type NewEvent } from "./store-events";
import { deriveWorkspaceEvents } from "./workspace-events";

// The clock pass: what time alone makes true, over every box on the board — a box comes due at the terminal's
// midnight, a lead time is reached, a watchdog's silence runs past its threshold. Each fact is keyed by the
// date or instant it is about, so passes may run as often as wanted, on any worker: only new keys are written.

const PAGE = 1000;

export async function clockPass(workspaceId: string, now: Date): Promise<{ boxes: number; events: number }> {
  const settings = await engineSettings(workspaceId);
  let cursor: string | null = null;
  const total = { boxes: 0, events: 0 };
  for (;;) {
    const after: Prisma.Sql = cursor ? Prisma.sql`AND c.id > ${cursor}::uuid` : Prisma.empty;
    const page = await loadBoxes(db, workspaceId, Prisma.sql`${ON_THE_BOARD} ${after}`, PAGE);
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
    if (page.length < PAGE) break;
  }
  total.events += await deriveWorkspaceEvents(workspaceId, now);
  return total;
}
