import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { runBulkNow, startBulkJob } from "@/lib/server/work/bulk-jobs";
import { parseInput } from "@/lib/server/http/parse-input";
import { bulkInputSchema } from "@/lib/validations/work";

export const dynamic = "force-dynamic";

// One action on many boxes: 200 `{succeeded, failed}` when done, or with `"async": true` 202 `{jobId}` at once
// and progress at GET /api/containers/bulk/{jobId}.
export const POST = authedRoute("write", async ({ request, user }) => {
  const input = parseInput(bulkInputSchema, await readJson(request));
  if (input.async) return NextResponse.json(await startBulkJob(user, input), { status: 202 });
  return NextResponse.json(await runBulkNow(user, input));
});
