import type { ActivityQuery } from "@/lib/validations/work";

export type ActivityFilters = Pick<ActivityQuery, "user" | "container" | "kind">;

/** The filters (and a page cursor) as a query string, "" when there is none. */
export function activitySearch(filters: ActivityFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.user) params.set("user", filters.user);
  if (filters.container) params.set("container", filters.container);
  if (filters.kind) params.set("kind", filters.kind);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** "2026-03-05 14:03 UTC": an audit entry is an instant, shown in one zone for everyone reading the trail. */
export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
