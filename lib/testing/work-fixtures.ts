// Integration-test fixtures for the team's work routes: boxes written straight into the cache (no simulator
// needed), requests as the browser sends them, and the signed-in user the mocked session returns.
import { randomUUID } from "node:crypto";

import { NextRequest } from "next/server";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/shared/session-api";
import { db } from "@/lib/server/db";

export const APP = "http://127.0.0.1:3000";

export type TestBox = { id: string; number: string };

/** `count` boxes of the workspace, numbered `<prefix>0000…`; `fields(i)` sets any column of box i. */
export async function makeBoxes(
  workspaceId: string,
  count: number,
  fields: (i: number) => Partial<Prisma.ContainerCreateManyInput> = () => ({}),
  prefix = `T${randomUUID().slice(0, 4).toUpperCase()}`,
): Promise<TestBox[]> {
  const now = new Date();
  const row = (i: number): Prisma.ContainerCreateManyInput => ({
    workspaceId,
    upstreamId: randomUUID(),
    number: `${prefix}${String(i).padStart(6, "0")}`,
    bucket: "ready",
    bucketRank: 5,
    podTimezone: "America/Los_Angeles",
    terminalName: "Test Terminal",
    terminalFirmsCode: "Z999",
    evaluatedAt: now,
    raw: {},
    observedAt: now,
    ...fields(i),
  });
  const made: TestBox[] = [];
  // In batches: one statement of thousands of rows would pass PostgreSQL's bind-parameter limit.
  for (let start = 0; start < count; start += 1_000) {
    const indexes = Array.from({ length: Math.min(count, start + 1_000) - start }, (_, k) => start + k);
    made.push(
      ...(await db.container.createManyAndReturn({ data: indexes.map(row), select: { id: true, number: true } })),
    );
  }
  return made;
}

export async function sessionUserOf(userId: string): Promise<SessionUser> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, include: { workspace: true } });
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    workspaceId: user.workspaceId,
    workspaceName: user.workspace.name,
  };
}

/** A same-origin request as the app's own pages send it (JSON bodies with their content type). */
export function appRequest(path: string, init: { method?: string; body?: unknown } = {}): NextRequest {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { host: "127.0.0.1:3000" };
  if (method !== "GET") headers["origin"] = APP;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return new NextRequest(`${APP}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export function routeContext<P>(params: P): { params: Promise<P> } {
  return { params: Promise.resolve(params) };
}

export type ErrorReply = { status: number; code: string; message: string; details: unknown };

export async function errorOf(response: Response): Promise<ErrorReply> {
  const body = (await response.json()) as { error: { code: string; message: string; details?: unknown } };
  return { status: response.status, code: body.error.code, message: body.error.message, details: body.error.details };
}
