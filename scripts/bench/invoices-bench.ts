// `npm run bench:invoices [-- lines=500 days=3]`: checking a big invoice against the boxes' own evidence. A fresh
// database holds a backfilled simulated world (bench-stack.ts) whose boxes get their day records written by the
// worker's pass; then one invoice of `lines` lines is entered, one box each (the discharged ones, repeated when
// there are fewer), each line charging `days` days after its box's discharge. Prints the check's time as
// GET /api/invoices/{id} runs it (getInvoice: the rows, the evidence of every box, every day's code), median and
// slowest of 10 (target: a 500-line invoice under 1 s), and the dispute opened on it.
// Timings stay out of tests; run on an otherwise quiet machine.
import { addCalendarDays } from "../../lib/domain/local-date";
import { formatCount } from "../../lib/shared/format/number";
import type { SessionUser } from "../../lib/shared/session-api";

import { seedBenchWorld } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const LINES = Number(args["lines"] ?? 500);
const DAYS = Number(args["days"] ?? 3);

const { db } = await import("../../lib/server/db");
const { writeDayRecords } = await import("../../lib/server/days/write-days");
const { createInvoice, getInvoice } = await import("../../lib/server/invoices/invoice-store");
const { openDispute } = await import("../../lib/server/invoices/dispute-store");
const { invoiceInputSchema } = await import("../../lib/validations/invoice-input");

const world = await seedBenchWorld({ containers: 2_000, secret: "bench-invoices" });
try {
  const workspaceId = world.workspaceId;
  await db.$executeRaw`
    INSERT INTO container_day_state (container_id, workspace_id, due_at)
    SELECT id, workspace_id, 'epoch' FROM containers WHERE workspace_id = ${workspaceId}::uuid
    ON CONFLICT (container_id) DO UPDATE SET due_at = 'epoch', days_through = NULL`;
  const written = await writeDayRecords(workspaceId);
  console.log(`day records: ${formatCount(written.days)} days of ${formatCount(written.boxes)} boxes written`);

  const boxes = await db.$queryRaw<{ number: string; discharged: string }[]>`
    SELECT number, (pod_discharged_at AT TIME ZONE coalesce(pod_timezone, 'UTC'))::date::text AS discharged
    FROM containers WHERE workspace_id = ${workspaceId}::uuid AND pod_discharged_at IS NOT NULL ORDER BY number`;
  if (boxes.length === 0) throw new Error("no discharged box in the world");
  const lines = Array.from({ length: LINES }, (_, index) => {
    const box = boxes[index % boxes.length];
    if (!box) throw new Error("no box");
    // A box billed again (fewer boxes than lines) charges later days, as a second invoice period would.
    const from = addCalendarDays(box.discharged, 1 + Math.floor(index / boxes.length) * DAYS);
    const dates = Array.from({ length: DAYS }, (__, day) => addCalendarDays(from, day));
    return {
      containerNumber: box.number,
      kind: "demurrage",
      dates,
      ratePerDay: 150,
      currency: "USD",
      amount: 150 * DAYS,
    };
  });
  const user = await db.user.findFirstOrThrow({ where: { workspaceId }, include: { workspace: true } });
  const session: SessionUser = {
    id: user.id,
    email: user.email,
    name: null,
    role: "dispatcher",
    workspaceId,
    workspaceName: user.workspace.name,
  };
  const entered = performance.now();
  const created = await createInvoice(
    session,
    invoiceInputSchema.parse({
      invoiceNumber: `BENCH-${LINES}`,
      billingParty: "Bench Line",
      billedOn: addCalendarDays(boxes[0]?.discharged ?? "2026-03-01", 20),
      lines,
    }),
  );
  console.log(
    `entered: ${formatCount(LINES)} lines, ${formatCount(created.days.length)} box days, in ${(performance.now() - entered).toFixed(0)} ms (saved and checked once)`,
  );
  const times: number[] = [];
  for (let run = 0; run < 10; run += 1) {
    const begun = performance.now();
    const check = await getInvoice(workspaceId, created.invoice.id);
    times.push(performance.now() - begun);
    if (check.days.length !== LINES * DAYS) throw new Error(`checked ${check.days.length} days`);
  }
  times.sort((a, b) => a - b);
  const codes = new Map<string, number>();
  for (const day of created.days) codes.set(day.code, (codes.get(day.code) ?? 0) + 1);
  console.log(
    `check of a ${formatCount(LINES)}-line invoice (${formatCount(LINES * DAYS)} box days): median ${(times[4] ?? 0).toFixed(0)} ms, slowest ${(times[9] ?? 0).toFixed(0)} ms of 10 (target under 1,000 ms); verdict ${created.verdict}; ${[...codes].map(([code, count]) => `${code} ${formatCount(count)}`).join(", ")}`,
  );
  const opened = performance.now();
  await openDispute(session, await getInvoice(workspaceId, created.invoice.id), { drop: [] });
  console.log(
    `dispute opened on it (read, check, ${formatCount(created.days.length)} days stored): ${(performance.now() - opened).toFixed(0)} ms`,
  );
} finally {
  await world.stop();
}
