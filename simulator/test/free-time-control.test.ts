import { describe, expect, it } from "vitest";
import { localDateString } from "../lib/time";
import { OCEAN_TERMINALS } from "../world/reference-data";
import { T0, testSimulator, type Json } from "./helpers";

// The control API's free time: rules, closures and a box's discharge, and the LFDs the world then reports.
// T0 is Thursday 2026-03-05 15:00 UTC (07:00 in Los Angeles).

const LA = "America/Los_Angeles";
const pier400 = OCEAN_TERMINALS.find((t) => t.firmsCode === "W185");
if (!pier400) throw new Error("the world lacks APM Pier 400 (W185)");

const localDay = (iso: unknown, zone = LA): string | null =>
  typeof iso === "string" ? localDateString(Date.parse(iso), zone) : null;

async function call(t: ReturnType<typeof testSimulator>, method: string, path: string, body?: unknown) {
  const res = await t.sim.app.request(`/_sim${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A road box of the seeded world not yet discharged, moved to Pier 400 and discharged Tue Mar 3 07:12 local. */
async function boxAtPier400(t: ReturnType<typeof testSimulator>) {
  const now = Date.parse(T0);
  const box = t.sim.world.containers.find(
    (c) =>
      c.account === "demo" &&
      c.railTerminalId === null &&
      c.createdAt <= now &&
      t.sim.world.stateOf(c, now).status === "on_ship" &&
      t.sim.world.shipment(c.shipmentIdx).stopped === null,
  );
  if (!box) throw new Error("the world lacks a box on the water");
  const set = await t.control(`/containers/${box.number}`, {
    pod_terminal_id: pier400?.id,
    current_status: "available",
    discharged_at: "2026-03-03T15:12:00Z",
  });
  expect(set.status).toBe(200);
  return { box, scac: t.sim.world.shipment(box.shipmentIdx).scac, attributes: set.body.data.attributes as Json };
}

describe("free time through the control API", () => {
  it("reports the terminal LFD the published rule counts from the discharge set", async () => {
    const t = testSimulator();
    const { attributes } = await boxAtPier400(t);
    // Pier 400 publishes 4 working days: Wed 4, Thu 5, Fri 6, (Sat 7, Sun 8), Mon 9.
    expect(attributes.pod_discharged_at).toBe("2026-03-03T15:12:00Z");
    expect(localDay(attributes.import_deadlines.pickup_lfd_terminal)).toBe("2026-03-09");
  });

  it("moves the terminal LFD past a whole-day closure, not past one of some hours, and back when withdrawn", async () => {
    const t = testSimulator();
    const { box, attributes } = await boxAtPier400(t);
    const line = attributes.import_deadlines.pickup_lfd_line;
    const partial = await call(t, "POST", "/terminals/W185/closures", {
      date: "2026-03-09",
      whole_day: false,
      from: "08:00",
      to: "12:00",
      reason: "Crane outage",
    });
    expect(partial.status).toBe(201);
    expect(partial.body.events).toBe(0);
    expect(
      localDay(
        (await t.control(`/containers/${box.number}`)).body.data.attributes.import_deadlines.pickup_lfd_terminal,
      ),
    ).toBe("2026-03-09");

    const closed = await call(t, "POST", "/terminals/W185/closures", { date: "2026-03-09", reason: "Labour action" });
    expect(closed.status).toBe(201);
    expect(closed.body.data).toMatchObject({ terminal: "W185", date: "2026-03-09", whole_day: true, from: null });
    expect(closed.body.events).toBeGreaterThan(0);
    const moved = (await t.control(`/containers/${box.number}`)).body.data.attributes;
    expect(localDay(moved.import_deadlines.pickup_lfd_terminal)).toBe("2026-03-10");
    // The line's demurrage count does not stop for the terminal's gates.
    expect(moved.import_deadlines.pickup_lfd_line).toBe(line);

    const calendar = await call(t, "GET", "/terminals/W185");
    expect(calendar.body).toMatchObject({ terminal: "W185", timezone: LA });
    expect(calendar.body.holidays).toContain("2026-07-05");
    expect(calendar.body.closures).toHaveLength(2);

    const reopened = await call(t, "DELETE", `/terminals/W185/closures/${closed.body.data.id}`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.withdrawn_at).toBe(new Date(T0).toISOString());
    expect(
      localDay(
        (await t.control(`/containers/${box.number}`)).body.data.attributes.import_deadlines.pickup_lfd_terminal,
      ),
    ).toBe("2026-03-09");
    expect((await call(t, "DELETE", `/terminals/W185/closures/${closed.body.data.id}`)).status).toBe(404);
  });

  it("counts by a rule the control API sets, for the terminal and for the line", async () => {
    const t = testSimulator();
    const { box, scac } = await boxAtPier400(t);
    const rule = await t.control("/free-time", { scope: "terminal", key: "W185", days: 2, day_kind: "calendar" });
    expect(rule.status).toBe(200);
    expect(rule.body.rule).toMatchObject({ scope: "terminal", key: "W185", days: 2, day_kind: "calendar" });
    expect(rule.body.events).toBeGreaterThan(0);
    const lineRule = await t.control("/free-time", { scope: "line", key: scac, days: 6, day_kind: "working" });
    expect(lineRule.status).toBe(200);
    const a = (await t.control(`/containers/${box.number}`)).body.data.attributes;
    expect(localDay(a.import_deadlines.pickup_lfd_terminal)).toBe("2026-03-05");
    // Six working days from Wed 4: Wed 4, Thu 5, Fri 6, Mon 9, Tue 10, Wed 11.
    expect(localDay(a.import_deadlines.pickup_lfd_line)).toBe("2026-03-11");

    // A rule effective from a later discharge date leaves this box as it was.
    await t.control("/free-time", {
      scope: "terminal",
      key: "W185",
      days: 9,
      day_kind: "calendar",
      effective_from: "2026-03-04",
    });
    expect(
      localDay(
        (await t.control(`/containers/${box.number}`)).body.data.attributes.import_deadlines.pickup_lfd_terminal,
      ),
    ).toBe("2026-03-05");

    const listed = (await t.control("/free-time")).body;
    expect(listed.published).toContainEqual({
      scope: "terminal",
      key: "W185",
      days: 4,
      day_kind: "working",
      source: "published",
    });
    expect(listed.set).toHaveLength(3);
    expect(listed.set[0]).toMatchObject({
      key: "W185",
      days: 2,
      effective_from: null,
      set_at: T0.replace("Z", ".000Z"),
    });
  });

  it("moves a planned terminal LFD by the days a closure adds, and only from the instant it was made", async () => {
    const t = testSimulator();
    const now = Date.parse(T0);
    const world = t.sim.world;
    const box = world.containers.find((c) => {
      if (c.account !== "demo" || c.railTerminalId !== null || c.createdAt > now) return false;
      const st = world.stateOf(c, now);
      const terminal = OCEAN_TERMINALS.find((x) => x.id === st.podTerminalId);
      return (
        terminal?.stale === false &&
        st.milestones.vesselDischarged !== null &&
        st.lfdTerminal !== null &&
        st.lfdTerminal > now + 86_400_000 &&
        st.status !== "picked_up" &&
        world.shipment(c.shipmentIdx).stopped === null
      );
    });
    if (!box) throw new Error("the world lacks a box waiting at a terminal with a terminal LFD ahead");
    const before = world.stateOf(box, now);
    const terminal = OCEAN_TERMINALS.find((x) => x.id === before.podTerminalId);
    const zone = terminal?.timeZone ?? LA;
    const lfd = before.lfdTerminal ?? 0;
    const closed = await call(t, "POST", `/terminals/${terminal?.id}/closures`, {
      date: localDateString(lfd, zone),
      reason: "Storm",
    });
    expect(closed.status).toBe(201);
    const after = (await t.control(`/containers/${box.number}`)).body.data.attributes;
    const nextDay = new Date(Date.parse(`${localDateString(lfd, zone)}T00:00:00Z`) + 86_400_000).toISOString();
    expect(localDay(after.import_deadlines.pickup_lfd_terminal, zone)).toBe(nextDay.slice(0, 10));
    // Seen from before the closure was made, the terminal still reported the LFD it planned.
    await t.control("/clock", { set: new Date(now - 60_000).toISOString(), tick: false });
    expect(world.stateOf(box, now - 60_000).lfdTerminal).toBe(world.stateOf(box, now - 120_000).lfdTerminal);
    expect(
      localDay(
        (await t.control(`/containers/${box.number}`)).body.data.attributes.import_deadlines.pickup_lfd_terminal,
        zone,
      ),
    ).toBe(localDateString(lfd, zone));
  });

  it("refuses what it cannot apply", async () => {
    const t = testSimulator();
    expect(
      (await t.control("/free-time", { scope: "terminal", key: "NOPE", days: 3, day_kind: "calendar" })).status,
    ).toBe(400);
    expect((await t.control("/free-time", { scope: "line", key: "W185", days: 0, day_kind: "calendar" })).status).toBe(
      400,
    );
    expect((await call(t, "POST", "/terminals/NOPE/closures", { date: "2026-03-09", reason: "x" })).status).toBe(404);
    expect(
      (await call(t, "POST", "/terminals/W185/closures", { date: "2026-03-09", whole_day: false, reason: "x" })).status,
    ).toBe(400);
    expect((await call(t, "POST", "/terminals/W185/closures", { date: "2026-02-30", reason: "x" })).status).toBe(400);
    const rail = t.sim.world.containers.find((c) => c.railTerminalId !== null);
    expect((await t.control(`/containers/${rail?.number}`, { discharged_at: T0 })).status).toBe(400);
  });
});
