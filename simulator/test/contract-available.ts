// Suites that read the service's contract and real payloads from ../shared (beside the repo, never copied into
// it) cannot run without it. Skipping them quietly would let a run look complete while it checked none of the
// contract, so a missing directory is said loudly, and on CI it is a failure. The dashboard's tests have their
// own such guard (lib/testing); the simulator imports nothing of the dashboard's.
import { existsSync } from "node:fs";
import { it } from "vitest";
import { runningOnCi } from "../config";

/** Whether `dir` exists; if not, warns naming it and, on CI, registers a failing test in the current suite. */
export function contractAvailable(dir: string, what: string): boolean {
  if (existsSync(dir)) return true;
  const message = `${what}: ${dir} not found (../shared, the service's contract and real payloads, lives beside the repo)`;
  const ci = runningOnCi();
  console.warn(`\n⚠ SKIPPED ${message}.${ci ? " CI=true: this fails the run." : " Set it up to run these tests."}\n`);
  if (ci) {
    it(`needs ${dir}`, () => {
      throw new Error(`${message}; CI must run the contract tests.`);
    });
  }
  return false;
}
