import "server-only";

import { defaultDigestKind, defaultSubscriptions } from "@/lib/domain/alerts/kinds";
import { db } from "@/lib/server/db";
import type { Role } from "@/lib/domain/roles";

// A person who never chose anything gets their role's defaults (lib/domain/alerts/kinds.ts), once: the
// preference row is the marker, inserted with ON CONFLICT DO NOTHING so of two workers only one adds them. The
// defaults are the person's from the day they joined (a subscription starts from its creation: fan-out.ts), so
// what happened between joining and the defaults being written, lazily, still reaches them.

export async function ensureDefaults(workspaceId: string): Promise<number> {
  const fresh = await db.user.findMany({
    where: { workspaceId, disabledAt: null, alertPreference: null },
    select: { id: true, role: true },
  });
  let created = 0;
  for (const user of fresh) {
    created += await applyDefaults(workspaceId, user.id, user.role);
  }
  return created;
}

export async function applyDefaults(workspaceId: string, userId: string, role: Role): Promise<number> {
  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO alert_preferences (user_id, workspace_id, digest_kind, digest_enabled, updated_at)
      VALUES (${userId}::uuid, ${workspaceId}::uuid, ${defaultDigestKind(role)}, ${role === "manager"}, now())
      ON CONFLICT (user_id) DO NOTHING`;
    if (inserted === 0) return 0;
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { createdAt: true } });
    await tx.alertSubscription.createMany({
      data: defaultSubscriptions(role).map((subscription) => ({
        createdAt: user.createdAt,
        workspaceId,
        userId,
        name: subscription.name,
        kinds: subscription.kinds,
        scope: subscription.scope,
        leadDays: subscription.leadDays,
        channels: subscription.channels,
      })),
    });
    return 1;
  });
}
