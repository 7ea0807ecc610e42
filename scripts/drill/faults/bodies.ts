// Oversized bodies: the app must refuse them at the limit (413) without buffering them, so its memory stays
// flat however many arrive. Bodies are generated as streams; the drill never holds one either.
import { SIGNATURE_HEADER } from "../../../lib/server/webhooks/verify";
import { ownWrite, type DrillContext, type Fault } from "../context";
import { call, postGenerated, record, sleep } from "../http";
import { MB, mb, rssBytes } from "../proc";
import { tally, type Row } from "../report";

const HOOKS = 20;
const HOOK_BYTES = 400 * MB;
const JSON_BYTES = 50 * MB;
const REQUEST_DEADLINE_MS = 90_000;
const GROWTH_LIMIT = 50 * MB;
const SETTLE_MS = 3_000;

type Flood = { statuses: string[]; before: number; peak: number; after: number; ms: number };

async function flood(appPid: number, send: () => Promise<string>[]): Promise<Flood> {
  const before = rssBytes(appPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(appPid));
  }, 100);
  const started = Date.now();
  const statuses = await Promise.all(send());
  const ms = Date.now() - started;
  clearInterval(sampler);
  // Sockets closed and buffers released before the after figure.
  await sleep(SETTLE_MS);
  const after = rssBytes(appPid);
  return { statuses, before, peak: Math.max(peak, after), after, ms };
}

function row(
  fault: string,
  done: string,
  expected: string,
  result: Flood,
  extra: { pass: boolean; observed: string },
): Row {
  const growth = result.after - result.before;
  return {
    fault,
    done,
    expected,
    observed: extra.observed,
    pass: extra.pass && growth < GROWTH_LIMIT,
    figure: `RSS ${mb(result.before)} → ${mb(result.after)} (${growth >= 0 ? "+" : ""}${mb(growth)}; peak +${mb(result.peak - result.before)}) in ${(result.ms / 1000).toFixed(1)} s`,
  };
}

async function savedViewNamed(ctx: DrillContext, name: string): Promise<boolean> {
  const answer = await call(`${ctx.stack.appUrl}/api/saved-views`, { headers: { cookie: ctx.dispatcher } });
  const views = record(answer.body)["views"];
  return Array.isArray(views) && views.some((view) => record(view)["name"] === name);
}

/**
 * The app answers a refusal with `Connection: close` and closes while the upload is still going: the client
 * may hit the closed socket (EPIPE, ECONNRESET) before it has read the answer. That is a refusal too.
 */
const closed = (status: string): boolean => /^error (EPIPE|ECONNRESET)$/.test(status);

// Well-formed (64 lowercase hex) but matching no secret: the app has to read the body to find that out, so the
// size limit is what stops it. Without a signature the app refuses before reading anything.
const FORGED_SIGNATURE = "0".repeat(64);

export const oversizedWebhooks: Fault = {
  name: "oversized webhook bodies",
  done: `${HOOKS} concurrent unauthenticated chunked POSTs of ${HOOK_BYTES / MB} MB to /api/webhooks/terminal49: half unsigned, half with a forged well-formed signature`,
  expected:
    "unsigned: 401 before the body is read; forged: 413 at 5 MB (or 503 while the shared body budget is full); a connection the app closes counts as refused; app RSS growth < 50 MB",
  run: async (ctx) => {
    const pid = ctx.stack.pidOf("app");
    if (pid === null) throw new Error("no app process found under the start script");
    const url = `${ctx.stack.appUrl}/api/webhooks/terminal49`;
    const plain = { "content-type": "application/json" };
    const forged = { ...plain, [SIGNATURE_HEADER]: FORGED_SIGNATURE };
    // Warm the route up so loading its code is not counted as growth.
    await postGenerated(url, forged, 10, "{}", 15_000);
    const result = await flood(pid, () =>
      Array.from({ length: HOOKS }, (_, i) =>
        postGenerated(url, i % 2 === 0 ? plain : forged, HOOK_BYTES, '{"data":{"id":"', REQUEST_DEADLINE_MS),
      ),
    );
    const unsigned = result.statuses.filter((_, i) => i % 2 === 0);
    const signed = result.statuses.filter((_, i) => i % 2 === 1);
    return [
      row(oversizedWebhooks.name, oversizedWebhooks.done, oversizedWebhooks.expected, result, {
        pass:
          unsigned.every((s) => s === "401" || closed(s)) &&
          signed.every((s) => s === "413" || s === "503" || closed(s)) &&
          signed.includes("413"),
        observed: `unsigned: ${tally(unsigned)}; forged signature: ${tally(signed)}`,
      }),
    ];
  },
};

export const oversizedJson: Fault = {
  name: "oversized JSON body",
  done: `a signed-in chunked ${JSON_BYTES / MB} MB JSON body to POST /api/saved-views`,
  expected: "413 (limit 1 MB), nothing saved, app RSS growth < 50 MB",
  run: async (ctx) => {
    const pid = ctx.stack.pidOf("app");
    if (pid === null) throw new Error("no app process found under the start script");
    const url = `${ctx.stack.appUrl}/api/saved-views`;
    const headers = ownWrite(ctx, ctx.dispatcher);
    // Warm-up with a body the route refuses (no name), so nothing is saved by it.
    await call(url, { method: "POST", headers, body: "{}" });
    const name = "drill-oversized";
    const result = await flood(pid, () => [
      postGenerated(url, headers, JSON_BYTES, `{"name":"${name}","query":"`, REQUEST_DEADLINE_MS),
    ]);
    const saved = await savedViewNamed(ctx, name);
    return [
      row(oversizedJson.name, oversizedJson.done, oversizedJson.expected, result, {
        pass: !saved && result.statuses.every((s) => s === "413" || closed(s)),
        observed: `${tally(result.statuses)}; ${saved ? "a view was saved" : "nothing saved"}`,
      }),
    ];
  },
};
