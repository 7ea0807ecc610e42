// Shared test setup: an in-process simulator with a frozen clock at a fixed instant, and a tiny client.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createSimulator, type SimulatorOptions } from "../server";

export const T0 = "2026-03-05T15:00:00Z";

/** Parsed JSON bodies in tests: assertions walk arbitrary response shapes, so they are deliberately untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test-only view of arbitrary JSON responses
export type Json = any;

export function testSimulator(options: SimulatorOptions = {}) {
  const sim = createSimulator({
    seed: 7,
    containers: 400,
    start: T0,
    speed: 0,
    webhookRetryBaseMs: 1,
    webhookRetryMaxMs: 4,
    webhookTimeoutMs: 2000,
    publicUrl: "http://127.0.0.1:4010",
    ...options,
  });
  const api = async (
    path: string,
    init: RequestInit & { key?: string | null } = {},
  ): Promise<{ status: number; body: Json; headers: Headers; text: string }> => {
    const headers = new Headers(init.headers);
    const key = init.key === undefined ? "sim_paid_key" : init.key;
    if (key !== null) headers.set("Authorization", `Token ${key}`);
    if (init.body !== undefined && !headers.has("Content-Type"))
      headers.set("Content-Type", "application/vnd.api+json");
    const res = await sim.app.request(path.startsWith("/") ? path : `/v2/${path}`, { ...init, headers });
    const text = await res.text();
    let body: Json = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: res.status, body, headers: res.headers, text };
  };
  const control = async (path: string, body?: unknown): Promise<Json> => {
    const res = await sim.app.request(
      `/_sim${path}`,
      body === undefined
        ? {}
        : { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } },
    );
    return { status: res.status, body: await res.json() };
  };
  return { sim, api, control };
}

export interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: Json;
}

/** A local webhook receiver. `respond` decides the status code for each delivery. */
export async function receiver(
  respond: (n: number, r: Received) => number = () => 200,
): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const r = { headers: req.headers, raw, body: JSON.parse(raw) };
      received.push(r);
      res.statusCode = respond(received.length, r);
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => new Promise((r) => server.close(() => r())) };
}

/** Local calendar date of an ISO instant in a zone, as the dashboard computes days left. */
export function localDay(isoString: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(isoString),
  );
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
