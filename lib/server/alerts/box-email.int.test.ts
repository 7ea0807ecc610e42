// One email per box per person, end to end: a box put in a known state through the simulator's control API (due
// today at its terminal, then a customs hold and a demurrage fee at once), synced, derived, fanned out and sent
// over real SMTP to the demo sink. The person gets exactly one email naming the box, its terminal, customer and
// bill of lading, "LFD today", both changes, and the link that opens the box on the board; a restart mid-send
// sends the same message again, never a second one with other content.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { ALERT_KINDS, PERSONAL_KINDS } from "@/lib/domain/alerts/kinds";
import { db } from "@/lib/server/db";
import { alertPass, settleOtherFilesDeliveries, subscribe } from "@/lib/testing/alert-fixtures";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { localAt } from "@/lib/testing/scenario-time";

const smtp = vi.hoisted(() => ({ url: "" }));
vi.mock("./smtp-config", () => ({ smtpUrl: () => smtp.url }));

const { deliverDue } = await import("./deliver");
const { claimDeliveries } = await import("./delivery-claims");
const { closeMailer } = await import("./mailer");
const { startSmtpSink } = await import("./demo-smtp-sink");

const world = backfilledWorkspace({ containers: 80, roles: ["dispatcher", "dispatcher"] });
const sim = <T>(path: string, body?: unknown): Promise<T> => world.control<T>(path, body);
const WINDOW_MS = 2 * 60_000;
const BOX_KINDS = ALERT_KINDS.filter((kind) => !(PERSONAL_KINDS as readonly string[]).includes(kind));

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let simNow = new Date(0);

type Resource = {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string } | null }>;
};

/** What the service says about a box: its bill of lading, customer and terminal, as its API answers. */
async function serviceFacts(number: string) {
  const state = await sim<{ keys: { key: string; account: string }[] }>("/_sim/state");
  const key = state.keys.find((entry) => entry.account === "demo")?.key ?? "";
  const box = (await sim<{ data: Resource }>(`/_sim/containers/${number}`)).data;
  const shipmentId = box.relationships?.["shipment"]?.data?.id ?? "";
  const read = async (path: string) =>
    (await (await world.sim.request(path, { headers: { Authorization: `Token ${key}` } })).json()) as {
      data: Resource;
      included?: Resource[];
    };
  const shipment = await read(`/v2/shipments/${shipmentId}`);
  const withTerminal = await read(`/v2/containers/${box.id}?include=pod_terminal`);
  const terminal = withTerminal.included?.find((item) => item.id === box.relationships?.["pod_terminal"]?.data?.id);
  return {
    billOfLading: String(shipment.data.attributes["bill_of_lading_number"]),
    customer: String(shipment.data.attributes["customer_name"]),
    terminal: String(terminal?.attributes["nickname"] ?? terminal?.attributes["name"]),
    zone: String(box.attributes["pod_timezone"]),
  };
}

/** Road boxes at a port terminal whose shipment names a customer, in a fixed order. */
async function roadBoxes() {
  return db.container.findMany({
    where: {
      workspaceId: world.workspaceId,
      bucket: { notIn: ["done"] },
      customerName: { not: null },
      billOfLading: { not: null },
      finalDestinationTimezone: null,
      podTerminalUpstreamId: { not: null },
      podTimezone: { not: null },
    },
    orderBy: { number: "asc" },
    take: 2,
  });
}

const syncAndDerive = (): Promise<void> => alertPass(world.workspaceId, simNow);

beforeAll(async () => {
  await settleOtherFilesDeliveries();
  sink = await startSmtpSink({ port: 0 });
  smtp.url = `smtp://127.0.0.1:${sink.port}`;
  simNow = new Date((await sim<{ now: string }>("/_sim/clock")).now);
});

afterAll(async () => {
  closeMailer();
  await sink.close();
});

describe("one email per box", () => {
  it("a hold and a fee set at once reach the subscriber as one email naming terminal, customer, BOL and 'LFD today'", async () => {
    const workspaceId = world.workspaceId;
    const users = await db.user.findMany({ where: { workspaceId }, orderBy: { email: "asc" } });
    const [dana, lee] = users;
    if (!dana || !lee) throw new Error("fixture");
    const [row] = await roadBoxes();
    if (!row) throw new Error("the simulated world lacks a road box with a customer");
    const facts = await serviceFacts(row.number);
    // Due today at its terminal (23:30 local), available, nothing on it; checked by the terminal an hour ago.
    const lfd = localAt(simNow, facts.zone, 0, 23, 30).toISOString();
    await sim(`/_sim/containers/${row.number}`, {
      current_status: "available",
      available_for_pickup: true,
      holds: [],
      fees: [],
      lfd: { line: lfd, terminal: lfd, rail: null },
      terminal_checked_at: new Date(simNow.getTime() - 3_600_000).toISOString(),
      line_tracking: { stopped: false },
    });
    await syncAndDerive();
    // Both dispatchers hear of every box kind by email, from now on.
    for (const user of [dana, lee]) await subscribe(workspaceId, user.id, { kinds: BOX_KINDS, channels: ["email"] });
    await deliverDue({ aheadMs: WINDOW_MS });
    const before = await db.outboxMessage.count();
    const since = new Date();

    // The terminal posts a customs hold and a demurrage fee in one check.
    await sim(`/_sim/containers/${row.number}`, {
      holds: [{ name: "customs", status: "hold" }],
      fees: [{ type: "demurrage", amount: 150, currency_code: "USD" }],
    });
    await syncAndDerive();
    const told = await db.notification.findMany({
      where: { userId: dana.id, containerId: row.id, createdAt: { gte: since } },
    });
    expect(told.map((n) => n.kind).sort()).toEqual(["fees_posted", "hold_placed"]);

    // Held for the window: nothing goes at once; when it has passed, one email per person.
    expect(await deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDue({ aheadMs: WINDOW_MS })).toEqual({ sent: 2, failed: 0 });
    expect(await db.outboxMessage.count()).toBe(before + 2);
    const mail = await db.outboxMessage.findMany({
      where: { recipients: { has: dana.email }, subject: { contains: row.number } },
    });
    expect(mail).toHaveLength(1);
    const [email] = mail;
    const text = email?.text ?? "";
    expect(email?.subject).toBe(`${row.number}: customs hold placed, fees posted — LFD today at ${facts.terminal}`);
    expect(text).toContain(`Terminal: ${facts.terminal}`);
    expect(text).toContain(`Customer: ${facts.customer}`);
    expect(text).toContain(`Bill of lading: ${facts.billOfLading}`);
    expect(text).toMatch(/Last free day: \w{3} \d{1,2} — LFD today/);
    expect(text).toContain("- Customs hold placed (");
    expect(text).toContain("- Fees posted (");
    expect(text).toContain(`/board?q=${row.number}&open=${row.id}`);
    expect(email?.html).toContain(`/board?q=${row.number}&amp;open=${row.id}`);
    expect(
      await db.outboxMessage.count({ where: { recipients: { has: lee.email }, subject: { contains: row.number } } }),
    ).toBe(1);
  });

  it("a send cut off by a worker's crash goes again as the same message with the same changes, never a second email", async () => {
    const workspaceId = world.workspaceId;
    const [dana] = await db.user.findMany({ where: { workspaceId }, orderBy: { email: "asc" } });
    if (!dana) throw new Error("fixture");
    const [, row] = await roadBoxes();
    if (!row) throw new Error("the simulated world lacks a second road box with a customer");
    await sim(`/_sim/containers/${row.number}`, {
      current_status: "available",
      available_for_pickup: true,
      holds: [{ name: "freight", status: "hold" }],
      fees: [{ type: "exam", amount: 90, currency_code: "USD" }],
      terminal_checked_at: simNow.toISOString(),
      line_tracking: { stopped: false },
    });
    await syncAndDerive();
    // A worker claims the box's email and dies before sending: its lease runs out.
    const claimed = await claimDeliveries(10, { aheadMs: WINDOW_MS });
    const mine = await db.alertDelivery.findMany({
      where: { id: { in: claimed.map((claim) => claim.id) }, notification: { userId: dana.id, containerId: row.id } },
    });
    expect(mine).toHaveLength(1);
    const sender = mine[0]?.id ?? "";
    const joined = await db.alertDelivery.count({ where: { groupId: sender, status: "merged" } });
    expect(joined).toBeGreaterThan(0);
    await db.alertDelivery.updateMany({
      where: { id: { in: claimed.map((claim) => claim.id) } },
      data: { lockedUntil: new Date(Date.now() - 1000) },
    });

    // More about the box meanwhile: it does not join an email already formed.
    await sim(`/_sim/containers/${row.number}`, { fees: [{ type: "exam", amount: 240, currency_code: "USD" }] });
    await syncAndDerive();

    await deliverDue({ aheadMs: WINDOW_MS });
    const sent = await db.alertDelivery.findUniqueOrThrow({ where: { id: sender } });
    expect([sent.status, sent.attempts, sent.groupId]).toEqual(["sent", 2, sender]);
    expect(await db.alertDelivery.count({ where: { groupId: sender, status: "merged" } })).toBe(joined);
    const mail = await db.outboxMessage.findMany({
      where: { recipients: { has: dana.email }, subject: { contains: row.number } },
      orderBy: { receivedAt: "asc" },
    });
    // The formed email (freight hold, exam fee) and, apart, the fee that grew after it was formed. The two are
    // sent side by side by the delivery pool, so they arrive in either order.
    expect(mail).toHaveLength(2);
    const formed = mail.find((m) => m.subject?.includes("freight hold placed"));
    expect(formed).toBeDefined();
    expect(mail.filter((m) => m.subject?.includes("fees grew"))).toHaveLength(1);
    expect(formed?.text).not.toContain("$240.00");
  });
});
