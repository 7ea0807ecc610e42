import { describe, expect, it } from "vitest";

import { emailDelayMs, groupEmails, type QueuedEmail } from "./coalesce";

const MIN = 60_000;
const email = (id: string, overrides: Partial<QueuedEmail> = {}): QueuedEmail => ({
  id,
  userId: "dana",
  containerId: "box-1",
  kind: "hold_placed",
  dueAt: 0,
  grouped: false,
  ...overrides,
});

describe("emailDelayMs", () => {
  it("holds a box's alert for the window, and a personal message not at all", () => {
    expect(emailDelayMs({ kind: "hold_placed", containerId: "box-1" }, 2, 0)).toBe(2 * MIN);
    expect(emailDelayMs({ kind: "discharged", containerId: "box-1" }, 5, 0)).toBe(5 * MIN);
    expect(emailDelayMs({ kind: "mention", containerId: "box-1" }, 2, 0)).toBe(0);
    expect(emailDelayMs({ kind: "tracking_failed", containerId: null }, 2, 0)).toBe(0);
  });

  it("waits for the end of quiet hours when that is later, and sends at once with a window of 0", () => {
    expect(emailDelayMs({ kind: "hold_placed", containerId: "box-1" }, 2, 90 * MIN)).toBe(90 * MIN);
    expect(emailDelayMs({ kind: "mention", containerId: "box-1" }, 2, 90 * MIN)).toBe(90 * MIN);
    expect(emailDelayMs({ kind: "hold_placed", containerId: "box-1" }, 0, 0)).toBe(0);
  });
});

describe("groupEmails", () => {
  it("sends one email per box and person: the earliest due sends, the rest claimed and queued join it", () => {
    const groups = groupEmails(
      [email("fee", { kind: "fees_posted", dueAt: 2 * MIN }), email("hold", { dueAt: 1 * MIN })],
      [email("lfd", { kind: "lfd_today", dueAt: 3 * MIN })],
    );
    expect(groups.senders).toEqual(["hold"]);
    expect([...groups.joins]).toEqual([
      ["fee", "hold"],
      ["lfd", "hold"],
    ]);
  });

  it("keeps people and boxes apart", () => {
    const groups = groupEmails(
      [email("dana-1"), email("lee-1", { userId: "lee" }), email("dana-2", { containerId: "box-2" })],
      [email("lee-later", { userId: "lee", dueAt: 5 * MIN }), email("dana-box-3", { containerId: "box-3" })],
    );
    expect(groups.senders.sort()).toEqual(["dana-1", "dana-2", "lee-1"]);
    expect([...groups.joins]).toEqual([["lee-later", "lee-1"]]);
  });

  it("never joins a personal message, nor lets one gather others", () => {
    const groups = groupEmails(
      [email("mention", { kind: "mention", dueAt: 0 }), email("hold", { dueAt: 1 })],
      [email("assigned", { kind: "assigned" })],
    );
    expect(groups.senders).toEqual(["mention", "hold"]);
    expect(groups.joins.size).toBe(0);
  });

  it("sends a group formed before as it is: a retried sender gathers nothing new", () => {
    const groups = groupEmails([email("retried", { grouped: true })], [email("new-hold", { dueAt: 2 * MIN })]);
    expect(groups.senders).toEqual(["retried"]);
    expect(groups.joins.size).toBe(0);
  });
});
