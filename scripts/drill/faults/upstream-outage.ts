// The tracking service down (the simulator's outage fault: every /v2 call answers 503): the board keeps serving
// its cache and says since when the service is unreachable; once the service is back, it says so again.
import { ownWrite, until, type DrillContext, type Fault } from "../context";
import { call, record, sleep, type Answer } from "../http";
import { seconds, tally } from "../report";

const NOTICE_MS = 75_000;
const OUTAGE_MIN_MS = 10_000;
const BY_ITSELF_MS = 75_000;
const AFTER_REFRESH_MS = 20_000;

type Board = { status: number; rows: number; total: number; reachable: boolean | null; downSince: string | null };

async function board(ctx: DrillContext): Promise<Board> {
  let answer: Answer;
  try {
    answer = await call(`${ctx.stack.appUrl}/api/containers?limit=50`, { headers: { cookie: ctx.dispatcher } });
  } catch {
    return { status: 0, rows: 0, total: 0, reachable: null, downSince: null };
  }
  const body = record(answer.body);
  const data = body["data"];
  const freshness = record(body["freshness"]);
  const reachable = freshness["upstreamReachable"];
  const downSince = freshness["upstreamDownSince"];
  return {
    status: answer.status,
    rows: Array.isArray(data) ? data.length : 0,
    total: typeof body["total"] === "number" ? body["total"] : 0,
    reachable: typeof reachable === "boolean" ? reachable : null,
    downSince: typeof downSince === "string" ? downSince : null,
  };
}

async function simulatorFaults(ctx: DrillContext, method: "POST" | "DELETE", body?: unknown): Promise<void> {
  const answer = await call(`${ctx.stack.simulatorOrigin}/_sim/faults`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (answer.status !== 200) throw new Error(`the simulator's fault control answered ${answer.status}`);
}

export const upstreamOutage: Fault = {
  name: "tracking-service outage",
  done: "simulator outage on (every /v2 call 503), a dispatcher presses refresh, GET /api/containers every 2 s; outage off, wait (a refresh after 75 s if still unreachable)",
  expected:
    "board 200 with its cached rows throughout, freshness unreachable with a since; reachable again once the service is back",
  run: async (ctx) => {
    const before = await board(ctx);
    if (before.status !== 200 || before.rows === 0)
      throw new Error(`the board was not serving before the outage (${before.status}, ${before.rows} rows)`);
    const first = await call(`${ctx.stack.appUrl}/api/containers?limit=1`, { headers: { cookie: ctx.dispatcher } });
    const list = record(first.body)["data"];
    const containerId = Array.isArray(list) ? record(list[0])["id"] : undefined;
    const refresh = (): Promise<number> =>
      typeof containerId === "string"
        ? call(`${ctx.stack.appUrl}/api/containers/${containerId}/refresh`, {
            method: "POST",
            headers: ownWrite(ctx, ctx.dispatcher),
            timeoutMs: 60_000,
          }).then(
            (a) => a.status,
            () => 0,
          )
        : Promise.resolve(0);

    const seen: Board[] = [];
    const outageAt = Date.now();
    await simulatorFaults(ctx, "POST", { outage: true });
    let refreshDuring = 0;
    let noticedAt: number | null = null;
    try {
      refreshDuring = await refresh();
      const noticeUntil = until(ctx, NOTICE_MS);
      while (Date.now() < noticeUntil) {
        const now = await board(ctx);
        seen.push(now);
        if (noticedAt === null && now.reachable === false && now.downSince) noticedAt = Date.now();
        // The board is watched for a while into the outage, not just until the banner shows.
        if (noticedAt !== null && Date.now() - outageAt >= OUTAGE_MIN_MS) break;
        await sleep(2_000);
      }
    } finally {
      await simulatorFaults(ctx, "DELETE");
    }
    const recoveredAt = Date.now();
    // Back to reachable by itself (the worker's next call to the service) if it happens within a minute and a
    // bit; otherwise a dispatcher's refresh, which is what a person looking at the banner would do.
    const reachableBy = async (deadline: number): Promise<number | null> => {
      while (Date.now() < deadline) {
        const now = await board(ctx);
        seen.push(now);
        if (now.reachable === true) return Date.now();
        await sleep(2_000);
      }
      return null;
    };
    let reachableAt = await reachableBy(until(ctx, BY_ITSELF_MS));
    let refreshAfter: number | null = null;
    if (reachableAt === null) {
      refreshAfter = await refresh();
      reachableAt = await reachableBy(until(ctx, AFTER_REFRESH_MS));
    }
    const how = refreshAfter === null ? "by itself" : `after a refresh (answered ${refreshAfter})`;
    const during = seen.filter((b) => b.reachable === false);
    const servedAll = seen.every((b) => b.status === 200 && b.rows > 0);
    const since = during.find((b) => b.downSince)?.downSince ?? null;
    return [
      {
        fault: upstreamOutage.name,
        done: upstreamOutage.done,
        expected: upstreamOutage.expected,
        observed:
          `before: ${before.rows} rows of ${before.total}; refresh during the outage answered ${refreshDuring}; board answers ${tally(seen.map((b) => `${b.status} (${b.rows} rows)`))}; ` +
          `unreachable shown ${noticedAt === null ? "never" : `after ${seconds(noticedAt - outageAt)}, since ${since ?? "?"}`}; reachable again ${reachableAt === null ? "never" : `${how} ${seconds(reachableAt - recoveredAt)} after the service returned`}`,
        pass: servedAll && noticedAt !== null && since !== null && reachableAt !== null,
        figure:
          reachableAt === null
            ? `not reachable again within ${seconds(BY_ITSELF_MS + AFTER_REFRESH_MS)}`
            : `reachable ${seconds(reachableAt - recoveredAt)} after the service returned (${how})`,
      },
    ];
  },
};
