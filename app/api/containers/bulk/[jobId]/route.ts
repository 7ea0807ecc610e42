import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { getBulkJob } from "@/lib/server/work/bulk-jobs";

export const dynamic = "force-dynamic";

export const GET = authedRoute<{ jobId: string }>(undefined, async ({ user, params }) =>
  NextResponse.json(await getBulkJob(user.workspaceId, params.jobId)),
);
