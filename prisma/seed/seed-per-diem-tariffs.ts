import type { PrismaClient } from "../../lib/generated/prisma/client";

// Demo per-diem tariffs so a box that is out shows a return-by date and its per-diem money at risk for a new
// user: the busiest simulated lines, one with a dearer 40-foot tariff and one counting working days. Figures are
// plausible round numbers, not any line's published rates. Only created when the workspace has none, so an
// admin's edits survive a restart.
const ladder = (first: number, later: number) => [
  { fromDay: 1, toDay: 4, amountPerDay: first },
  { fromDay: 5, toDay: null, amountPerDay: later },
];

const DEMO_PER_DIEM = [
  {
    lineScac: "MAEU",
    equipmentLength: null,
    name: "Maersk per diem",
    currency: "USD",
    freeDays: 4,
    dayKind: "calendar",
    tiers: ladder(95, 160),
  },
  {
    lineScac: "MAEU",
    equipmentLength: 40,
    name: "Maersk per diem, 40′",
    currency: "USD",
    freeDays: 4,
    dayKind: "calendar",
    tiers: ladder(125, 210),
  },
  {
    lineScac: "MSCU",
    equipmentLength: null,
    name: "MSC per diem",
    currency: "USD",
    freeDays: 5,
    dayKind: "working",
    tiers: ladder(100, 175),
  },
  {
    lineScac: "CMDU",
    equipmentLength: null,
    name: "CMA CGM per diem",
    currency: "USD",
    freeDays: 4,
    dayKind: "calendar",
    tiers: ladder(90, 150),
  },
  {
    lineScac: "COSU",
    equipmentLength: null,
    name: "COSCO per diem",
    currency: "USD",
    freeDays: 5,
    dayKind: "calendar",
    tiers: ladder(85, 140),
  },
  {
    lineScac: "HLCU",
    equipmentLength: null,
    name: "Hapag-Lloyd per diem",
    currency: "USD",
    freeDays: 4,
    dayKind: "working",
    tiers: ladder(105, 180),
  },
  {
    lineScac: "ONEY",
    equipmentLength: null,
    name: "ONE per diem",
    currency: "USD",
    freeDays: 4,
    dayKind: "calendar",
    tiers: ladder(95, 165),
  },
] as const;

export async function seedDemoPerDiemTariffs(db: PrismaClient, workspaceId: string): Promise<void> {
  if ((await db.perDiemTariff.count({ where: { workspaceId } })) > 0) return;
  await db.perDiemTariff.createMany({
    data: DEMO_PER_DIEM.map((tariff) => ({ workspaceId, ...tariff, tiers: tariff.tiers.map((tier) => ({ ...tier })) })),
  });
  // Boxes already cached were evaluated without these tariffs: the next re-evaluation reads them all.
  await db.$executeRaw`UPDATE containers SET reevaluate_at = 'epoch'::timestamptz WHERE workspace_id = ${workspaceId}::uuid`;
}
