// Two more workspaces on the drill's stack, made as a production deployment makes its first admin (the real
// `create-admin` script, password on stdin), and signed in at once (before the throttle fault slows sign-in from
// this address). A is the victim, B the attacker; B has a second admin ("member"), the person disabled while a
// live stream is open. Neither has an account key, so each runs on a simulated account of its own.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

import { queryOne } from "./db-query";
import { sessionCookie, sleep } from "./http";
import type { DrillStack } from "./stack";

export type Person = { email: string; password: string; cookie: string; userId: string };
export type Tenant = { name: string; workspaceId: string; admin: Person };
export type Tenants = { a: Tenant; b: Tenant; bMember: Person };
/** What a ready tenant has: its simulated account key, a finished backfill and live updates connected. */
export type TenantState = { simulatorKey: string | null; backfilled: boolean; webhook: boolean };

const CREATE_MS = 120_000;

function createAdmin(stack: DrillStack, email: string, workspace: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        "scripts/create-admin.ts",
        "--email",
        email,
        "--workspace",
        workspace,
      ],
      { env: stack.env, stdio: ["pipe", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), CREATE_MS);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`create-admin ${email} exited ${code ?? "by signal"}: ${output.trim().slice(-300)}`));
    });
    child.stdin.end(`${password}\n`);
  });
}

async function person(stack: DrillStack, email: string, workspace: string): Promise<Person & { workspaceId: string }> {
  const password = `drill-${randomBytes(12).toString("base64url")}`;
  await createAdmin(stack, email, workspace, password);
  const row = await queryOne<{ id: string; workspace_id: string }>(
    stack.databaseUrl,
    "SELECT id::text, workspace_id::text FROM users WHERE email = $1",
    [email],
  );
  if (!row) throw new Error(`create-admin reported success but ${email} is not in the database`);
  return {
    email,
    password,
    cookie: await sessionCookie(stack.appUrl, email, password),
    userId: row.id,
    workspaceId: row.workspace_id,
  };
}

export async function createTenants(stack: DrillStack): Promise<Tenants> {
  const [a, b] = await Promise.all([
    person(stack, "admin@drill-a.test", "Drill A"),
    person(stack, "admin@drill-b.test", "Drill B"),
  ]);
  // The same workspace name again: create-admin adds a second admin to B.
  const member = await person(stack, "member@drill-b.test", "Drill B");
  if (member.workspaceId !== b.workspaceId) throw new Error("the second admin of Drill B landed in another workspace");
  const strip = ({ workspaceId: _, ...rest }: Person & { workspaceId: string }): Person => rest;
  return {
    a: { name: "Drill A", workspaceId: a.workspaceId, admin: strip(a) },
    b: { name: "Drill B", workspaceId: b.workspaceId, admin: strip(b) },
    bMember: strip(member),
  };
}

export async function tenantState(stack: DrillStack, workspaceId: string): Promise<TenantState> {
  const row = await queryOne<{ key: string | null; backfilled: boolean; webhook: boolean }>(
    stack.databaseUrl,
    `SELECT s.simulator_key AS key, coalesce(y.backfilled_at IS NOT NULL, false) AS backfilled,
       coalesce(y.webhook_upstream_id IS NOT NULL, false) AS webhook
     FROM workspaces w LEFT JOIN workspace_settings s ON s.workspace_id = w.id LEFT JOIN workspace_syncs y ON y.workspace_id = w.id
     WHERE w.id = $1::uuid`,
    [workspaceId],
  );
  return { simulatorKey: row?.key ?? null, backfilled: row?.backfilled ?? false, webhook: row?.webhook ?? false };
}

/** Waits (until `deadline`) for a workspace's backfill and live updates; its state at the end either way. */
export async function waitUntilSynced(stack: DrillStack, workspaceId: string, deadline: number): Promise<TenantState> {
  let state = await tenantState(stack, workspaceId);
  while (!(state.backfilled && state.webhook && state.simulatorKey) && Date.now() < deadline) {
    await sleep(1_000);
    state = await tenantState(stack, workspaceId).catch(() => state);
  }
  return state;
}

export const describeState = (state: TenantState): string =>
  `key ${state.simulatorKey ? "made" : "none"}, backfill ${state.backfilled ? "done" : "not done"}, live updates ${state.webhook ? "connected" : "not connected"}`;
