// Pure: an API request's route as its file names it (`/api/containers/[id]/notes`), the one label request metrics
// and spans carry: a raw path would make a new series of every container and note id. The list is the routes
// under app/api; route-templates.test.ts fails when a route file is added or removed without it.
export const API_ROUTES = [
  "/api/[...path]",
  "/api/activity",
  "/api/admin/webhooks",
  "/api/admin/webhooks/retry",
  "/api/alerts/deliveries",
  "/api/alerts/deliveries/retry",
  "/api/alerts/settings",
  "/api/auth/[...nextauth]",
  "/api/calendar",
  "/api/containers",
  "/api/containers/[id]",
  "/api/containers/[id]/days",
  "/api/containers/[id]/extensions",
  "/api/containers/[id]/history",
  "/api/containers/[id]/links",
  "/api/containers/[id]/map",
  "/api/containers/[id]/money",
  "/api/containers/[id]/notes",
  "/api/containers/[id]/notes/[noteId]",
  "/api/containers/[id]/refresh",
  "/api/containers/[id]/work",
  "/api/containers/bulk",
  "/api/containers/bulk/[jobId]",
  "/api/containers/filter-options",
  "/api/containers/plan-check",
  "/api/documents",
  "/api/documents/[id]",
  "/api/documents/[id]/download",
  "/api/documents/[id]/links",
  "/api/documents/[id]/parts",
  "/api/documents/link-targets",
  "/api/documents/types",
  "/api/documents/upload",
  "/api/emails",
  "/api/emails/[id]",
  "/api/emails/[id]/links",
  "/api/events",
  "/api/free-time-rules",
  "/api/health",
  "/api/health/live",
  "/api/health/ready",
  "/api/invites/[id]",
  "/api/invites/accept",
  "/api/invoices",
  "/api/invoices/[id]",
  "/api/invoices/[id]/dispute",
  "/api/invoices/[id]/pack.pdf",
  "/api/invoices/import",
  "/api/me",
  "/api/metrics",
  "/api/notifications",
  "/api/notifications/preferences",
  "/api/notifications/read",
  "/api/notifications/subscriptions",
  "/api/notifications/subscriptions/[id]",
  "/api/reports",
  "/api/saved-views",
  "/api/saved-views/[id]",
  "/api/search",
  "/api/settings",
  "/api/settings/archived-accounts",
  "/api/settings/archived-accounts/[id]",
  "/api/settings/archived-accounts/[id]/export",
  "/api/settings/currency",
  "/api/shipments/[id]/resume-tracking",
  "/api/shipments/[id]/stop-tracking",
  "/api/shipping-lines",
  "/api/sync/status",
  "/api/tariffs",
  "/api/tariffs/[id]",
  "/api/tariffs/[id]/versions",
  "/api/tariffs/per-diem",
  "/api/tariffs/per-diem/[id]",
  "/api/tariffs/per-diem/[id]/versions",
  "/api/team",
  "/api/terminal-calendars",
  "/api/terminal-calendars/closures",
  "/api/terminal-calendars/closures/[id]",
  "/api/tracking-requests",
  "/api/tracking-requests/[id]/retry",
  "/api/tracking-requests/check",
  "/api/unsubscribe",
  "/api/users",
  "/api/users/[id]",
  "/api/webhooks/terminal49",
] as const;

type Segment = { kind: "static"; text: string } | { kind: "dynamic" } | { kind: "catch-all" };
type Pattern = { template: string; segments: Segment[] };

const SPECIFICITY: Record<Segment["kind"], number> = { static: 0, dynamic: 1, "catch-all": 2 };

function segmentOf(text: string): Segment {
  if (text.startsWith("[...")) return { kind: "catch-all" };
  if (text.startsWith("[")) return { kind: "dynamic" };
  return { kind: "static", text };
}

/** Next.js's precedence: at the first segment where two routes differ, a static one wins over [id], and both over [...path]. */
function bySpecificity(a: Pattern, b: Pattern): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i += 1) {
    const ka = a.segments[i]?.kind ?? "static";
    const kb = b.segments[i]?.kind ?? "static";
    if (ka !== kb) return SPECIFICITY[ka] - SPECIFICITY[kb];
  }
  return a.segments.length - b.segments.length;
}

const PATTERNS: Pattern[] = API_ROUTES.map((template) => ({
  template,
  segments: template.split("/").filter(Boolean).map(segmentOf),
})).sort(bySpecificity);

function matches(pattern: Pattern, parts: string[]): boolean {
  for (const [i, segment] of pattern.segments.entries()) {
    if (segment.kind === "catch-all") return parts.length > i;
    const part = parts[i];
    if (part === undefined || part === "") return false;
    if (segment.kind === "static" && segment.text !== part) return false;
  }
  return parts.length === pattern.segments.length;
}

/** The route template of a request path; `unmatched` outside the API. */
export function routeTemplate(pathname: string): string {
  const parts = pathname.replace(/\/+$/, "").split("/").filter(Boolean);
  return PATTERNS.find((pattern) => matches(pattern, parts))?.template ?? "unmatched";
}
