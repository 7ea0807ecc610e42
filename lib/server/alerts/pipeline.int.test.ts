// From a box change to a parsed email over real SMTP: derive → fan out → deliver, against real PostgreSQL and
// the demo SMTP sink listening on a free port. Every step is run twice to show nothing is told twice.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/server/db";
import { createBox, settleOtherFilesDeliveries, subscribe } from "@/lib/testing/alert-fixtures";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

const smtp = vi.hoisted(() => ({ url: "" }));
vi.mock("./smtp-config", () => ({ smtpUrl: () => smtp.url }));

const { deliverDue } = await import("./deliver");
const { clockPass } = await import("./clock-pass");
const { deriveChangedBoxes } = await import("./derive-changed");
const { fanOut } = await import("./fan-out");
const { boxesInScope } = await import("./alert-scope");
const { closeMailer } = await import("./mailer");
const { startSmtpSink } = await import("./demo-smtp-sink");

let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  await settleOtherFilesDeliveries();
  sink = await startSmtpSink({ port: 0 });
  smtp.url = `smtp://127.0.0.1:${sink.port}`;
});

afterAll(async () => {
  closeMailer();
  await sink.close();
});

// 20:00Z on 22 Nov is noon in Los Angeles: "tomorrow" at the terminal is 23 Nov.
const now = new Date("2026-11-22T20:00:00.000Z");

describe("alert pipeline", () => {
  it("a box that becomes due tomorrow with a customs hold reaches the subscriber in the app and by email, once", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher", "dispatcher"]);
    const [told, other] = users;
    if (!told || !other) throw new Error("fixture");
    await subscribe(workspace.id, told.id, { kinds: ["lfd_tomorrow", "hold_placed"] });
    await subscribe(workspace.id, other.id, { kinds: ["past_lfd"] });
    const box = await createBox(workspace.id);
    const quiet = await createBox(workspace.id);

    // First look: nothing to tell about boxes as they are.
    await deriveChangedBoxes(workspace.id, now);
    expect(await db.alertEvent.count({ where: { workspaceId: workspace.id } })).toBe(0);

    await db.container.update({
      where: { id: box.id },
      data: {
        bucket: "lfd_tomorrow",
        governingLfdDate: new Date("2026-11-23T00:00:00Z"),
        lfdSource: "terminal",
        lfdTerminal: new Date("2026-11-24T07:59:00Z"),
        holds: [{ name: "customs", status: "hold" }],
      },
    });
    const derived = await deriveChangedBoxes(workspace.id, now);
    expect(derived.events).toBe(3); // due tomorrow, customs hold placed, terminal LFD set
    expect(await deriveChangedBoxes(workspace.id, now)).toEqual({ boxes: 0, events: 0 });

    const fanned = await fanOut(workspace.id, now);
    expect(fanned.notifications).toBe(2);
    expect(await fanOut(workspace.id, now)).toMatchObject({ events: 0, notifications: 0 });

    const notifications = await db.notification.findMany({ where: { userId: told.id }, orderBy: { kind: "asc" } });
    expect(notifications.map((n) => [n.kind, n.containerId])).toEqual([
      ["hold_placed", box.id],
      ["lfd_tomorrow", box.id],
    ]);
    expect(notifications.find((n) => n.kind === "lfd_tomorrow")?.title).toBe(`${box.number} is due tomorrow`);
    expect(await db.notification.count({ where: { userId: other.id } })).toBe(0);
    expect(await db.notification.count({ where: { containerId: quiet.id } })).toBe(0);

    // The box's email waits the workspace's window (2 minutes by default) for more about the box; both changes go
    // in one email once it has passed.
    expect(await deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDue({ aheadMs: 2 * 60_000 })).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDue({ aheadMs: 2 * 60_000 })).toEqual({ sent: 0, failed: 0 });

    const mail = await db.outboxMessage.findMany({ where: { recipients: { has: told.email } } });
    expect(mail.map((m) => m.subject)).toEqual([`${box.number}: customs hold placed, due tomorrow at Pier 400`]);
    const due = mail[0];
    expect(due?.text).toContain("Last free day 2026-11-23 at Pier 400");
    expect(due?.text).toContain("- Customs hold placed (");
    expect(due?.html).toContain(`open=${box.id}`);
    const headers = new Map((due?.headers as [string, string][]).map(([key, value]) => [key, value]));
    expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(headers.get("list-unsubscribe")).toMatch(/^<http.*\/api\/unsubscribe\?token=/);
  });

  it("a box already past its LFD at the first look is recorded, never told; one that passes its LFD later is", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = users[0];
    if (!user) throw new Error("fixture");
    await subscribe(workspace.id, user.id, { kinds: ["past_lfd"], channels: ["in_app"] });
    // Nov 22 at the terminal: an LFD of Nov 12 is ten days past when Quayside first sees the box.
    const late = await createBox(workspace.id, {
      bucket: "past_lfd",
      governingLfdDate: new Date("2026-11-12T00:00:00Z"),
      lfdSource: "terminal",
      lfdTerminal: new Date("2026-11-13T07:59:00Z"),
    });
    const onTime = await createBox(workspace.id, {
      bucket: "lfd_today",
      governingLfdDate: new Date("2026-11-22T00:00:00Z"),
      lfdSource: "terminal",
      lfdTerminal: new Date("2026-11-23T07:59:00Z"),
    });
    await deriveChangedBoxes(workspace.id, now);
    const recorded = await db.alertEvent.findMany({ where: { workspaceId: workspace.id, kind: "past_lfd" } });
    expect(recorded.map((event) => [event.containerId, event.fannedOutAt !== null])).toEqual([[late.id, true]]);
    expect(await fanOut(workspace.id, now)).toMatchObject({ notifications: 0 });

    // The next day the other box is past its LFD: that is news.
    const nextDay = new Date("2026-11-23T20:00:00.000Z");
    await db.container.update({ where: { id: onTime.id }, data: { bucket: "past_lfd" } });
    await db.container.update({ where: { id: late.id }, data: { terminalCheckedAt: nextDay } });
    await deriveChangedBoxes(workspace.id, nextDay);
    await fanOut(workspace.id, nextDay);
    const told = await db.notification.findMany({ where: { userId: user.id } });
    expect(told.map((n) => [n.kind, n.containerId])).toEqual([["past_lfd", onTime.id]]);
  });

  it("a subscription starts from now: an event recorded before it is not told to it", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher", "dispatcher"]);
    const [early, late] = users;
    if (!early || !late) throw new Error("fixture");
    await subscribe(workspace.id, early.id, { kinds: ["lfd_today"], channels: ["in_app"] });
    const box = await createBox(workspace.id);
    await deriveChangedBoxes(workspace.id, now);
    await db.container.update({
      where: { id: box.id },
      data: { bucket: "lfd_today", governingLfdDate: new Date("2026-11-22T00:00:00Z") },
    });
    await deriveChangedBoxes(workspace.id, now);
    // Subscribed after the event was recorded, before it was fanned out.
    await subscribe(workspace.id, late.id, { kinds: ["lfd_today"], channels: ["in_app"] });
    await fanOut(workspace.id, now);
    expect(await db.notification.count({ where: { userId: early.id } })).toBe(1);
    expect(await db.notification.count({ where: { userId: late.id } })).toBe(0);
  });

  it("never tells 'due today' from a box whose urgency is unknown, and tells it once fresh data says so", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = users[0];
    if (!user) throw new Error("fixture");
    await subscribe(workspace.id, user.id, { kinds: ["lfd_today", "watchdog_terminal_silent"], channels: ["in_app"] });
    const box = await createBox(workspace.id);
    await deriveChangedBoxes(workspace.id, now);
    await db.container.update({
      where: { id: box.id },
      data: { bucket: "stale", flagUrgencyUnknown: true, governingLfdDate: new Date("2026-11-22T00:00:00Z") },
    });
    await deriveChangedBoxes(workspace.id, now);
    await fanOut(workspace.id, now);
    expect(await db.notification.count({ where: { userId: user.id } })).toBe(0);

    await db.container.update({ where: { id: box.id }, data: { bucket: "lfd_today", flagUrgencyUnknown: false } });
    await deriveChangedBoxes(workspace.id, now);
    await fanOut(workspace.id, now);
    expect((await db.notification.findMany({ where: { userId: user.id } })).map((n) => n.kind)).toEqual(["lfd_today"]);
  });

  it("tells nothing the terminal says while its data is stale, and tells it once when the data is fresh again", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = users[0];
    if (!user) throw new Error("fixture");
    await subscribe(workspace.id, user.id, { kinds: ["lfd_today", "hold_placed"], channels: ["in_app"] });
    const box = await createBox(workspace.id);
    await deriveChangedBoxes(workspace.id, now);
    // Checked 30 h ago (stale, not yet unknown): the terminal's LFD says today and a customs hold is on.
    await db.container.update({
      where: { id: box.id },
      data: {
        bucket: "lfd_today",
        flagStale: true,
        terminalCheckedAt: new Date(now.getTime() - 30 * 3_600_000),
        governingLfdDate: new Date("2026-11-22T00:00:00Z"),
        lfdSource: "terminal",
        lfdTerminal: new Date("2026-11-23T07:59:00Z"),
        holds: [{ name: "customs", status: "hold" }],
      },
    });
    const pass = async (): Promise<string[]> => {
      await deriveChangedBoxes(workspace.id, now);
      await clockPass(workspace.id, now);
      await fanOut(workspace.id, now);
      return (await db.notification.findMany({ where: { userId: user.id }, orderBy: { kind: "asc" } })).map(
        (n) => n.kind,
      );
    };
    expect(await pass()).toEqual([]);

    // Fresh again, same values: only the flag changes, and that is enough to be looked at again.
    await db.container.update({ where: { id: box.id }, data: { flagStale: false } });
    expect(await pass()).toEqual(["hold_placed", "lfd_today"]);
    expect(await pass()).toEqual(["hold_placed", "lfd_today"]);
  });

  it("holds back a flapping hold within the cool-down and tells what is left once it ends, with no other change", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = users[0];
    if (!user) throw new Error("fixture");
    await subscribe(workspace.id, user.id, { kinds: ["hold_placed", "hold_released"], channels: ["in_app"] });
    const box = await createBox(workspace.id);
    const at = (minutes: number): Date => new Date(now.getTime() + minutes * 60_000);
    const step = async (minutes: number, holds: { name: string; status: string }[] | null): Promise<string[]> => {
      if (holds) await db.container.update({ where: { id: box.id }, data: { holds } });
      await deriveChangedBoxes(workspace.id, at(minutes));
      await fanOut(workspace.id, at(minutes));
      return (await db.notification.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } })).map(
        (n) => n.kind,
      );
    };
    await step(0, null);
    const customs = [{ name: "customs", status: "hold" }];
    expect(await step(1, customs)).toEqual(["hold_placed"]);
    expect(await step(2, [])).toEqual(["hold_placed", "hold_released"]);
    expect(await step(3, customs)).toEqual(["hold_placed", "hold_released"]);
    expect(await step(300, null)).toEqual(["hold_placed", "hold_released"]);
    // The workspace's cool-down (360 minutes) after the first "placed" ends: the hold is still on, so it is told.
    expect(await step(361, null)).toEqual(["hold_placed", "hold_released", "hold_placed"]);
    expect(await step(400, null)).toEqual(["hold_placed", "hold_released", "hold_placed"]);
  });

  it("scopes by a saved view's filter and by assignment", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher", "dispatcher"]);
    const [viewer, assignee] = users;
    if (!viewer || !assignee) throw new Error("fixture");
    const view = await db.savedView.create({
      data: {
        workspaceId: workspace.id,
        userId: viewer.id,
        name: "Pier 400",
        nameKey: "pier 400",
        query: "terminal=Pier%20400&bucket=ready",
      },
    });
    await subscribe(workspace.id, viewer.id, {
      kinds: ["became_ready"],
      scope: "view",
      viewId: view.id,
      channels: ["in_app"],
    });
    await subscribe(workspace.id, assignee.id, { kinds: ["became_ready"], scope: "mine", channels: ["in_app"] });
    const atPier = await createBox(workspace.id);
    const elsewhere = await createBox(workspace.id, { terminalName: "TraPac" });
    await db.containerWork.create({
      data: { containerId: elsewhere.id, workspaceId: workspace.id, assigneeId: assignee.id },
    });
    await deriveChangedBoxes(workspace.id, now);
    await db.container.updateMany({
      where: { id: { in: [atPier.id, elsewhere.id] } },
      data: { flagReady: true, bucket: "ready" },
    });
    await deriveChangedBoxes(workspace.id, now);
    await fanOut(workspace.id, now);
    expect((await db.notification.findMany({ where: { userId: viewer.id } })).map((n) => n.containerId)).toEqual([
      atPier.id,
    ]);
    expect((await db.notification.findMany({ where: { userId: assignee.id } })).map((n) => n.containerId)).toEqual([
      elsewhere.id,
    ]);
  });

  it("counts a saved view's ETA window from the workspace's clock, not this machine's", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const [viewer] = users;
    if (!viewer) throw new Error("fixture");
    const view = await db.savedView.create({
      data: {
        workspaceId: workspace.id,
        userId: viewer.id,
        name: "Next 3 days",
        nameKey: "next 3 days",
        query: "etaWithin=3",
      },
    });
    // The service's clock a month ahead of this machine's (a simulated world that has run on).
    const DAY = 86_400_000;
    const serviceNow = new Date(Date.now() + 30 * DAY);
    const soon = await createBox(workspace.id, { arrivalEtaAt: new Date(serviceNow.getTime() + 2 * DAY) });
    const later = await createBox(workspace.id, { arrivalEtaAt: new Date(serviceNow.getTime() + 5 * DAY) });
    const spec = { userId: viewer.id, scope: "view", viewId: view.id };
    expect([...(await boxesInScope(workspace.id, spec, [soon.id, later.id], serviceNow))]).toEqual([soon.id]);
  });
});
