import "server-only";

import type { Registry } from "prom-client";

import { db } from "@/lib/server/db";
import { errorText } from "@/lib/server/error-text";
import { logger } from "@/lib/server/logger";

import { clusterMetrics } from "./cluster-registry";

// Adds what this process counted since its last flush to `metric_counters`, so the table holds each counter's
// total over every process, past and present (a restarted worker starts from zero in memory; the table does
// not). Every FLUSH_MS while the process counts, and before each scrape in the app. A failed flush (the
// database away) keeps its deltas for the next one; a process killed outright loses at most FLUSH_MS of counts.
const FLUSH_MS = 10_000;

type Sample = { name: string; labels: string; value: number };
type FlushState = { flushed: Map<string, number>; chain: Promise<void>; timer: NodeJS.Timeout | null };

const KEY = Symbol.for("quayside.counter-flush");

function state(): FlushState {
  const holder = globalThis as { [KEY]?: FlushState };
  holder[KEY] ??= { flushed: new Map(), chain: Promise.resolve(), timer: null };
  return holder[KEY];
}

/** Starts the periodic flush (once per process; it never keeps the process alive). */
export function keepFlushing(): void {
  const current = state();
  if (current.timer) return;
  current.timer = setInterval(() => {
    flushClusterMetrics().catch((error: unknown) =>
      logger.warn("could not flush metrics to the database", { error: errorText(error) }),
    );
  }, FLUSH_MS);
  current.timer.unref();
}

/**
 * Stops the periodic flush and writes what is left: the table holds still until something counts again (a test
 * comparing a database before and after a backup must not see a flush land in between).
 */
export async function settleFlushing(): Promise<void> {
  const current = state();
  if (current.timer) clearInterval(current.timer);
  current.timer = null;
  await flushClusterMetrics();
}

/** Writes this process's new counts; flushes run one after another, so no delta is written twice. */
export function flushClusterMetrics(): Promise<void> {
  const current = state();
  const next = current.chain.then(() => flushOnce(current));
  current.chain = next.catch(() => undefined);
  return next;
}

async function flushOnce(current: FlushState): Promise<void> {
  const changed = (await samplesOf(clusterMetrics().registry)).filter(
    (sample) => current.flushed.get(keyOf(sample)) !== sample.value,
  );
  if (changed.length === 0) return;
  const deltas = changed.map((sample) => sample.value - (current.flushed.get(keyOf(sample)) ?? 0));
  // Rows are taken in one order by every process, so two flushes of the same counters never deadlock.
  await db.$executeRaw`
    INSERT INTO metric_counters (name, labels, value, updated_at)
    SELECT name, labels, delta, clock_timestamp()
    FROM unnest(${changed.map((s) => s.name)}::text[], ${changed.map((s) => s.labels)}::text[], ${deltas}::float8[]) AS u(name, labels, delta)
    ORDER BY name, labels
    ON CONFLICT (name, labels) DO UPDATE SET value = metric_counters.value + excluded.value, updated_at = excluded.updated_at`;
  for (const sample of changed) current.flushed.set(keyOf(sample), sample.value);
}

/** Every sample of a registry: a counter's value per label set, a histogram's buckets, sum and count. */
async function samplesOf(registry: Registry): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const family of await registry.getMetricsAsJSON()) {
    for (const value of family.values) {
      const name = "metricName" in value && typeof value.metricName === "string" ? value.metricName : family.name;
      samples.push({ name, labels: labelsKey(value.labels), value: value.value });
    }
  }
  return samples;
}

/** Labels as JSON with sorted keys and string values: one spelling per label set, whichever process wrote it. */
function labelsKey(labels: Partial<Record<string, string | number>>): string {
  const entries = Object.entries(labels)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}

function keyOf(sample: Sample): string {
  return `${sample.name}${sample.labels}`;
}
