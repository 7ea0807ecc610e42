// `npm run bench:documents [-- containers=1000 documents=5000 runs=100 users=10 upload-mb=25]`: one `next start`
// on a fresh database holding a backfilled simulated world (no worker, so nothing else loads the machine).
// Prints:
//  1. a 25 MB PDF posted to POST /api/documents/upload as the browser sends it (raw bytes, ?name=), with the
//     `next start` process's resident memory (VmRSS from /proc) sampled every ~5 ms before and during the
//     upload: growth over the idle baseline must stay under 50 MB;
//  2. GET /api/documents at 5,000 documents, many linked to cached shipments and containers: p50/p95/max of
//     the inbox's first page (target p95 < 300 ms) sequentially and with 10 concurrent users, and of the other
//     query shapes sequentially.
// Figures only: a missed target is printed, not a failure; errors (a refused upload, a failed request) are.
import { randomFillSync } from "node:crypto";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";

import { ms, percentile, signInCookie, startBenchStack } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const CONTAINERS = Number(args["containers"] ?? 1_000);
const DOCUMENTS = Number(args["documents"] ?? 5_000);
const RUNS = Number(args["runs"] ?? 100);
const USERS = Number(args["users"] ?? 10);
const UPLOAD_MB = Number(args["upload-mb"] ?? 25);
const MB = 1024 * 1024;
const GROWTH_LIMIT_MB = 50;
const P95_TARGET_MS = 300;

const { db } = await import("../../lib/server/db");
const stack = await startBenchStack({ containers: CONTAINERS, apps: 1, workers: 0, secret: "bench-documents" });
const [app = ""] = stack.apps;
const [appPid = 0] = stack.appPids;

/** The pid and every descendant (in case `next start` serves from a child process). */
function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap(processTree)];
}

type RssReport = { idle: number[]; peak: number; samples: number; maxGapMs: number; failed: number };

// Sampling runs on its own thread: this thread is busy sending the upload and serving the simulator's blob
// PUT, and timers here would stretch to tens of milliseconds exactly when the server's memory moves most.
// Phase (shared): 0 idle baseline, 1 upload, 2 stop.
const SAMPLER = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const phase = new Int32Array(workerData.phase);
const rss = () => workerData.pids.reduce((sum, pid) => sum + Number(/VmRSS:\\s+(\\d+) kB/.exec(readFileSync("/proc/" + pid + "/status", "utf8"))?.[1] ?? NaN) * 1024, 0);
const report = { idle: [], peak: 0, samples: 0, maxGapMs: 0, failed: 0 };
let last = performance.now();
for (let now = Atomics.load(phase, 0); now !== 2; now = Atomics.load(phase, 0)) {
  let value = NaN;
  try { value = rss(); } catch { value = NaN; }
  if (Number.isNaN(value)) report.failed += 1;
  else if (now === 0) report.idle.push(value);
  else { report.peak = Math.max(report.peak, value); report.samples += 1; report.maxGapMs = Math.max(report.maxGapMs, performance.now() - last); }
  last = performance.now();
  Atomics.wait(phase, 0, now, 5);
}
parentPort.postMessage(report);
`;

function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  // Random content: the service refuses a second upload of the same bytes (409), and it does not compress.
  const bytes = randomFillSync(new Uint8Array(size));
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
}

async function upload(cookie: string, name: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const response = await fetch(`${app}/api/documents/upload?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/pdf" },
    body: bytes,
  });
  const text = await response.text();
  const id = response.status === 201 ? (JSON.parse(text) as { id?: string }).id : undefined;
  if (!id) throw new Error(`upload of ${name} answered ${response.status}: ${text.slice(0, 300)}`);
  const stored = await db.document.findFirst({
    where: { id, workspaceId: stack.workspaceId },
    select: { sizeBytes: true },
  });
  if (stored?.sizeBytes !== BigInt(bytes.byteLength))
    throw new Error(`upload of ${name}: ${bytes.byteLength} bytes sent, ${String(stored?.sizeBytes)} stored`);
  return id;
}

async function timedGet(cookie: string, query: string): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(`${app}/api/documents?${query}`, { headers: { cookie } });
  const body = await response.text();
  const elapsed = performance.now() - t0;
  if (!response.ok) throw new Error(`GET /api/documents?${query} answered ${response.status}: ${body.slice(0, 300)}`);
  return elapsed;
}

const figures = (values: number[]): string =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;

async function seedDocuments(workspaceId: string): Promise<{ linked: number; split: number }> {
  // Only backfilled rows: their shipments are cached too, so both kinds of link resolve.
  const cached = await db.container.findMany({
    where: { workspaceId, NOT: { upstreamId: { contains: "-copy" } } },
    select: { upstreamId: true, number: true, shipmentUpstreamId: true },
    orderBy: { number: "asc" },
  });
  const bols = new Map(
    (await db.shipment.findMany({ where: { workspaceId }, select: { upstreamId: true, billOfLading: true } })).map(
      (s) => [s.upstreamId, s.billOfLading],
    ),
  );
  if (cached.length === 0) throw new Error("the bench stack cached no containers to link documents to");
  const types = ["bill_of_lading", "arrival_notice", "delivery_order", "commercial_invoice", "packing_list", null];
  const at = Date.parse("2026-03-01T00:00:00Z");
  let linked = 0;
  let split = 0;
  const rows = Array.from({ length: DOCUMENTS }, (_, i) => {
    // Six in ten name one container and its shipment, two in ten two containers, one none, one is a split
    // page of the document before it; now and then a link points at a container that is not cached.
    const kind = i % 10;
    const first = cached[i % cached.length];
    const second = cached[(i + 1) % cached.length];
    const containers = (kind <= 5 ? [first] : kind <= 7 ? [first, second] : []).filter((c) => c !== undefined);
    const shipmentIds = [
      ...new Set(containers.map((c) => c.shipmentUpstreamId).filter((id): id is string => id !== null)),
    ];
    const containerIds = [...containers.map((c) => c.upstreamId), ...(i % 97 === 0 ? [`bench-missing-${i}`] : [])];
    const references = [...containers.map((c) => c.number), ...shipmentIds.map((id) => bols.get(id) ?? null)]
      .filter((r): r is string => typeof r === "string")
      .map((r) => r.toUpperCase());
    if (containerIds.length > 0) linked += 1;
    if (kind === 9) split += 1;
    return {
      workspaceId,
      upstreamId: `bench-doc-${i}`,
      name: `Document ${i}.pdf`,
      fileName: `document-${i}.pdf`,
      contentType: "application/pdf",
      documentType: types[i % types.length] ?? null,
      source: kind === 9 ? "split_document" : (["upload", "api", "email"] as const)[i % 3],
      sizeBytes: BigInt(10_000 + i),
      processingState: i % 7 === 0 ? "uploaded" : "extracted",
      shipmentUpstreamIds: shipmentIds,
      containerUpstreamIds: containerIds,
      references,
      parentUpstreamId: kind === 9 ? `bench-doc-${i - 1}` : null,
      startPage: kind === 9 ? 2 : null,
      endPage: kind === 9 ? 3 : null,
      upstreamCreatedAt: new Date(at + i * 60_000),
      raw: {},
    };
  });
  for (let start = 0; start < rows.length; start += 500)
    await db.document.createMany({ data: rows.slice(start, start + 500) });
  await db.$executeRawUnsafe("ANALYZE documents");
  return { linked, split };
}

try {
  const cookie = await signInCookie(app, stack.email, stack.password);

  // 1. Upload and the server's memory.
  const pids = processTree(appPid);
  await upload(cookie, "bench-warm-up.pdf", pdfBytes(64 * 1024)); // compiles the route, opens connections
  const phase = new Int32Array(new SharedArrayBuffer(4));
  const sampler = new Worker(SAMPLER, { eval: true, workerData: { pids, phase: phase.buffer } });
  const reported = once(sampler, "message") as Promise<[RssReport]>;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const bytes = pdfBytes(UPLOAD_MB * MB);
  Atomics.store(phase, 0, 1);
  Atomics.notify(phase, 0);
  const started = performance.now();
  try {
    await upload(cookie, `bench-${UPLOAD_MB}mb.pdf`, bytes);
  } finally {
    Atomics.store(phase, 0, 2);
    Atomics.notify(phase, 0);
  }
  const seconds = (performance.now() - started) / 1000;
  const [rss] = await reported;
  await sampler.terminate();
  if (rss.failed > 0 || rss.samples === 0 || rss.idle.length === 0)
    throw new Error(
      `memory sampling of pid(s) ${pids.join(", ")} failed (${rss.failed} unreadable, ${rss.samples} during the upload)`,
    );
  const baseline = percentile(rss.idle, 50);
  const growth = (rss.peak - baseline) / MB;
  console.log(
    `upload ${UPLOAD_MB} MB via POST /api/documents/upload: 201 in ${seconds.toFixed(2)} s (${(UPLOAD_MB / seconds).toFixed(0)} MB/s), stored size checked; ` +
      `next start RSS (pid ${pids.join("+")}): baseline ${(baseline / MB).toFixed(1)} MB (median of ${rss.idle.length} idle samples), peak ${(rss.peak / MB).toFixed(1)} MB, ` +
      `growth ${growth.toFixed(1)} MB (${rss.samples} samples during the upload, longest gap ${ms(rss.maxGapMs)}; target < ${GROWTH_LIMIT_MB} MB) ${growth < GROWTH_LIMIT_MB ? "PASS" : "FAIL"}`,
  );
  const verdictUpload = `upload growth ${growth.toFixed(1)} MB ${growth < GROWTH_LIMIT_MB ? "met" : "MISSED"} (< ${GROWTH_LIMIT_MB} MB)`;

  // 2. The inbox.
  const seedStarted = Date.now();
  const seeded = await seedDocuments(stack.workspaceId);
  console.log(
    `seed: ${DOCUMENTS} documents (${seeded.linked} linked to cached containers and their shipments, ${seeded.split} split pages with a parent) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  // What the inbox sends with no filters set (documents-screen.tsx drops empty filters).
  const firstPage = "sort=created&dir=desc";
  const sample = await db.document.findFirstOrThrow({
    where: { workspaceId: stack.workspaceId, upstreamId: `bench-doc-${DOCUMENTS - 1}` },
    select: { references: true },
  });
  const shapes: Record<string, string> = {
    "filtered by type + file name": "type=delivery_order&filename=document-4&sort=created&dir=desc",
    "by reference (a container number)": `reference=${(sample.references[0] ?? "MSCU0004242").toLowerCase()}&sort=created&dir=desc`,
    "sorted by size": "sort=size&dir=asc",
    "second page (cursor)": "sort=created&dir=desc&cursor=50",
  };
  // Warm-up; the first open also starts the inbox's sync with the service in the background (freshness.ts),
  // so wait until its writes stop before timing.
  const warmEnd = Date.now() + 3_000;
  while (Date.now() < warmEnd) for (const query of [firstPage, ...Object.values(shapes)]) await timedGet(cookie, query);
  for (
    const deadline = Date.now() + 30_000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 250))
  ) {
    const { _max } = await db.document.aggregate({
      where: { workspaceId: stack.workspaceId },
      _max: { syncedAt: true },
    });
    if (Date.now() - (_max.syncedAt?.getTime() ?? 0) > 1_000) break;
  }
  const listed = (await (await fetch(`${app}/api/documents?${firstPage}`, { headers: { cookie } })).json()) as {
    data: {
      containers: { id: string | null }[];
      shipments: { billOfLading: string | null }[];
      parent: { id: string | null } | null;
    }[];
    total: number;
  };
  const resolved = listed.data.filter(
    (row) =>
      row.containers.some((c) => c.id !== null) || row.shipments.some((s) => s.billOfLading !== null) || row.parent?.id,
  ).length;
  if (resolved === 0) throw new Error("no row of the first page resolved a linked container, shipment or parent");

  const sequential: number[] = [];
  for (let i = 0; i < RUNS; i += 1) sequential.push(await timedGet(cookie, firstPage));
  const concurrent: number[] = [];
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      for (let i = 0; i < Math.ceil(RUNS / USERS) * 2; i += 1) concurrent.push(await timedGet(cookie, firstPage));
    }),
  );
  console.log(
    `GET /api/documents first page (newest first, 50 rows, ${resolved} with resolved links) at ${listed.total} documents:`,
  );
  console.log(
    `  sequential, ${sequential.length} requests: ${figures(sequential)} (target p95 < ${P95_TARGET_MS} ms) ${percentile(sequential, 95) < P95_TARGET_MS ? "PASS" : "FAIL"}`,
  );
  console.log(
    `  ${USERS} concurrent users, ${concurrent.length} requests: ${figures(concurrent)} (target p95 < ${P95_TARGET_MS} ms) ${percentile(concurrent, 95) < P95_TARGET_MS ? "PASS" : "FAIL"}`,
  );
  for (const [name, query] of Object.entries(shapes)) {
    const values: number[] = [];
    for (let i = 0; i < RUNS; i += 1) values.push(await timedGet(cookie, query));
    console.log(`  ${name}, sequential, ${values.length} requests: ${figures(values)}`);
  }
  const p95 = percentile(sequential, 95);
  const p95Concurrent = percentile(concurrent, 95);
  const verdictInbox = `inbox first page p95 ${ms(p95)} ${p95 < P95_TARGET_MS ? "met" : "MISSED"} (< ${P95_TARGET_MS} ms; ${ms(p95Concurrent)} with ${USERS} concurrent users, ${p95Concurrent < P95_TARGET_MS ? "also under" : "over"} target) at ${listed.total} documents`;
  console.log(`verdict: ${verdictUpload}; ${verdictInbox}`);
} finally {
  await stack.stop();
}
process.exit(0);
