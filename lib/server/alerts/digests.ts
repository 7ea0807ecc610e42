import "server-only";

import { describeEvent } from "@/lib/shared/alerts/describe";
import {
  buildDigest,
  type Digest,
  type DigestChange,
  type DigestKind,
  type DigestTrendDay,
} from "@/lib/domain/alerts/digest-content";
import { dueDigestDate } from "@/lib/domain/alerts/digest-schedule";
import { isAlertKind } from "@/lib/domain/alerts/kinds";
import { localTimeOf } from "@/lib/domain/alerts/zoned-time";
import { addCalendarDays } from "@/lib/domain";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { ON_THE_BOARD } from "@/lib/server/sql/board-sql";
import { notifyLive } from "@/lib/server/live/notify";

import { DEFAULT_ALERT_ZONE } from "./alert-settings";
import { loadBoxes, type LoadedBox } from "./load-boxes";
import { disputesDueSoon } from "./dispute-deadlines";
import { ensureDefaults } from "./defaults";
import { scopeWhere } from "./alert-scope";
import { smtpUrl } from "./smtp-config";
import { ALERTS_CHANNEL } from "./store-events";
import { renderDigestSummary } from "./digest-summary";

// Daily digests: at each person's local hour (lib/domain/alerts/digest-schedule.ts), the boxes in their scope
// become a digest stored with a notification keyed `digest:<local date>` (unique per person, so one per day
// whichever worker or pass gets there first) and, when they take email, an email delivery.

const OVERNIGHT_KINDS = [
  "lfd_changed",
  "hold_placed",
  "hold_released",
  "became_ready",
  "fees_posted",
  "fees_grew",
  "past_lfd",
  "lfd_today",
  "lfd_tomorrow",
  "eta_changed",
  "vessel_arrived",
  "discharged",
  "watchdog_terminal_silent",
  "watchdog_tracking_stopped",
];
const TREND_KINDS = ["past_lfd", "lfd_today", "hold_placed"];
const MAX_BOXES = 20_000;

async function boxesFor(
  workspaceId: string,
  userId: string,
  scope: string,
  viewId: string | null,
  now: Date,
): Promise<LoadedBox[]> {
  if (scope === "all") return loadBoxes(db, workspaceId, ON_THE_BOARD, MAX_BOXES);
  const where = await scopeWhere(workspaceId, { userId, scope, viewId }, now);
  if (!where) return [];
  const ids = (await db.container.findMany({ where, select: { id: true }, take: MAX_BOXES })).map((row) => row.id);
  return ids.length === 0
    ? []
    : loadBoxes(db, workspaceId, Prisma.sql`${ON_THE_BOARD} AND c.id = ANY(${ids}::uuid[])`, MAX_BOXES);
}

async function overnight(workspaceId: string, now: Date, boxIds: Set<string>): Promise<DigestChange[]> {
  const events = await db.alertEvent.findMany({
    where: {
      workspaceId,
      kind: { in: OVERNIGHT_KINDS },
      occurredAt: { gte: new Date(now.getTime() - 86_400_000), lte: now },
    },
    orderBy: { occurredAt: "asc" },
    take: 2_000,
    select: { kind: true, containerId: true, containerNumber: true, data: true, occurredAt: true },
  });
  return events
    .filter((event) => event.containerId !== null && boxIds.has(event.containerId) && isAlertKind(event.kind))
    .slice(0, 500)
    .map((event) => ({
      kind: event.kind,
      number: event.containerNumber,
      containerId: event.containerId,
      title: isAlertKind(event.kind)
        ? describeEvent(event.kind, event.containerNumber, (event.data ?? {}) as Record<string, unknown>).title
        : event.kind,
      at: event.occurredAt.toISOString(),
    }));
}

async function trend(workspaceId: string, now: Date, zone: string, date: string): Promise<DigestTrendDay[]> {
  const events = await db.alertEvent.findMany({
    where: {
      workspaceId,
      kind: { in: TREND_KINDS },
      occurredAt: { gte: new Date(now.getTime() - 8 * 86_400_000), lte: now },
    },
    select: { kind: true, occurredAt: true },
  });
  const days = Array.from({ length: 7 }, (_, index) => addCalendarDays(date, index - 6));
  return days.map((day) => {
    const onDay = events.filter((event) => localTimeOf(event.occurredAt, zone).date === day);
    return {
      date: day,
      pastLfd: onDay.filter((e) => e.kind === "past_lfd").length,
      dueToday: onDay.filter((e) => e.kind === "lfd_today").length,
      holdsPlaced: onDay.filter((e) => e.kind === "hold_placed").length,
    };
  });
}

type DigestFor = {
  workspaceId: string;
  userId: string;
  kind: DigestKind;
  scope: string;
  viewId: string | null;
  zone: string;
  date: string;
  now: Date;
};

/** One person's digest as of `now`, not stored (the print view's preview uses it too). */
export async function buildUserDigest(input: DigestFor): Promise<Digest> {
  const boxes = await boxesFor(input.workspaceId, input.userId, input.scope, input.viewId, input.now);
  return buildDigest({
    kind: input.kind,
    date: input.date,
    timeZone: input.zone,
    now: input.now,
    boxes: boxes.map((box) => box.facts),
    overnight: await overnight(input.workspaceId, input.now, new Set(boxes.map((box) => box.facts.id))),
    trend: input.kind === "manager" ? await trend(input.workspaceId, input.now, input.zone, input.date) : [],
    disputes: await disputesDueSoon(input.workspaceId, input.now, input.zone),
  });
}

/** Builds and stores one person's digest for a local date; returns the notification id, or null if it existed. */
export async function createDigest(
  input: DigestFor & { email: string; emailEnabled: boolean },
): Promise<string | null> {
  const dedupeKey = `digest:${input.date}`;
  const exists = await db.notification.findUnique({
    where: { userId_dedupeKey: { userId: input.userId, dedupeKey } },
    select: { id: true },
  });
  if (exists) return null;
  const digest = await buildUserDigest(input);
  const summary = renderDigestSummary(digest);
  const email = input.emailEnabled && smtpUrl() !== null;
  const id = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO notifications (id, workspace_id, user_id, kind, dedupe_key, title, body, data, created_at)
      VALUES (gen_random_uuid(), ${input.workspaceId}::uuid, ${input.userId}::uuid, 'digest', ${dedupeKey}, ${summary.title}, ${summary.body}, ${JSON.stringify(digest)}::jsonb, now())
      ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id::text`;
    const created = rows[0]?.id ?? null;
    if (created && email) {
      await tx.alertDelivery.create({
        data: { workspaceId: input.workspaceId, notificationId: created, channel: "email", target: input.email },
      });
      await tx.$executeRaw`SELECT pg_notify(${ALERTS_CHANNEL}, ${input.workspaceId})`;
    }
    return created;
  });
  if (id) await notifyLive(input.workspaceId, "notifications", [input.userId]);
  return id;
}

/** Every digest of the workspace due at `now` and not yet made. */
export async function sendDueDigests(workspaceId: string, now: Date): Promise<number> {
  await ensureDefaults(workspaceId);
  const [settings, users] = await Promise.all([
    db.alertSettings.findUnique({ where: { workspaceId }, select: { timezone: true } }),
    db.user.findMany({
      where: { workspaceId, disabledAt: null, alertPreference: { digestEnabled: true } },
      select: { id: true, email: true, timezone: true, alertPreference: true },
    }),
  ]);
  let made = 0;
  for (const user of users) {
    const pref = user.alertPreference;
    if (!pref) continue;
    const zone = user.timezone ?? settings?.timezone ?? DEFAULT_ALERT_ZONE;
    const date = dueDigestDate(now, zone, pref.digestHour);
    if (!date) continue;
    const kind: DigestKind = pref.digestKind === "manager" ? "manager" : "dispatcher";
    if (
      await createDigest({
        workspaceId,
        userId: user.id,
        email: user.email,
        emailEnabled: pref.emailEnabled,
        kind,
        scope: pref.digestScope,
        viewId: pref.digestViewId,
        zone,
        date,
        now,
      })
    )
      made += 1;
  }
  return made;
}
