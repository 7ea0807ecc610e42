// The reports' SQL choice of a box's demurrage tariff (tariff-match.ts) against the scenario, and against the
// board's evaluation (lib/domain/tariff-match.ts): the two must pick the same tariff for every box, or a report's
// exposure and the board's money at risk would disagree about one box.
import { beforeAll, describe, expect, it } from "vitest";

import { demurrageTariffFor } from "@/lib/domain/tariff-match";
import { workspaceTariffBook } from "@/lib/server/cache/evaluation-inputs";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { makeBoxes, type TestBox } from "@/lib/testing/work-fixtures";

import { tariffJoin } from "./tariff-join";

const world = { workspaceId: "", boxes: {} as Record<"both" | "upstreamOnly" | "lineOnly" | "none", TestBox> };
const tariffs = {
  byFirms: { id: "", freeDays: 3 },
  byUpstream: { id: "", freeDays: 5 },
  line: { id: "", freeDays: 7 },
};

beforeAll(async () => {
  const { workspace } = await createTestWorkspace(["admin"]);
  world.workspaceId = workspace.id;
  const tiers = [{ fromDay: 1, toDay: null, amountPerDay: 100 }];
  const make = (scope: "terminal" | "line", scopeKey: string, freeDays: number) =>
    db.tariff.create({
      data: { workspaceId: workspace.id, scope, scopeKey, name: scopeKey, currency: "USD", freeDays, tiers },
    });
  tariffs.byFirms.id = (await make("terminal", "Y258", tariffs.byFirms.freeDays)).id;
  tariffs.byUpstream.id = (await make("terminal", "term-upstream-1", tariffs.byUpstream.freeDays)).id;
  tariffs.line.id = (await make("line", "MAEU", tariffs.line.freeDays)).id;
  const names = ["both", "upstreamOnly", "lineOnly", "none"] as const;
  const made = await makeBoxes(workspace.id, names.length, (i) => {
    switch (names[i]) {
      case "both": // Its FIRMS code and its terminal id each have a terminal tariff, and its line has one too.
        return { terminalFirmsCode: "Y258", podTerminalUpstreamId: "term-upstream-1", shippingLineScac: "MAEU" };
      case "upstreamOnly":
        return { terminalFirmsCode: null, podTerminalUpstreamId: "term-upstream-1", shippingLineScac: "MAEU" };
      case "lineOnly":
        return { terminalFirmsCode: "Z999", podTerminalUpstreamId: null, shippingLineScac: "MAEU" };
      default:
        return { terminalFirmsCode: "Z999", podTerminalUpstreamId: null, shippingLineScac: "ONEY" };
    }
  });
  names.forEach((name, i) => (world.boxes[name] = made[i] ?? { id: "", number: "" }));
});

async function sqlChoice(): Promise<Map<string, string | null>> {
  const rows = await db.$queryRaw<{ id: string; tariff: string | null }[]>`
    SELECT c.id::text AS id, tm.id::text AS tariff FROM containers c ${tariffJoin(world.workspaceId)}
    WHERE c.workspace_id = ${world.workspaceId}::uuid`;
  return new Map(rows.map((row) => [row.id, row.tariff]));
}

describe("the demurrage tariff a report applies", () => {
  it("is the terminal's over the line's, the lowest id among two terminal matches, else none", async () => {
    const chosen = await sqlChoice();
    const firstTerminal = [tariffs.byFirms.id, tariffs.byUpstream.id].sort()[0];
    expect(chosen.get(world.boxes.both.id)).toBe(firstTerminal);
    expect(chosen.get(world.boxes.upstreamOnly.id)).toBe(tariffs.byUpstream.id);
    expect(chosen.get(world.boxes.lineOnly.id)).toBe(tariffs.line.id);
    expect(chosen.get(world.boxes.none.id)).toBeNull();
  });

  it("is the one the board's evaluation applies, for every box", async () => {
    const chosen = await sqlChoice();
    const freeDaysOf = new Map(Object.values(tariffs).map((t) => [t.id, t.freeDays]));
    const book = await workspaceTariffBook(world.workspaceId);
    const boxes = await db.container.findMany({ where: { workspaceId: world.workspaceId } });
    for (const box of boxes) {
      const domain = demurrageTariffFor(book, {
        terminalKeys: [box.terminalFirmsCode, box.podTerminalUpstreamId],
        lineScac: box.shippingLineScac,
        equipmentLength: null,
      });
      const sql = chosen.get(box.id) ?? null;
      expect(domain?.freeDays ?? null, box.number).toBe(sql === null ? null : (freeDaysOf.get(sql) ?? -1));
    }
  });
});
