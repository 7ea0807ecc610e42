import { describe, expect, it } from "vitest";

import { boardCsvFileName, buildCsv } from "./board-csv";
import { testRow } from "./test-row";

describe("CSV export", () => {
  it("keeps a negative figure a number and defuses a formula in a text field", () => {
    const late = testRow({
      number: "TGHU0000003",
      customerName: "=HYPERLINK(1)",
      lfd: { ...testRow().lfd, daysLeft: -3 },
    });
    const [header, line] = buildCsv([late]).split("\r\n");
    const columns = header?.split(",") ?? [];
    const cells = line?.split(",") ?? [];
    expect([cells[columns.indexOf("Days left")], cells[columns.indexOf("Customer")]]).toEqual(["-3", "'=HYPERLINK(1)"]);
  });

  it("names the file by the instant of the export, to the minute", () => {
    expect(boardCsvFileName(new Date("2026-11-23T16:30:59Z"))).toBe("quayside-board-2026-11-23-16-30.csv");
    expect(boardCsvFileName(new Date("2026-11-23T16:30:59Z"), "selection")).toBe(
      "quayside-selection-2026-11-23-16-30.csv",
    );
  });

  it("writes ISO dates beside their zone, instants in UTC and money as numbers, one column per currency", () => {
    const out = testRow({
      number: "TGHU0000001",
      customerName: "Acme, Inc.",
      fees: { known: true, byCurrency: { USD: 1250.5, CAD: 20 }, terminalTotal: { USD: 1300 } },
      returnBy: {
        date: "2026-11-30",
        daysLeft: 8,
        timezone: "America/Chicago",
        freeDays: 4,
        dayKind: "working",
        fullOutDate: "2026-11-24",
      },
      moneyAtRisk: {
        byCurrency: { USD: 150 },
        estimate: true,
        parts: [
          {
            kind: "per_diem",
            currency: "USD",
            amount: 150,
            day: 1,
            date: "2026-12-01",
            tariff: { tariffId: "t1", versionId: "v1", version: 1, name: "Per diem" },
          },
        ],
      },
      pickupAppointmentAt: "2026-11-23T16:30:00.000Z",
    });
    const unknownFees = testRow({ number: "CAIU0000002", fees: { known: false, byCurrency: {}, terminalTotal: null } });
    const [header, first, second, third, end] = buildCsv([testRow(), out, unknownFees]).split("\r\n");
    const columns = header?.split(",") ?? [];
    const cell = (line: string | undefined, name: string) => {
      // The test rows hold one quoted cell at most ("Acme, Inc."): split outside quotes.
      const cells = (line ?? "").match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, "")) ?? [];
      return cells[columns.indexOf(name)];
    };
    expect(columns).toEqual(
      expect.arrayContaining([
        "LFD",
        "LFD zone",
        "Return by",
        "Return by zone",
        "Fees posted CAD",
        "Fees posted USD",
        "Terminal total USD",
        "At risk per day USD (estimate)",
      ]),
    );
    expect(columns.indexOf("Fees posted CAD")).toBeLessThan(columns.indexOf("Fees posted USD"));
    expect([cell(first, "LFD"), cell(first, "LFD zone"), cell(first, "Days left"), cell(first, "Return by")]).toEqual([
      "2026-11-24",
      "America/Los_Angeles",
      "2",
      "",
    ]);
    expect([
      cell(second, "Return by"),
      cell(second, "Return by zone"),
      cell(second, "Days to return"),
      cell(second, "Days left"),
    ]).toEqual(["2026-11-30", "America/Chicago", "8", ""]);
    expect([
      cell(second, "Fees posted USD"),
      cell(second, "Fees posted CAD"),
      cell(second, "Terminal total USD"),
      cell(second, "At risk per day USD (estimate)"),
    ]).toEqual(["1250.5", "20", "1300", "150"]);
    expect([cell(second, "Customer"), cell(second, "Appointment (UTC)")]).toEqual([
      '"Acme, Inc."',
      "2026-11-23T16:30:00Z",
    ]);
    // Arrival facts as machine values; hazmat the field did not give stays empty (unknown, not "no").
    expect(
      ["Arrived (UTC)", "Vessel", "Voyage", "Size/type", "Length (ft)", "Weight (lb)", "Hazmat"].map((name) =>
        cell(first, name),
      ),
    ).toEqual(["2026-11-18T09:00:00Z", "MSC ANNA", "123W", "40HC", "40", "28400", ""]);
    // Known with no fee is 0; unknown stays empty.
    expect([cell(first, "Fees posted USD"), cell(third, "Fees posted USD")]).toEqual(["0", ""]);
    expect(end).toBe("");
  });
});
