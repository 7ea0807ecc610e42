// The contract of GET /api/sync/status: how far the first load of the account is, and whether the tracking service
// answers (the cache's age and since when it has not).

import type { Freshness } from "./container-api";

/**
 * The backfill of a workspace in progress: boxes loaded of the account's total (the service's `meta.total`; null
 * when it does not say), and the seconds left at the pace so far (null until a page has been read). Null once
 * the account is loaded.
 */
export type BackfillProgress = { done: number; total: number | null; etaSeconds: number | null };

export type SyncStatusResponse = { backfill: BackfillProgress | null; freshness: Freshness; now: string };
