// The smaller holes, each tried once: an HTML page uploaded as a PDF, a live stream kept open by a user who is
// then disabled, and an alert email's unsubscribe link used twice.
import { until, ownWrite, type DrillContext, type Fault } from "../context";
import { queryOne } from "../db-query";
import { call, record, sleep } from "../http";
import { seconds, type Row } from "../report";

const STREAM_END_MS = 15_000;
const CONNECT_MS = 15_000;

async function uploadSniffing(ctx: DrillContext): Promise<Row> {
  const { a } = await ctx.tenants;
  const name = `invoice-${Date.now().toString(36)}.pdf`;
  const html =
    "<!doctype html><html><body><script>fetch('/api/me').then(r=>r.text()).then(alert)</script></body></html>";
  const answer = await call(`${ctx.stack.appUrl}/api/documents/upload?name=${name}`, {
    method: "POST",
    headers: { ...ownWrite(ctx, a.admin.cookie), "content-type": "application/pdf" },
    body: html,
  });
  const stored = await queryOne<{ n: number }>(
    ctx.stack.databaseUrl,
    "SELECT count(*)::int AS n FROM documents WHERE workspace_id = $1::uuid AND name = $2",
    [a.workspaceId, name],
  );
  return {
    fault: "upload sniffing",
    done: `as A's admin: POST /api/documents/upload?name=${name} with Content-Type application/pdf and an HTML page with a script as the bytes`,
    expected: "415 (the bytes are not a PDF) and no document stored",
    observed: `${answer.status} "${String(record(record(answer.body)["error"])["message"] ?? record(answer.body)["message"] ?? "")}"; documents stored: ${stored?.n ?? "?"}`,
    pass: answer.status === 415 && stored?.n === 0,
    figure: `${answer.status}`,
  };
}

async function disabledStream(ctx: DrillContext): Promise<Row> {
  const { b, bMember } = await ctx.tenants;
  const abort = new AbortController();
  const response = await fetch(`${ctx.stack.appUrl}/api/events`, {
    headers: { cookie: bMember.cookie, accept: "text/event-stream" },
    signal: abort.signal,
  });
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`GET /api/events answered ${response.status} without a stream`);
  let text = "";
  let endedAt: number | null = null;
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted by the drill, or reset by the app
    }
    endedAt = Date.now();
  })();
  try {
    const connectUntil = until(ctx, CONNECT_MS);
    while (!text.includes("connected") && endedAt === null && Date.now() < connectUntil) await sleep(100);
    if (!text.includes("connected")) throw new Error(`the live stream did not connect (${response.status})`);
    const disabled = await call(`${ctx.stack.appUrl}/api/users/${bMember.userId}`, {
      method: "PATCH",
      headers: ownWrite(ctx, b.admin.cookie),
      body: JSON.stringify({ disabled: true }),
    });
    const disabledAt = Date.now();
    const endUntil = until(ctx, STREAM_END_MS);
    while (endedAt === null && Date.now() < endUntil) await sleep(100);
    const closedAfter = endedAt === null ? null : (endedAt as number) - disabledAt;
    const again = await call(`${ctx.stack.appUrl}/api/events`, {
      headers: { cookie: bMember.cookie },
      timeoutMs: 5_000,
    }).catch(() => null);
    return {
      fault: "disabled user's live stream",
      done: "B's second admin opens GET /api/events; B's admin disables them (PATCH /api/users/{id} {disabled: true}); the stream is watched, then opened again",
      expected: `the open stream ends within ${STREAM_END_MS / 1000} s; reopening answers 401`,
      observed: `stream open (${response.status}); disable ${disabled.status}; stream ${closedAfter === null ? "STILL OPEN" : `closed by the app after ${seconds(closedAfter)}`}; reopened: ${again?.status ?? "no answer"}`,
      pass: disabled.status === 200 && closedAfter !== null && again?.status === 401,
      figure: closedAfter === null ? "not closed" : `closed after ${seconds(closedAfter)}`,
    };
  } finally {
    abort.abort();
    await reading;
  }
}

async function unsubscribeTwice(ctx: DrillContext): Promise<Row> {
  const { b } = await ctx.tenants;
  const mail = await queryOne<{ text: string | null; html: string | null }>(
    ctx.stack.databaseUrl,
    "SELECT text, html FROM outbox_messages WHERE $1 = ANY(recipients) ORDER BY received_at DESC LIMIT 1",
    [b.admin.email],
  );
  const found = `${mail?.text ?? ""} ${mail?.html ?? ""}`.match(
    /https?:\/\/[^\s"'<>]+\/api\/unsubscribe\?token=[^\s"'<>]+/,
  );
  if (!found) throw new Error(`no alert email with an unsubscribe link reached ${b.admin.email}`);
  const link = new URL(found[0].replace(/&amp;/g, "&"));
  // Only ever the drill's own app: the link's origin is APP_URL.
  if (link.origin !== new URL(ctx.stack.appUrl).origin) throw new Error(`the link points elsewhere: ${link.origin}`);
  const press = () =>
    call(link.toString(), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
  const first = await press();
  const second = await press();
  const page = await call(link.toString());
  const pref = await queryOne<{ on: boolean | null }>(
    ctx.stack.databaseUrl,
    "SELECT email_enabled AS on FROM alert_preferences WHERE user_id = $1::uuid",
    [b.admin.userId],
  );
  return {
    fault: "unsubscribe link used twice",
    done: "the one-click unsubscribe link of B's admin's last alert email (from the stack's mail sink), POSTed twice, then opened",
    expected: "first 200 (email off), second 400 (used already), the page afterwards 400",
    observed: `first ${first.status}, second ${second.status}, page ${page.status}; email ${pref?.on === false ? "off" : "STILL ON"}`,
    pass: first.status === 200 && second.status === 400 && page.status === 400 && pref?.on === false,
    figure: `${first.status} then ${second.status}`,
  };
}

export const lowerItems: Fault = {
  name: "lower items",
  done: "an HTML upload as a PDF; a disabled user's live stream; an unsubscribe link used twice",
  expected: "415; the stream closed and 401; 200 then 400",
  run: async (ctx) => {
    const rows: Row[] = [];
    for (const [name, part] of [
      ["upload sniffing", uploadSniffing],
      ["disabled user's live stream", disabledStream],
      ["unsubscribe link used twice", unsubscribeTwice],
    ] as const) {
      try {
        rows.push(await part(ctx));
      } catch (error) {
        rows.push({
          fault: name,
          done: lowerItems.done,
          expected: lowerItems.expected,
          observed: `drill error: ${error instanceof Error ? error.message : String(error)}`,
          pass: false,
          figure: "—",
        });
      }
    }
    return rows;
  },
};
