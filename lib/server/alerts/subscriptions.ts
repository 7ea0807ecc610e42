import "server-only";

import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { SubscriptionView } from "@/lib/shared/notifications-api";
import type { Role } from "@/lib/domain/roles";
import type { SubscriptionInput } from "@/lib/validations/notifications";

import { applyDefaults } from "./defaults";

// A user's own subscriptions (each person manages theirs; nobody else's is visible or changeable).

type Viewer = { id: string; workspaceId: string; role: Role };
const MAX_SUBSCRIPTIONS = 50;

const SCOPES = new Set(["all", "mine", "watching", "view"]);
function scopeOf(value: string): SubscriptionView["scope"] {
  return SCOPES.has(value) ? (value as SubscriptionView["scope"]) : "all";
}

export async function listSubscriptions(viewer: Viewer): Promise<SubscriptionView[]> {
  await applyDefaults(viewer.workspaceId, viewer.id, viewer.role);
  const [rows, views] = await Promise.all([
    db.alertSubscription.findMany({
      where: { userId: viewer.id, workspaceId: viewer.workspaceId },
      orderBy: { createdAt: "asc" },
    }),
    db.savedView.findMany({
      where: { userId: viewer.id, workspaceId: viewer.workspaceId },
      select: { id: true, name: true },
    }),
  ]);
  const names = new Map(views.map((view) => [view.id, view.name]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kinds: row.kinds,
    scope: scopeOf(row.scope),
    viewId: row.viewId,
    viewName: row.viewId ? (names.get(row.viewId) ?? null) : null,
    leadDays: row.leadDays,
    channels: row.channels,
    enabled: row.enabled,
  }));
}

async function checkView(viewer: Viewer, input: SubscriptionInput): Promise<void> {
  if (input.scope !== "view" || !input.viewId) return;
  const view = await db.savedView.findFirst({
    where: { id: input.viewId, userId: viewer.id, workspaceId: viewer.workspaceId },
    select: { id: true },
  });
  if (!view)
    throw new AppError(
      "bad_request",
      "That saved view does not exist (or is not yours). Save the view on the board first.",
    );
}

function dataOf(input: SubscriptionInput) {
  return {
    name: input.name,
    kinds: input.kinds,
    scope: input.scope,
    viewId: input.scope === "view" ? input.viewId : null,
    leadDays: input.leadDays,
    channels: [...new Set(["in_app", ...input.channels])],
    enabled: input.enabled,
  };
}

export async function createSubscription(viewer: Viewer, input: SubscriptionInput): Promise<SubscriptionView> {
  await applyDefaults(viewer.workspaceId, viewer.id, viewer.role);
  await checkView(viewer, input);
  if ((await db.alertSubscription.count({ where: { userId: viewer.id } })) >= MAX_SUBSCRIPTIONS)
    throw new AppError("bad_request", `At most ${MAX_SUBSCRIPTIONS} subscriptions per person; remove one first.`);
  const row = await db.alertSubscription.create({
    data: { workspaceId: viewer.workspaceId, userId: viewer.id, ...dataOf(input) },
  });
  const view = (await listSubscriptions(viewer)).find((entry) => entry.id === row.id);
  if (!view) throw new AppError("not_found", "That subscription does not exist.");
  return view;
}

export async function updateSubscription(
  viewer: Viewer,
  id: string,
  input: SubscriptionInput,
): Promise<SubscriptionView> {
  await checkView(viewer, input);
  const updated = await db.alertSubscription.updateMany({
    where: { id, userId: viewer.id, workspaceId: viewer.workspaceId },
    data: dataOf(input),
  });
  if (updated.count === 0) throw new AppError("not_found", "That subscription does not exist.");
  const view = (await listSubscriptions(viewer)).find((entry) => entry.id === id);
  if (!view) throw new AppError("not_found", "That subscription does not exist.");
  return view;
}

export async function deleteSubscription(viewer: Viewer, id: string): Promise<void> {
  const deleted = await db.alertSubscription.deleteMany({
    where: { id, userId: viewer.id, workspaceId: viewer.workspaceId },
  });
  if (deleted.count === 0) throw new AppError("not_found", "That subscription does not exist.");
}
