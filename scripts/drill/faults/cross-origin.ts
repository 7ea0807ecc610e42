// Writes another origin caused (a page on another port of the same host still gets the Lax session cookie)
// and JSON routes called with a form-like content type: refused, and a follow-up GET shows nothing changed.
// Same-origin control writes prove the refusals are not just a broken route.
import { computeCheckDigit } from "../../../lib/domain/iso6346";
import { freePort } from "../../lib/free-port";
import { ownWrite, type DrillContext, type Fault } from "../context";
import { queryOne } from "../db-query";
import { call, record } from "../http";

type Check = { what: string; expected: string; got: string; ok: boolean };

async function savedViewNames(ctx: DrillContext): Promise<string[]> {
  const views = record(
    (await call(`${ctx.stack.appUrl}/api/saved-views`, { headers: { cookie: ctx.dispatcher } })).body,
  )["views"];
  return Array.isArray(views) ? views.map((view) => String(record(view)["name"])) : [];
}

async function trackingRequestFor(ctx: DrillContext, number: string): Promise<boolean> {
  const answer = await call(`${ctx.stack.appUrl}/api/tracking-requests?q=${number}`, {
    headers: { cookie: ctx.dispatcher },
  });
  const list = record(answer.body)["data"];
  return Array.isArray(list) && list.some((item) => record(item)["requestNumber"] === number);
}

async function stoppedAt(ctx: DrillContext, containerId: string): Promise<unknown> {
  const answer = await call(`${ctx.stack.appUrl}/api/containers/${containerId}`, {
    headers: { cookie: ctx.dispatcher },
  });
  if (answer.status !== 200) throw new Error(`GET /api/containers/${containerId} answered ${answer.status}`);
  return record(record(answer.body)["shipment"])["trackingStoppedAt"];
}

export const crossOrigin: Fault = {
  name: "cross-origin writes",
  done: "as the signed-in dispatcher: POST /api/saved-views with a foreign Origin; text/plain POST /api/tracking-requests; POST /api/shipments/{id}/stop-tracking with a foreign Origin and with Sec-Fetch-Site: cross-site; then GET each",
  expected: "403 / 415 / 403 / 403 and nothing created or stopped (a same-origin saved view still works)",
  run: async (ctx) => {
    const app = ctx.stack.appUrl;
    const foreign = `http://127.0.0.1:${await freePort()}`;
    const checks: Check[] = [];
    const expect = (what: string, expected: string, got: string): void => {
      checks.push({ what, expected, got, ok: got === expected });
    };

    const name = `drill-cross-${Date.now()}`;
    const view = JSON.stringify({ name, query: "bucket=ready" });
    const refusedView = await call(`${app}/api/saved-views`, {
      method: "POST",
      headers: { ...ownWrite(ctx, ctx.dispatcher), origin: foreign },
      body: view,
    });
    expect("saved view, foreign Origin", "403", String(refusedView.status));
    expect("then listed", "no", (await savedViewNames(ctx)).includes(name) ? "yes" : "no");
    const control = await call(`${app}/api/saved-views`, {
      method: "POST",
      headers: ownWrite(ctx, ctx.dispatcher),
      body: JSON.stringify({ name: `${name}-control`, query: "" }),
    });
    expect("saved view, own Origin (control)", "201", String(control.status));
    const controlId = record(control.body)["id"];
    if (typeof controlId === "string")
      await call(`${app}/api/saved-views/${controlId}`, { method: "DELETE", headers: ownWrite(ctx, ctx.dispatcher) });

    const prefix = "DRLU";
    const digits = String(Date.now() % 1_000_000).padStart(6, "0");
    const number = `${prefix}${digits}${computeCheckDigit(`${prefix}${digits}`)}`;
    const plain = await call(`${app}/api/tracking-requests`, {
      method: "POST",
      headers: { ...ownWrite(ctx, ctx.dispatcher), "content-type": "text/plain" },
      body: JSON.stringify({ items: [{ requestType: "container", requestNumber: number, scac: "MSCU" }] }),
    });
    expect("tracking request as text/plain", "415", String(plain.status));
    expect("then queued", "no", (await trackingRequestFor(ctx, number)) ? "yes" : "no");

    const target = await queryOne<{ container_id: string; shipment: string }>(
      ctx.stack.databaseUrl,
      `SELECT c.id::text AS container_id, s.upstream_id AS shipment FROM containers c JOIN shipments s ON s.workspace_id = c.workspace_id AND s.upstream_id = c.shipment_upstream_id
       WHERE c.workspace_id = $1::uuid AND s.line_tracking_stopped_at IS NULL LIMIT 1`,
      [ctx.workspaceId],
    );
    if (!target) throw new Error("no tracked shipment with a container in the cache to try stop-tracking on");
    const stopUrl = `${app}/api/shipments/${target.shipment}/stop-tracking`;
    const byOrigin = await call(stopUrl, { method: "POST", headers: { cookie: ctx.dispatcher, origin: foreign } });
    expect("stop tracking, foreign Origin", "403", String(byOrigin.status));
    const bySite = await call(stopUrl, {
      method: "POST",
      headers: { cookie: ctx.dispatcher, "sec-fetch-site": "cross-site" },
    });
    expect("stop tracking, Sec-Fetch-Site cross-site", "403", String(bySite.status));
    expect("then stopped", "no", (await stoppedAt(ctx, target.container_id)) ? "yes" : "no");

    return [
      {
        fault: crossOrigin.name,
        done: crossOrigin.done,
        expected: crossOrigin.expected,
        observed: checks.map((c) => `${c.what}: ${c.got}${c.ok ? "" : ` (expected ${c.expected})`}`).join("; "),
        pass: checks.every((c) => c.ok),
        figure: `${checks.filter((c) => c.ok).length}/${checks.length} checks as expected`,
      },
    ];
  },
};
