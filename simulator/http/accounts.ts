// Seeded API keys and what each may do. Keys are matched exactly: the header must be `Token <key>`.
import type { AccountName } from "../world/reference-data";

export type Entitlement = "refresh" | "routing";

export interface KeyInfo {
  key: string;
  account: AccountName;
  plan: "paid" | "trial" | "free";
  entitlements: ReadonlySet<Entitlement>;
  /** Active-container limit, or null when unlimited. */
  activeContainerLimit: number | null;
}

const ALL: ReadonlySet<Entitlement> = new Set<Entitlement>(["refresh", "routing"]);

export const SEEDED_KEYS: readonly KeyInfo[] = [
  { key: "sim_paid_key", account: "demo", plan: "paid", entitlements: ALL, activeContainerLimit: null },
  { key: "sim_basic_key", account: "demo", plan: "paid", entitlements: new Set(), activeContainerLimit: null },
  { key: "sim_trial_key", account: "trial", plan: "trial", entitlements: ALL, activeContainerLimit: 10 },
  { key: "sim_free_key", account: "free", plan: "free", entitlements: new Set(), activeContainerLimit: 10 },
];

const BY_KEY = new Map(SEEDED_KEYS.map((k) => [k.key, k]));

/** Only the exact form `Token <key>` is accepted: no Bearer, no quotes, no extra whitespace. */
export function authenticate(header: string | undefined): KeyInfo | null {
  if (header === undefined) return null;
  const match = /^Token ([A-Za-z0-9_\-]+)$/.exec(header);
  if (!match?.[1]) return null;
  return BY_KEY.get(match[1]) ?? null;
}

export const MESSAGES = {
  unverified: "Terminal49 API key could not be verified",
  freePlan:
    "Your account is on the free plan: only creating tracking requests is allowed without a paid plan. Upgrade or start a trial to use this endpoint.",
  notEnabledTitle: "API access not enabled",
  notEnabled: "This API endpoint is not enabled for your account. Please contact support@terminal49.com to enable it.",
  rateLimited:
    "Your account has exceeded its API rate limit. Please wait and retry after the number of seconds in the Retry-After header.",
  refreshLimited: "You've hit the refresh limit. Please try again in a minute.",
} as const;
