// The daily digest at 06:00 in the person's zone, over real SMTP to the demo sink: made once per local date,
// with the right boxes in the right sections; and the clock pass's watchdog for a silent terminal.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/server/db";
import { createBox, settleOtherFilesDeliveries } from "@/lib/testing/alert-fixtures";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

const smtp = vi.hoisted(() => ({ url: "" }));
vi.mock("./smtp-config", () => ({ smtpUrl: () => smtp.url }));

const { clockPass } = await import("./clock-pass");
const { deliverDue } = await import("./deliver");
const { sendDueDigests } = await import("./digests");
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

describe("daily digest", () => {
  it("goes out at 06:00 in the manager's zone, once, listing due, past-LFD and blocked boxes", async () => {
    const { workspace, users } = await createTestWorkspace(["manager", "dispatcher"]);
    const [manager, dispatcher] = users;
    if (!manager || !dispatcher) throw new Error("fixture");
    await db.user.update({ where: { id: manager.id }, data: { timezone: "America/New_York" } });
    // Boxes at a New York terminal on 23 Nov (local): due today, past LFD with demurrage, blocked by customs.
    const zone = { podTimezone: "America/New_York", terminalName: "Port Newark" };
    const today = await createBox(workspace.id, {
      ...zone,
      bucket: "lfd_today",
      governingLfdDate: new Date("2026-11-23T00:00:00Z"),
      lfdSource: "terminal",
      availableForPickup: true,
      flagReady: true,
    });
    const past = await createBox(workspace.id, {
      ...zone,
      bucket: "past_lfd",
      governingLfdDate: new Date("2026-11-20T00:00:00Z"),
      lfdSource: "terminal",
      fees: [{ type: "demurrage", amount: 375, currency_code: "USD" }],
    });
    const blocked = await createBox(workspace.id, {
      ...zone,
      bucket: "blocked",
      governingLfdDate: new Date("2026-11-28T00:00:00Z"),
      lfdSource: "terminal",
      holds: [{ name: "customs", status: "hold" }],
    });
    const stale = await createBox(workspace.id, {
      ...zone,
      bucket: "stale",
      flagUrgencyUnknown: true,
      governingLfdDate: new Date("2026-11-23T00:00:00Z"),
    });

    // 05:59 and 06:00 on 23 Nov in New York (EST, UTC−5).
    expect(await sendDueDigests(workspace.id, new Date("2026-11-23T10:59:00.000Z"))).toBe(0);
    expect(await sendDueDigests(workspace.id, new Date("2026-11-23T11:00:00.000Z"))).toBe(1);
    expect(await sendDueDigests(workspace.id, new Date("2026-11-23T11:30:00.000Z"))).toBe(0);

    const digest = await db.notification.findFirstOrThrow({ where: { userId: manager.id, kind: "digest" } });
    expect(digest.dedupeKey).toBe("digest:2026-11-23");
    // The dispatcher's digest is off by default (role defaults): nothing for them.
    expect(await db.notification.count({ where: { userId: dispatcher.id, kind: "digest" } })).toBe(0);

    expect(await deliverDue()).toEqual({ sent: 1, failed: 0 });
    const mail = await db.outboxMessage.findFirstOrThrow({ where: { recipients: { has: manager.email } } });
    expect(mail.subject).toBe("Manager digest for Mon Nov 23: 1 due today, 0 tomorrow, 1 past LFD");
    const text = mail.text ?? "";
    const section = (title: string): string => text.split(/\n\n/).find((part) => part.startsWith(title)) ?? "";
    expect(section("Due today")).toContain(today.number);
    expect(section("Past LFD")).toContain("Port Newark — 1 box");
    expect(section("Past LFD")).toContain(`${past.number} · Nov 20 · 3 · $375.00  http://`);
    expect(section("Past LFD")).toContain(`/board?q=${past.number}&open=${past.id}`);
    expect(section("Blocked")).toContain("Customs broker at Port Newark — 1 box");
    expect(section("Blocked")).toContain(blocked.number);
    expect(text).toContain("Past LFD: 1 box, posted $375.00");
    expect(text).not.toContain(stale.number);
    expect(text).toContain("1 box has unknown urgency");
    expect(mail.html).toContain(today.number);
  });
});

describe("clock pass", () => {
  it("raises the silent-terminal watchdog once per silence, and no due-today from stale data", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    const box = await createBox(workspace.id, {
      terminalCheckedAt: new Date("2026-11-21T10:00:00Z"),
      bucket: "stale",
      flagUrgencyUnknown: true,
      governingLfdDate: new Date("2026-11-22T00:00:00Z"),
    });
    const now = new Date("2026-11-22T20:00:00.000Z");
    await clockPass(workspace.id, now);
    await clockPass(workspace.id, new Date(now.getTime() + 60_000));
    const events = await db.alertEvent.findMany({ where: { workspaceId: workspace.id, containerId: box.id } });
    expect(events.map((e) => e.kind)).toEqual(["watchdog_terminal_silent"]);
  });
});
