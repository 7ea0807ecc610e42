// Documents benchmark. Run:
//   SIMULATOR_URL=http://127.0.0.1:4340/v2 node --import tsx scripts/with-db.ts --database quayside_bench_docs --fresh \
//     node --conditions=react-server --import tsx scripts/bench/documents.ts
// 1. Uploads a 25 MB file through the server's upload pipeline (spool to disk with MD5, direct upload, streamed
//    PUT, POST /documents, cache upsert) against a simulator in a separate process, sampling this process's
//    memory every 5 ms: the growth must stay under 50 MB.
// 2. Fills the cache with 5,000 documents and times the inbox's first page (the GET /api/documents query and
//    row building) 100 times: p95 must be under 300 ms.
import { spawn } from "node:child_process";

import { childEnv, env } from "../../lib/env.mjs";

const { createTestWorkspace } = await import("../../lib/testing/db-fixtures");
const { uploadDocument } = await import("../../lib/server/documents/upload");
const { listDocuments } = await import("../../lib/server/documents/query");
const { documentsQuerySchema } = await import("../../lib/validations/documents");
const { db } = await import("../../lib/server/db");

const port = new URL(env.SIMULATOR_URL).port;
const simulator = spawn(process.execPath, ["--import", "tsx", "simulator/main.ts"], { env: childEnv({ SIM_PORT: port, SIM_HOST: "127.0.0.1", SIM_CONTAINERS: "200" }), stdio: "ignore" });
for (let i = 0; i < 100; i += 1) {
  const up = await fetch(`http://127.0.0.1:${port}/_sim/clock`).then((r) => r.ok).catch(() => false);
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const MB = 1024 * 1024;
function body(bytes: number, seed: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, bytes - sent));
      for (let i = 0; i < chunk.length; i += 997) chunk[i] = (seed + sent + i) % 251;
      if (sent === 0) chunk.set(new TextEncoder().encode("%PDF-1.4\n"));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

try {
  const { workspace, users } = await createTestWorkspace(["dispatcher"]);
  const userId = users[0]?.id ?? "";
  const upload = (size: number, seed: number) => uploadDocument({ workspaceId: workspace.id, userId, name: `bench-${seed}.pdf`, contentType: "application/pdf", contentLength: size, body: body(size, seed) });
  await upload(64 * 1024, 1); // warm the code paths and connections
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed + base.external + base.arrayBuffers;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed + m.external + m.arrayBuffers);
  }, 5);
  const started = Date.now();
  await upload(25 * MB, Date.now() % 1000);
  clearInterval(sampler);
  const growth = (peakRss - base.rss) / MB;
  console.log(`upload 25 MB: ${((Date.now() - started) / 1000).toFixed(2)} s; server RSS growth ${growth.toFixed(1)} MB (limit 50) ${growth < 50 ? "PASS" : "FAIL"}; heap+external+buffers growth ${((peakHeap - (base.heapUsed + base.external + base.arrayBuffers)) / MB).toFixed(1)} MB`);

  const types = ["bill_of_lading", "arrival_notice", "delivery_order", "commercial_invoice", "packing_list", null];
  const sources = ["upload", "api", "email", "split_document"];
  const at = Date.parse("2026-03-01T00:00:00Z");
  for (let batch = 0; batch < 10; batch += 1) {
    await db.document.createMany({
      data: Array.from({ length: 500 }, (_, j) => {
        const i = batch * 500 + j;
        return { workspaceId: workspace.id, upstreamId: `bench-${i}`, name: `Document ${i}.pdf`, fileName: `document-${i}.pdf`, documentType: types[i % types.length] ?? null, source: sources[i % sources.length], sizeBytes: BigInt(10_000 + i), processingState: i % 7 === 0 ? "uploaded" : "extracted", references: [`MSCU${String(i).padStart(7, "0")}`], upstreamCreatedAt: new Date(at + i * 60_000), raw: {} };
      }),
    });
  }
  const total = await db.document.count({ where: { workspaceId: workspace.id } });
  const time = async (label: string, params: Record<string, string>) => {
    const query = documentsQuerySchema.parse(params);
    const samples: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const t = performance.now();
      await listDocuments(workspace.id, query);
      samples.push(performance.now() - t);
    }
    samples.sort((a, b) => a - b);
    const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
    console.log(`inbox ${label} at ${total} documents: p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms (limit 300) ${p(0.95) < 300 ? "PASS" : "FAIL"}`);
  };
  await time("first page (newest first, 50)", {});
  await time("filtered by type + filename", { type: "delivery_order", filename: "document-4" });
  await time("by reference", { reference: "mscu0004242" });
  await time("sorted by size", { sort: "size", dir: "asc" });
} finally {
  simulator.kill();
}
process.exit(0);
