import { NextResponse } from "next/server";

import packageJson from "@/package.json";
import { db } from "@/lib/server/db";
import { installationMode } from "@/lib/server/settings";

export const dynamic = "force-dynamic";

const DB_TIMEOUT_MS = 2_000;

// Unauthenticated by design (load balancers, uptime checks); it reveals no workspace data.
export async function GET(): Promise<Response> {
  try {
    const mode = await Promise.race([
      db.$queryRaw`select 1`.then(() => installationMode()),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("database timeout")), DB_TIMEOUT_MS)),
    ]);
    return NextResponse.json({ status: "ok", db: "ok", mode, version: packageJson.version });
  } catch {
    return NextResponse.json({ status: "error", db: "down", version: packageJson.version }, { status: 503 });
  }
}
