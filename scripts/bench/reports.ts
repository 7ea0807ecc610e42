// `npm run bench:reports`: the reports API's queries (getReports, everything GET /api/reports runs after
// auth) on 10,000 containers and a year of history (~150,000 changes) in one workspace, plus a second
// workspace of noise. Prints p50/p95/max over repeated runs; target p95 < 300 ms.
export {};

const { createTestWorkspace } = await import("../../lib/testing/db-fixtures");
const { db } = await import("../../lib/server/db");
const { getReports } = await import("../../lib/server/reports/report");

const CONTAINERS = 10_000;
const RUNS = 30;

async function fill(workspaceId: string, count: number): Promise<void> {
  // Buckets, LFDs (−20…+20 days), four terminals in two zones, lines, customers, fees with totals and two
  // currencies, holds, and milestones spread over the last year.
  await db.$executeRaw`
    INSERT INTO containers (id, workspace_id, upstream_id, number, ref_numbers, tags, hold_names, bucket, bucket_rank, evaluated_at, raw, observed_at,
      pod_timezone, terminal_name, terminal_firms_code, shipping_line_scac, customer_name, governing_lfd_date, lfd_source, fees, holds,
      pod_discharged_at, pod_full_out_at, empty_terminated_at, flag_stale, flag_urgency_unknown, created_at)
    SELECT gen_random_uuid(), ${workspaceId}::uuid, 'b-' || i, 'BNCH' || lpad(i::text, 7, '0'), ARRAY[]::text[], ARRAY[]::text[], ARRAY[]::text[],
      (ARRAY['done','needs_return','stale','past_lfd','lfd_today','lfd_tomorrow','blocked','ready','on_rail','not_available','arriving'])[1 + i % 11], i % 11, now(), '{}'::jsonb, now(),
      (ARRAY['America/Los_Angeles','America/New_York'])[1 + i % 2], (ARRAY['Pier 400','FMS','Maher','PNCT'])[1 + i % 4], (ARRAY['W185','Y309','E416','E364'])[1 + i % 4],
      (ARRAY['MAEU','MSCU','CMDU','HLCU','ONEY'])[1 + i % 5], 'Customer ' || (i % 40), current_date + ((i % 41) - 20), NULL,
      CASE WHEN i % 3 = 0 THEN jsonb_build_array(jsonb_build_object('type','demurrage','amount', 100 + i % 500,'currency_code','USD'), jsonb_build_object('type','exam','amount', 350,'currency_code','USD'), jsonb_build_object('type','total','amount', 450 + i % 500,'currency_code','USD'))
           WHEN i % 7 = 0 THEN jsonb_build_array(jsonb_build_object('type','extended_dwell_time','amount', 90,'currency_code','CAD')) ELSE '[]'::jsonb END,
      CASE WHEN i % 5 = 0 THEN jsonb_build_array(jsonb_build_object('name','customs','status','hold')) WHEN i % 13 = 0 THEN jsonb_build_array(jsonb_build_object('name','TMF','status','pending')) ELSE '[]'::jsonb END,
      now() - make_interval(days => i % 365, hours => i % 24), now() - make_interval(days => i % 365) + make_interval(days => 1 + i % 9),
      CASE WHEN i % 2 = 0 THEN now() - make_interval(days => i % 365) + make_interval(days => 4 + i % 12) END, i % 17 = 0, i % 51 = 0, now() - make_interval(days => i % 365)
    FROM generate_series(1, ${count}) AS i`;
  // A year of history: 15 changes per container (fees, holds added and released, status), spread over 365 days.
  await db.$executeRaw`
    INSERT INTO container_changes (workspace_id, container_upstream_id, field, old_value, new_value, source, observed_at)
    SELECT ${workspaceId}::uuid, 'b-' || i, f.field,
      CASE f.field WHEN 'fees' THEN jsonb_build_array(jsonb_build_object('type','demurrage','amount', k * 50,'currency_code','USD'))
                   WHEN 'holds' THEN CASE WHEN k % 2 = 0 THEN jsonb_build_array(jsonb_build_object('name','customs','status','hold')) ELSE '[]'::jsonb END
                   ELSE to_jsonb('discharged'::text) END,
      CASE f.field WHEN 'fees' THEN jsonb_build_array(jsonb_build_object('type','demurrage','amount', (k + 1) * 50,'currency_code','USD'), jsonb_build_object('type','total','amount', (k + 1) * 50,'currency_code','USD'))
                   WHEN 'holds' THEN CASE WHEN k % 2 = 0 THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('name','customs','status','hold')) END
                   ELSE to_jsonb('available'::text) END,
      'sync', now() - make_interval(days => (i * 7 + k * 23) % 365, hours => k)
    FROM generate_series(1, ${count}) AS i, generate_series(1, 5) AS k, (VALUES ('fees'), ('holds'), ('current_status')) AS f(field)`;
}

const { workspace } = await createTestWorkspace(["manager"]);
const { workspace: noise } = await createTestWorkspace(["manager"]);
const seeded = Date.now();
await fill(workspace.id, CONTAINERS);
await fill(noise.id, 2_000);
await db.tariff.createMany({
  data: [
    { workspaceId: workspace.id, scope: "terminal", scopeKey: "W185", name: "Pier 400", currency: "USD", freeDays: 4, tiers: [{ fromDay: 1, toDay: 4, amountPerDay: 150 }, { fromDay: 5, toDay: null, amountPerDay: 300 }] },
    { workspaceId: workspace.id, scope: "line", scopeKey: "MSCU", name: "MSC", currency: "USD", freeDays: 4, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 135 }] },
  ],
});
await db.$executeRaw`ANALYZE containers`;
await db.$executeRaw`ANALYZE container_changes`;
const changes = await db.containerChange.count({ where: { workspaceId: workspace.id } });
console.log(`seeded ${CONTAINERS} containers and ${changes} changes in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

const today = new Date().toISOString().slice(0, 10);
{
  // One timed pass per query, to see where the time goes.
  const { zoneTodays } = await import("../../lib/server/reports/scope");
  const { resolveFilters } = await import("../../lib/validations/reports");
  const parts = {
    lfdDue: (await import("../../lib/server/reports/lfd-due")).lfdDue,
    pastLfd: (await import("../../lib/server/reports/lfd-due")).pastLfd,
    fees: async (w: string, f: ReturnType<typeof resolveFilters>) => (await import("../../lib/server/reports/fees")).feesOverTime(w, f),
    exposure: (await import("../../lib/server/reports/exposure")).exposure,
    activeHolds: async (w: string, f: ReturnType<typeof resolveFilters>) => (await import("../../lib/server/reports/holds")).activeHolds(w, f, new Date()),
    releases: async (w: string, f: ReturnType<typeof resolveFilters>) => (await import("../../lib/server/reports/holds")).holdReleases(w, f),
    dwell: (await import("../../lib/server/reports/dwell")).dwell,
    freshness: async (w: string, f: ReturnType<typeof resolveFilters>) => (await import("../../lib/server/reports/freshness")).freshness(w, f),
  };
  const zt = await zoneTodays(workspace.id, new Date());
  const filters = { ...resolveFilters({}, today), from: new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10) };
  for (const [name, run] of Object.entries(parts)) {
    const started = performance.now();
    await run(workspace.id, filters, zt);
    console.log(`  ${name}: ${(performance.now() - started).toFixed(0)} ms (a year, cold)`);
  }
}
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const scenarios = [
  { name: "default (last 90 days)", query: {} },
  { name: "a year, all filters off", query: { from: yearAgo, to: today } },
  { name: "a year, one terminal + one line", query: { from: yearAgo, to: today, terminal: ["W185"], line: ["MAEU"] } },
];
for (const { name, query } of scenarios) {
  await getReports(workspace.id, query); // warm-up (plans, connections)
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await getReports(workspace.id, query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
  console.log(`reports ${name}: ${RUNS} runs, p50 ${at(50).toFixed(0)} ms, p95 ${at(95).toFixed(0)} ms, max ${at(100).toFixed(0)} ms (target p95 < 300 ms)`);
}
process.exit(0);
