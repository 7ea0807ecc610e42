import { NextResponse } from "next/server";

import { listTerminalCalendars } from "@/lib/server/free-time/calendar-store";
import { authedRoute } from "@/lib/server/route";
import type { TerminalCalendarsResponse } from "@/lib/shared/free-time-api";

export const dynamic = "force-dynamic";

export const GET = authedRoute(undefined, async ({ user }) =>
  NextResponse.json({ data: await listTerminalCalendars(user.workspaceId) } satisfies TerminalCalendarsResponse),
);
