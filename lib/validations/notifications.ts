import { z } from "zod";

import { MAX_EMAIL_WINDOW_MINUTES } from "@/lib/domain/alerts/coalesce";
import { ALERT_KINDS, CHANNELS, SCOPES } from "@/lib/domain/alerts/kinds";
import { parseClock } from "@/lib/domain/alerts/quiet-hours";
import { watchdogThresholdsSchema } from "@/lib/domain/alerts/watchdogs";
import { isValidTimeZone } from "@/lib/domain/local-date";

// Inputs of the notification and alert routes, shared by the forms and the routes.

export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  cursor: z.string().max(200).optional(),
  unread: z.enum(["1", "0"]).optional(),
});

export const markReadSchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);

const timezone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, "Not a time zone this server knows. Use an IANA name such as America/Los_Angeles.");
const clock = z.string().refine((value) => parseClock(value) !== null, "Use a 24-hour time such as 22:00.");

export const subscriptionInputSchema = z
  .object({
    name: z.string().trim().min(1, "Give the subscription a name.").max(80),
    kinds: z.array(z.enum(ALERT_KINDS)).min(1, "Pick at least one event.").max(ALERT_KINDS.length),
    scope: z.enum(SCOPES).default("all"),
    viewId: z.uuid().nullable().default(null),
    leadDays: z
      .number()
      .int()
      .min(2, "A lead time is 2 to 14 days (1 day is Due tomorrow).")
      .max(14, "A lead time is 2 to 14 days.")
      .nullable()
      .default(null),
    channels: z.array(z.enum(CHANNELS)).max(CHANNELS.length).default(["in_app"]),
    enabled: z.boolean().default(true),
  })
  .refine((value) => value.scope !== "view" || value.viewId !== null, {
    message: "Pick the saved view that scopes this subscription.",
    path: ["viewId"],
  })
  .refine((value) => !value.kinds.includes("lfd_approaching") || value.leadDays !== null, {
    message: "Set how many days before the LFD to be told.",
    path: ["leadDays"],
  });
export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;

export const preferencesInputSchema = z
  .object({
    /** null: the workspace's zone. */
    timezone: timezone.nullable().optional(),
    digestEnabled: z.boolean().optional(),
    digestHour: z
      .number({ error: "The digest hour is a whole hour from 0 to 23." })
      .int("The digest hour is a whole hour from 0 to 23.")
      .min(0, "The digest hour is a whole hour from 0 to 23.")
      .max(23, "The digest hour is a whole hour from 0 to 23.")
      .optional(),
    digestKind: z.enum(["dispatcher", "manager"]).optional(),
    digestScope: z.enum(SCOPES).optional(),
    digestViewId: z.uuid().nullable().optional(),
    quietStart: clock.nullable().optional(),
    quietEnd: clock.nullable().optional(),
    emailEnabled: z.boolean().optional(),
  })
  .refine(
    (value) =>
      (value.quietStart === undefined) === (value.quietEnd === undefined) &&
      (value.quietStart === null) === (value.quietEnd === null),
    {
      message: "Set both the start and the end of quiet hours (or clear both).",
      path: ["quietEnd"],
    },
  );
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

const kinds = z.array(z.enum(ALERT_KINDS)).max(ALERT_KINDS.length);
const WINDOW_MESSAGE = `The email window is a whole number of minutes from 0 to ${MAX_EMAIL_WINDOW_MINUTES}.`;

export const alertSettingsInputSchema = z.object({
  timezone: timezone.optional(),
  cooldownMinutes: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .optional(),
  emailWindowMinutes: z
    .number({ error: WINDOW_MESSAGE })
    .int(WINDOW_MESSAGE)
    .min(0, WINDOW_MESSAGE)
    .max(MAX_EMAIL_WINDOW_MINUTES, WINDOW_MESSAGE)
    .optional(),
  watchdogs: watchdogThresholdsSchema.partial().optional(),
  /** A Slack or Teams incoming webhook URL; null removes it; absent keeps it. */
  chatUrl: z.string().trim().max(2000).nullable().optional(),
  chatKinds: kinds.optional(),
  /** The signed outbound webhook URL; null removes it (and its secret). */
  hookUrl: z.string().trim().max(2000).nullable().optional(),
  hookKinds: kinds.optional(),
  /** Make a new signing secret (shown once). A new hook URL gets one anyway. */
  rotateHookSecret: z.boolean().optional(),
});
export type AlertSettingsInput = z.infer<typeof alertSettingsInputSchema>;

export const retryDeliveriesSchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(500) }),
  z.object({ allFailed: z.literal(true) }),
]);

export const deliveriesQuerySchema = z.object({
  status: z.enum(["pending", "sending", "sent", "failed", "dead", "merged"]).optional(),
  channel: z.enum(["email", "chat", "webhook"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
