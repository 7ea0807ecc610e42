import { availableParallelism } from "node:os";

import { env } from "../env.mjs";

/**
 * Integration files run this many at a time: one per core. More would only slow the files that hash passwords or
 * start processes past their time limits; INTEGRATION_WORKERS overrides it.
 */
export const INTEGRATION_WORKERS = env.INTEGRATION_WORKERS ?? availableParallelism();
