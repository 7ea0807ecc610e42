import { describe, expect, it } from "vitest";
import { checkContainerNumber } from "../lib/check-digit";
import { OCEAN_TERMINALS, RAIL_TERMINALS } from "../world/reference-data";
import { daysBetween, localDay, T0, testSimulator, type Json } from "./helpers";

async function allContainers(api: ReturnType<typeof testSimulator>["api"]) {
  const first = await api("containers?page[size]=100&include=shipment");
  const out = [...first.body.data];
  const shipments = new Map<string, Json>(first.body.included.map((s: Json) => [s.id, s]));
  let next: string | undefined = first.body.links.next;
  while (next) {
    const u = new URL(next);
    const page = await api(`${u.pathname}${u.search}`);
    out.push(...page.body.data);
    for (const s of page.body.included) shipments.set(s.id, s);
    next = page.body.links.next;
  }
  return { containers: out, shipments };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("seeded world", () => {
  it("is deterministic: same seed and simulated time give identical responses", async () => {
    const a = testSimulator();
    const b = testSimulator();
    const pathA = "containers?page[size]=100&page[number]=2&include=shipment,pod_terminal";
    const ra = await a.api(pathA);
    const rb = await b.api(pathA);
    expect(ra.text).toBe(rb.text);
    const c = testSimulator({ seed: 8 });
    expect((await c.api(pathA)).text).not.toBe(ra.text);
  });

  it("uses valid ISO 6346 numbers, real terminals with IANA zones, and consistent statuses", async () => {
    const { api } = testSimulator();
    const { containers } = await allContainers(api);
    expect(containers.length).toBeGreaterThan(300);
    const terminalIds = new Set([...OCEAN_TERMINALS, ...RAIL_TERMINALS].map((t) => t.id));
    for (const c of containers) {
      const a = c.attributes;
      expect(checkContainerNumber(a.number).valid).toBe(true);
      expect(terminalIds.has(c.relationships.pod_terminal.data.id)).toBe(true);
      expect(() => localDay(T0, a.pod_timezone)).not.toThrow();
      // current_status agrees with the milestones shown next to it
      const outStatuses = ["picked_up", "dropped", "loaded", "delivered"];
      const railMove = a.final_destination_timezone !== null;
      if (a.empty_terminated_at) expect(a.current_status).toBe("empty_returned");
      else if (a.final_destination_full_out_at) expect(outStatuses).toContain(a.current_status);
      else if (a.pod_full_out_at && !railMove) expect([...outStatuses, "off_dock"]).toContain(a.current_status);
      else if (a.current_status === "available") expect(a.available_for_pickup).toBe(true);
      else if (a.current_status === "on_ship") expect(a.pod_discharged_at).toBeNull();
      // A rail move's pod_full_out_at, when reported, is its departure from the port by rail.
      if (railMove && a.pod_full_out_at) expect(a.pod_full_out_at).toBe(a.pod_rail_departed_at);
      if (a.current_status === "grounded")
        expect([a.availability_known, a.available_for_pickup]).toEqual([false, null]);
      if (a.current_status === "on_rail") expect(a.pod_rail_loaded_at).not.toBeNull();
      for (const h of a.holds_at_pod_terminal) {
        expect(["freight", "customs", "USDA", "VACIS", "TMF", "other"]).toContain(h.name);
        expect(["pending", "hold"]).toContain(h.status);
      }
      // pickup_lfd is coalesced line -> terminal -> rail, not the earliest date
      const d = a.import_deadlines;
      expect(a.pickup_lfd).toBe(d.pickup_lfd_line ?? d.pickup_lfd_terminal ?? d.pickup_lfd_rail);
      if (d.pickup_lfd_rail) expect(a.ind_facility_lfd_on).toBe(d.pickup_lfd_rail);
    }
  });

  it("holds, on the demo day, every situation the board tells apart, with the deliberate edge cases", async () => {
    const { api } = testSimulator();
    const { containers, shipments } = await allContainers(api);
    // Each situation is a plain fact of the service's data at T0, checked on its own: which card the dashboard
    // puts a box under is the dashboard's rule and is tested there, not restated here.
    const outStatuses = ["picked_up", "dropped", "loaded", "delivered"];
    const tracked = containers.filter(
      (c) => !shipments.get(c.relationships.shipment.data.id)?.attributes.line_tracking_stopped_at,
    );
    const atPort = tracked
      .map((c) => c.attributes)
      .filter(
        (a) => a.pod_discharged_at && !a.pod_full_out_at && !a.final_destination_full_out_at && !a.empty_terminated_at,
      );
    const checkedDaysAgo = (a: Json) =>
      a.terminal_checked_at ? (Date.parse(T0) - Date.parse(a.terminal_checked_at)) / DAY : null;
    const freshAtPort = atPort.filter((a) => (checkedDaysAgo(a) ?? 0) <= 7);
    const terminalLfdIn = (a: Json) =>
      a.import_deadlines.pickup_lfd_terminal
        ? daysBetween(localDay(T0, a.pod_timezone), localDay(a.import_deadlines.pickup_lfd_terminal, a.pod_timezone))
        : null;
    const situations: Record<string, (a: Json) => boolean> = {
      "empty returned": (a) => a.current_status === "empty_returned" && a.empty_terminated_at !== null,
      "out, not returned": (a) => outStatuses.includes(a.current_status) && !a.empty_terminated_at,
      "terminal not checked for over 7 days": (a) => atPort.includes(a) && (checkedDaysAgo(a) ?? 0) > 7,
      "terminal LFD yesterday or before": (a) => freshAtPort.includes(a) && (terminalLfdIn(a) ?? 0) < 0,
      "terminal LFD today": (a) => freshAtPort.includes(a) && terminalLfdIn(a) === 0,
      "terminal LFD tomorrow": (a) => freshAtPort.includes(a) && terminalLfdIn(a) === 1,
      "discharged under a blocking hold": (a) =>
        freshAtPort.includes(a) && (a.holds_at_pod_terminal ?? []).some((h: Json) => h.status === "hold"),
      "available without holds": (a) =>
        freshAtPort.includes(a) && a.available_for_pickup === true && (a.holds_at_pod_terminal ?? []).length === 0,
      "on rail": (a) => a.current_status === "on_rail",
      "discharged, not available": (a) =>
        freshAtPort.includes(a) && a.availability_known === true && a.available_for_pickup === false,
      "still on the ship": (a) => a.current_status === "on_ship" && a.pod_discharged_at === null,
    };
    const attributes = tracked.map((c) => c.attributes);
    for (const [name, holds] of Object.entries(situations))
      expect(attributes.filter(holds).length, name).toBeGreaterThan(0);
    const stoppedNotOut = containers.filter(
      (c) =>
        shipments.get(c.relationships.shipment.data.id)?.attributes.line_tracking_stopped_at &&
        !c.attributes.empty_terminated_at,
    );
    expect(stoppedNotOut.length, "line tracking stopped").toBeGreaterThan(0);
    const attrs = containers.map((c) => c.attributes);
    const discharged = attrs.filter((a) => a.pod_discharged_at && !a.pod_full_out_at);
    expect(
      discharged.some((a) => a.pickup_lfd === null),
      "containers without an LFD",
    ).toBe(true);
    expect(
      discharged.some((a) => a.holds_at_pod_terminal.length > 0 && !a.availability_known),
      "holds without availability",
    ).toBe(true);
    expect(
      attrs.some((a) => a.fees_at_pod_terminal.some((f: Json) => f.amount === 0)),
      "zero-amount fee",
    ).toBe(true);
    expect(
      attrs.some((a) => a.fees_at_pod_terminal.some((f: Json) => f.type === "total")),
      "a terminal reporting a total",
    ).toBe(true);
    expect(
      attrs.some((a) => a.fees_at_pod_terminal.some((f: Json) => f.currency_code === "CAD")),
      "a Canadian terminal in CAD",
    ).toBe(true);
    expect(
      attrs.some((a) => a.holds_at_pod_terminal.some((h: Json) => h.status === "pending")),
      "pending holds",
    ).toBe(true);
    const conflicts = attrs.filter((a) => {
      const d = a.import_deadlines;
      return (
        d.pickup_lfd_line &&
        d.pickup_lfd_terminal &&
        localDay(d.pickup_lfd_line, a.pod_timezone) !== localDay(d.pickup_lfd_terminal, a.pod_timezone)
      );
    });
    expect(conflicts.length, "LFD sources that disagree").toBeGreaterThan(0);
    // LFDs near local midnight: 23:59 local falls on the next UTC day in US zones.
    expect(
      attrs.some((a) => a.pickup_lfd && localDay(a.pickup_lfd, a.pod_timezone) !== a.pickup_lfd.slice(0, 10)),
      "LFD whose UTC date differs from the local date",
    ).toBe(true);
    expect(
      attrs.some((a) => a.pickup_appointment_at),
      "pickup appointments",
    ).toBe(true);
    expect(
      attrs.some((a) => a.import_deadlines.pickup_lfd_rail && a.ind_facility_lfd_on),
      "deprecated ind_facility_lfd_on next to pickup_lfd_rail",
    ).toBe(true);
    const stopped = [...shipments.values()].filter((s) => s.attributes.line_tracking_stopped_reason);
    expect(new Set(stopped.map((s) => s.attributes.line_tracking_stopped_reason)).size).toBeGreaterThan(1);
  });

  it("puts a few LFDs across a DST change (offset differs between discharge and LFD)", async () => {
    const { sim } = testSimulator();
    const world = sim.world;
    const dstShipments = world.shipments.slice(0, 2);
    for (const s of dstShipments) {
      const c = world.container(s.containerIdxs[0] ?? 0);
      const st = world.stateOf(c, Date.parse("2027-01-01T00:00:00Z"));
      const lfd = st.lfdTerminal;
      expect(lfd).not.toBeNull();
      const tz = s.podCode === "USNYC" ? "America/New_York" : "America/Los_Angeles";
      const offset = (t: number) =>
        new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "shortOffset" }).format(new Date(t));
      expect(offset(lfd ?? 0)).not.toBe(offset(c.milestones.vesselDischarged ?? 0));
      // The LFD instant is local midnight in the terminal's zone.
      expect(
        new Intl.DateTimeFormat("en-GB", { timeZone: tz, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
          new Date(lfd ?? 0),
        ),
      ).toBe("00:00");
    }
  });

  it("lets containers move through the milestones as the simulated clock advances", async () => {
    const { api, control } = testSimulator();
    const before = await api("containers?page[size]=100");
    const arriving = before.body.data.find((c: Json) => c.attributes.current_status === "on_ship");
    expect(arriving).toBeDefined();
    await control("/clock", { advance: "P40D" });
    const after = await api(`containers/${arriving.id}`);
    expect(after.body.data.attributes.current_status).not.toBe("on_ship");
    expect(after.body.data.attributes.pod_discharged_at).not.toBeNull();
    const events = await api(`containers/${arriving.id}/transport_events`);
    const names = events.body.data.map((e: Json) => e.attributes.event);
    expect(names).toContain("container.transport.vessel_discharged");
    // Listed as the service learned of them (newest first), not by when they happened.
    const learned = events.body.data.map((e: Json) => Date.parse(e.attributes.created_at));
    expect([...learned].sort((x, y) => y - x)).toEqual(learned);
    for (const e of events.body.data)
      expect(Date.parse(e.attributes.created_at)).toBeGreaterThanOrEqual(Date.parse(e.attributes.timestamp));
  });

  // How fast is measured by `npm run bench:simulator`, not here.
  it("scales: a world of 10,000 containers keeps every number unique and valid", async () => {
    const { sim } = testSimulator({ containers: 10_000 });
    const numbers = sim.world.containers.map((c) => c.number);
    expect(numbers.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.filter((n) => !checkContainerNumber(n).valid)).toEqual([]);
  });

  it("moves a terminal LFD at its planned instant", async () => {
    const { sim, api, control } = testSimulator();
    const t0 = Date.parse(T0);
    const staleTerminals = new Set(OCEAN_TERMINALS.filter((t) => t.stale).map((t) => t.id));
    const candidates = sim.world.containers.flatMap((c) =>
      staleTerminals.has(c.podTerminalId) || c.railTerminalId
        ? []
        : c.lfdTerminal.changes.filter((ch) => ch.at > t0 + HOUR && ch.value !== null).map((ch) => ({ c, ch })),
    );
    const pick = candidates.find(({ c, ch }) => c.milestones.fullOut === null || c.milestones.fullOut > ch.at + HOUR);
    expect(pick).toBeDefined();
    const { c, ch } = pick!;
    const lfdAt = async (t: number) => {
      await control("/clock", { set: new Date(t).toISOString() });
      const body = (await api(`containers?filter[number]=${c.number}`)).body;
      return body.data[0].attributes.import_deadlines?.pickup_lfd_terminal ?? null;
    };
    const before = await lfdAt(ch.at - MINUTE);
    const after = await lfdAt(ch.at + MINUTE);
    expect(Date.parse(after)).toBe(ch.value);
    expect(after).not.toBe(before);
  });

  it("advances terminal_checked_at with the clock at a live terminal and freezes it, over 7 days old, at a stale one", async () => {
    const { sim, api, control } = testSimulator({ containers: 1_500 });
    const t0 = Date.parse(T0);
    const stale = new Set(OCEAN_TERMINALS.filter((t) => t.stale).map((t) => t.id));
    const atTerminal = (c: (typeof sim.world.containers)[number]) =>
      !c.railTerminalId &&
      c.milestones.vesselDischarged !== null &&
      c.milestones.vesselDischarged < t0 - DAY &&
      (c.milestones.fullOut === null || c.milestones.fullOut > t0 + DAY);
    const live = sim.world.containers.find(
      (c) => atTerminal(c) && !stale.has(c.podTerminalId) && c.checkEveryMin < 6 * 60,
    );
    const frozen = sim.world.containers.find((c) => atTerminal(c) && stale.has(c.podTerminalId));
    expect(live).toBeDefined();
    expect(frozen).toBeDefined();
    const checkedAt = async (number: string) =>
      (await api(`containers?filter[number]=${number}`)).body.data[0].attributes.terminal_checked_at as string;
    const liveBefore = await checkedAt(live!.number);
    const frozenBefore = await checkedAt(frozen!.number);
    await control("/clock", { advance: "PT6H" });
    expect(Date.parse(await checkedAt(live!.number))).toBeGreaterThan(Date.parse(liveBefore));
    expect(await checkedAt(frozen!.number)).toBe(frozenBefore);
    expect(t0 - Date.parse(frozenBefore)).toBeGreaterThan(7 * DAY);
  });
});
