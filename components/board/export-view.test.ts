import { describe, expect, it } from "vitest";

import { EMPTY_FILTERS } from "@/lib/shared/board-query";
import { fetchAllRows } from "./export-view";
import { testRow } from "./test-row";

describe("export of the whole view", () => {
  it("follows nextCursor until the end with the view's filters", async () => {
    const urls: string[] = [];
    const pages: Record<string, { data: ReturnType<typeof testRow>[]; nextCursor: string | null }> = {
      "": { data: [testRow({ id: "a" }), testRow({ id: "b" })], nextCursor: "p2" },
      p2: { data: [testRow({ id: "c" })], nextCursor: null },
    };
    const rows = await fetchAllRows({ ...EMPTY_FILTERS, bucket: ["ready"] }, async (url) => {
      urls.push(url);
      return pages[new URL(url, "http://x").searchParams.get("cursor") ?? ""] ?? { data: [], nextCursor: null };
    });
    expect(rows.map((row) => row.id)).toEqual(["a", "b", "c"]);
    expect(urls).toEqual([
      "/api/containers?bucket=ready&limit=500",
      "/api/containers?bucket=ready&limit=500&cursor=p2",
    ]);
  });

  it("stops when the server repeats a cursor", async () => {
    const rows = await fetchAllRows(EMPTY_FILTERS, async () => ({ data: [testRow()], nextCursor: "same" }));
    expect(rows).toHaveLength(2);
  });
});
