// Suites that read the service's contract and real payloads from ../shared (beside the repo, never copied
// into it) cannot run without it. Skipping them quietly would let a run look complete while it checked none
// of the real payloads, so a missing directory is said loudly, and on CI (CI=true) it is a failure.
import { existsSync } from "node:fs";

import { it } from "vitest";

import { env } from "@/lib/env.mjs";

/** Whether `dir` exists; if not, warns naming it and, on CI, registers a failing test in the current suite. */
export function sharedAvailable(dir: string, what: string): boolean {
  if (existsSync(dir)) return true;
  const message = `${what}: ${dir} not found (../shared, the service's contract and real payloads, lives beside the repo)`;
  console.warn(
    `\n⚠ SKIPPED ${message}.${env.CI ? " CI=true: this fails the run." : " Set it up to run these tests."}\n`,
  );
  if (env.CI) {
    it(`needs ${dir}`, () => {
      throw new Error(`${message}; CI must run the real-payload tests.`);
    });
  }
  return false;
}
