// The reports' SQL choice of a box's demurrage tariff version (tariff-join.ts) against the scenario, and against
// the board's evaluation (lib/domain/tariff-match.ts): the two must pick the same version for every box on every
// day, or a report's exposure and the board's money at risk would disagree about one box.
import { beforeAll, describe, expect, it } from "vitest";

import { demurrageTariffFor } from "@/lib/domain/tariff-match";
import { Prisma } from "@/lib/generated/prisma/client";
import { workspaceTariffBook } from "@/lib/server/cache/evaluation-inputs";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { makeBoxes, type TestBox } from "@/lib/testing/work-fixtures";

import { tariffJoin } from "./tariff-join";

type Name = "both" | "upstreamOnly" | "lineOnly" | "forty" | "none";
const world = { workspaceId: "", boxes: {} as Record<Name, TestBox> };
const tariffs = {
  byFirms: { id: "", freeDays: 3 },
  byUpstream: { id: "", freeDays: 5 },
  // MAEU's line tariff: v1 through Jun 19, v2 from Jun 20; a 40-foot one from Jun 20 only.
  lineV1: { id: "", freeDays: 7 },
  lineV2: { id: "", freeDays: 9 },
  line40: { id: "", freeDays: 2 },
};
const BEFORE = "2026-06-19";
const AFTER = "2026-06-20";

beforeAll(async () => {
  const { workspace } = await createTestWorkspace(["admin"]);
  world.workspaceId = workspace.id;
  const tiers = [{ fromDay: 1, toDay: null, amountPerDay: 100 }];
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  const make = (
    scope: "terminal" | "line",
    scopeKey: string,
    freeDays: number,
    more: Partial<Prisma.TariffUncheckedCreateInput> = {},
  ) =>
    db.tariff.create({
      data: { workspaceId: workspace.id, scope, scopeKey, name: scopeKey, currency: "USD", freeDays, tiers, ...more },
    });
  tariffs.byFirms.id = (await make("terminal", "Y258", tariffs.byFirms.freeDays)).id;
  tariffs.byUpstream.id = (await make("terminal", "term-upstream-1", tariffs.byUpstream.freeDays)).id;
  const v1 = await make("line", "MAEU", tariffs.lineV1.freeDays, { effectiveTo: date(BEFORE) });
  tariffs.lineV1.id = v1.id;
  tariffs.lineV2.id = (
    await make("line", "MAEU", tariffs.lineV2.freeDays, {
      tariffId: v1.tariffId,
      version: 2,
      effectiveFrom: date(AFTER),
    })
  ).id;
  tariffs.line40.id = (
    await make("line", "MAEU", tariffs.line40.freeDays, { equipmentLength: 40, effectiveFrom: date(AFTER) })
  ).id;
  const names = ["both", "upstreamOnly", "lineOnly", "forty", "none"] as const;
  const made = await makeBoxes(workspace.id, names.length, (i) => {
    switch (names[i]) {
      case "both": // Its FIRMS code and its terminal id each have a terminal tariff, and its line has one too.
        return { terminalFirmsCode: "Y258", podTerminalUpstreamId: "term-upstream-1", shippingLineScac: "MAEU" };
      case "upstreamOnly":
        return { terminalFirmsCode: null, podTerminalUpstreamId: "term-upstream-1", shippingLineScac: "MAEU" };
      case "lineOnly":
        return {
          terminalFirmsCode: "Z999",
          podTerminalUpstreamId: null,
          shippingLineScac: "MAEU",
          equipmentLength: 20,
        };
      case "forty":
        return {
          terminalFirmsCode: "Z999",
          podTerminalUpstreamId: null,
          shippingLineScac: "MAEU",
          equipmentLength: 40,
        };
      default:
        return { terminalFirmsCode: "Z999", podTerminalUpstreamId: null, shippingLineScac: "ONEY" };
    }
  });
  names.forEach((name, i) => (world.boxes[name] = made[i] ?? { id: "", number: "" }));
});

async function sqlChoice(on?: string): Promise<Map<string, string | null>> {
  const rows = await db.$queryRaw<{ id: string; tariff: string | null }[]>`
    SELECT c.id::text AS id, tm.id::text AS tariff FROM containers c
    ${tariffJoin(world.workspaceId, on === undefined ? undefined : Prisma.sql`${on}::date`)}
    WHERE c.workspace_id = ${world.workspaceId}::uuid`;
  return new Map(rows.map((row) => [row.id, row.tariff]));
}

describe("the demurrage tariff version a report applies", () => {
  it("is the terminal's over the line's, the lowest id among two terminal matches, else none", async () => {
    const chosen = await sqlChoice(BEFORE);
    const firstTerminal = [tariffs.byFirms.id, tariffs.byUpstream.id].sort()[0];
    expect(chosen.get(world.boxes.both.id)).toBe(firstTerminal);
    expect(chosen.get(world.boxes.upstreamOnly.id)).toBe(tariffs.byUpstream.id);
    expect(chosen.get(world.boxes.lineOnly.id)).toBe(tariffs.lineV1.id);
    expect(chosen.get(world.boxes.none.id)).toBeNull();
  });

  it("is the version in force on the day asked for, a size's own tariff first, else the newest still open", async () => {
    expect((await sqlChoice(BEFORE)).get(world.boxes.forty.id)).toBe(tariffs.lineV1.id);
    const after = await sqlChoice(AFTER);
    expect(after.get(world.boxes.lineOnly.id)).toBe(tariffs.lineV2.id);
    expect(after.get(world.boxes.forty.id)).toBe(tariffs.line40.id);
    expect((await sqlChoice()).get(world.boxes.lineOnly.id)).toBe(tariffs.lineV2.id);
  });

  it("is the one the board's evaluation applies, for every box on either day", async () => {
    const freeDaysOf = new Map(Object.values(tariffs).map((t) => [t.id, t.freeDays]));
    const book = await workspaceTariffBook(world.workspaceId);
    const boxes = await db.container.findMany({ where: { workspaceId: world.workspaceId } });
    for (const day of [BEFORE, AFTER]) {
      const chosen = await sqlChoice(day);
      for (const box of boxes) {
        const domain = demurrageTariffFor(
          book,
          {
            terminalKeys: [box.terminalFirmsCode, box.podTerminalUpstreamId],
            lineScac: box.shippingLineScac,
            equipmentLength: box.equipmentLength,
          },
          day,
        );
        const sql = chosen.get(box.id) ?? null;
        expect(domain?.versionId ?? null, `${box.number} ${day}`).toBe(sql);
        expect(domain?.freeDays ?? null).toBe(sql === null ? null : (freeDaysOf.get(sql) ?? -1));
      }
    }
  });
});
