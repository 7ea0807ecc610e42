import type { PrismaClient } from "../../lib/generated/prisma/client";

// Demo tariffs so cost exposure is not empty for a new user: two busy simulated terminals and two lines as a
// fallback. Figures are plausible round numbers, not any terminal's published rates. Only created when the
// workspace has none, so an admin's edits survive a restart.
const DEMO_TARIFFS = [
  {
    scope: "terminal",
    scopeKey: "W185",
    name: "APM Pier 400 demurrage",
    currency: "USD",
    freeDays: 4,
    tiers: [
      { fromDay: 1, toDay: 4, amountPerDay: 150 },
      { fromDay: 5, toDay: null, amountPerDay: 300 },
    ],
  },
  {
    scope: "terminal",
    scopeKey: "E416",
    name: "Maher demurrage",
    currency: "USD",
    freeDays: 5,
    tiers: [
      { fromDay: 1, toDay: 3, amountPerDay: 125 },
      { fromDay: 4, toDay: null, amountPerDay: 250 },
    ],
  },
  {
    scope: "line",
    scopeKey: "MAEU",
    name: "Maersk import demurrage",
    currency: "USD",
    freeDays: 4,
    tiers: [
      { fromDay: 1, toDay: 5, amountPerDay: 110 },
      { fromDay: 6, toDay: null, amountPerDay: 220 },
    ],
  },
  {
    scope: "line",
    scopeKey: "MSCU",
    name: "MSC import demurrage",
    currency: "USD",
    freeDays: 4,
    tiers: [{ fromDay: 1, toDay: null, amountPerDay: 135 }],
  },
] as const;

export async function seedDemoTariffs(db: PrismaClient, workspaceId: string): Promise<void> {
  if ((await db.tariff.count({ where: { workspaceId } })) > 0) return;
  await db.tariff.createMany({
    data: DEMO_TARIFFS.map((tariff) => ({ workspaceId, ...tariff, tiers: tariff.tiers.map((tier) => ({ ...tier })) })),
  });
  // Boxes already cached were evaluated without these tariffs: the next re-evaluation reads them all.
  await db.$executeRaw`UPDATE containers SET reevaluate_at = 'epoch'::timestamptz WHERE workspace_id = ${workspaceId}::uuid`;
}
