import { describe, expect, it } from "vitest";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { containersQuerySchema } from "@/lib/validations/containers-query";

// The simulated service is as untidy as the real one: every attribute key sent and null when unknown,
// empty relationships as {data: null}, half the terminals without FIRMS/SMDG/BIC codes, transport events
// listed by when the service learned of them, statuses grounded/off_dock/dropped/loaded, and the 2026
// import_deadlines shape on part of the world. All of it goes through the real sync over HTTP.
const world = backfilledWorkspace({ containers: 400, roles: ["admin"] });

async function control(path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const origin = new URL(env.SIMULATOR_URL).origin;
  const response = await fetch(
    `${origin}/_sim${path}`,
    body === undefined
      ? {}
      : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  );
  return { status: response.status, body: await response.json() };
}

async function list(params: Record<string, string>) {
  const { listContainers } = await import("./query");
  return listContainers(world.workspaceId, containersQuerySchema.parse(params));
}

async function refetch(upstreamId: string) {
  const { fetchContainer } = await import("@/lib/server/sync/refresh");
  await fetchContainer(world.workspaceId, upstreamId, { priority: "interactive", ref: "test", events: true });
}

/** The calendar day of an instant in a zone, as a day number: the scenario's own count of days left. */
function localDay(at: string, timeZone: string): number {
  const ymd = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return Date.parse(`${ymd.format(Date.parse(at))}T00:00:00Z`) / 86_400_000;
}

/** Terminals with a FIRMS code that some cached box stands at. */
async function codedIds(workspaceId: string): Promise<string[]> {
  const rows = await db.container.findMany({
    where: { workspaceId, terminalFirmsCode: { not: null } },
    distinct: ["podTerminalUpstreamId"],
    select: { podTerminalUpstreamId: true },
  });
  return rows.flatMap((row) => (row.podTerminalUpstreamId ? [row.podTerminalUpstreamId] : []));
}

describe("the service's disorder, end to end", () => {
  it("stores null keys as null and {data: null} relationships as no relation: no 'null' strings, no lost rows", async () => {
    const workspaceId = world.workspaceId;
    const texts = [
      "customer_name",
      "terminal_name",
      "terminal_firms_code",
      "current_status",
      "pod_timezone",
      "shipping_line_scac",
      "bill_of_lading",
      "equipment_type",
      "seal_number",
    ];
    for (const column of texts) {
      const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM containers WHERE workspace_id = $1::uuid AND ${column} IN ('null', 'undefined', '')`,
        workspaceId,
      );
      expect(row?.n, column).toBe(0);
    }
    const [terminals] = await db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM terminals WHERE workspace_id = ${workspaceId}::uuid AND (firms_code IN ('null', '') OR name IN ('null', ''))`;
    expect(terminals?.n).toBe(0);
    // Every container the service lists is on file, each with its terminal's name.
    const total = await db.container.count({ where: { workspaceId } });
    expect(total).toBeGreaterThan(300);
    expect(
      await db.container.count({ where: { workspaceId, podTerminalUpstreamId: { not: null }, terminalName: null } }),
    ).toBe(0);
  });

  it("groups and filters by a terminal whose codes are all null, by its id, showing its name", async () => {
    const workspaceId = world.workspaceId;
    const terminal = await db.terminal.findFirstOrThrow({
      where: { workspaceId, kind: "terminal", firmsCode: null },
      orderBy: { upstreamId: "asc" },
    });
    const raw = terminal.raw as { attributes?: Record<string, unknown> };
    expect(raw.attributes).toMatchObject({ firms_code: null, smdg_code: null, bic_facility_code: null });
    const expected = await db.container.count({
      where: { workspaceId, podTerminalUpstreamId: terminal.upstreamId, bucket: { not: "done" }, goneUpstreamAt: null },
    });
    expect(expected).toBeGreaterThan(0);
    const page = await list({ terminal: terminal.upstreamId, limit: "500" });
    expect(page.total).toBe(expected);
    expect(new Set(page.data.map((row) => row.terminal.id))).toEqual(new Set([terminal.upstreamId]));
    expect(page.data[0]?.terminal).toMatchObject({ firmsCode: null, name: terminal.nickname ?? terminal.name });

    // Reports: the terminal is offered by id and its boxes are counted under its name, not "Unknown terminal".
    const { filterOptions } = await import("@/lib/server/reports/report-options");
    const options = await filterOptions(workspaceId);
    expect(options.terminals).toContainEqual({ value: terminal.upstreamId, label: terminal.nickname ?? terminal.name });
    // One identity for every terminal, coded or not, the same the board's filter uses.
    const coded = await db.terminal.findFirstOrThrow({
      where: {
        workspaceId,
        kind: "terminal",
        firmsCode: { not: null },
        upstreamId: { in: await codedIds(workspaceId) },
      },
    });
    expect(options.terminals.map((t) => t.value)).toContain(coded.upstreamId);
    expect(options.terminals.map((t) => t.value)).not.toContain(coded.firmsCode);
    const { freshness } = await import("@/lib/server/reports/freshness-report");
    const rows = await freshness(workspaceId, {
      from: "2026-01-01",
      to: "2026-12-31",
      terminal: [terminal.upstreamId],
      line: [],
      customer: [],
    });
    expect(rows.map((row) => row.terminal)).toEqual([terminal.nickname ?? terminal.name]);
  });

  it("keeps a box's governing LFD when the service switches it to the 2026 deadline shape", async () => {
    const workspaceId = world.workspaceId;
    const candidates = await db.container.findMany({
      where: {
        workspaceId,
        governingLfd: { not: null },
        lfdTerminal: { not: null },
        bucket: { notIn: ["done", "needs_return"] },
      },
      orderBy: { number: "asc" },
    });
    const flat = candidates.find(
      (row) =>
        !(typeof row.importDeadlines === "object" && row.importDeadlines !== null && "pod" in row.importDeadlines),
    );
    expect(flat).toBeDefined();
    if (!flat) return;
    const before = (await list({ q: flat.number })).data[0];
    expect(before?.lfd.governingDate).not.toBeNull();

    expect((await control(`/containers/${flat.number}`, { import_deadlines_shape: "pod" })).status).toBe(200);
    await refetch(flat.upstreamId);
    const after = await db.container.findUniqueOrThrow({ where: { id: flat.id } });
    expect(after.importDeadlines).toHaveProperty("pod");
    expect({
      line: after.lfdLine,
      terminal: after.lfdTerminal,
      rail: after.lfdRail,
      governing: after.governingLfd,
      bucket: after.bucket,
    }).toEqual({
      line: flat.lfdLine,
      terminal: flat.lfdTerminal,
      rail: flat.lfdRail,
      governing: flat.governingLfd,
      bucket: flat.bucket,
    });
    const row = (await list({ q: flat.number })).data[0];
    // Only the 2026 shape carries the service's own calculated estimates: shown beside, never governing.
    const { serviceCalculated: afterEstimates, ...afterLfd } = row?.lfd ?? {};
    const { serviceCalculated: beforeEstimates, ...beforeLfd } = before?.lfd ?? {};
    expect(afterLfd).toEqual(beforeLfd);
    expect(beforeEstimates).toEqual({ line: null, terminal: null });
    expect(afterEstimates?.terminal ?? afterEstimates?.line).not.toBeNull();
  });

  it("puts grounded, off_dock, dropped and loaded boxes where their meaning says", async () => {
    const workspaceId = world.workspaceId;
    // Boxes sitting at a port terminal (no rail leg) that can take every one of these statuses.
    const atPort = await db.container.findMany({
      where: {
        workspaceId,
        bucket: { in: ["ready", "not_available", "blocked"] },
        finalDestinationTimezone: null,
        podDischargedAt: { not: null },
      },
      orderBy: { number: "asc" },
      take: 4,
    });
    expect(atPort).toHaveLength(4);
    const [grounded, offDock, dropped, reloaded] = atPort;
    if (!grounded || !offDock || !dropped || !reloaded) return;
    const clear = { holds: [], lfd: { line: null, terminal: null, rail: null }, pickup_lfd: null };
    await control(`/containers/${grounded.number}`, {
      ...clear,
      current_status: "grounded",
      availability_known: true,
      available_for_pickup: true,
    });
    await control(`/containers/${offDock.number}`, {
      ...clear,
      current_status: "off_dock",
      available_for_pickup: true,
      availability_known: true,
    });
    await control(`/containers/${dropped.number}`, { ...clear, current_status: "dropped" });
    // The simulator's `loaded` is a street turn: reloaded at the customer for an export, after a full-out.
    await control(`/containers/${reloaded.number}`, { ...clear, current_status: "loaded" });
    for (const row of [grounded, offDock, dropped, reloaded]) await refetch(row.upstreamId);
    const bucketOf = async (id: string) => (await db.container.findUniqueOrThrow({ where: { id } })).bucket;
    expect(await bucketOf(grounded.id)).toBe("ready");
    const offDockRow = await db.container.findUniqueOrThrow({ where: { id: offDock.id } });
    expect(offDockRow.currentStatus).toBe("off_dock");
    expect(offDockRow.podFullOutAt).not.toBeNull();
    expect(offDockRow.bucket).toBe("ready");
    expect(await bucketOf(dropped.id)).toBe("needs_return");
    // Out because of its full-out, not because of the word: `loaded` alone means loaded at origin (unit tests).
    const reloadedRow = await db.container.findUniqueOrThrow({ where: { id: reloaded.id } });
    expect(reloadedRow.currentStatus).toBe("loaded");
    expect(reloadedRow.podFullOutAt).not.toBeNull();
    expect(reloadedRow.bucket).toBe("needs_return");
  });

  it("reports the latest transport event by event time, whatever order the service lists them in", async () => {
    const workspaceId = world.workspaceId;
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId, podDischargedAt: { not: null }, bucket: { notIn: ["done"] } },
      orderBy: { number: "asc" },
    });
    await refetch(row.upstreamId);
    const { getContainerDetail } = await import("./detail");
    const detail = await getContainerDetail(workspaceId, row.id);
    expect(detail.transportEvents.length).toBeGreaterThan(2);
    const times = detail.transportEvents.map((e) => Date.parse(e.timestamp ?? ""));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The service's own order (most recently learned first) is not the event order.
    const served = (await fetch(`${env.SIMULATOR_URL}/containers/${row.upstreamId}/transport_events`, {
      headers: { Authorization: "Token sim_paid_key" },
    }).then((r) => r.json())) as { data: { id: string; attributes: { timestamp: string } }[] };
    const latestByTime = [...served.data].sort(
      (a, b) => Date.parse(b.attributes.timestamp) - Date.parse(a.attributes.timestamp),
    )[0];
    expect(detail.latestEvent?.id).toBe(latestByTime?.id);
    expect(detail.latestEvent?.timestamp).toBe(new Date(Math.max(...times)).toISOString());
  });

  it("keeps rail boxes whose pod_full_out_at is the rail departure on rail and at the ramp, never out", async () => {
    const workspaceId = world.workspaceId;
    // Rail moves (they have an inland destination) still to be pulled, from the end of the list so the
    // boxes other tests of this file change are not these.
    const rail = await db.container.findMany({
      where: {
        workspaceId,
        finalDestinationTimezone: { not: null },
        finalDestinationFullOutAt: null,
        lineTrackingStoppedAt: null,
        bucket: { notIn: ["done", "needs_return"] },
      },
      orderBy: { number: "desc" },
      take: 2,
    });
    expect(rail).toHaveLength(2);
    const [onRail, atRamp] = rail;
    if (!onRail || !atRamp) return;
    const now = ((await control("/clock")).body as { now: string }).now;
    const inDays = (days: number) => new Date(Date.parse(now) + days * 86_400_000).toISOString();
    // The rail LFD is the earliest source, so it governs (product.md), in days of the ramp's zone.
    const scenario = {
      pod_full_out_on_rail: true,
      holds: [],
      lfd: { line: inDays(9), terminal: null, rail: inDays(4) },
      line_tracking: { stopped: false },
    };
    const cases = [
      { box: onRail, change: { ...scenario, current_status: "on_rail" }, bucket: "on_rail", lenses: ["on_rail"] },
      {
        box: atRamp,
        change: { ...scenario, current_status: "available", available_for_pickup: true, terminal_checked_at: now },
        bucket: "ready",
        lenses: ["pull_now"],
      },
    ];
    for (const { box, change, bucket, lenses } of cases) {
      const set = await control(`/containers/${box.number}`, change);
      expect(set.status).toBe(200);
      const served = (set.body as { data: { attributes: Record<string, string | null> } }).data.attributes;
      // The service's own shape: the rail departure reported as the port full-out, no pickup yet.
      expect(served.pod_full_out_at).not.toBeNull();
      expect(served.pod_full_out_at).toBe(served.pod_rail_departed_at);
      expect(served.final_destination_full_out_at).toBeNull();
      const rampZone = served.final_destination_timezone ?? "";
      await refetch(box.upstreamId);
      const stored = await db.container.findUniqueOrThrow({ where: { id: box.id } });
      expect(stored.podFullOutAt?.getTime()).toBe(Date.parse(served.pod_full_out_at ?? ""));
      const row = (await list({ q: box.number })).data.find((r) => r.id === box.id);
      expect({
        status: row?.currentStatus,
        bucket: row?.bucket,
        lenses: row?.lenses,
        returnBy: row?.returnBy,
        source: row?.lfd.source,
        governing: Date.parse(row?.lfd.governing ?? ""),
        zone: row?.lfd.timezone,
        daysLeft: row?.lfd.daysLeft,
      }).toEqual({
        status: change.current_status,
        bucket,
        lenses,
        returnBy: null,
        source: "rail",
        governing: Date.parse(inDays(4)),
        zone: rampZone,
        daysLeft: localDay(inDays(4), rampZone) - localDay(now, rampZone),
      });
    }
  });
});
