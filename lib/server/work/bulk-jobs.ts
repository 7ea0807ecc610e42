import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { AppError } from "@/lib/shared/app-error";
import {
  BULK_ACTIONS,
  type BulkAction,
  type BulkFailure,
  type BulkJobView,
  type BulkResult,
} from "@/lib/shared/work-api";
import type { BulkInput } from "@/lib/validations/work";
import { errorText } from "@/lib/server/error-text";
import { isUuid } from "@/lib/shared/db-ranges";

import type { Actor } from "./audit-write";
import { bulkTotal, prepareBulk, runBulk } from "./bulk-run";

// POST /api/containers/bulk runs a batch while the request waits (the answer is the summary), or, with
// `"async": true`, answers `{jobId}` at once and runs it in this process, recording progress in bulk_jobs after
// every chunk; GET /api/containers/bulk/{jobId} reads it. A job whose process stopped shows as `interrupted`
// (what it committed stays committed; the summary lists what is done).

/** A running job not heard from for this long has lost its process (a chunk takes well under a second). */
const INTERRUPTED_AFTER_MS = 2 * 60_000;

export async function runBulkNow(actor: Actor, input: BulkInput): Promise<BulkResult> {
  return runBulk(await prepareBulk(actor, input));
}

export async function startBulkJob(actor: Actor, input: BulkInput): Promise<{ jobId: string }> {
  // Validation (an empty or oversized selection, an unknown assignee) is still a 400 of this request.
  const prepared = await prepareBulk(actor, input);
  const job = await db.bulkJob.create({
    data: {
      workspaceId: actor.workspaceId,
      userId: actor.id,
      action: input.action,
      total: bulkTotal(prepared),
      succeeded: [],
    },
    select: { id: true },
  });
  const failed: BulkFailure[] = [];
  void runBulk(prepared, async (progress) => {
    failed.push(...progress.failed);
    await db.bulkJob.update({
      where: { id: job.id },
      data: { done: progress.done, succeeded: { push: progress.succeeded }, failed: failed },
    });
  })
    .then(async (result) => {
      await db.bulkJob.update({
        where: { id: job.id },
        data: { status: "done", done: bulkTotal(prepared), failed: result.failed, finishedAt: new Date() },
      });
    })
    .catch(async (error: unknown) => {
      logger.error("bulk job failed", { jobId: job.id, error: errorText(error) });
      await db.bulkJob
        .update({
          where: { id: job.id },
          data: {
            status: "failed",
            error: "The batch stopped before the end. What is listed as done is saved; run the rest again.",
            finishedAt: new Date(),
          },
        })
        .catch(() => undefined);
    });
  return { jobId: job.id };
}

const isAction = (action: string): action is BulkAction => (BULK_ACTIONS as readonly string[]).includes(action);

function failuresOf(value: Prisma.JsonValue): BulkFailure[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    item &&
    typeof item === "object" &&
    !Array.isArray(item) &&
    typeof item["id"] === "string" &&
    typeof item["reason"] === "string"
      ? [{ id: item["id"], reason: item["reason"] }]
      : [],
  );
}

export async function getBulkJob(workspaceId: string, jobId: string): Promise<BulkJobView> {
  const job = isUuid(jobId) ? await db.bulkJob.findFirst({ where: { id: jobId, workspaceId } }) : null;
  if (!job || !isAction(job.action))
    throw new AppError("not_found", "That bulk action is not known in this workspace.");
  const interrupted = job.status === "running" && Date.now() - job.updatedAt.getTime() > INTERRUPTED_AFTER_MS;
  const status = interrupted
    ? "interrupted"
    : job.status === "done" || job.status === "failed"
      ? job.status
      : "running";
  return {
    id: job.id,
    action: job.action,
    status,
    total: job.total,
    done: job.done,
    succeeded: job.succeeded,
    failed: failuresOf(job.failed),
    error: job.error,
  };
}
