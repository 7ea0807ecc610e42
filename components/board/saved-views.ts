import { z } from "zod";

// Saved board views, per user, in this browser's localStorage. The database model was not added because
// prisma/schema.prisma is being changed by the live-cache work at the same time (see the report); the
// shape below is the one a SavedView table would hold, so moving it server-side later is mechanical.

export const savedViewSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(60),
  /** The board's filter query string, without "?" (the same text as the URL). */
  query: z.string().max(2000),
  createdAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export function savedViewsKey(userId: string): string {
  return `quayside:board:views:${userId}`;
}

export function parseSavedViews(stored: string | null): SavedView[] {
  if (!stored) return [];
  try {
    const parsed = z.array(savedViewSchema).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Adds a view; a view with the same name (case-insensitive) is replaced, so saving twice updates it. */
export function addSavedView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const name = view.name.trim().toLowerCase();
  return [...views.filter((item) => item.name.trim().toLowerCase() !== name), view].sort((a, b) => a.name.localeCompare(b.name));
}

export function removeSavedView(views: readonly SavedView[], id: string): SavedView[] {
  return views.filter((view) => view.id !== id);
}
