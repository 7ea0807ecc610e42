import "server-only";

import { db } from "@/lib/server/db";
import { errorText } from "@/lib/server/error-text";
import { logger } from "@/lib/server/logger";
import { listShippingLines } from "@/lib/server/tracking/shipping-lines";
import type { TariffPickOption, TariffPickOptions } from "@/lib/shared/settings-api";

// The lists the tariff forms pick from. A terminal is keyed as the tariff matcher reads it (FIRMS code, else
// the service's terminal id: many terminals have no FIRMS code); lines come from the SCAC list the Tracking
// page uses. A service that cannot be reached leaves the lines empty and the form falls back to a text box.

function byLabel(a: TariffPickOption, b: TariffPickOption): number {
  return a.label.localeCompare(b.label);
}

async function terminalOptions(workspaceId: string): Promise<TariffPickOption[]> {
  const rows = await db.terminal.findMany({
    where: { workspaceId, kind: "terminal" },
    select: { upstreamId: true, firmsCode: true, name: true, nickname: true },
  });
  const options = new Map<string, TariffPickOption>();
  for (const row of rows) {
    const value = row.firmsCode ?? row.upstreamId;
    const name = row.name ?? row.nickname ?? value;
    options.set(value, { value, label: row.firmsCode ? `${name} (${row.firmsCode})` : name });
  }
  return [...options.values()].sort(byLabel);
}

async function lineOptions(workspaceId: string): Promise<TariffPickOption[]> {
  try {
    const lines = await listShippingLines(workspaceId);
    return lines.map((line) => ({ value: line.scac, label: `${line.name} (${line.scac})` })).sort(byLabel);
  } catch (error) {
    logger.warn("tariff form: shipping lines unavailable", { workspaceId, error: errorText(error) });
    return [];
  }
}

export async function tariffPickOptions(workspaceId: string): Promise<TariffPickOptions> {
  const [terminals, lines] = await Promise.all([terminalOptions(workspaceId), lineOptions(workspaceId)]);
  return { terminals, lines };
}
