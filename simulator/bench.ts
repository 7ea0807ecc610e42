// Performance figures: `npx tsx simulator/bench.ts [containers]`. Prints generation time, memory, the
// p50/p95 latency of GET /containers?page[size]=100 over real HTTP, and how long the latency and slow faults
// really hold an answer (the control test checks what they hold on a fake clock; here is the wall time).
import { createSimulator } from "./server";

const CONTAINERS = Number(process.argv[2] ?? 10_000);
const REQUESTS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const baseline = process.memoryUsage().rss;
  const t0 = performance.now();
  const sim = createSimulator({
    seed: 49,
    containers: CONTAINERS,
    start: "2026-03-05T15:00:00Z",
    speed: 0,
    rateLimits: false,
  });
  const genMs = performance.now() - t0;
  const server = await sim.listen(0);
  global.gc?.();
  const rss = process.memoryUsage().rss;
  const heap = process.memoryUsage().heapUsed;
  const total = sim.world.containers.length;
  const pages = Math.ceil(total / 100);
  const headers = { Authorization: "Token sim_paid_key" };
  for (let i = 0; i < 10; i += 1)
    await (await fetch(`${server.url}/v2/containers?page[size]=100`, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const page = (i % pages) + 1;
    const started = performance.now();
    const res = await fetch(`${server.url}/v2/containers?page[size]=100&page[number]=${page}`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`status ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const tickStart = performance.now();
  sim.clock.advance(3_600_000);
  sim.tick();
  const tickMs = performance.now() - tickStart;
  const faults = { Authorization: "Token sim_paid_key" };
  const timedGet = async (): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${server.url}/v2/shipping_lines`, { headers: faults });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    return performance.now() - started;
  };
  const setFaults = async (body: Record<string, number>): Promise<void> => {
    await (
      await fetch(`${server.url}/_sim/faults`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      })
    ).arrayBuffer();
  };
  const noFaultMs = await timedGet();
  await setFaults({ latency_ms: 50 });
  const latencyMs = await timedGet();
  await setFaults({ latency_ms: 0, slow_ms: 120, slow_rate: 1 });
  const slowMs = await timedGet();
  await setFaults({ slow_ms: 0 });
  console.log(
    JSON.stringify(
      {
        containers: total,
        shipments: sim.world.shipments.length,
        generate_ms: Math.round(genMs),
        rss_mb: Math.round(rss / 1e6),
        rss_growth_mb: Math.round((rss - baseline) / 1e6),
        heap_used_mb: Math.round(heap / 1e6),
        get_containers_100_p50_ms: Number(percentile(times, 50).toFixed(1)),
        get_containers_100_p95_ms: Number(percentile(times, 95).toFixed(1)),
        tick_one_hour_ms: Math.round(tickMs),
        shipping_lines_no_fault_ms: Number(noFaultMs.toFixed(1)),
        shipping_lines_latency_50_ms: Number(latencyMs.toFixed(1)),
        shipping_lines_slow_120_ms: Number(slowMs.toFixed(1)),
      },
      null,
      2,
    ),
  );
  await sim.close();
}

void main();
