// Real route handlers, real database: what a hostile or broken request gets is a clear 4xx in the error format,
// never a 500. NUL characters, oversized and endless bodies, forged cursors, header-breaking file names,
// container numbers with a wrong check digit, out-of-range tariffs. The session lookup is replaced because it
// needs Next.js's request scope; everything after it is the real code.
import { randomUUID } from "node:crypto";

import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { computeCheckDigit } from "@/lib/domain/iso6346";
import { db } from "@/lib/server/db";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";

import type { SessionUser } from "@/lib/shared/session-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));

vi.mock("@/lib/server/auth/session", () => ({
  requireUser: async () => {
    if (!session.user) throw new Error("test set no user");
    return session.user;
  },
}));

const containersRoute = await import("@/app/api/containers/route");
const containerRoute = await import("@/app/api/containers/[id]/route");
const savedViewsRoute = await import("@/app/api/saved-views/route");
const trackingRoute = await import("@/app/api/tracking-requests/route");
const trackingCheckRoute = await import("@/app/api/tracking-requests/check/route");
const tariffsRoute = await import("@/app/api/tariffs/route");
const tariffRoute = await import("@/app/api/tariffs/[id]/route");
const documentsRoute = await import("@/app/api/documents/route");
const uploadRoute = await import("@/app/api/documents/upload/route");
const acceptInviteRoute = await import("@/app/api/invites/accept/route");
const activityRoute = await import("@/app/api/activity/route");
const notificationsRoute = await import("@/app/api/notifications/route");
const calendarRoute = await import("@/app/api/calendar/route");
const reportsRoute = await import("@/app/api/reports/route");
const documentRoute = await import("@/app/api/documents/[id]/route");
const emailRoute = await import("@/app/api/emails/[id]/route");
const routeMapRoute = await import("@/app/api/containers/[id]/map/route");

const APP = "http://127.0.0.1:3000";
const world = backfilledWorkspace({ containers: 12, roles: ["admin", "dispatcher"] });

async function signInAs(role: "admin" | "dispatcher"): Promise<SessionUser> {
  const user = await db.user.findFirstOrThrow({
    where: { workspaceId: world.workspaceId, role },
    include: { workspace: true },
  });
  session.user = {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    workspaceId: user.workspaceId,
    workspaceName: user.workspace.name,
  };
  return session.user;
}

type Body = string | Uint8Array | ReadableStream<Uint8Array>;

function request(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Body } = {},
): NextRequest {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const headers = {
    host: "127.0.0.1:3000",
    ...(typeof init.body === "string" ? { "content-type": "application/json" } : {}),
    ...init.headers,
  };
  return new NextRequest(`${APP}${path}`, { method, headers, body: init.body, duplex: "half" } as ConstructorParameters<
    typeof NextRequest
  >[1]);
}

const json = (path: string, body: unknown, method = "POST") => request(path, { method, body: JSON.stringify(body) });
const none = { params: Promise.resolve({}) };
const withId = (id: string) => ({ params: Promise.resolve({ id }) });

async function errorOf(response: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, code: body.error?.code ?? "(no error)", message: body.error?.message ?? "" };
}

/** A body of `total` bytes made on demand, counting what the handler actually pulled. */
function meteredBody(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = 64 * 1024;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(32));
    },
  });
  return { stream, pulled: () => pulled };
}

const containerNumber = (serial: string) => `MSCU${serial}${computeCheckDigit(`MSCU${serial}`)}`;
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const TARIFF = {
  scope: "line",
  scopeKey: "MSCU",
  name: "Line tariff",
  currency: "USD",
  freeDays: 4,
  tiers: [
    { fromDay: 1, toDay: 3, amountPerDay: 100 },
    { fromDay: 4, toDay: null, amountPerDay: 250 },
  ],
};

afterEach(() => {
  session.user = null;
});

describe("NUL characters", () => {
  it("are refused with 400 in any JSON body field, at any depth, on every JSON route", async () => {
    await signInAs("admin");
    const nul = "a\u0000b";
    const responses = await Promise.all([
      savedViewsRoute.POST(json("/api/saved-views", { name: nul, query: "" }), none),
      savedViewsRoute.POST(json("/api/saved-views", { name: "ok", query: `bucket=${nul}` }), none),
      trackingRoute.POST(
        json("/api/tracking-requests", {
          items: [{ requestType: "bill_of_lading", requestNumber: "MEDUAB123456", refNumbers: [nul] }],
        }),
        none,
      ),
      tariffsRoute.POST(json("/api/tariffs", { ...TARIFF, name: nul }), none),
      tariffsRoute.POST(json("/api/tariffs", { ...TARIFF, [`scope${"\u0000"}Key`]: "x" }), none),
      acceptInviteRoute.POST(
        json("/api/invites/accept", {
          token: `${"t".repeat(30)}${nul}`,
          name: nul,
          password: "long-enough-password-1",
        }),
      ),
    ]);
    for (const response of responses)
      expect(await errorOf(response)).toMatchObject({
        status: 400,
        code: "bad_request",
        message: expect.stringContaining("NUL"),
      });
    expect(await db.savedView.count({ where: { workspaceId: world.workspaceId } })).toBe(0);
    expect(await db.tariff.count({ where: { workspaceId: world.workspaceId } })).toBe(0);
  });

  it("are refused with 400 in query parameters and route parameters", async () => {
    await signInAs("dispatcher");
    const responses = await Promise.all([
      containersRoute.GET(request("/api/containers?q=MSCU%00"), none),
      containersRoute.GET(request("/api/containers?terminal=%00&line=MSCU"), none),
      containersRoute.GET(request("/api/containers?customer=Acme%00"), none),
      trackingRoute.GET(request("/api/tracking-requests?q=%00"), none),
      documentsRoute.GET(request("/api/documents?filename=inv%00"), none),
      documentsRoute.GET(request("/api/documents?reference=%00"), none),
      containerRoute.GET(request("/api/containers/MSCU%00"), withId("MSCU\u0000")),
    ]);
    for (const response of responses)
      expect(await errorOf(response)).toMatchObject({ status: 400, code: "bad_request" });
  });
});

describe("bounded JSON bodies", () => {
  it("refuses a 50 MB JSON body with 413 after reading at most the 1 MB limit, with or without Content-Length", async () => {
    await signInAs("dispatcher");
    const chunked = meteredBody(50 * 1024 * 1024);
    const response = await savedViewsRoute.POST(
      request("/api/saved-views", { body: chunked.stream, headers: { "content-type": "application/json" } }),
      none,
    );
    expect(await errorOf(response)).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(response.headers.get("connection")).toBe("close");
    expect(chunked.pulled()).toBeLessThan(2 * 1024 * 1024);

    const declared = meteredBody(50 * 1024 * 1024);
    const refused = await savedViewsRoute.POST(
      request("/api/saved-views", {
        body: declared.stream,
        headers: { "content-type": "application/json", "content-length": String(50 * 1024 * 1024) },
      }),
      none,
    );
    expect(await errorOf(refused)).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(declared.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("still reads a body just under the limit, and a leading BOM", async () => {
    const user = await signInAs("dispatcher");
    const padded = JSON.stringify({ name: "Big but fine", query: "", pad: "x".repeat(1024 * 1024 - 100) });
    expect((await savedViewsRoute.POST(request("/api/saved-views", { body: padded }), none)).status).toBe(201);
    const bom = `\uFEFF${JSON.stringify({ name: "With BOM", query: "" })}`;
    expect((await savedViewsRoute.POST(request("/api/saved-views", { body: bom }), none)).status).toBe(201);
    await db.savedView.deleteMany({ where: { userId: user.id } });
  });
});

describe("keyset cursors", () => {
  // The urgency sort's keys (lib/domain/urgency-sort.ts) and the row id.
  const urgency = ["bucketRank", "urgencyDate", "moneyAtRisk", "feesPosted", "number", "id"];
  const good = [3, "2026-03-05T00:00:00.000Z", 150, 0, "MSCU1234565", randomUUID()];
  const forged: [string, unknown][] = [
    ["a string where the bucket rank is a number", { k: urgency, v: ["3", ...good.slice(1)] }],
    ["a number where the container number is a string", { k: urgency, v: [...good.slice(0, 4), 1234565, good[5]] }],
    ["an id that is not a uuid", { k: urgency, v: [...good.slice(0, 5), "not-a-uuid"] }],
    ["an invalid date", { k: urgency, v: [good[0], "yesterday", ...good.slice(2)] }],
    ["an impossible date", { k: urgency, v: [good[0], "2026-13-45T00:00:00Z", ...good.slice(2)] }],
    ["null for a key that is never null", { k: urgency, v: [null, ...good.slice(1)] }],
    ["arrays for values", { k: urgency, v: good.map((value) => [value]) }],
    ["an object for the values", { k: urgency, v: { 0: 3 } }],
    ["a rank outside the integer column", { k: urgency, v: [1e20, ...good.slice(1)] }],
    [
      "a date in year 0, which PostgreSQL does not have",
      { k: urgency, v: [good[0], "0000-06-01T00:00:00Z", ...good.slice(2)] },
    ],
    ["fees as text", { k: urgency, v: [good[0], good[1], good[2], "lots", good[4], good[5]] }],
    ["a NUL in the container number", { k: urgency, v: [...good.slice(0, 4), "MSCU\u0000", good[5]] }],
    ["JSON null", null],
  ];

  it.each(forged)("answers 400 for a cursor with %s", async (_, value) => {
    await signInAs("dispatcher");
    const response = await containersRoute.GET(request(`/api/containers?cursor=${cursorOf(value)}`), none);
    expect(await errorOf(response)).toMatchObject({
      status: 400,
      code: "bad_request",
      message: expect.stringMatching(/^The cursor is invalid/),
    });
  });

  it("answers 400 for a date given as a number on the checked sort, and still pages with a real cursor", async () => {
    await signInAs("dispatcher");
    const checked = cursorOf({
      k: ["terminalCheckedAt", "number", "id"],
      v: [1_700_000_000_000, "MSCU1234565", randomUUID()],
    });
    expect(
      (await errorOf(await containersRoute.GET(request(`/api/containers?sort=checked&cursor=${checked}`), none)))
        .status,
    ).toBe(400);
    const first = (await (await containersRoute.GET(request("/api/containers?limit=5"), none)).json()) as {
      nextCursor: string | null;
      data: { id: string }[];
    };
    expect(first.nextCursor).not.toBeNull();
    const second = await containersRoute.GET(request(`/api/containers?limit=5&cursor=${first.nextCursor ?? ""}`), none);
    expect(second.status).toBe(200);
    const page = (await second.json()) as { data: { id: string }[] };
    expect(page.data.some((row) => first.data.some((seen) => seen.id === row.id))).toBe(false);
  });
});

describe("cursors and dates beyond what PostgreSQL holds", () => {
  const notificationsCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString("base64url");

  it("answers 400 for an activity cursor beyond the bigint range, and still pages at its edge", async () => {
    await signInAs("dispatcher");
    for (const cursor of ["9999999999999999999", "9223372036854775808"]) {
      expect(await errorOf(await activityRoute.GET(request(`/api/activity?cursor=${cursor}`), none))).toMatchObject({
        status: 400,
        code: "bad_request",
        message: expect.stringContaining("The cursor is not valid"),
      });
    }
    expect((await activityRoute.GET(request("/api/activity?cursor=9223372036854775807"), none)).status).toBe(200);
  });

  it.each([
    ["an id of 36 dashes", notificationsCursor("2026-03-05T00:00:00.000Z", "-".repeat(36))],
    ["an id that is not hex", notificationsCursor("2026-03-05T00:00:00.000Z", "g".repeat(8) + randomUUID().slice(8))],
    ["JavaScript's earliest date (year -271821)", notificationsCursor(new Date(-8.64e15).toISOString(), randomUUID())],
    ["year 0", notificationsCursor("0000-06-01T00:00:00.000Z", randomUUID())],
    ["a date that is not ISO", notificationsCursor("March 5, 2026", randomUUID())],
    [
      "an extra part",
      `${notificationsCursor("2026-03-05T00:00:00.000Z", randomUUID())}${Buffer.from("|x").toString("base64url")}`,
    ],
  ])("answers 400 for a notifications cursor with %s", async (_, cursor) => {
    await signInAs("dispatcher");
    expect(
      await errorOf(await notificationsRoute.GET(request(`/api/notifications?cursor=${cursor}`), none)),
    ).toMatchObject({
      status: 400,
      code: "bad_request",
      message: expect.stringContaining("The cursor is not valid"),
    });
  });

  it("still pages notifications with a well-formed cursor", async () => {
    await signInAs("dispatcher");
    const cursor = notificationsCursor("2026-03-05T00:00:00.000Z", randomUUID());
    expect((await notificationsRoute.GET(request(`/api/notifications?cursor=${cursor}`), none)).status).toBe(200);
  });

  it("answers 404 for a path id of 36 dashes, as for any id that is not a uuid", async () => {
    await signInAs("dispatcher");
    const dashes = "-".repeat(36);
    const responses = [
      await documentRoute.GET(request(`/api/documents/${dashes}`), withId(dashes)),
      await emailRoute.GET(request(`/api/emails/${dashes}`), withId(dashes)),
      await routeMapRoute.GET(request(`/api/containers/${dashes}/map`), withId(dashes)),
    ];
    for (const response of responses) expect(await errorOf(response)).toMatchObject({ status: 404, code: "not_found" });
  });

  it("answers 400, not 500, for date filters in year 0", async () => {
    await signInAs("dispatcher");
    const responses = [
      await containersRoute.GET(request("/api/containers?lfdFrom=0000-01-01"), none),
      await containersRoute.GET(request("/api/containers?plannedPickup=0000-01-01"), none),
      await calendarRoute.GET(request("/api/calendar?from=0000-01-01&to=0000-01-03"), none),
      await reportsRoute.GET(request("/api/reports?from=0000-01-01&to=0000-01-03"), none),
    ];
    for (const response of responses) expect((await errorOf(response)).status).toBe(400);
  });
});

describe("uploads", () => {
  it("refuses a file name with a line break with 400 before anything is sent", async () => {
    await signInAs("dispatcher");
    const before = await db.document.count({ where: { workspaceId: world.workspaceId } });
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
    const response = await uploadRoute.POST(
      request(`/api/documents/upload?name=${encodeURIComponent("invoice\r\nX-Injected: 1.pdf")}`, {
        body: pdf,
        headers: { "content-type": "application/pdf" },
      }),
      none,
    );
    expect(await errorOf(response)).toMatchObject({
      status: 400,
      code: "bad_request",
      message: expect.stringContaining("line break"),
    });
    expect(await db.document.count({ where: { workspaceId: world.workspaceId } })).toBe(before);
  });

  it("refuses HTML sent as a PDF, and a PNG named .jpg, with 415 before anything is sent", async () => {
    await signInAs("dispatcher");
    const before = await db.document.count({ where: { workspaceId: world.workspaceId } });
    const html = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
    const asPdf = await uploadRoute.POST(
      request("/api/documents/upload?name=invoice.pdf", { body: html, headers: { "content-type": "application/pdf" } }),
      none,
    );
    expect(await errorOf(asPdf)).toMatchObject({
      status: 415,
      code: "unsupported_media_type",
      message: expect.stringContaining("HTML"),
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    // No Content-Type: the extension is the declared type.
    const asJpeg = await uploadRoute.POST(request("/api/documents/upload?name=scan.jpg", { body: png }), none);
    expect(await errorOf(asJpeg)).toMatchObject({ status: 415, message: expect.stringContaining("a PNG image") });
    expect(await db.document.count({ where: { workspaceId: world.workspaceId } })).toBe(before);
  });
});

describe("ISO 6346 on the server", () => {
  it("refuses a batch with a wrong check digit with 422 and sends nothing upstream", async () => {
    await signInAs("dispatcher");
    const valid = containerNumber("765432");
    const wrong = `${valid.slice(0, 10)}${(Number(valid.slice(10)) + 1) % 10}`;
    const before = await db.trackingRequest.count({ where: { workspaceId: world.workspaceId } });
    const response = await trackingRoute.POST(
      json("/api/tracking-requests", {
        items: [
          { requestType: "container", requestNumber: valid },
          { requestType: "container", requestNumber: wrong },
        ],
      }),
      none,
    );
    expect(await errorOf(response)).toMatchObject({ status: 422, code: "validation_failed" });
    expect(await db.trackingRequest.count({ where: { workspaceId: world.workspaceId } })).toBe(before);
    const check = await trackingCheckRoute.POST(
      json("/api/tracking-requests/check", { numbers: ["MEDUAB123456", wrong] }),
      none,
    );
    expect(check.status).toBe(422);
    expect(
      (await trackingCheckRoute.POST(json("/api/tracking-requests/check", { numbers: ["MEDUAB123456", valid] }), none))
        .status,
    ).toBe(200);
  });
});

describe("tariffs", () => {
  it("refuses too many tiers and out-of-range numbers with 422, and PATCH changes only what it is sent", async () => {
    await signInAs("admin");
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ fromDay: i + 1, toDay: i + 1, amountPerDay: 5 }));
    for (const tiers of [
      tooMany,
      [{ fromDay: 1, toDay: null, amountPerDay: -1 }],
      [{ fromDay: 1, toDay: 10_000_000, amountPerDay: 1 }],
      [{ fromDay: 1, toDay: null, amountPerDay: 1e15 }],
    ]) {
      expect((await errorOf(await tariffsRoute.POST(json("/api/tariffs", { ...TARIFF, tiers }), none))).status).toBe(
        422,
      );
    }
    const created = (await (await tariffsRoute.POST(json("/api/tariffs", TARIFF), none)).json()) as { id: string };
    const renamed = await tariffRoute.PATCH(
      json(`/api/tariffs/${created.id}`, { name: "Renamed" }, "PATCH"),
      withId(created.id),
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: "Renamed", scopeKey: "MSCU", tiers: TARIFF.tiers });
    const overlapping = [
      { fromDay: 1, toDay: 5, amountPerDay: 1 },
      { fromDay: 3, toDay: null, amountPerDay: 2 },
    ];
    expect(
      (await tariffRoute.PATCH(json(`/api/tariffs/${created.id}`, { tiers: overlapping }, "PATCH"), withId(created.id)))
        .status,
    ).toBe(422);
    expect(
      (
        await tariffRoute.PATCH(
          json(`/api/tariffs/${created.id}`, { workspaceId: randomUUID() }, "PATCH"),
          withId(created.id),
        )
      ).status,
    ).toBe(422);
    const missing = randomUUID();
    expect(
      (await tariffRoute.PATCH(json(`/api/tariffs/${missing}`, { name: "x" }, "PATCH"), withId(missing))).status,
    ).toBe(404);
    expect((await db.tariff.findUniqueOrThrow({ where: { id: created.id } })).name).toBe("Renamed");
    await db.tariff.delete({ where: { id: created.id } });
  });
});
