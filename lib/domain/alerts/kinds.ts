import type { Role } from "../roles";

// Every kind of alert Quayside raises, in the order the settings list them. Box kinds come from the cache and
// the clock; personal kinds (mention, assignment) are addressed to one user; watchdogs flag silent data.

export const BOX_KINDS = [
  "lfd_tomorrow",
  "lfd_today",
  "past_lfd",
  "lfd_approaching",
  "lfd_changed",
  "hold_placed",
  "hold_released",
  "became_ready",
  "fees_posted",
  "fees_grew",
  "return_soon",
  "return_overdue",
] as const;

/**
 * A box's arrival at the port of discharge: its ETA moved by more than the workspace's threshold, the vessel
 * arrived, the box was discharged (the free-time clock usually starts). Derived from changes (derive-changes.ts),
 * so a box first seen already arrived or discharged is no news.
 */
export const ARRIVAL_KINDS = ["eta_changed", "vessel_arrived", "discharged"] as const;

export const WATCHDOG_KINDS = [
  "watchdog_no_discharge",
  "watchdog_no_release",
  "watchdog_lfd_passed_not_out",
  "watchdog_not_returned",
  "watchdog_terminal_silent",
  "watchdog_tracking_stopped",
] as const;

export const WORKSPACE_KINDS = ["tracking_failed", "document_review"] as const;

/** A dispute's deadline is near (lib/domain/invoices/dispute.ts): 7, 3 and 1 days before, each once. */
export const MONEY_KINDS = ["dispute_deadline"] as const;

export const PERSONAL_KINDS = ["mention", "assigned", "reassigned"] as const;

/** States that, true already when Quayside first looks at a box, are no news: recorded, never told. */
export const ALREADY_LATE_KINDS: readonly AlertKind[] = ["past_lfd", "return_overdue"];

export const ALERT_KINDS = [
  ...BOX_KINDS,
  ...ARRIVAL_KINDS,
  ...WATCHDOG_KINDS,
  ...WORKSPACE_KINDS,
  ...MONEY_KINDS,
  ...PERSONAL_KINDS,
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type PersonalKind = (typeof PERSONAL_KINDS)[number];

export function isAlertKind(value: string): value is AlertKind {
  return (ALERT_KINDS as readonly string[]).includes(value);
}

export const KIND_LABELS: Record<AlertKind, string> = {
  lfd_tomorrow: "Due tomorrow",
  lfd_today: "Due today",
  past_lfd: "Past LFD",
  lfd_approaching: "LFD approaching (lead time)",
  lfd_changed: "LFD changed",
  hold_placed: "Blocking hold placed",
  hold_released: "Blocking hold released",
  became_ready: "Ready to pull",
  fees_posted: "Fees posted",
  fees_grew: "Fees grew",
  return_soon: "Return-by near",
  return_overdue: "Return-by passed",
  eta_changed: "ETA at the port moved (by the workspace's threshold)",
  vessel_arrived: "Vessel arrived at the port",
  discharged: "Discharged from the vessel",
  watchdog_no_discharge: "Watchdog: arrived, no discharge",
  watchdog_no_release: "Watchdog: discharged, no availability or LFD",
  watchdog_lfd_passed_not_out: "Watchdog: LFD passed, not out",
  watchdog_not_returned: "Watchdog: out, not returned by return-by",
  watchdog_terminal_silent: "Watchdog: terminal not checked",
  watchdog_tracking_stopped: "Watchdog: tracking stopped, not out",
  tracking_failed: "Tracking request failed or expired",
  document_review: "Document needs review",
  dispute_deadline: "Dispute deadline near (7, 3 and 1 days before)",
  mention: "Mentioned in a note",
  assigned: "Assigned to you",
  reassigned: "Your box given to someone else",
};

const PER_BOX: ReadonlySet<AlertKind> = new Set<AlertKind>([...BOX_KINDS, ...ARRIVAL_KINDS, ...WATCHDOG_KINDS]);

/**
 * Kinds that tell of a box's state (not a person's message): what several of them say about one box within the
 * workspace's email window reaches each person as one email (lib/domain/alerts/coalesce.ts).
 */
export function isPerBoxKind(kind: string): boolean {
  return PER_BOX.has(kind as AlertKind);
}

export const CHANNELS = ["in_app", "email"] as const;
export type UserChannel = (typeof CHANNELS)[number];

export const SCOPES = ["all", "mine", "watching", "view"] as const;
export type AlertScope = (typeof SCOPES)[number];

export type DefaultSubscription = {
  name: string;
  kinds: AlertKind[];
  scope: AlertScope;
  leadDays: number | null;
  channels: UserChannel[];
};

const URGENT: AlertKind[] = ["lfd_today", "past_lfd"];
const MY_BOXES: AlertKind[] = [
  "lfd_tomorrow",
  "lfd_today",
  "past_lfd",
  "lfd_changed",
  "hold_placed",
  "hold_released",
  "became_ready",
  "fees_posted",
  "fees_grew",
  "return_soon",
  "return_overdue",
  ...ARRIVAL_KINDS,
];

/**
 * What a new user hears about before choosing anything. Dispatchers: their own boxes (assigned or watched),
 * urgent boxes of the whole workspace, and what is addressed to them. Managers: the daily digest (set in
 * their preferences) and what is addressed to them. Admins: also the watchdogs and failed tracking requests.
 */
export function defaultSubscriptions(role: Role): DefaultSubscription[] {
  const personal: DefaultSubscription = {
    name: "Mentions and assignments",
    kinds: [...PERSONAL_KINDS],
    scope: "all",
    leadDays: null,
    channels: ["in_app", "email"],
  };
  const money: DefaultSubscription = {
    name: "Dispute deadlines",
    kinds: [...MONEY_KINDS],
    scope: "all",
    leadDays: null,
    channels: ["in_app", "email"],
  };
  if (role === "manager") return [personal, money];
  const dispatcher: DefaultSubscription[] = [
    { name: "My boxes", kinds: MY_BOXES, scope: "mine", leadDays: null, channels: ["in_app", "email"] },
    { name: "Boxes I watch", kinds: MY_BOXES, scope: "watching", leadDays: null, channels: ["in_app", "email"] },
    { name: "Urgent, all boxes", kinds: URGENT, scope: "all", leadDays: null, channels: ["in_app"] },
    personal,
    money,
  ];
  if (role === "dispatcher") return dispatcher;
  return [
    ...dispatcher,
    {
      name: "Silent data and failures",
      kinds: [...WATCHDOG_KINDS, ...WORKSPACE_KINDS],
      scope: "all",
      leadDays: null,
      channels: ["in_app"],
    },
  ];
}

/** The digest a role gets by default: managers the exposure-and-trends version, everyone else the dispatcher's. */
export function defaultDigestKind(role: Role): "dispatcher" | "manager" {
  return role === "manager" ? "manager" : "dispatcher";
}
