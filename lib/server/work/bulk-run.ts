import "server-only";

import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { BulkFailure, BulkResult, UserRef } from "@/lib/shared/work-api";
import type { BulkInput } from "@/lib/validations/work";

import type { Actor } from "./audit-write";
import { applyChunk, type ChunkContext } from "./bulk-actions";
import { resolveSelection, type Selection } from "./bulk-selection";
import { stopTrackingBoxes } from "./bulk-stop-tracking";
import { notifyWork } from "./notify-work";
import { requireAssignee } from "./teammates";
import { workspaceNow } from "./workspace-now";

// A bulk action end to end: everything that makes it a 400 is checked first (selection, assignee), then the
// boxes are processed in chunks, each its own transaction, announced live as it commits, and reported as
// progress. A chunk that fails (the database went away) fails its boxes with the reason and the rest go on.

/** Boxes per transaction: short enough that a concurrent single edit waits a moment, not seconds. */
export const BULK_CHUNK = 250;

export type PreparedBulk = { input: BulkInput; selection: Selection; context: ChunkContext };
export type BulkProgress = { done: number; total: number; succeeded: string[]; failed: BulkFailure[] };

export async function prepareBulk(actor: Actor, input: BulkInput): Promise<PreparedBulk> {
  const selection = await resolveSelection(actor, input.ids);
  const assignee: UserRef | null =
    input.action === "assign" ? await requireAssignee(db, actor.workspaceId, input.assigneeId) : null;
  return { input, selection, context: { actor, assignee, now: await workspaceNow(actor.workspaceId) } };
}

export const bulkTotal = (prepared: PreparedBulk): number =>
  prepared.selection.boxes.length + prepared.selection.failed.length;

export async function runBulk(
  prepared: PreparedBulk,
  onProgress: (progress: BulkProgress) => Promise<void> = async () => undefined,
): Promise<BulkResult> {
  const { input, selection, context } = prepared;
  const { actor } = context;
  const result: BulkResult = { succeeded: [], failed: [...selection.failed] };
  const total = bulkTotal(prepared);
  let done = selection.failed.length;
  const report = async (partial: BulkResult): Promise<void> => {
    result.succeeded.push(...partial.succeeded);
    result.failed.push(...partial.failed);
    done += partial.succeeded.length + partial.failed.length;
    if (partial.succeeded.length > 0) await notifyWork(actor.workspaceId, partial.succeeded);
    await onProgress({ done, total, succeeded: partial.succeeded, failed: partial.failed });
  };
  if (input.action === "stop_tracking") {
    await stopTrackingBoxes(actor, selection.boxes, report);
    return result;
  }
  for (let start = 0; start < selection.boxes.length; start += BULK_CHUNK) {
    const chunk = selection.boxes.slice(start, start + BULK_CHUNK);
    let partial: BulkResult;
    try {
      partial = await applyChunk(input, chunk, context);
    } catch (error) {
      const reason =
        error instanceof AppError ? error.message : "This part of the batch could not be saved. Try these boxes again.";
      partial = { succeeded: [], failed: chunk.map((box) => ({ id: box.id, reason })) };
    }
    await report(partial);
  }
  return result;
}
