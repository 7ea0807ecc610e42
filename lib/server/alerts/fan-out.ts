import "server-only";

import { describeEvent } from "@/lib/shared/alerts/describe";
import { isAlertKind, MONEY_KINDS, PERSONAL_KINDS, WORKSPACE_KINDS, type AlertKind } from "@/lib/domain/alerts/kinds";
import { emailDelayMs } from "@/lib/domain/alerts/coalesce";
import { quietUntil } from "@/lib/domain/alerts/quiet-hours";
import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";

import { engineSettings } from "./alert-settings";
import { ensureDefaults } from "./defaults";
import { workspaceRecipients, type Recipient } from "./recipients";
import { scopeResolver } from "./scope-resolver";
import { smtpUrl } from "./smtp-config";
import { ALERTS_CHANNEL } from "./store-events";

// Fan-out: each new event becomes a notification for every person whose subscription matches it (kind,
// scope, lead time), and deliveries for the channels that carry it (their email; the team's chat and signed
// webhook). It all happens in the transaction that claims the events (FOR UPDATE SKIP LOCKED), so an event is
// fanned out once, completely, by one worker; notifications and deliveries are unique per user and fact and
// per channel, so even a replay would add nothing.

const BATCH = 500;
const PERSONAL: ReadonlySet<string> = new Set(PERSONAL_KINDS);
const UNSCOPED: ReadonlySet<string> = new Set([...WORKSPACE_KINDS, ...MONEY_KINDS]);

type EventRow = {
  id: bigint;
  kind: string;
  dedupe_key: string;
  container_id: string | null;
  container_number: string | null;
  user_id: string | null;
  data: Record<string, unknown>;
  created_at: Date;
};
type Told = {
  userId: string;
  eventId: bigint;
  kind: AlertKind;
  dedupeKey: string;
  containerId: string | null;
  title: string;
  body: string;
  data: Record<string, unknown>;
  email: boolean;
};

function wants(
  recipient: Recipient,
  event: EventRow,
  inScope: (subscriptionId: string, boxId: string) => boolean,
): { told: boolean; email: boolean } {
  let told = false;
  let email = false;
  for (const subscription of recipient.subscriptions) {
    if (!subscription.kinds.includes(event.kind)) continue;
    // A subscription starts from now: what happened before it existed is no news to it (a first look at an
    // account would otherwise tell a new subscriber of every box already late, one by one).
    if (event.created_at < subscription.createdAt) continue;
    if (PERSONAL.has(event.kind)) {
      if (event.user_id !== recipient.userId) continue;
    } else if (event.user_id !== null) {
      continue;
    } else if (event.kind === "lfd_approaching") {
      const daysLeft = typeof event.data["daysLeft"] === "number" ? event.data["daysLeft"] : null;
      if (subscription.leadDays === null || daysLeft === null || daysLeft > subscription.leadDays) continue;
      if (!event.container_id || !inScope(subscription.id, event.container_id)) continue;
    } else if (!UNSCOPED.has(event.kind)) {
      if (!event.container_id || !inScope(subscription.id, event.container_id)) continue;
    }
    told = true;
    if (subscription.channels.includes("email")) email = true;
  }
  return { told, email };
}

/** Fans out up to BATCH pending events of a workspace; returns how many events were handled. */
export async function fanOut(
  workspaceId: string,
  now: Date,
): Promise<{ events: number; notifications: number; deliveries: number }> {
  // Most polls find nothing: say so with one indexed lookup before loading people and settings.
  const waiting = await db.$queryRaw<
    { id: bigint }[]
  >`SELECT id FROM alert_events WHERE workspace_id = ${workspaceId}::uuid AND fanned_out_at IS NULL LIMIT 1`;
  if (waiting.length === 0) return { events: 0, notifications: 0, deliveries: 0 };
  await ensureDefaults(workspaceId);
  const [recipients, settings] = await Promise.all([workspaceRecipients(workspaceId), engineSettings(workspaceId)]);
  const emailOn = smtpUrl() !== null;
  const result = await db.$transaction(
    async (tx) => {
      const events = await tx.$queryRaw<EventRow[]>`
        SELECT id, kind, dedupe_key, container_id::text, container_number, user_id::text, data, created_at FROM alert_events
        WHERE workspace_id = ${workspaceId}::uuid AND fanned_out_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      if (events.length === 0) return { events: 0, notifications: 0, deliveries: 0, users: [] as string[] };
      const boxIds = [...new Set(events.map((event) => event.container_id).filter((id): id is string => id !== null))];
      const inScope = await scopeResolver(workspaceId, recipients, boxIds, now);
      const told: Told[] = [];
      for (const event of events) {
        if (!isAlertKind(event.kind)) continue;
        const text = describeEvent(event.kind, event.container_number, event.data);
        const notifyKey = typeof event.data["notifyKey"] === "string" ? event.data["notifyKey"] : event.dedupe_key;
        for (const recipient of recipients) {
          const wanted = wants(recipient, event, inScope);
          if (!wanted.told) continue;
          told.push({
            userId: recipient.userId,
            eventId: event.id,
            kind: event.kind,
            dedupeKey: notifyKey,
            containerId: event.container_id,
            ...text,
            data: event.data,
            email: wanted.email && emailOn && recipient.emailEnabled,
          });
        }
      }
      const inserted =
        told.length === 0
          ? []
          : await tx.$queryRaw<{ id: string; user_id: string; dedupe_key: string }[]>`
        INSERT INTO notifications (id, workspace_id, user_id, event_id, kind, dedupe_key, container_id, title, body, data, created_at)
        SELECT gen_random_uuid(), ${workspaceId}::uuid, t.user_id, t.event_id, t.kind, t.dedupe_key, t.container_id, t.title, t.body, t.data::jsonb, now()
        FROM unnest(${told.map((t) => t.userId)}::uuid[], ${told.map((t) => t.eventId)}::bigint[], ${told.map((t) => t.kind)}::text[], ${told.map((t) => t.dedupeKey)}::text[],
                    ${told.map((t) => t.containerId)}::uuid[], ${told.map((t) => t.title)}::text[], ${told.map((t) => t.body)}::text[], ${told.map((t) => JSON.stringify(t.data))}::text[])
          AS t(user_id, event_id, kind, dedupe_key, container_id, title, body, data)
        ON CONFLICT (user_id, dedupe_key) DO NOTHING
        RETURNING id, user_id::text, dedupe_key`;
      // Email for the notifications that are new, held until the person's quiet hours end, and a box's alert for
      // the email window, so what else comes about the box meanwhile goes in the same email (delivery-claims.ts).
      const byKey = new Map(told.map((t) => [`${t.userId}|${t.dedupeKey}`, t]));
      const byUser = new Map(recipients.map((r) => [r.userId, r]));
      const emails = inserted.flatMap((row) => {
        const entry = byKey.get(`${row.user_id}|${row.dedupe_key}`);
        const recipient = byUser.get(row.user_id);
        if (!entry?.email || !recipient) return [];
        // Quiet hours are on the workspace's clock (simulated or real); the delivery waits that long in real time.
        const until = quietUntil(now, recipient.timezone, recipient.quiet);
        const quietMs = until ? until.getTime() - now.getTime() : 0;
        return [
          {
            notificationId: row.id,
            target: recipient.email,
            at: new Date(Date.now() + emailDelayMs(entry, settings.emailWindowMinutes, quietMs)),
          },
        ];
      });
      // The team's channels, once per event.
      const team = events.flatMap((event) => [
        ...(settings.chat && settings.chatKinds.includes(event.kind) ? [{ eventId: event.id, channel: "chat" }] : []),
        ...(settings.hook && settings.hookKinds.includes(event.kind)
          ? [{ eventId: event.id, channel: "webhook" }]
          : []),
      ]);
      let deliveries = 0;
      if (emails.length > 0) {
        deliveries += await tx.$executeRaw`
          INSERT INTO alert_deliveries (id, workspace_id, notification_id, channel, target, next_attempt_at)
          SELECT gen_random_uuid(), ${workspaceId}::uuid, d.notification_id, 'email', d.target, d.at
          FROM unnest(${emails.map((e) => e.notificationId)}::uuid[], ${emails.map((e) => e.target)}::text[], ${emails.map((e) => e.at)}::timestamptz[]) AS d(notification_id, target, at)
          ON CONFLICT (notification_id, channel) DO NOTHING`;
      }
      if (team.length > 0) {
        deliveries += await tx.$executeRaw`
          INSERT INTO alert_deliveries (id, workspace_id, event_id, channel, target)
          SELECT gen_random_uuid(), ${workspaceId}::uuid, d.event_id, d.channel, d.channel FROM unnest(${team.map((t) => t.eventId)}::bigint[], ${team.map((t) => t.channel)}::text[]) AS d(event_id, channel)
          ON CONFLICT (event_id, channel) DO NOTHING`;
      }
      await tx.$executeRaw`UPDATE alert_events SET fanned_out_at = now() WHERE id = ANY(${events.map((event) => event.id)}::bigint[])`;
      if (deliveries > 0) await tx.$executeRaw`SELECT pg_notify(${ALERTS_CHANNEL}, ${workspaceId})`;
      return {
        events: events.length,
        notifications: inserted.length,
        deliveries,
        users: [...new Set(inserted.map((row) => row.user_id))],
      };
    },
    { timeout: 60_000 },
  );
  if (result.users.length > 0) await notifyLive(workspaceId, "notifications", result.users);
  return { events: result.events, notifications: result.notifications, deliveries: result.deliveries };
}
