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

/**
 * A self-provisioning account: any key of this form is an account of its own, with a world of its own (see
 * accounts/account-worlds.ts), so a dashboard can give each workspace a simulated account nobody else sees.
 * The 24-character minimum makes a key too long to guess; the 64 cap keeps a key a key.
 */
export const ACCOUNT_KEY_PATTERN = /^sim_ws_[A-Za-z0-9]{24,64}$/;

export const isAccountKey = (key: string): boolean => ACCOUNT_KEY_PATTERN.test(key);

/** A self-provisioned account is paid and unlimited; inside its own world it is that world's `demo` account. */
function accountKeyInfo(key: string): KeyInfo {
  return { key, account: "demo", plan: "paid", entitlements: ALL, activeContainerLimit: null };
}

/** The key of an `Authorization: Token <key>` header, when the header has exactly that form. */
export function tokenOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  return /^Token ([A-Za-z0-9_\-]+)$/.exec(header)?.[1] ?? null;
}

/** Only the exact form `Token <key>` is accepted: no Bearer, no quotes, no extra whitespace. */
export function authenticate(header: string | undefined): KeyInfo | null {
  const key = tokenOf(header);
  if (!key) return null;
  return BY_KEY.get(key) ?? (isAccountKey(key) ? accountKeyInfo(key) : null);
}

/** How a self-provisioned key is shown by the control API: enough to tell two apart, not enough to use one. */
export const maskKey = (key: string): string => (isAccountKey(key) ? `sim_ws_…${key.slice(-4)}` : key);

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
