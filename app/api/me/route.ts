import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";

export const GET = authedRoute(undefined, async ({ user }) =>
  NextResponse.json({
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    workspace: { id: user.workspaceId, name: user.workspaceName },
  }),
);
