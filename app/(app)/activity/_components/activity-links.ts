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
