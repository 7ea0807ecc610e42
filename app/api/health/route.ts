import { NextResponse } from "next/server";

import packageJson from "@/package.json";
import { modeIfDatabaseAnswers } from "@/lib/server/database-health";

export const dynamic = "force-dynamic";

// Unauthenticated by design (load balancers, uptime checks); it reveals no workspace data.
export async function GET(): Promise<Response> {
  try {
    const mode = await modeIfDatabaseAnswers();
    return NextResponse.json({ status: "ok", db: "ok", mode, version: packageJson.version });
  } catch {
    return NextResponse.json({ status: "error", db: "down", version: packageJson.version }, { status: 503 });
  }
}
