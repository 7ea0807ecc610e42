// /_sim control endpoints: simulator-only, never part of the real contract, no Token needed. They drive
// the clock, container state, shipments, faults and resets for tests and demos (see simulator/README.md).
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { SimulatorCore } from "../core";
import { SEEDED_KEYS } from "../http/accounts";
import { faultSettingsSchema } from "../http/faults";
import { parseIsoDuration } from "../lib/time";
import { containerResource } from "../resources/container";
import { shipmentResource } from "../resources/shipment";
import type { Ticker } from "../ticker";
import { emitContainerCreated } from "../webhooks/container-events";
import { CARRIERS_BY_SCAC, US_PORTS, type AccountName } from "../world/reference-data";
import { ACCOUNT_DEADLINE_SHAPES, type ContainerStatus } from "../world/types";
import { applyContainerControl, containerControlSchema, ControlError } from "./container-control";

const clockSchema = z
  .object({
    set: z
      .string()
      .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO 8601 date-time")
      .optional(),
    advance: z.union([z.number().min(0), z.string()]).optional(),
    speed: z.number().min(0).max(100_000).optional(),
    tick: z.boolean().optional(),
  })
  .strict();

const shipmentSchema = z
  .object({
    account: z.enum(["demo", "trial", "free"]).default("demo"),
    scac: z.string().optional(),
    pod: z.string().optional(),
    containers: z.number().int().min(1).max(50).optional(),
    container_numbers: z.array(z.string()).min(1).max(50).optional(),
    bill_of_lading: z.string().optional(),
    phase: z.enum(["recent", "today", "soon", "far"]).default("soon"),
    rail: z.boolean().optional(),
  })
  .strict();

const accountSchema = z
  .object({ import_deadlines_shape: z.enum(ACCOUNT_DEADLINE_SHAPES) })
  .partial()
  .strict();

const ACCOUNTS: readonly AccountName[] = ["demo", "trial", "free"];

/** An account by its name or by one of its API keys (the two demo keys share the demo account's data). */
function accountOf(ref: string): AccountName | null {
  return ACCOUNTS.find((a) => a === ref) ?? SEEDED_KEYS.find((k) => k.key === ref)?.account ?? null;
}

const resetSchema = z
  .object({
    start: z
      .string()
      .refine((v) => !Number.isNaN(Date.parse(v)))
      .optional(),
  })
  .strict();

async function body(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol.for("invalid-json");
  }
}

function invalid(c: Context, message: string): Response {
  return c.json({ error: message }, 400);
}

export function controlRoutes(core: SimulatorCore, tick: () => ReturnType<Ticker["tick"]>): Hono {
  const app = new Hono();

  app.get("/clock", (c) => c.json(core.clock.snapshot()));

  app.post("/clock", async (c) => {
    const parsed = clockSchema.safeParse(await body(c));
    if (!parsed.success)
      return invalid(c, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    const { set, advance, speed } = parsed.data;
    if (set !== undefined) {
      core.clock.set(Date.parse(set));
      if (core.clock.now() < core.ticker.lastTickAt) core.ticker.reset(core.clock.now());
    }
    if (advance !== undefined) {
      const ms = typeof advance === "number" ? advance * 1000 : parseIsoDuration(advance);
      if (ms === null) return invalid(c, "advance must be an ISO 8601 duration (e.g. PT2H) or a number of seconds");
      core.clock.advance(ms);
    }
    if (speed !== undefined) core.clock.setSpeed(speed);
    const result = parsed.data.tick === false ? null : tick();
    return c.json({ ...core.clock.snapshot(), tick: result });
  });

  app.post("/tick", (c) => c.json(tick()));

  const accountView = (account: AccountName) => ({
    account,
    keys: SEEDED_KEYS.filter((k) => k.account === account).map((k) => k.key),
    import_deadlines_shape: core.world.deadlineShapes.get(account) ?? "mixed",
  });

  app.get("/accounts", (c) => c.json({ data: ACCOUNTS.map(accountView) }));

  app.get("/accounts/:ref", (c) => {
    const account = accountOf(c.req.param("ref"));
    if (!account) return c.json({ error: "unknown account or key" }, 404);
    return c.json(accountView(account));
  });

  app.post("/accounts/:ref", async (c) => {
    const account = accountOf(c.req.param("ref"));
    if (!account) return c.json({ error: "unknown account or key" }, 404);
    const parsed = accountSchema.safeParse(await body(c));
    if (!parsed.success)
      return invalid(c, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    const shape = parsed.data.import_deadlines_shape;
    if (shape === "mixed") core.world.deadlineShapes.delete(account);
    else if (shape !== undefined) core.world.deadlineShapes.set(account, shape);
    return c.json(accountView(account));
  });

  app.get("/state", (c) => {
    const now = core.clock.now();
    const accounts: Record<string, unknown> = {};
    for (const account of ACCOUNTS) {
      const idxs = core.world.visibleContainerIdxs(account, now);
      const byStatus: Partial<Record<ContainerStatus, number>> = {};
      for (const i of idxs) {
        const st = core.world.stateOf(core.world.container(i), now).status;
        byStatus[st] = (byStatus[st] ?? 0) + 1;
      }
      const trs: Record<string, number> = {};
      for (const r of core.tracking.list(account, now)) {
        const s = core.tracking.statusAt(r, now);
        trs[s] = (trs[s] ?? 0) + 1;
      }
      const notes: Record<string, number> = {};
      for (const n of core.registry.notificationsFor(account))
        notes[n.deliveryStatus] = (notes[n.deliveryStatus] ?? 0) + 1;
      accounts[account] = {
        shipments: core.world.visibleShipments(account, now).length,
        containers: idxs.length,
        containers_by_status: byStatus,
        active_containers: core.world.activeContainerCount(account, now),
        tracking_requests_by_status: trs,
        webhooks: core.registry.list(account).length,
        webhook_notifications_by_delivery_status: notes,
        documents: core.documents.visibleDocuments(account, now).length,
        email_submissions: core.documents.visibleEmails(account, now).length,
      };
    }
    return c.json({
      clock: core.clock.snapshot(),
      seed: core.options.seed,
      world_containers: core.world.containers.length,
      world_shipments: core.world.shipments.length,
      pending_jobs: core.scheduler.pending,
      faults: core.faults.settings,
      keys: SEEDED_KEYS.map((k) => ({
        key: k.key,
        account: k.account,
        plan: k.plan,
        entitlements: [...k.entitlements],
        active_container_limit: k.activeContainerLimit,
        import_deadlines_shape: core.world.deadlineShapes.get(k.account) ?? "mixed",
      })),
      accounts,
    });
  });

  app.get("/containers/:ref", (c) => {
    const plan = core.world.findContainer(c.req.param("ref"));
    if (!plan) return c.json({ error: "container not found" }, 404);
    const ctx = core.ctxFor(plan.account);
    return c.json({ account: plan.account, data: containerResource(ctx, plan) });
  });

  app.post("/containers/:ref", async (c) => {
    const plan = core.world.findContainer(c.req.param("ref"));
    if (!plan) return c.json({ error: "container not found" }, 404);
    const parsed = containerControlSchema.safeParse(await body(c));
    if (!parsed.success)
      return invalid(c, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    try {
      const events = applyContainerControl(core, plan, parsed.data);
      return c.json({ account: plan.account, events, data: containerResource(core.ctxFor(plan.account), plan) });
    } catch (e) {
      if (e instanceof ControlError) return invalid(c, e.message);
      throw e;
    }
  });

  // The service no longer lists the container (deleted upstream, or dropped from the account); restore lists
  // it again. For the dashboard's "gone upstream" handling.
  app.delete("/containers/:ref", (c) => {
    const plan = core.world.findContainer(c.req.param("ref"));
    if (!plan) return c.json({ error: "container not found" }, 404);
    core.world.delisted.add(plan.idx);
    return c.json({ account: plan.account, id: plan.id, listed: false });
  });

  app.post("/containers/:ref/restore", (c) => {
    const plan = core.world.findContainer(c.req.param("ref"));
    if (!plan) return c.json({ error: "container not found" }, 404);
    core.world.delisted.delete(plan.idx);
    return c.json({ account: plan.account, id: plan.id, listed: true });
  });

  app.post("/shipments", async (c) => {
    const parsed = shipmentSchema.safeParse(await body(c));
    if (!parsed.success)
      return invalid(c, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    const d = parsed.data;
    if (d.scac && !CARRIERS_BY_SCAC.get(d.scac.toUpperCase())) return invalid(c, `unknown scac ${d.scac}`);
    if (d.pod && !US_PORTS.some((p) => p.code === d.pod?.toUpperCase()))
      return invalid(c, `unknown port of discharge ${d.pod}; use one of ${US_PORTS.map((p) => p.code).join(", ")}`);
    const numbers = d.container_numbers?.map((n) => n.toUpperCase());
    if (numbers?.some((n) => core.world.containersByNumber(n).length > 0))
      return invalid(c, "a container number is already in the world");
    const now = core.clock.now();
    const s = core.world.addShipment({
      phase: d.phase,
      podCode: d.pod?.toUpperCase() ?? "USLAX",
      account: d.account,
      carrierScac: d.scac?.toUpperCase(),
      containerCount: d.containers,
      containerNumbers: numbers,
      bol: d.bill_of_lading?.toUpperCase(),
      requestType: "bill_of_lading",
      relativeTo: now,
      createdAt: now,
      rail: d.rail,
    });
    const ctx = core.ctxFor(d.account);
    for (const idx of s.containerIdxs) emitContainerCreated(ctx, core.emitter, core.world.container(idx));
    return c.json(
      {
        account: d.account,
        data: shipmentResource(ctx, s),
        containers: s.containerIdxs.map((i) => containerResource(ctx, core.world.container(i))),
      },
      201,
    );
  });

  app.get("/faults", (c) => c.json(core.faults.settings));
  app.post("/faults", async (c) => {
    const parsed = faultSettingsSchema.partial().safeParse(await body(c));
    if (!parsed.success)
      return invalid(c, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    return c.json(core.faults.update(parsed.data));
  });
  app.delete("/faults", (c) => {
    core.faults.reset();
    return c.json(core.faults.settings);
  });

  app.post("/reset", async (c) => {
    const parsed = resetSchema.safeParse(await body(c));
    if (!parsed.success) return invalid(c, "start must be an ISO 8601 date-time");
    core.reset(parsed.data.start ? Date.parse(parsed.data.start) : undefined);
    return c.json({ ok: true, clock: core.clock.snapshot() });
  });

  app.post("/webhooks/flush", async (c) => {
    await core.dispatcher.idle();
    return c.json({ ok: true });
  });

  return app;
}
