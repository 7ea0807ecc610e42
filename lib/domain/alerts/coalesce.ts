import { isPerBoxKind } from "./kinds";

// One email per box per person. What several alerts say about one box within the workspace's email window
// reaches each person as one email: the first alert's email waits the window in the delivery queue (scheduled,
// not slept), and when it is claimed to be sent, the same person's other emails about the same box still queued
// join it, whether due yet or not. A group is formed once, at its sender's first claim, and never changes after:
// a send retried after a crash carries the same alerts under the same Message-ID. Personal messages (a mention,
// an assignment) are not held: each goes at once, alone.

/**
 * The window's default, in minutes: long enough for what one terminal check posts (a hold and a fee, seconds or a
 * sync's minute apart) to meet in one email; short enough that "due today" still reads as news.
 */
export const DEFAULT_EMAIL_WINDOW_MINUTES = 2;
/** The longest window an admin may set: past an hour an alert is late news. */
export const MAX_EMAIL_WINDOW_MINUTES = 60;

/**
 * How long an email waits before it may be sent, in ms: until the person's quiet hours end (`quietMs`, 0 when
 * none), and for a box's alert at least the window, so what comes next about the box can join it.
 */
export function emailDelayMs(
  alert: { kind: string; containerId: string | null },
  windowMinutes: number,
  quietMs: number,
): number {
  const window = alert.containerId !== null && isPerBoxKind(alert.kind) ? Math.max(0, windowMinutes) * 60_000 : 0;
  return Math.max(quietMs, window);
}

/** An email delivery as grouping sees it. */
export type QueuedEmail = {
  id: string;
  userId: string;
  containerId: string | null;
  kind: string;
  /** When it may be sent (ms). */
  dueAt: number;
  /** It already belongs to a group (it was claimed before): it is sent as it was formed. */
  grouped: boolean;
};

export type EmailGroups = {
  /** The claimed deliveries that send, each for its group. */
  senders: string[];
  /** Deliveries that join a sender's email instead of going out apart: joiner id → sender id. */
  joins: Map<string, string>;
};

const groupKey = (email: QueuedEmail): string | null =>
  !email.grouped && email.containerId !== null && isPerBoxKind(email.kind)
    ? `${email.userId}|${email.containerId}`
    : null;

const byDue = (a: QueuedEmail, b: QueuedEmail): number => a.dueAt - b.dueAt || a.id.localeCompare(b.id);

/**
 * Groups a claim: `claimed` are the due deliveries just picked to send, `queued` the same people's other email
 * deliveries still waiting (due or not), none of them grouped yet. Of the claimed about one box for one person,
 * the earliest due sends; every other one about that box and person joins it.
 */
export function groupEmails(claimed: readonly QueuedEmail[], queued: readonly QueuedEmail[]): EmailGroups {
  const senders: string[] = [];
  const joins = new Map<string, string>();
  const senderOf = new Map<string, string>();
  for (const email of [...claimed].sort(byDue)) {
    const key = groupKey(email);
    const sender = key === null ? undefined : senderOf.get(key);
    if (key !== null && sender !== undefined) {
      joins.set(email.id, sender);
      continue;
    }
    senders.push(email.id);
    if (key !== null) senderOf.set(key, email.id);
  }
  for (const email of queued) {
    const key = groupKey(email);
    const sender = key === null ? undefined : senderOf.get(key);
    if (sender !== undefined && !joins.has(email.id) && !senders.includes(email.id)) joins.set(email.id, sender);
  }
  return { senders, joins };
}
