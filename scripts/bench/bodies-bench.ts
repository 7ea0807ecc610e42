// `npm run bench:bodies [-- hooks=20 hookMb=400 json=20 jsonMb=50]`: one `next start` on a fresh database. Prints
// the app's resident memory (VmRSS of the `next start` process and its children, from /proc) before, at its
// peak during, and after each of two floods, and the status codes the senders saw:
//  1. 20 concurrent unauthenticated chunked POSTs of 400 MB each to the webhook receiver (limit 5 MB), first
//     without a signature (refused before the body is read), then with a forged well-formed one (the worst
//     case: each body is read up to the limit before the signature can be checked);
//  2. 20 concurrent chunked 50 MB JSON bodies from a signed-in user to POST /api/saved-views (limit 1 MB).
// Target: growth under 50 MB for each flood. Every request has a deadline, so the script ends by itself.
import { readdirSync, readFileSync } from "node:fs";

import { signInCookie, startBenchStack } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const HOOKS = Number(args["hooks"] ?? 20);
const HOOK_MB = Number(args["hookMb"] ?? 400);
const JSONS = Number(args["json"] ?? 20);
const JSON_MB = Number(args["jsonMb"] ?? 50);
const REQUEST_DEADLINE_MS = 120_000;
const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

/** The process and its descendants (next start may serve from a child). */
function tree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    const current = pids[i] ?? 0;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${current}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, "utf8").trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      } catch {
        // the task ended meanwhile
      }
    }
  }
  return pids;
}

function rssBytes(pid: number): number {
  let total = 0;
  for (const member of tree(pid)) {
    try {
      const line = readFileSync(`/proc/${member}/status`, "utf8")
        .split("\n")
        .find((l) => l.startsWith("VmRSS:"));
      total += Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
    } catch {
      // exited
    }
  }
  return total;
}

/** A body of `bytes` made on demand (never held whole in this process either), starting with `prefix`. */
function body(bytes: number, prefix = ""): ReadableStream<Uint8Array> {
  const filler = new Uint8Array(CHUNK).fill(120);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = sent === 0 && prefix ? new TextEncoder().encode(prefix) : filler;
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

async function send(url: string, headers: Record<string, string>, bytes: number, prefix?: string): Promise<string> {
  try {
    const init = {
      method: "POST",
      headers,
      body: body(bytes, prefix),
      duplex: "half",
      signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
    };
    const response = await fetch(url, init as RequestInit);
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const code =
      typeof cause === "object" && cause !== null && "code" in cause
        ? String(cause.code)
        : cause instanceof Error
          ? cause.name
          : "error";
    return `error ${code}`;
  }
}

async function flood(label: string, pid: number, run: () => Promise<string>[]): Promise<void> {
  const before = rssBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 50);
  const started = Date.now();
  const statuses = await Promise.all(run());
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  // Give the app a moment to settle (sockets closed, buffers released) before the after figure.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = rssBytes(pid);
  peak = Math.max(peak, after);
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  const seen = [...counts].map(([status, count]) => `${status} ×${count}`).join(", ");
  const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  console.log(
    `${label}: RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)}), after ${mb(after)} (+${mb(after - before)}); target growth < 50 MB; ` +
      `statuses: ${seen}; ${seconds.toFixed(1)} s`,
  );
}

const stack = await startBenchStack({ containers: 20, apps: 1, workers: 0, secret: "bench-bodies" });
const [app = ""] = stack.apps;
const [pid = 0] = stack.appPids;

try {
  const cookie = await signInCookie(app, stack.email, stack.password);
  // Warm up both routes so their first compilation is not counted as growth.
  await send(
    `${app}/api/webhooks/terminal49`,
    { "content-type": "application/json", "x-t49-webhook-signature": "0".repeat(64) },
    10,
  );
  await send(
    `${app}/api/saved-views`,
    { "content-type": "application/json", cookie, origin: app },
    10,
    '{"name":"warm-up","query":""}',
  );

  const hook = `${app}/api/webhooks/terminal49`;
  await flood(`webhooks, no signature: ${HOOKS} concurrent unauthenticated chunked POSTs of ${HOOK_MB} MB`, pid, () =>
    Array.from({ length: HOOKS }, () =>
      send(hook, { "content-type": "application/json" }, HOOK_MB * MB, '{"data":{"id":"'),
    ),
  );
  await flood(
    `webhooks, forged signature: ${HOOKS} concurrent unauthenticated chunked POSTs of ${HOOK_MB} MB`,
    pid,
    () =>
      Array.from({ length: HOOKS }, () =>
        send(
          hook,
          { "content-type": "application/json", "x-t49-webhook-signature": "0".repeat(64) },
          HOOK_MB * MB,
          '{"data":{"id":"',
        ),
      ),
  );
  await flood(
    `JSON route: ${JSONS} concurrent signed-in chunked ${JSON_MB} MB bodies to POST /api/saved-views`,
    pid,
    () =>
      Array.from({ length: JSONS }, () =>
        send(
          `${app}/api/saved-views`,
          { "content-type": "application/json", cookie, origin: app },
          JSON_MB * MB,
          '{"name":"big","query":"',
        ),
      ),
  );
} finally {
  await stack.stop();
}
