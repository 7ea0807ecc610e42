import "server-only";

import { formatClock, parseClock } from "@/lib/domain/alerts/quiet-hours";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { PreferencesView } from "@/lib/shared/notifications-api";
import type { Role } from "@/lib/domain/roles";
import type { PreferencesInput } from "@/lib/validations/notifications";

import { DEFAULT_ALERT_ZONE } from "./alert-settings";
import { applyDefaults } from "./defaults";
import { smtpUrl } from "./smtp-config";
import type { UnsubscribeClaims } from "./unsubscribe-token";

// A user's delivery preferences: their zone, the daily digest, quiet hours, and email on or off.

type Viewer = { id: string; workspaceId: string; role: Role };
const SCOPES = new Set(["all", "mine", "watching", "view"]);

export async function getPreferences(viewer: Viewer): Promise<PreferencesView> {
  await applyDefaults(viewer.workspaceId, viewer.id, viewer.role);
  const [user, pref, settings] = await Promise.all([
    db.user.findFirstOrThrow({ where: { id: viewer.id, workspaceId: viewer.workspaceId }, select: { timezone: true } }),
    db.alertPreference.findUniqueOrThrow({ where: { userId: viewer.id } }),
    db.alertSettings.findUnique({ where: { workspaceId: viewer.workspaceId }, select: { timezone: true } }),
  ]);
  return {
    timezone: user.timezone ?? settings?.timezone ?? DEFAULT_ALERT_ZONE,
    timezoneIsDefault: user.timezone === null,
    digestEnabled: pref.digestEnabled,
    digestHour: pref.digestHour,
    digestKind: pref.digestKind === "manager" ? "manager" : "dispatcher",
    digestScope: SCOPES.has(pref.digestScope) ? (pref.digestScope as PreferencesView["digestScope"]) : "all",
    digestViewId: pref.digestViewId,
    quietStart: pref.quietStart === null ? null : formatClock(pref.quietStart),
    quietEnd: pref.quietEnd === null ? null : formatClock(pref.quietEnd),
    emailEnabled: pref.emailEnabled,
    emailAvailable: smtpUrl() !== null,
  };
}

export async function updatePreferences(viewer: Viewer, input: PreferencesInput): Promise<PreferencesView> {
  await applyDefaults(viewer.workspaceId, viewer.id, viewer.role);
  if (input.digestScope === "view" || input.digestViewId) {
    const viewId =
      input.digestViewId ??
      (await db.alertPreference.findUnique({ where: { userId: viewer.id }, select: { digestViewId: true } }))
        ?.digestViewId;
    const view = viewId
      ? await db.savedView.findFirst({
          where: { id: viewId, userId: viewer.id, workspaceId: viewer.workspaceId },
          select: { id: true },
        })
      : null;
    if (!view) throw new AppError("bad_request", "Pick one of your saved views for the digest's scope.");
  }
  await db.$transaction(async (tx) => {
    // Turning email on (or off) here ends every unsubscribe link sent before: an old email's link must not
    // undo the choice just made.
    const before = await tx.alertPreference.findUniqueOrThrow({
      where: { userId: viewer.id },
      select: { emailEnabled: true },
    });
    const emailChanged = input.emailEnabled !== undefined && input.emailEnabled !== before.emailEnabled;
    if (input.timezone !== undefined)
      await tx.user.update({ where: { id: viewer.id }, data: { timezone: input.timezone } });
    await tx.alertPreference.update({
      where: { userId: viewer.id },
      data: {
        ...(input.digestEnabled !== undefined ? { digestEnabled: input.digestEnabled } : {}),
        ...(input.digestHour !== undefined ? { digestHour: input.digestHour } : {}),
        ...(input.digestKind !== undefined ? { digestKind: input.digestKind } : {}),
        ...(input.digestScope !== undefined ? { digestScope: input.digestScope } : {}),
        ...(input.digestViewId !== undefined ? { digestViewId: input.digestViewId } : {}),
        ...(input.quietStart !== undefined
          ? { quietStart: input.quietStart === null ? null : parseClock(input.quietStart) }
          : {}),
        ...(input.quietEnd !== undefined
          ? { quietEnd: input.quietEnd === null ? null : parseClock(input.quietEnd) }
          : {}),
        ...(input.emailEnabled !== undefined ? { emailEnabled: input.emailEnabled } : {}),
        ...(emailChanged ? { emailChangedAt: new Date() } : {}),
      },
    });
  });
  return getPreferences(viewer);
}

export type LinkState = "valid" | "used" | "no_account";

/**
 * Whether an unsubscribe link made at `issuedAt` may still act: not when email was turned on or off after it
 * was made (the link was used, or the person chose email again since).
 */
export async function unsubscribeLinkState(link: UnsubscribeClaims): Promise<LinkState> {
  const user = await db.user.findUnique({
    where: { id: link.userId },
    select: { alertPreference: { select: { emailChangedAt: true } } },
  });
  if (!user) return "no_account";
  const changedAt = user.alertPreference?.emailChangedAt;
  return changedAt && changedAt >= link.issuedAt ? "used" : "valid";
}

/** The one-click unsubscribe: email off for this person (everything else stays), once per link. */
export async function unsubscribeByLink(link: UnsubscribeClaims): Promise<LinkState> {
  const user = await db.user.findUnique({ where: { id: link.userId }, select: { workspaceId: true, role: true } });
  if (!user) return "no_account";
  await applyDefaults(user.workspaceId, link.userId, user.role);
  // One conditional write, so two clicks racing turn email off once and the second finds the link used. The
  // app's clock, like the link's issue time and the settings page's writes, so the three compare.
  const at = new Date();
  const updated = await db.$executeRaw`
    UPDATE alert_preferences SET email_enabled = false, email_changed_at = ${at}, updated_at = ${at}
    WHERE user_id = ${link.userId}::uuid AND (email_changed_at IS NULL OR email_changed_at < ${link.issuedAt})`;
  return updated > 0 ? "valid" : "used";
}
