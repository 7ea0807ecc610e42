import { availableParallelism } from "node:os";

import { env } from "../env.mjs";

/**
 * Integration files run this many at a time. Much of a file's time is waiting (on PostgreSQL, simulators,
 * timers), so one more worker than cores keeps both cores busy; INTEGRATION_WORKERS overrides it.
 */
export const INTEGRATION_WORKERS = env.INTEGRATION_WORKERS ?? availableParallelism() + 1;
