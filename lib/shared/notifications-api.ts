// Request and response shapes of the notification and alert routes, shared by the routes and the pages.

export type NotificationItem = {
  id: string;
  kind: string;
  title: string;
  body: string;
  containerId: string | null;
  containerNumber: string | null;
  createdAt: string;
  readAt: string | null;
  /** Where the notification leads: the box on the board, the digest, the tracking queue or the document. */
  href: string | null;
};

/** GET /api/notifications: newest first. */
export type NotificationsResponse = { data: NotificationItem[]; unreadCount: number; nextCursor: string | null };

export type SubscriptionView = {
  id: string;
  name: string;
  kinds: string[];
  scope: "all" | "mine" | "watching" | "view";
  viewId: string | null;
  viewName: string | null;
  leadDays: number | null;
  channels: string[];
  enabled: boolean;
};
/** GET /api/notifications/subscriptions: the signed-in user's subscriptions. */
export type SubscriptionsResponse = { data: SubscriptionView[] };

export type PreferencesView = {
  /** The zone digests and quiet hours use; `timezoneIsDefault` when it is the workspace's. */
  timezone: string;
  timezoneIsDefault: boolean;
  digestEnabled: boolean;
  digestHour: number;
  digestKind: "dispatcher" | "manager";
  digestScope: "all" | "mine" | "watching" | "view";
  digestViewId: string | null;
  quietStart: string | null;
  quietEnd: string | null;
  emailEnabled: boolean;
  /** False when no mail server is configured: email choices are kept but nothing is sent. */
  emailAvailable: boolean;
};

export type AlertSettingsView = {
  timezone: string;
  cooldownMinutes: number;
  /** Changes to one box within this many minutes reach a person as one email; 0 sends each at once. */
  emailWindowMinutes: number;
  watchdogs: {
    arrivedNoDischargeHours: number | null;
    dischargedNoReleaseHours: number | null;
    lfdPassedNotOutHours: number | null;
    returnOverdueHours: number | null;
    terminalSilentHours: number | null;
    trackingStopped: boolean;
    /** How far an ETA must move to be told (hours); null: not told. */
    etaChangeHours: number | null;
  };
  chat: { configured: boolean; host: string | null; kinds: string[] };
  hook: { url: string | null; configured: boolean; kinds: string[] };
  /** Simulated mode with QUAYSIDE_DEMO on: http and receivers on this machine (loopback) are allowed. */
  localTargetsAllowed: boolean;
};

/** PUT /api/alerts/settings answers the view and, when a new signing secret was made, that secret (shown once). */
export type AlertSettingsSaved = AlertSettingsView & { hookSecret: string | null };

export type DeliveryRow = {
  id: string;
  channel: string;
  target: string;
  status: string;
  attempts: number;
  lastError: string | null;
  responseStatus: number | null;
  title: string;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
};

/** GET /api/alerts/deliveries (admins): the newest deliveries and the count per status. */
export type DeliveryLog = { data: DeliveryRow[]; counts: Record<string, number> };

export type OutboxRow = {
  id: string;
  subject: string | null;
  from: string | null;
  recipients: string[];
  receivedAt: string;
  sizeBytes: number;
};
