// Every react-query key of the app, one factory per resource: hooks (lib/queries/<resource>.ts) read with them,
// mutations and live updates (live-keys.ts) invalidate their roots, so a key cannot be spelled two ways.

export const calendarKeys = {
  all: ["calendar"] as const,
  range: (from: string, to: string) => ["calendar", from, to] as const,
};

export const freeTimeKeys = {
  all: ["free-time"] as const,
  rules: () => ["free-time", "rules"] as const,
  calendars: () => ["free-time", "calendars"] as const,
};

export const tariffKeys = {
  all: ["tariffs"] as const,
  /** One tariff's versions (GET {endpoint}/{id}/versions). */
  versions: (endpoint: string, id: string) => ["tariffs", endpoint, id, "versions"] as const,
};

export const containerKeys = {
  /** Every board page and the filter options. */
  boards: ["containers"] as const,
  board: (query: string) => ["containers", query] as const,
  filterOptions: () => ["containers", "filter-options"] as const,
  /** Every box's detail (the drawer). */
  details: ["container"] as const,
  detail: (id: string) => ["container", id] as const,
  /** Under the box's detail: a live change to the box reads its days again too. */
  days: (id: string) => ["container", id, "days"] as const,
  /** Under the box's detail too: its money incurred to date (read again with its days and its changes). */
  money: (id: string) => ["container", id, "money"] as const,
  /** Under the box's detail too: the free-time extensions granted to it. */
  extensions: (id: string) => ["container", id, "extensions"] as const,
  /** Under the box's detail too: the history's older pages, from the cursor where the detail's first page ends. */
  history: (id: string, from: string) => ["container", id, "history", from] as const,
  map: (id: string) => ["container-map", id] as const,
  /** Every box's documents and emails (the drawer's list): a document linked anywhere may change any of them. */
  allLinks: ["container-links"] as const,
  links: (id: string) => ["container-links", id] as const,
};

export const documentKeys = {
  all: ["documents"] as const,
  lists: () => ["documents", "list"] as const,
  list: (query: string) => ["documents", "list", query] as const,
  detail: (id: string) => ["documents", "detail", id] as const,
  /** The link search's answers (boxes and shipments of the workspace for a typed number). */
  linkTargets: (q: string) => ["documents", "link-targets", q] as const,
  /** Documents whose name holds `q`, for a picker (an extension's evidence). */
  search: (q: string) => ["documents", "search", q] as const,
  types: () => ["document-types"] as const,
};

export const emailKeys = {
  all: ["email-submissions"] as const,
  list: (page: number) => ["email-submissions", "list", page] as const,
  detail: (id: string) => ["email-submissions", "detail", id] as const,
};

export const notificationKeys = {
  all: ["notifications"] as const,
  latest: (limit: number) => ["notifications", "latest", limit] as const,
  pages: () => ["notifications", "all"] as const,
};

export const reportKeys = {
  all: ["reports"] as const,
  view: (search: string) => ["reports", search] as const,
};

export const settingsKeys = {
  webhooks: ["admin-webhooks"] as const,
  webhookStatus: () => ["admin-webhooks"] as const,
  deliveries: ["alert-deliveries"] as const,
  deliveryLog: () => ["alert-deliveries"] as const,
};

export const syncKeys = {
  all: ["sync"] as const,
  status: () => ["sync", "status"] as const,
};

export const trackingKeys = {
  requests: ["tracking-requests"] as const,
  list: (query: string) => ["tracking-requests", query] as const,
  shippingLines: () => ["shipping-lines"] as const,
};

export const userKeys = {
  all: ["users"] as const,
  people: () => ["users"] as const,
};

export const viewKeys = {
  all: ["saved-views"] as const,
  list: () => ["saved-views"] as const,
};

export const workKeys = {
  all: ["work"] as const,
  team: () => ["work", "team"] as const,
  container: (id: string) => ["work", "container", id] as const,
  bulkJob: (jobId: string) => ["work", "bulk-job", jobId] as const,
};
