import "server-only";

import { logger } from "@/lib/server/logger";
import { errorText } from "@/lib/server/error-text";
import { containersUrl, filterParams, FIRST_PAGE_SIZE, type FirstBoardPage } from "@/lib/shared/board-query";
import type { ContainersResponse } from "@/lib/shared/container-api";
import { parseBoardView } from "@/lib/validations/board-view";
import { containersQuerySchema } from "@/lib/validations/containers-query";

import { listContainersJson } from "./query";

/**
 * The board's first rows for the view in the page's URL, read on the server with the page, exactly as
 * GET /api/containers answers them (the same query, the viewer's work columns): the first row paints with the
 * HTML. Undefined when it cannot be read; the board then asks the API as it always could.
 */
export async function firstBoardPage(
  workspaceId: string,
  viewerId: string,
  search: URLSearchParams,
): Promise<FirstBoardPage | undefined> {
  const view = parseBoardView(search);
  const query = containersQuerySchema.safeParse(
    Object.fromEntries(new URL(containersUrl(view, { limit: FIRST_PAGE_SIZE }), "http://board").searchParams),
  );
  if (!query.success) return undefined;
  try {
    const page = JSON.parse(await listContainersJson(workspaceId, query.data, { id: viewerId })) as ContainersResponse;
    return { view: filterParams(view).toString(), page };
  } catch (error) {
    logger.warn("board: first page not rendered with the page", { workspaceId, error: errorText(error) });
    return undefined;
  }
}
