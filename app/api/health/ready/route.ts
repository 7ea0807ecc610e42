import { NextResponse } from "next/server";

import { readiness } from "@/lib/server/health/instance-readiness";

export const dynamic = "force-dynamic";

// Readiness, unauthenticated (load balancers): 200 when this instance should get traffic, 503 while the
// database is away, a migration is pending or unknown, or the process is shutting down. No workspace data.
export async function GET(): Promise<Response> {
  const state = await readiness();
  return NextResponse.json(
    { status: state.ready ? "ready" : "not_ready", ...state },
    { status: state.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
