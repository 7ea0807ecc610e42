import "server-only";

import { AggregatorRegistry, type Registry } from "prom-client";
import { z } from "zod";

import { db } from "@/lib/server/db";

import { clusterMetrics } from "./cluster-registry";

// The scrape's side of counter-flush.ts: every process's totals, read back from `metric_counters` into metrics of
// the same names, help and types as this process's own (cluster-registry.ts), so prom-client writes the text.
// A row whose metric no longer exists (renamed since) is left out.

type Row = { name: string; labels: string; value: number };
type Value = { value: number; labels: Record<string, string>; metricName?: string };

const labelsSchema = z.record(z.string(), z.string());
const HISTOGRAM_PARTS = ["bucket", "sum", "count"];

export async function readClusterCounters(): Promise<Registry> {
  const rows = await db.$queryRaw<Row[]>`SELECT name, labels, value FROM metric_counters`;
  const families = await clusterMetrics().registry.getMetricsAsJSON();
  const withTotals = families.map((family) => ({
    ...family,
    values: rows
      .filter((row) => row.name === family.name || isPartOf(row.name, family.name))
      .flatMap((row): Value[] => {
        const labels = labelsSchema.safeParse(JSON.parse(row.labels));
        if (!labels.success) return [];
        return [
          { value: row.value, labels: labels.data, ...(row.name === family.name ? {} : { metricName: row.name }) },
        ];
      })
      .sort(inHistogramOrder),
  }));
  return AggregatorRegistry.aggregate([withTotals]);
}

function isPartOf(sampleName: string, familyName: string): boolean {
  return HISTOGRAM_PARTS.some((part) => sampleName === `${familyName}_${part}`);
}

/** One label set's samples together; its buckets by `le`, then its sum and count (the text format's order). */
function inHistogramOrder(a: Value, b: Value): number {
  const series = (value: Value): string => JSON.stringify({ ...value.labels, le: undefined });
  if (series(a) !== series(b)) return series(a) < series(b) ? -1 : 1;
  const [partA, leA] = rank(a);
  const [partB, leB] = rank(b);
  return partA !== partB ? partA - partB : leA - leB;
}

function rank(value: Value): [part: number, le: number] {
  if (value.metricName?.endsWith("_sum")) return [1, 0];
  if (value.metricName?.endsWith("_count")) return [2, 0];
  const le = value.labels["le"];
  return [0, le === undefined ? 0 : le === "+Inf" ? Infinity : Number(le)];
}
