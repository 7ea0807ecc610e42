// Shared test setup: an in-process simulator with a frozen clock at a fixed instant, and a tiny client.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createSimulator, type SimulatorOptions } from "../server";

export const T0 = "2026-03-05T15:00:00Z";

/** Parsed JSON bodies in tests: assertions walk arbitrary response shapes, so they are deliberately untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test-only view of arbitrary JSON responses
export type Json = any;

export function testSimulator(options: SimulatorOptions = {}) {
  const sim = createSimulator({ seed: 7, containers: 400, start: T0, speed: 0, webhookRetryBaseMs: 1, webhookRetryMaxMs: 4, webhookTimeoutMs: 2000, publicUrl: "http://127.0.0.1:4010", ...options });
  const api = async (path: string, init: RequestInit & { key?: string | null } = {}): Promise<{ status: number; body: Json; headers: Headers; text: string }> => {
    const headers = new Headers(init.headers);
    const key = init.key === undefined ? "sim_paid_key" : init.key;
    if (key !== null) headers.set("Authorization", `Token ${key}`);
    if (init.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/vnd.api+json");
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
    const res = await sim.app.request(`/_sim${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
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
export async function receiver(respond: (n: number, r: Received) => number = () => 200): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
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
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(isoString));
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The dashboard's board buckets (product.md), applied to a container resource and its shipment. */
export function bucketOf(c: Json, shipment: Json, now: string): string {
  const a = c.attributes;
  if (a.empty_terminated_at || a.current_status === "empty_returned") return "done";
  // Out: a pickup at the final destination, a status after pickup, or a terminal gate-out that was neither
  // the rail departure (rail moves report one) nor a move to an off-dock yard.
  const railMove = Boolean(a.pod_rail_loaded_at || a.pod_rail_departed_at || a.ind_rail_unloaded_at || ["on_rail", "awaiting_inland_transfer"].includes(a.current_status));
  const out = a.final_destination_full_out_at || ["picked_up", "delivered", "dropped", "loaded"].includes(a.current_status) || (a.pod_full_out_at && !railMove && a.current_status !== "off_dock");
  if (out) return "needs_return";
  const checked = a.terminal_checked_at ? Date.parse(now) - Date.parse(a.terminal_checked_at) : null;
  if ((checked !== null && checked > 7 * 86_400_000) || shipment?.attributes.line_tracking_stopped_at) return "stale";
  if (a.pickup_lfd) {
    const tz = a.pickup_lfd === a.import_deadlines.pickup_lfd_rail ? a.final_destination_timezone : a.pod_timezone;
    const left = daysBetween(localDay(now, tz), localDay(a.pickup_lfd, tz));
    if (left < 0) return "past_lfd";
    if (left === 0) return "lfd_today";
    if (left === 1) return "lfd_tomorrow";
  }
  const blocking = (a.holds_at_pod_terminal ?? []).some((h: Json) => h.status === "hold");
  if (a.pod_discharged_at && blocking) return "blocked";
  if (a.available_for_pickup === true && !blocking) return "ready";
  if (["on_rail", "awaiting_inland_transfer"].includes(a.current_status)) return "on_rail";
  if (a.pod_discharged_at) return "not_available";
  return "arriving";
}
