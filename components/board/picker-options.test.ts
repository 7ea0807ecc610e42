import { describe, expect, it } from "vitest";

import { filterOptions } from "@/app/(app)/board/_components/picker-options";
import type { FilterOptionsResponse } from "@/lib/shared/board-api";

import { EMPTY_FILTERS } from "@/lib/shared/board-query";

const SERVER: FilterOptionsResponse = {
  terminals: [
    { value: "term-lbct", label: "LBCT", count: 3 },
    { value: "term-tti", label: "TTI", count: 1 },
  ],
  lines: [{ value: "MSCU", label: "MSCU · MSC", count: 4 }],
  customers: [
    { value: "party-acme", label: "Acme Home Goods", count: 2 },
    { value: "party-blue", label: "Blue Ridge Furniture", count: 0 },
  ],
  tags: [{ value: "hot", label: "hot", count: 1 }],
  statuses: [{ value: "available", label: "available", count: 4 }],
  vessels: [{ value: "MSC ANNA", label: "MSC ANNA", count: 2 }],
  sizes: [{ value: "40HC", label: "40HC · 40′ high cube", count: 3 }],
};

describe("board filter options", () => {
  it("offers the server's choices over the whole board with their counts, not the rows loaded", () => {
    const options = filterOptions(SERVER, EMPTY_FILTERS);
    expect(options.terminal).toEqual([
      { value: "term-lbct", label: "LBCT", count: 3 },
      { value: "term-tti", label: "TTI", count: 1 },
    ]);
    expect(options.customer.map((o) => o.value)).toEqual(["party-acme", "party-blue"]);
  });

  it("keeps a value the URL selects even when no box has it today", () => {
    const options = filterOptions(SERVER, { ...EMPTY_FILTERS, tag: ["next-week"], hold: ["any"] });
    expect(options.tag).toContainEqual({ value: "next-week", label: "next-week" });
    expect(options.hold.filter((o) => o.value === "any")).toHaveLength(1);
  });

  it("offers the vessels and sizes on the board, and a vessel a shared link names", () => {
    const options = filterOptions(SERVER, { ...EMPTY_FILTERS, vessel: ["EVER GIVEN"] });
    expect(options.vessel.map((o) => o.value)).toEqual(["EVER GIVEN", "MSC ANNA"]);
    expect(options.size).toEqual([{ value: "40HC", label: "40HC · 40′ high cube", count: 3 }]);
  });

  it("offers any hold first, then the known hold names", () => {
    const holds = filterOptions(null, EMPTY_FILTERS).hold;
    expect(holds[0]).toEqual({ value: "any", label: "Any hold" });
    expect(holds.map((o) => o.value)).toEqual(
      expect.arrayContaining(["customs", "freight", "USDA", "VACIS", "TMF", "other"]),
    );
  });

  it("offers every status the service documents, including grounded, off_dock, dropped and loaded", () => {
    const values = filterOptions(null, EMPTY_FILTERS).status.map((option) => option.value);
    for (const status of ["grounded", "off_dock", "dropped", "loaded"]) expect(values).toContain(status);
  });
});
