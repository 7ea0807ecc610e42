import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

// Liveness, unauthenticated: the process answers HTTP. Nothing else is asked (not even the database), so an
// orchestrator restarts the app only when the app itself is stuck, never for an outage it would not fix.
export function GET(): Response {
  return NextResponse.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
}
