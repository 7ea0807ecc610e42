// Invoices end to end against PostgreSQL: boxes put in known states through the simulator's control API, taken in
// through the real cache code as a sync or webhook would (applyContainers, stamped at past instants), their day
// records written by the worker's pass, then invoices entered and read through the real route handlers (only the
// session lookup is replaced). D = the simulator's today at the box's port; every expected code below is read off
// this scenario, not computed:
// Box A (MSCU, line LFD D−7 23:00 reported, discharged D−8 10:00, available throughout, the terminal keeps a
// calendar with gates every day and a demurrage tariff of $150 a day from day 1):
//   D−9 before discharge · D−7 the LFD: free · D−6 checked 09:00, pickable: chargeable · D−5 checked 09:00, billed
//   at $175: rate mismatch ($25 at stake) · D−4 customs hold from D−5 22:00 to D−3 08:00, checked 10:00: not
//   available all day · D−3 a whole-day closure a dispatcher enters: terminal closed · D−2 nobody checked it:
//   unverified.
// Box B: full out D−4 10:00, empty returned D−2 09:00: demurrage on D−3 is after pickup, detention on D−1 after
// the return. CSQU3054383 is tracked by nobody: unknown container.
// A second invoice, billed later and lacking its dispute URL, bills box A's D−6 again: charged twice, not payable.
// Then the line grants box A two more free days: D−6 and D−5 fall in free time at the next read.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { InvoiceDetailResponse, InvoicesResponse } from "@/lib/shared/invoice-api";
import type { SessionUser } from "@/lib/shared/session-api";
import type { Resource } from "@/lib/server/upstream/json-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { localAt, localDate } from "@/lib/testing/scenario-time";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const invoicesRoute = await import("@/app/api/invoices/route");
const invoiceRoute = await import("@/app/api/invoices/[id]/route");
const importRoute = await import("@/app/api/invoices/import/route");

const APP = "http://127.0.0.1:3000";
const UNTRACKED = "CSQU3054383";
const world = backfilledWorkspace({ containers: 30, roles: ["dispatcher", "manager"] });
const users = {} as Record<"dispatcher" | "manager", SessionUser>;
let simNow = new Date(0);
let zone = "UTC";
const boxes = { a: { id: "", number: "" }, b: { id: "", number: "" } };
let firstId = "";
let secondId = "";

const day = (offset: number): string => localDate(localAt(simNow, zone, offset, 12, 0), zone);
const at = (offset: number, hour: number, minute = 0): string =>
  localAt(simNow, zone, offset, hour, minute).toISOString();
const sim = <T>(path: string, body?: unknown): Promise<T> => world.control<T>(path, body);

function request(path: string, method: string, body?: unknown): NextRequest {
  return new NextRequest(`${APP}${path}`, {
    method,
    headers: { host: "127.0.0.1:3000", origin: APP, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function apply(data: Resource, observedAt: string): Promise<void> {
  const { applyContainers } = await import("@/lib/server/cache/containers");
  await applyContainers(world.workspaceId, [data], {
    observedAt: new Date(observedAt),
    source: { kind: "webhook", ref: "invoice test" },
    now: simNow,
    lfdRule: "earliest",
  });
}

/** A control-API change to the box, taken in as an observation stamped `observedAt`. */
async function observe(number: string, change: Record<string, unknown>, observedAt: string): Promise<void> {
  const changed = await sim<{ data: Resource }>(`/_sim/containers/${number}`, change);
  await apply(changed.data, observedAt);
}

async function newBox(): Promise<string> {
  const created = await sim<{ containers: Resource[] }>("/_sim/shipments", {
    scac: "MSCU",
    pod: "USLAX",
    containers: 1,
    phase: "recent",
    rail: false,
  });
  const box = created.containers[0];
  if (!box) throw new Error("fixture");
  zone = String(box.attributes["pod_timezone"] ?? "America/Los_Angeles");
  return String(box.attributes["number"]);
}

const completeItems = () => ({
  billingParty: "MSC Mediterranean Shipping",
  dueOn: day(30),
  billsOfLading: ["MEDUTEST0001"],
  portOfDischarge: "Los Angeles",
  freeDays: 1,
  freeTimeStart: day(-8),
  freeTimeEnd: day(-7),
  availableOn: day(-8),
  pickedUpOn: day(-4),
  returnedOn: day(-2),
  tariffRule: "MSC US tariff, rule 21",
  disputeContact: "disputes@msc.test",
  disputeUrl: "https://msc.test/disputes",
  certifiedCompliance: true,
  certifiedPerformance: true,
});

async function post(as: SessionUser, body: unknown): Promise<Response> {
  session.user = as;
  return invoicesRoute.POST(request("/api/invoices", "POST", body), { params: Promise.resolve({}) });
}

async function read(id: string, as: SessionUser = users.manager): Promise<Response> {
  session.user = as;
  return invoiceRoute.GET(request(`/api/invoices/${id}`, "GET"), { params: Promise.resolve({ id }) });
}

async function detail(id: string): Promise<InvoiceDetailResponse> {
  const response = await read(id);
  expect(response.status).toBe(200);
  return (await response.json()) as InvoiceDetailResponse;
}

const codes = (check: InvoiceDetailResponse) => check.days.map((item) => [item.containerNumber, item.date, item.code]);

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const workspaceId = world.workspaceId;
  for (const role of ["dispatcher", "manager"] as const) {
    const user = await db.user.findFirstOrThrow({ where: { workspaceId, role }, include: { workspace: true } });
    users[role] = { id: user.id, email: user.email, name: null, role, workspaceId, workspaceName: user.workspace.name };
  }
  simNow = new Date((await sim<{ now: string }>("/_sim/clock")).now);

  // Box A: a week at the terminal.
  boxes.a.number = await newBox();
  await observe(
    boxes.a.number,
    {
      current_status: "available",
      available_for_pickup: true,
      holds: [],
      fees: [],
      lfd: { line: at(-7, 23), terminal: null, rail: null },
      pod_discharged_at: at(-8, 10),
      terminal_checked_at: at(-8, 12),
    },
    at(-8, 12),
  );
  await observe(boxes.a.number, { terminal_checked_at: at(-6, 9) }, at(-6, 9));
  await observe(boxes.a.number, { terminal_checked_at: at(-5, 9) }, at(-5, 9));
  const customs = [{ name: "customs", status: "hold", description: "CBP exam" }];
  await observe(boxes.a.number, { holds: customs, terminal_checked_at: at(-5, 22) }, at(-5, 22));
  await observe(boxes.a.number, { terminal_checked_at: at(-4, 10) }, at(-4, 10));
  await observe(boxes.a.number, { holds: [], terminal_checked_at: at(-3, 8) }, at(-3, 8));
  const rowA = await db.container.findFirstOrThrow({ where: { workspaceId, number: boxes.a.number } });
  boxes.a.id = rowA.id;
  const terminalKey = rowA.terminalFirmsCode ?? rowA.podTerminalUpstreamId ?? "";
  await db.terminalCalendar.create({
    data: { workspaceId, terminalKey, name: "Test terminal", timezone: zone, gateDays: [1, 2, 3, 4, 5, 6, 7] },
  });
  await db.tariff.create({
    data: {
      workspaceId,
      scope: "terminal",
      scopeKey: terminalKey,
      name: "Terminal demurrage",
      currency: "USD",
      freeDays: 1,
      tiers: [{ fromDay: 1, toDay: null, amountPerDay: 150 }],
    },
  });
  const { addClosure } = await import("@/lib/server/free-time/calendar-store");
  await addClosure(users.dispatcher, {
    terminalKey,
    date: day(-3),
    wholeDay: true,
    from: null,
    to: null,
    reason: "Labor action",
    source: "terminal advisory",
  });

  // Box B: picked up D−4 10:00 and returned D−2 09:00, set at those instants on the simulator's clock.
  boxes.b.number = await newBox();
  await sim("/_sim/clock", { set: at(-4, 10) });
  await sim(`/_sim/containers/${boxes.b.number}`, { pod_discharged_at: at(-6, 10), current_status: "picked_up" });
  await sim("/_sim/clock", { set: at(-2, 9) });
  await sim(`/_sim/containers/${boxes.b.number}`, { current_status: "empty_returned" });
  await sim("/_sim/clock", { set: simNow.toISOString() });
  const returned = await sim<{ data: Resource }>(`/_sim/containers/${boxes.b.number}`, { holds: [] });
  await apply(returned.data, at(-1, 12));
  boxes.b.id = (await db.container.findFirstOrThrow({ where: { workspaceId, number: boxes.b.number } })).id;

  const { writeDayRecords } = await import("@/lib/server/days/write-days");
  await writeDayRecords(workspaceId);
}, 90_000);

describe("invoices", () => {
  it("takes an invoice from a dispatcher and checks each charged day against the box's evidence", async () => {
    const response = await post(users.dispatcher, {
      invoiceNumber: "MSC-1001",
      billedOn: day(0),
      ...completeItems(),
      lines: [
        {
          containerNumber: boxes.a.number,
          kind: "demurrage",
          dates: [day(-9), day(-7), day(-6), day(-4), day(-3), day(-2)],
          ratePerDay: 150,
          currency: "USD",
          amount: 900,
        },
        {
          containerNumber: boxes.a.number,
          kind: "demurrage",
          dates: [day(-5)],
          ratePerDay: 175,
          currency: "USD",
          amount: 175,
        },
        {
          containerNumber: boxes.b.number,
          kind: "demurrage",
          dates: [day(-3)],
          ratePerDay: 150,
          currency: "USD",
          amount: 150,
        },
        {
          containerNumber: boxes.b.number,
          kind: "detention",
          dates: [day(-1)],
          ratePerDay: 100,
          currency: "USD",
          amount: 100,
        },
        {
          containerNumber: UNTRACKED,
          kind: "demurrage",
          dates: [day(-1)],
          ratePerDay: 150,
          currency: "USD",
          amount: 150,
        },
      ],
    });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as InvoiceDetailResponse;
    firstId = saved.invoice.id;
    expect(codes(saved)).toEqual([
      [boxes.a.number, day(-9), "before_discharge"],
      [boxes.a.number, day(-7), "in_free_time"],
      [boxes.a.number, day(-6), "chargeable"],
      [boxes.a.number, day(-4), "not_available"],
      [boxes.a.number, day(-3), "terminal_closed"],
      [boxes.a.number, day(-2), "unverified"],
      [boxes.a.number, day(-5), "rate_mismatch"],
      [boxes.b.number, day(-3), "after_pickup"],
      [boxes.b.number, day(-1), "after_return"],
      [UNTRACKED, day(-1), "unknown_container"],
    ]);
    expect(saved.findings).toEqual([{ code: "unknown_container", item: UNTRACKED }]);
    expect(saved.verdict).toBe("contestable");
    // 150 × 5 contested days + $25 billed above the $150 tariff.
    expect(saved.atStake).toEqual({ USD: 875 });
    expect(saved.total).toEqual({ USD: 1475 });
    expect(saved.disputeBy).toBe(day(30));
  });

  it("cites the day records, checks and holds a day's code rests on", async () => {
    const check = await detail(firstId);
    const held = check.days.find((item) => item.date === day(-4));
    expect(held?.evidence.recordIds.length).toBeGreaterThan(0);
    expect(held?.evidence.checks).toEqual({ count: 1, first: at(-4, 10), last: at(-4, 10) });
    expect(held?.evidence.facts).toContainEqual(
      expect.objectContaining({ kind: "hold", name: "customs", from: at(-4, 0), to: at(-3, 0), hours: 24 }),
    );
    const closed = check.days.find((item) => item.date === day(-3) && item.containerNumber === boxes.a.number);
    expect(closed?.evidence.facts).toContainEqual({ kind: "terminal_closed", reasons: ["closed: Labor action"] });
    const priced = check.days.find((item) => item.date === day(-5));
    expect(priced?.evidence.facts).toContainEqual(
      expect.objectContaining({ kind: "tariff", dayNumber: 2, expected: 150, charged: 175 }),
    );
    expect(priced?.atStake).toBe(25);
  });

  it("finds a later invoice lacking an item not payable, and the day it bills again charged twice", async () => {
    const response = await post(users.dispatcher, {
      invoiceNumber: "MSC-1002",
      billedOn: day(1),
      ...completeItems(),
      disputeUrl: null,
      lines: [
        {
          containerNumber: boxes.a.number,
          kind: "demurrage",
          dates: [day(-6)],
          ratePerDay: 150,
          currency: "USD",
          amount: 150,
        },
      ],
    });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as InvoiceDetailResponse;
    secondId = saved.invoice.id;
    expect(saved.findings).toEqual([{ code: "missing_dispute_url", item: "disputeUrl" }]);
    expect(saved.invoice.disputeUrl).toBeNull();
    expect(codes(saved)).toEqual([[boxes.a.number, day(-6), "charged_twice"]]);
    expect(saved.days[0]?.evidence.facts).toContainEqual({
      kind: "also_charged",
      invoiceId: firstId,
      invoiceNumber: "MSC-1001",
      line: 0,
    });
    expect(saved.verdict).toBe("not_payable");
    expect(saved.atStake).toEqual({ USD: 150 });
    // The first bill keeps the day.
    expect((await detail(firstId)).days.find((item) => item.date === day(-6))?.code).toBe("chargeable");
  });

  it("lists the invoices newest first with their verdicts and money at stake, to a manager", async () => {
    session.user = users.manager;
    const response = await invoicesRoute.GET(request("/api/invoices", "GET"), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    const list = (await response.json()) as InvoicesResponse;
    expect(list.data.map((row) => [row.invoiceNumber, row.verdict, row.atStake])).toEqual([
      ["MSC-1002", "not_payable", { USD: 150 }],
      ["MSC-1001", "contestable", { USD: 875 }],
    ]);
    expect(list.next).toBeNull();
  });

  it("checks again at each read: an extension granted later puts two more days in free time", async () => {
    const { addExtension } = await import("@/lib/server/free-time/extension-store");
    await addExtension(users.dispatcher, boxes.a.id, {
      source: "line",
      days: 2,
      grantedBy: "MSC customer service",
      note: null,
      documentId: null,
    });
    const check = await detail(firstId);
    expect(
      check.days.filter((item) => item.containerNumber === boxes.a.number).map((item) => [item.date, item.code]),
    ).toEqual([
      [day(-9), "before_discharge"],
      [day(-7), "in_free_time"],
      [day(-6), "in_free_time"],
      [day(-4), "not_available"],
      [day(-3), "terminal_closed"],
      [day(-2), "unverified"],
      [day(-5), "in_free_time"],
    ]);
  });

  it("refuses a manager's invoice, a body that does not read and dates out of order, saving nothing", async () => {
    const body = { invoiceNumber: "MSC-1003", billedOn: day(0), ...completeItems(), lines: [] };
    expect((await post(users.manager, body)).status).toBe(403);
    const empty = await post(users.dispatcher, body);
    expect(empty.status).toBe(422);
    const line = { containerNumber: boxes.a.number, kind: "demurrage", dates: [day(-6)], currency: "USD", amount: -5 };
    const negative = await post(users.dispatcher, { ...body, lines: [line] });
    expect(negative.status).toBe(422);
    const reversed = await post(users.dispatcher, {
      ...body,
      freeTimeStart: day(-1),
      freeTimeEnd: day(-3),
      lines: [{ ...line, amount: 5 }],
    });
    expect(reversed.status).toBe(422);
    expect(JSON.stringify(await reversed.json())).toContain("Free time ends before it starts");
    const duplicate = await post(users.dispatcher, {
      invoiceNumber: "MSC-1001",
      billedOn: day(0),
      ...completeItems(),
      lines: [{ ...line, amount: 5 }],
    });
    expect(duplicate.status).toBe(409);
    const { db } = await import("@/lib/server/db");
    expect(await db.invoice.count({ where: { workspaceId: world.workspaceId } })).toBe(2);
  });

  it("shows an invoice to no other workspace", async () => {
    const other = await createTestWorkspace(["manager"]);
    const [user] = other.users;
    if (!user) throw new Error("fixture");
    const outsider: SessionUser = {
      id: user.id,
      email: user.email,
      name: null,
      role: "manager",
      workspaceId: other.workspace.id,
      workspaceName: other.workspace.name,
    };
    expect((await read(secondId, outsider)).status).toBe(404);
  });

  it("imports a CSV of invoices whole, or nothing when any line is wrong", async () => {
    const header = "invoiceNumber,billingParty,billedOn,containerNumber,kind,dates,ratePerDay,currency,amount";
    const rows = [
      `CSV-1,Terminal Co,${day(0)},${boxes.a.number},storage,${day(-4)},80,USD,80`,
      `CSV-1,Terminal Co,${day(0)},${boxes.a.number},storage,${day(-2)},80,USD,80`,
      `CSV-2,Terminal Co,${day(0)},${boxes.b.number},detention,${day(-1)},100,USD,100`,
    ];
    const send = (csv: string) => {
      session.user = users.dispatcher;
      return importRoute.POST(request("/api/invoices/import", "POST", { csv }), { params: Promise.resolve({}) });
    };
    const { db } = await import("@/lib/server/db");
    const before = await db.invoice.count({ where: { workspaceId: world.workspaceId } });
    const bad = await send(
      [header, ...rows, `CSV-3,Terminal Co,${day(0)},${boxes.a.number},storage,${day(-9)},80,USD,-80`].join("\n"),
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain("line 5");
    expect(await db.invoice.count({ where: { workspaceId: world.workspaceId } })).toBe(before);

    const good = await send([header, ...rows].join("\n"));
    expect(good.status).toBe(201);
    const { ids } = (await good.json()) as { ids: string[] };
    expect(ids).toHaveLength(2);
    const first = await detail(ids[0] ?? "");
    expect(first.invoice).toMatchObject({ source: "csv", invoiceNumber: "CSV-1", disputeUrl: null });
    expect(first.verdict).toBe("not_payable");
    // Storage is the terminal's charge: box A has no terminal LFD, so the governing one (D−7) stands in; D−2 is its
    // 5th day, at the terminal's $150 tariff, not the $80 billed (billed under the tariff: nothing at stake).
    expect(codes(first)).toEqual([
      [boxes.a.number, day(-4), "not_available"],
      [boxes.a.number, day(-2), "rate_mismatch"],
    ]);
    expect(first.days[1]?.atStake).toBe(0);
    expect((await send([header, ...rows].join("\n"))).status).toBe(409);
    expect(await db.invoice.count({ where: { workspaceId: world.workspaceId } })).toBe(before + 2);
  });
});
