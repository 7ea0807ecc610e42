import "server-only";

import { db } from "@/lib/server/db";

import { DEFAULT_ALERT_ZONE } from "./alert-settings";

// The people of a workspace who can be told anything, with their subscriptions and delivery preferences.

export type Recipient = {
  userId: string;
  email: string;
  role: string;
  timezone: string;
  emailEnabled: boolean;
  quiet: { start: number; end: number } | null;
  subscriptions: {
    id: string;
    kinds: string[];
    scope: string;
    viewId: string | null;
    leadDays: number | null;
    channels: string[];
    createdAt: Date;
  }[];
};

export async function workspaceRecipients(workspaceId: string): Promise<Recipient[]> {
  const [users, settings] = await Promise.all([
    db.user.findMany({
      where: { workspaceId, disabledAt: null },
      select: {
        id: true,
        email: true,
        role: true,
        timezone: true,
        alertPreference: { select: { emailEnabled: true, quietStart: true, quietEnd: true } },
        alertSubscriptions: {
          where: { enabled: true },
          select: {
            id: true,
            kinds: true,
            scope: true,
            viewId: true,
            leadDays: true,
            channels: true,
            createdAt: true,
          },
        },
      },
    }),
    db.alertSettings.findUnique({ where: { workspaceId }, select: { timezone: true } }),
  ]);
  return users.map((user) => {
    const pref = user.alertPreference;
    return {
      userId: user.id,
      email: user.email,
      role: user.role,
      timezone: user.timezone ?? settings?.timezone ?? DEFAULT_ALERT_ZONE,
      emailEnabled: pref?.emailEnabled ?? true,
      quiet:
        pref && pref.quietStart !== null && pref.quietEnd !== null
          ? { start: pref.quietStart, end: pref.quietEnd }
          : null,
      subscriptions: user.alertSubscriptions,
    };
  });
}
