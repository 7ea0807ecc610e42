import { describe, expect, it } from "vitest";

import { URGENCY_SORT_KEYS } from "@/lib/domain/urgency-sort";
import { containersQuerySchema } from "@/lib/validations/containers-query";

import { decodeCursor, encodeCursor, orderOf, sortKeys } from "./sort";

/** A row as encodeCursor reads it: only the sort's fields matter. */
const cursorRow = (values: Partial<Record<string, unknown>>) => values as Parameters<typeof encodeCursor>[1];
const keysOf = (query: Record<string, string>) =>
  sortKeys(containersQuerySchema.parse(query)).map((k) => `${k.field} ${k.dir}${k.nullable ? " nulls last" : ""}`);

describe("sort keys", () => {
  it("orders by the ETA of boxes still to arrive, soonest first, nulls last, then number and id", () => {
    expect(keysOf({ sort: "eta" })).toEqual(["arrivalEtaAt asc nulls last", "number asc", "id asc"]);
    expect(keysOf({ sort: "eta", dir: "desc" })).toEqual(["arrivalEtaAt desc nulls last", "number asc", "id asc"]);
    expect(orderOf(sortKeys(containersQuerySchema.parse({ sort: "eta" })))[0]).toEqual({
      arrivalEtaAt: { sort: "asc", nulls: "last" },
    });
  });

  it("takes the view's default when no sort is named: ETA for the Arriving card alone, else urgency", () => {
    expect(keysOf({ lens: "arriving" })).toEqual(keysOf({ sort: "eta" }));
    expect(keysOf({ lens: "arriving,on_rail" })).toEqual(keysOf({ sort: "urgency" }));
    expect(
      keysOf({})
        .slice(0, URGENCY_SORT_KEYS.length)
        .map((k) => k.split(" ")[0]),
    ).toEqual(URGENCY_SORT_KEYS.map((k) => k.field));
  });

  it("sorts money and fees by currency rank and code before the amount, only the amount following the direction", () => {
    const tail = ["number asc", "id asc"];
    expect(keysOf({ sort: "money", dir: "desc" })).toEqual([
      "moneyAtRiskRank asc nulls last",
      "moneyAtRiskCurrency asc nulls last",
      "moneyAtRisk desc nulls last",
      ...tail,
    ]);
    expect(keysOf({ sort: "money" }).slice(0, 3)).toEqual([
      "moneyAtRiskRank asc nulls last",
      "moneyAtRiskCurrency asc nulls last",
      "moneyAtRisk asc nulls last",
    ]);
    expect(keysOf({ sort: "fees", dir: "desc" })).toEqual([
      "feesPostedRank asc",
      "feesPostedCurrency asc",
      "feesPosted desc",
      ...tail,
    ]);
  });

  it("round-trips a money cursor and refuses one whose currency rank is text", () => {
    const keys = sortKeys(containersQuerySchema.parse({ sort: "money", dir: "desc" }));
    const row = {
      moneyAtRiskRank: 1,
      moneyAtRiskCurrency: "JPY",
      moneyAtRisk: 10_000,
      number: "MSCU1234566",
      id: crypto.randomUUID(),
    };
    const cursor = encodeCursor(keys, cursorRow(row));
    expect(decodeCursor(cursor, keys)).toEqual([1, "JPY", 10_000, row.number, row.id]);
    const forged = Buffer.from(
      JSON.stringify({ k: keys.map((k) => k.field), v: ["1", "JPY", 10_000, row.number, row.id] }),
    ).toString("base64url");
    expect(() => decodeCursor(forged, keys)).toThrow(/cursor/);
  });

  it("round-trips an ETA cursor, a null ETA included, and refuses one made for another sort", () => {
    const keys = sortKeys(containersQuerySchema.parse({ sort: "eta" }));
    const row = { arrivalEtaAt: new Date("2026-12-01T14:00:00Z"), number: "MSCU1234566", id: crypto.randomUUID() };
    expect(decodeCursor(encodeCursor(keys, cursorRow(row)), keys)).toEqual([
      "2026-12-01T14:00:00.000Z",
      row.number,
      row.id,
    ]);
    expect(decodeCursor(encodeCursor(keys, cursorRow({ ...row, arrivalEtaAt: null })), keys)?.[0]).toBeNull();
    const other = sortKeys(containersQuerySchema.parse({ sort: "lfd" }));
    expect(() => decodeCursor(encodeCursor(keys, cursorRow(row)), other)).toThrow(/cursor/);
  });
});
