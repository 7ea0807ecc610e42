// Disputes through the real route handlers against PostgreSQL (only the session lookup is replaced), and their
// reminders through the alert engine's clock pass. Scenario: an invoice billed 2026-10-06 that lacks its dispute URL
// (so it need not be paid: every charged day is disputed), two lines of two days at $150 a day for a box nobody
// tracks. Expected values are read off that scenario: dispute by 2026-11-05 (billing date + 30 days); filed on
// 2026-10-20, the answer is due 2026-11-19. The workspace's zone is New York, where daylight saving time ends on
// 2026-11-01: the reminders 7 and 3 days before 2026-11-05 fall on either side of it.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { InvoiceDetailResponse } from "@/lib/shared/invoice-api";
import type { SessionUser } from "@/lib/shared/session-api";
import { subscribe } from "@/lib/testing/alert-fixtures";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const invoicesRoute = await import("@/app/api/invoices/route");
const disputeRoute = await import("@/app/api/invoices/[id]/dispute/route");
const packPdfRoute = await import("@/app/api/invoices/[id]/pack.pdf/route");

const APP = "http://127.0.0.1:3000";
const world = backfilledWorkspace({ containers: 20, roles: ["dispatcher", "manager"] });
const users = {} as Record<"dispatcher" | "manager", SessionUser>;

function request(path: string, method: string, body?: unknown): NextRequest {
  return new NextRequest(`${APP}${path}`, {
    method,
    headers: { host: "127.0.0.1:3000", origin: APP, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function enter(invoiceNumber: string): Promise<string> {
  session.user = users.dispatcher;
  const response = await invoicesRoute.POST(
    request("/api/invoices", "POST", {
      invoiceNumber,
      billingParty: "MSC Mediterranean Shipping",
      billedOn: "2026-10-06",
      dueOn: "2026-11-05",
      billsOfLading: ["MEDUDISPUTE1"],
      portOfDischarge: "Los Angeles",
      freeDays: 4,
      freeTimeStart: "2026-09-20",
      freeTimeEnd: "2026-09-23",
      availableOn: "2026-09-20",
      tariffRule: "MSC US tariff, rule 21",
      disputeContact: "disputes@msc.test",
      certifiedCompliance: true,
      certifiedPerformance: true,
      lines: [
        {
          containerNumber: "CSQU3054383",
          kind: "demurrage",
          dates: ["2026-09-24", "2026-09-25"],
          ratePerDay: 150,
          currency: "USD",
          amount: 300,
        },
        {
          containerNumber: "CSQU3054383",
          kind: "storage",
          dates: ["2026-09-24", "2026-09-25"],
          ratePerDay: 150,
          currency: "USD",
          amount: 300,
        },
      ],
    }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as InvoiceDetailResponse).invoice.id;
}

async function dispute(
  as: SessionUser,
  id: string,
  method: "POST" | "PATCH",
  body: unknown,
): Promise<{ status: number; body: InvoiceDetailResponse & { error?: { message: string } } }> {
  session.user = as;
  const handler = method === "POST" ? disputeRoute.POST : disputeRoute.PATCH;
  const response = await handler(request(`/api/invoices/${id}/dispute`, method, body), {
    params: Promise.resolve({ id }),
  });
  return {
    status: response.status,
    body: (await response.json()) as InvoiceDetailResponse & { error?: { message: string } },
  };
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  for (const user of await db.user.findMany({
    where: { workspaceId: world.workspaceId },
    include: { workspace: true },
  }))
    users[user.role as "dispatcher" | "manager"] = {
      id: user.id,
      email: user.email,
      name: null,
      role: user.role,
      workspaceId: user.workspaceId,
      workspaceName: user.workspace.name,
    };
  await db.alertSettings.create({ data: { workspaceId: world.workspaceId, timezone: "America/New_York" } });
  // The service's today is after every date of the scenario: a dispute is never filed on a date still to come.
  await world.control("/_sim/clock", { set: "2026-12-10T17:00:00Z", tick: false });
  const { resetClock } = await import("@/lib/server/clock");
  resetClock();
});

describe("an invoice's dispute", () => {
  it("opens with every day of an invoice that need not be paid, less the days dropped with a reason", async () => {
    const id = await enter("DSP-OPEN-1");
    // A manager reads disputes but does not open them.
    expect((await dispute(users.manager, id, "POST", {})).status).toBe(403);
    // Only a day the dispute contests can be dropped, and only with a reason.
    const stranger = await dispute(users.dispatcher, id, "POST", {
      drop: [{ line: 0, date: "2026-09-30", reason: "not billed" }],
    });
    expect(stranger.status).toBe(422);
    expect(
      (await dispute(users.dispatcher, id, "POST", { drop: [{ line: 1, date: "2026-09-25", reason: " " }] })).status,
    ).toBe(422);

    const opened = await dispute(users.dispatcher, id, "POST", {
      drop: [{ line: 1, date: "2026-09-25", reason: "Storage on that day was agreed with the terminal" }],
    });
    expect(opened.status).toBe(201);
    expect(opened.body.dispute).toMatchObject({
      status: "open",
      disputeBy: "2026-11-05",
      filedOn: null,
      answerDue: null,
      disputed: { USD: 450 },
      credited: null,
      next: ["filed", "withdrawn"],
    });
    expect(opened.body.dispute?.days.map((day) => [day.line, day.date, day.contested, day.dropReason])).toEqual([
      [0, "2026-09-24", true, null],
      [0, "2026-09-25", true, null],
      [1, "2026-09-24", true, null],
      [1, "2026-09-25", false, "Storage on that day was agreed with the terminal"],
    ]);
    // One dispute per invoice.
    expect((await dispute(users.dispatcher, id, "POST", {})).status).toBe(409);
  });

  it("is filed (its answer due 30 days on), then won with what was credited, and ends there", async () => {
    const id = await enter("DSP-MOVE-1");
    expect((await dispute(users.dispatcher, id, "POST", {})).status).toBe(201);
    // An outcome before it was filed is refused.
    expect((await dispute(users.dispatcher, id, "PATCH", { status: "won", credited: { USD: 600 } })).status).toBe(409);
    // Nor is a filing on a date still to come (the service's today is 2026-12-10).
    expect((await dispute(users.dispatcher, id, "PATCH", { status: "filed", filedOn: "2026-12-11" })).status).toBe(422);
    const filed = await dispute(users.dispatcher, id, "PATCH", { status: "filed", filedOn: "2026-10-20" });
    expect(filed.status).toBe(200);
    expect(filed.body.dispute).toMatchObject({ status: "filed", filedOn: "2026-10-20", answerDue: "2026-11-19" });
    expect(filed.body.dispute?.deadline?.kind).toBe("answer_due");

    // Won needs the credit, in the invoice's currency, and no more than it bills.
    expect((await dispute(users.dispatcher, id, "PATCH", { status: "won" })).status).toBe(422);
    expect((await dispute(users.dispatcher, id, "PATCH", { status: "won", credited: { EUR: 10 } })).status).toBe(422);
    expect((await dispute(users.dispatcher, id, "PATCH", { status: "won", credited: { USD: 601 } })).status).toBe(422);
    expect((await dispute(users.dispatcher, id, "PATCH", { status: "won", credited: { USD: -5 } })).status).toBe(422);
    const won = await dispute(users.dispatcher, id, "PATCH", { status: "partly_won", credited: { USD: 450 } });
    expect(won.status).toBe(200);
    expect(won.body.dispute).toMatchObject({ status: "partly_won", credited: { USD: 450 }, deadline: null, next: [] });
    expect(won.body.dispute?.closedOn).not.toBeNull();
    expect((await dispute(users.dispatcher, id, "PATCH", { status: "withdrawn" })).status).toBe(409);
  });

  it("reminds 7 and 3 days before its dispute-by, each once, across the end of daylight saving time", async () => {
    const { db } = await import("@/lib/server/db");
    const { deriveWorkspaceEvents } = await import("@/lib/server/alerts/workspace-events");
    const { fanOut } = await import("@/lib/server/alerts/fan-out");
    const workspaceId = world.workspaceId;
    await subscribe(workspaceId, users.dispatcher.id, { kinds: ["dispute_deadline"], channels: ["in_app"] });
    const id = await enter("DSP-CLOCK-1");
    expect((await dispute(users.dispatcher, id, "POST", {})).status).toBe(201);
    const reminders = async () =>
      (await db.alertEvent.findMany({ where: { workspaceId, kind: "dispute_deadline" }, orderBy: { id: "asc" } }))
        .map((event) => event.data as { invoiceNumber: string; lead: number; daysLeft: number; date: string })
        .filter((data) => data.invoiceNumber === "DSP-CLOCK-1");

    // 2026-10-28 12:00 in New York: 8 days left, nothing yet.
    await deriveWorkspaceEvents(workspaceId, new Date("2026-10-28T16:00:00Z"));
    expect(await reminders()).toEqual([]);
    // 2026-10-29: 7 days left, the 7-day reminder; again later that day and on Nov 1 (still 4 days): no other.
    await deriveWorkspaceEvents(workspaceId, new Date("2026-10-29T16:00:00Z"));
    await deriveWorkspaceEvents(workspaceId, new Date("2026-10-30T03:59:00Z"));
    await deriveWorkspaceEvents(workspaceId, new Date("2026-11-02T04:59:00Z"));
    expect((await reminders()).map((data) => [data.lead, data.daysLeft, data.date])).toEqual([[7, 7, "2026-11-05"]]);
    // 00:00 EST on 2026-11-02, the first midnight after the change: 3 days left, the 3-day reminder.
    await deriveWorkspaceEvents(workspaceId, new Date("2026-11-02T05:00:00Z"));
    await deriveWorkspaceEvents(workspaceId, new Date("2026-11-03T12:00:00Z"));
    expect((await reminders()).map((data) => [data.lead, data.daysLeft])).toEqual([
      [7, 7],
      [3, 3],
    ]);

    // Each reaches the subscribed dispatcher once, linked to the invoice.
    await fanOut(workspaceId, new Date("2026-11-03T12:00:00Z"));
    const told = await db.notification.findMany({
      where: { workspaceId, userId: users.dispatcher.id, kind: "dispute_deadline" },
      orderBy: { createdAt: "asc" },
    });
    const mine = told.filter((row) => row.title.includes("DSP-CLOCK-1"));
    expect(mine.map((row) => row.title).sort()).toEqual([
      "Dispute invoice DSP-CLOCK-1 from MSC Mediterranean Shipping by 2026-11-05 (3 days left)",
      "Dispute invoice DSP-CLOCK-1 from MSC Mediterranean Shipping by 2026-11-05 (7 days left)",
    ]);

    // Filed: the dispute-by reminders stop; the answer due (2026-12-05 for a filing on 2026-11-05) has its own.
    expect((await dispute(users.dispatcher, id, "PATCH", { status: "filed", filedOn: "2026-11-05" })).status).toBe(200);
    await deriveWorkspaceEvents(workspaceId, new Date("2026-11-05T15:00:00Z"));
    await deriveWorkspaceEvents(workspaceId, new Date("2026-12-04T15:00:00Z"));
    expect((await reminders()).map((data) => [data.lead, data.date])).toEqual([
      [7, "2026-11-05"],
      [3, "2026-11-05"],
      [1, "2026-12-05"],
    ]);
  });

  it("packs the invoice, its days and each box it bills; another workspace's invoice is not found", async () => {
    const { disputePack } = await import("@/lib/server/invoices/dispute-pack");
    const id = await enter("DSP-PACK-1");
    expect((await dispute(users.dispatcher, id, "POST", {})).status).toBe(201);
    const pack = await disputePack(world.workspaceId, id);
    expect(pack.detail.invoice.invoiceNumber).toBe("DSP-PACK-1");
    expect(pack.detail.dispute?.status).toBe("open");
    expect(pack.range).toEqual({ from: "2026-09-24", to: "2026-09-25" });
    expect(pack.detail.days).toHaveLength(4);
    // Nobody tracks the box: the pack says so rather than showing another box's evidence.
    expect(pack.boxes).toEqual([
      { number: "CSQU3054383", tracked: false, box: null, lfdHistory: [], holdHistory: [], calendar: null, notes: [] },
    ]);

    // The PDF of another workspace's invoice: a 404 before any browser starts.
    const { db } = await import("@/lib/server/db");
    const stranger = (await createTestWorkspace(["admin"])).users[0];
    if (!stranger) throw new Error("no user");
    const workspace = await db.workspace.findUniqueOrThrow({ where: { id: stranger.workspaceId } });
    session.user = {
      id: stranger.id,
      email: stranger.email,
      name: null,
      role: "admin",
      workspaceId: stranger.workspaceId,
      workspaceName: workspace.name,
    };
    const response = await packPdfRoute.GET(request(`/api/invoices/${id}/pack.pdf`, "GET"), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(404);
    // A paper size it does not know is refused.
    session.user = users.manager;
    const odd = await packPdfRoute.GET(request(`/api/invoices/${id}/pack.pdf?paper=tabloid`, "GET"), {
      params: Promise.resolve({ id }),
    });
    expect(odd.status).toBe(422);
  });

  it("lists the disputes due within a week in the daily digest", async () => {
    const { buildUserDigest } = await import("@/lib/server/alerts/digests");
    const id = await enter("DSP-DIGEST-1");
    expect((await dispute(users.dispatcher, id, "POST", {})).status).toBe(201);
    const digestOn = async (date: string, now: string) =>
      (
        await buildUserDigest({
          workspaceId: world.workspaceId,
          userId: users.dispatcher.id,
          kind: "dispatcher",
          scope: "all",
          viewId: null,
          zone: "America/New_York",
          date,
          now: new Date(now),
        })
      ).disputes?.filter((item) => item.invoiceNumber === "DSP-DIGEST-1");
    // Dispute by 2026-11-05: eight days before, not yet; four days before, listed with what is at stake.
    expect(await digestOn("2026-10-28", "2026-10-28T11:00:00Z")).toEqual([]);
    expect(await digestOn("2026-11-01", "2026-11-01T12:00:00Z")).toEqual([
      {
        invoiceId: id,
        invoiceNumber: "DSP-DIGEST-1",
        billingParty: "MSC Mediterranean Shipping",
        deadline: "dispute_by",
        date: "2026-11-05",
        daysLeft: 4,
        disputed: { USD: 600 },
      },
    ]);
  });
});
