import { z } from "zod";

// Saved board views as an earlier version kept them, per user in this browser's localStorage. They now live
// on the server (lib/server/saved-views.ts); this reads what a browser still holds so the menu can move it.

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
