// The end-to-end run waits here for each stack's first backfill before Playwright starts, so no test spends its
// own time limit on it and a poll in a test is bounded by how fast a change travels, not by the first fill.
import pg from "pg";

import type { Stack } from "./app-stack";

const WAITING = `
  select count(*)::int as waiting
  from workspaces w left join workspace_syncs s on s.workspace_id = w.id
  where s.backfilled_at is null`;

/** Resolves once every workspace in the stack's database has been backfilled; fails if a process died meanwhile. */
export async function waitForBackfill(databaseUrl: string, stack: Stack, timeoutMs = 240_000): Promise<number> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const crashed = stack.crashed();
      if (crashed.length > 0) throw new Error(`the stack lost ${crashed.join(", ")} before its first backfill`);
      const { rows } = await client.query<{ waiting: number }>(WAITING);
      if (rows[0]?.waiting === 0) return Date.now() - started;
      if (Date.now() - started > timeoutMs)
        throw new Error(`the first backfill did not finish within ${timeoutMs / 1000}s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}
