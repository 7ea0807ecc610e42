// The simulator's control API (`/_sim`, loopback only), as the drill uses it: changing a box in one workspace's
// simulated world (`?account=` names a self-provisioned `sim_ws_` world; without it, the seeded one).
import type { DrillContext } from "./context";
import { call, record, type Answer } from "./http";

function url(ctx: DrillContext, path: string, account: string | null): string {
  const query = account ? `?account=${encodeURIComponent(account)}` : "";
  return `${ctx.stack.simulatorOrigin}/_sim${path}${query}`;
}

/** Pins fields of a box (holds, status, …); the simulator emits the matching webhooks at once. */
export async function setBox(
  ctx: DrillContext,
  number: string,
  account: string | null,
  fields: Record<string, unknown>,
): Promise<Answer> {
  const answer = await call(url(ctx, `/containers/${encodeURIComponent(number)}`, account), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fields),
  });
  if (answer.status !== 200)
    throw new Error(
      `/_sim/containers/${number} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`,
    );
  return answer;
}

/** The simulated clock's now (every world shares it). */
export async function simNow(ctx: DrillContext): Promise<string> {
  const now = record((await call(url(ctx, "/clock", null))).body)["now"];
  if (typeof now !== "string") throw new Error("the simulator did not say what time it is");
  return now;
}
