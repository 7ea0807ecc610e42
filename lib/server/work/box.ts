import "server-only";

import { AppError } from "@/lib/shared/app-error";

import type { DbClient } from "./db-client";
import { isUuid } from "@/lib/shared/db-ranges";

export const BOX_SELECT = {
  id: true,
  number: true,
  lfdSource: true,
  podTimezone: true,
  finalDestinationTimezone: true,
  pickupAppointmentAt: true,
  shipmentUpstreamId: true,
} as const;

export type Box = {
  id: string;
  number: string;
  lfdSource: string | null;
  podTimezone: string | null;
  finalDestinationTimezone: string | null;
  pickupAppointmentAt: Date | null;
  shipmentUpstreamId: string | null;
};

/** One of the workspace's boxes; another workspace's id (or no id at all) is a 404. */
export async function findBox(client: DbClient, workspaceId: string, id: string): Promise<Box> {
  const box = isUuid(id) ? await client.container.findFirst({ where: { id, workspaceId }, select: BOX_SELECT }) : null;
  if (!box) throw new AppError("not_found", "That container is not on this workspace's board.");
  return box;
}
