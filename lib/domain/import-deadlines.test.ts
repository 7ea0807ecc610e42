import { describe, expect, it } from "vitest";

import { evaluateContainer } from "./evaluate-container";
import { readImportDeadlines } from "./import-deadlines";
import { summarizeLfd } from "./lfd";
import { makeFacts, TEST_NOW } from "./test-facts";

// The same three dates sent in the flat shape and in the 2026 `pod` shape (as the simulator and Terminal49's
// contract fixture write it). Line Jun 23 23:59 PDT, terminal Jun 19 23:59 PDT (today at TEST_NOW), no rail.
const LINE = "2026-06-24T06:59:00Z";
const TERMINAL = "2026-06-20T06:59:00Z";

const flat = { pickup_lfd_line: LINE, pickup_lfd_terminal: TERMINAL, pickup_lfd_rail: null };
const podSource = (current: string | null, calculated: string | null = null) => ({
  original: null,
  current,
  calculated,
  manual: false,
});
const pod = (
  line: string | null,
  facility: string | null,
  unified: { value: string | null; selection: string | null },
) => ({
  line: podSource(line),
  facility: podSource(facility),
  unified: {
    original_value: null,
    original_selection: null,
    current_value: unified.value,
    current_selection: unified.selection,
  },
});
const besideFlat = { ...flat, pod: pod(LINE, TERMINAL, { value: TERMINAL, selection: "facility" }) };
const podOnly = { pod: pod(LINE, TERMINAL, { value: TERMINAL, selection: "facility" }) };

describe("import_deadlines in both shapes", () => {
  it("reads the same sources from the flat keys, the pod shape beside them, and the pod shape alone", () => {
    const expected = { pickup_lfd_line: LINE, pickup_lfd_terminal: TERMINAL, pickup_lfd_rail: null };
    expect(readImportDeadlines(flat)).toMatchObject({ ...expected, shape: "flat" });
    expect(readImportDeadlines(besideFlat)).toMatchObject({ ...expected, shape: "pod" });
    expect(readImportDeadlines(podOnly)).toMatchObject({ ...expected, shape: "pod" });
  });

  it("gives the same governing LFD, conflict and days left under both rules", () => {
    for (const rule of ["service", "earliest"] as const) {
      const results = [flat, besideFlat, podOnly].map((deadlines) =>
        summarizeLfd(makeFacts({ import_deadlines: deadlines, pickup_lfd: null }), { now: TEST_NOW, rule }),
      );
      const [first, ...rest] = results;
      for (const other of rest) expect(other).toEqual(first);
    }
    const service = summarizeLfd(makeFacts({ import_deadlines: podOnly, pickup_lfd: null }), {
      now: TEST_NOW,
      rule: "service",
    });
    expect(service).toMatchObject({ source: "line", governingDate: "2026-06-23", daysLeft: 4, conflict: true });
    const earliest = summarizeLfd(makeFacts({ import_deadlines: podOnly, pickup_lfd: null }), {
      now: TEST_NOW,
      rule: "earliest",
    });
    expect(earliest).toMatchObject({ source: "terminal", governingDate: "2026-06-19", daysLeft: 0 });
  });

  it("puts a box in the same bucket whichever shape its deadlines came in", () => {
    const bucket = (deadlines: unknown) =>
      evaluateContainer(makeFacts({ import_deadlines: deadlines, pickup_lfd: TERMINAL }), {
        now: TEST_NOW,
        lfdRule: "service",
      }).bucket;
    expect(bucket(flat)).toBe("lfd_today");
    expect(bucket(besideFlat)).toBe("lfd_today");
    expect(bucket(podOnly)).toBe("lfd_today");
  });

  it("takes a source from the unified pick when its per-source member is missing", () => {
    const unifiedOnly = { pod: { unified: { current_value: TERMINAL, current_selection: "facility" } } };
    expect(readImportDeadlines(unifiedOnly)).toMatchObject({ pickup_lfd_terminal: TERMINAL, pickup_lfd_line: null });
  });

  it("never turns a calculated estimate into an LFD", () => {
    const estimated = {
      pickup_lfd_rail: null,
      pod: {
        ...pod(null, null, { value: "2026-06-21", selection: "line_calculated" }),
        line: podSource(null, "2026-06-21"),
      },
    };
    const read = readImportDeadlines(estimated);
    expect(read).toMatchObject({
      pickup_lfd_line: null,
      pickup_lfd_terminal: null,
      calculated: { line: "2026-06-21", terminal: null },
    });
    expect(
      summarizeLfd(makeFacts({ import_deadlines: estimated, pickup_lfd: null }), { now: TEST_NOW, rule: "earliest" })
        .governing,
    ).toBeNull();
  });

  it("keeps the rail LFD from the flat key, which the pod shape does not carry", () => {
    const rail = "2026-06-22T04:59:00Z";
    expect(
      readImportDeadlines({ pickup_lfd_rail: rail, pod: pod(null, null, { value: null, selection: null }) })
        ?.pickup_lfd_rail,
    ).toBe(rail);
  });

  it("counts a date-only value as that local day, not as UTC midnight", () => {
    const facts = makeFacts({
      import_deadlines: { pod: pod(null, "2026-06-19", { value: null, selection: null }) },
      pickup_lfd: null,
    });
    // 2026-06-19T00:00Z is Jun 18 in Los Angeles; the service meant Jun 19 there.
    expect(summarizeLfd(facts, { now: TEST_NOW, rule: "service" })).toMatchObject({
      governingDate: "2026-06-19",
      daysLeft: 0,
    });
  });

  it("reads anything that is not an object as no deadlines", () => {
    expect(readImportDeadlines(null)).toBeNull();
    expect(readImportDeadlines("2026-06-19")).toBeNull();
    expect(readImportDeadlines({ pickup_lfd_line: "soon", pod: null })).toMatchObject({
      pickup_lfd_line: null,
      shape: "flat",
    });
  });
});
