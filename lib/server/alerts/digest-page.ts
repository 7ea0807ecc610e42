import "server-only";

import { digestSchema, type Digest } from "@/lib/domain/alerts/digest-content";
import { localTimeOf } from "@/lib/domain/alerts/zoned-time";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { workspaceMode } from "@/lib/server/settings";
import type { Role } from "@/lib/domain/roles";

import { buildUserDigest } from "./digests";
import { getPreferences } from "./preferences";

// The digest the print view shows: a stored one (by id, or the latest), or a preview built now from the
// person's preferences when they have none yet or ask for it.

export type DigestPage = { digest: Digest; stored: boolean; createdAt: string | null };

export async function digestForPage(
  viewer: { id: string; workspaceId: string; role: Role },
  options: { id?: string | undefined; preview?: boolean },
): Promise<DigestPage | null> {
  if (!options.preview) {
    const validId = options.id && /^[0-9a-f-]{36}$/i.test(options.id) ? options.id : null;
    if (options.id && !validId) return null;
    const row = await db.notification.findFirst({
      where: {
        userId: viewer.id,
        workspaceId: viewer.workspaceId,
        kind: "digest",
        ...(validId ? { id: validId } : {}),
      },
      orderBy: { createdAt: "desc" },
      select: { data: true, createdAt: true },
    });
    const parsed = row ? digestSchema.safeParse(row.data) : null;
    if (parsed?.success && row) return { digest: parsed.data, stored: true, createdAt: row.createdAt.toISOString() };
    if (options.id) return null;
  }
  const prefs = await getPreferences(viewer);
  const at = await now(await workspaceMode(viewer.workspaceId));
  const digest = await buildUserDigest({
    workspaceId: viewer.workspaceId,
    userId: viewer.id,
    kind: prefs.digestKind,
    scope: prefs.digestScope,
    viewId: prefs.digestViewId,
    zone: prefs.timezone,
    date: localTimeOf(at, prefs.timezone).date,
    now: at,
  });
  return { digest, stored: false, createdAt: null };
}
