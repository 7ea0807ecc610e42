import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { getTeam } from "@/lib/server/work/team";

export const dynamic = "force-dynamic";

// Every role reads the team (a manager sees who owns a box); GET /api/users stays the admin's user management.
export const GET = authedRoute(undefined, async ({ user }) => NextResponse.json(await getTeam(user)));
