import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { listContainers } from "@/lib/server/containers/query";
import { whereOf } from "@/lib/server/containers/where";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import { WORK_LIMITS, type BulkFailure } from "@/lib/shared/work-api";
import { containersQuerySchema, type ContainersQuery } from "@/lib/validations/containers-query";
import { workFiltersSchema, type BulkInput } from "@/lib/validations/work";
import { isUuid } from "@/lib/shared/db-ranges";
import { formatCount } from "@/lib/shared/format/number";

import type { Actor } from "./audit-write";
import { BOX_SELECT, type Box } from "./box";
import { workWhere } from "./board-filters";
import { parseInput } from "../http/parse-input";

// Which boxes a bulk call acts on: the ids sent, or every box of a board view (the board's own filter parsing
// and query builder, so "select all" means exactly what the board shows, loaded or not). An empty or oversized
// selection is a 400 before anything changes; ids not on this workspace's board fail one by one.

export type Selection = { boxes: Box[]; failed: BulkFailure[] };

const NOT_FOUND = "Not on this workspace's board.";
const MAX = WORK_LIMITS.bulk;

function tooMany(count: number): AppError {
  return new AppError(
    "bad_request",
    `Select at most ${formatCount(MAX)} containers in one bulk action (this selection has ${formatCount(count)}).`,
    { details: [{ path: "ids", message: "Too many." }] },
  );
}
const empty = (what: string) => new AppError("bad_request", what, { details: [{ path: "ids", message: "Empty." }] });

export async function resolveSelection(actor: Actor, ids: BulkInput["ids"]): Promise<Selection> {
  return Array.isArray(ids) ? byIds(actor.workspaceId, ids) : byView(actor, ids.view);
}

async function byIds(workspaceId: string, sent: string[]): Promise<Selection> {
  const ids = [...new Set(sent.map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) throw empty("Select at least one container.");
  if (ids.length > MAX) throw tooMany(ids.length);
  const wanted = ids.filter(isUuid).map((id) => id.toLowerCase());
  const boxes =
    wanted.length > 0
      ? await db.container.findMany({
          where: { workspaceId, id: { in: wanted } },
          select: BOX_SELECT,
          orderBy: { number: "asc" },
        })
      : [];
  const found = new Set(boxes.map((box) => box.id));
  return { boxes, failed: ids.filter((id) => !found.has(id.toLowerCase())).map((id) => ({ id, reason: NOT_FOUND })) };
}

async function byView(actor: Actor, view: string): Promise<Selection> {
  const params = Object.fromEntries(new URLSearchParams(view.replace(/^\?/, "")));
  // The page's own position and order do not change what the view holds.
  for (const key of ["cursor", "limit", "sort", "dir"]) delete params[key];
  const query = parseInput(containersQuerySchema, params);
  const work = await workWhere(parseInput(workFiltersSchema, params), actor);
  const matchIds = query.q ? await searchedIds(actor.workspaceId, query) : null;
  const where: Prisma.ContainerWhereInput = { AND: [whereOf(actor.workspaceId, query, matchIds), ...work] };
  const count = await db.container.count({ where });
  if (count === 0) throw empty("That view has no containers to act on.");
  if (count > MAX) throw tooMany(count);
  return { boxes: await db.container.findMany({ where, select: BOX_SELECT, orderBy: { number: "asc" } }), failed: [] };
}

/**
 * A search (`q`) matches what the board's search matches: its own pages are read for their ids (a search
 * finds a few boxes, rarely more than a page).
 */
async function searchedIds(workspaceId: string, query: ContainersQuery): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listContainers(workspaceId, { ...query, limit: 500, cursor });
    ids.push(...page.data.map((row) => row.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && ids.length <= MAX);
  if (ids.length > MAX) throw tooMany(ids.length);
  return ids;
}
