// /_sim control endpoints: simulator-only, never part of the real contract, no Token needed. They drive
// the clock, container state, shipments, faults and resets for tests and demos (see simulator/README.md).
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AccountWorlds } from "../accounts/account-worlds";
import type { SimulatorCore } from "../core";
import { isAccountKey, maskKey, SEEDED_KEYS } from "../http/account-keys";
import { faultSettingsSchema } from "../http/faults";
import { parseIsoDuration } from "../lib/time";
import { containerResource, shipmentResource } from "../resources/container-and-shipment";
import type { Ticker } from "../ticker";
import { emitContainerCreated } from "../webhooks/container-events";
import { CARRIERS_BY_SCAC, US_PORTS, type AccountName } from "../world/reference-data";
import { ACCOUNT_DEADLINE_SHAPES, type ContainerStatus } from "../world/types";
import { applyContainerControl, containerControlSchema, ControlError } from "./container-control";
import { freeTimeRoutes } from "./free-time-routes";
import { applyShipmentArrival, shipmentArrivalSchema } from "./shipment-control";

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
  .extend(shipmentArrivalSchema.shape)
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

export function controlRoutes(
  core: SimulatorCore,
  accounts: AccountWorlds,
  tick: () => ReturnType<Ticker["tick"]>,
): Hono {
  const app = new Hono();

  /**
   * The world a control request is about: `?account=` (or the `X-Sim-Account` header) names a self-provisioned
   * key (its world, built if it does not exist yet, as its first API call would), or a seeded account or key;
   * without it, the seeded world.
   */
  const pick = (c: Context): SimulatorCore | null => {
    const ref = c.req.query("account") ?? c.req.header("x-sim-account");
    if (!ref) return core;
    if (isAccountKey(ref)) return accounts.get(ref).core;
    return accountOf(ref) ? core : null;
  };
  const unknownAccount = (c: Context) => c.json({ error: "unknown account or key" }, 404);

  /** A container by id or number: in the named world, else the seeded world first, then the others. */
  const locate = (c: Context) => {
    const ref = c.req.param("ref") ?? "";
    const named = c.req.query("account") ?? c.req.header("x-sim-account");
    const worlds = named ? [pick(c)] : [core, ...accounts.list().map((w) => w.core)];
    for (const world of worlds) {
      const plan = world?.world.findContainer(ref);
      if (world && plan) return { world, plan };
    }
    return null;
  };

  app.get("/clock", (c) => c.json(core.clock.snapshot()));

  app.post("/clock", async (c) => {
    const parsed = clockSchema.safeParse(await body(c));
    if (!parsed.success)
      return invalid(c, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    const { set, advance, speed } = parsed.data;
    if (set !== undefined) {
      core.clock.set(Date.parse(set));
      if (core.clock.now() < core.ticker.lastTickAt) core.ticker.reset(core.clock.now());
      accounts.rewind(core.clock.now());
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
  // A self-provisioned key is the `demo` account of its own world; it is shown masked.
  const ownView = (key: string, world: SimulatorCore) => ({
    account: maskKey(key),
    keys: [maskKey(key)],
    import_deadlines_shape: world.world.deadlineShapes.get("demo") ?? "mixed",
  });
  /** The world and account a `/accounts/{ref}` names, or null. */
  const accountRef = (ref: string): { world: SimulatorCore; account: AccountName; key?: string } | null => {
    if (isAccountKey(ref)) return { world: accounts.get(ref).core, account: "demo", key: ref };
    const account = accountOf(ref);
    return account ? { world: core, account } : null;
  };

  app.get("/accounts", (c) =>
    c.json({
      data: ACCOUNTS.map(accountView),
      self_provisioned: { ...accounts.limits, accounts: accounts.list().map((w) => maskKey(w.key)) },
    }),
  );

  app.get("/accounts/:ref", (c) => {
    const found = accountRef(c.req.param("ref"));
    if (!found) return unknownAccount(c);
    return c.json(found.key ? ownView(found.key, found.world) : accountView(found.account));
  });

  app.post("/accounts/:ref", async (c) => {
    const found = accountRef(c.req.param("ref"));
    if (!found) return unknownAccount(c);
    const parsed = accountSchema.safeParse(await body(c));
    if (!parsed.success)
      return invalid(c, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    const { world, account } = found;
    const shape = parsed.data.import_deadlines_shape;
    if (shape === "mixed") world.world.deadlineShapes.delete(account);
    else if (shape !== undefined) world.world.deadlineShapes.set(account, shape);
    return c.json(found.key ? ownView(found.key, world) : accountView(account));
  });

  app.get("/state", (c) => {
    const picked = pick(c);
    if (!picked) return unknownAccount(c);
    const own = picked.options.account?.key;
    const states = own ? { [maskKey(own)]: accountState(picked, "demo") } : stateOf(picked);
    return c.json({
      clock: core.clock.snapshot(),
      seed: picked.options.seed,
      world_containers: picked.world.containers.length,
      world_shipments: picked.world.shipments.length,
      pending_jobs: picked.scheduler.pending,
      faults: core.faults.settings,
      keys: own
        ? [{ key: maskKey(own), account: maskKey(own), plan: "paid", entitlements: ["refresh", "routing"] }]
        : SEEDED_KEYS.map((k) => ({
            key: k.key,
            account: k.account,
            plan: k.plan,
            entitlements: [...k.entitlements],
            active_container_limit: k.activeContainerLimit,
            import_deadlines_shape: core.world.deadlineShapes.get(k.account) ?? "mixed",
          })),
      accounts: states,
      self_provisioned: { ...accounts.limits, count: accounts.size },
    });
  });

  const stateOf = (world: SimulatorCore): Record<string, unknown> =>
    Object.fromEntries(ACCOUNTS.map((account) => [account, accountState(world, account)]));

  const accountState = (sim: SimulatorCore, account: AccountName) => {
    const now = sim.clock.now();
    const idxs = sim.world.visibleContainerIdxs(account, now);
    const byStatus: Partial<Record<ContainerStatus, number>> = {};
    for (const i of idxs) {
      const st = sim.world.stateOf(sim.world.container(i), now).status;
      byStatus[st] = (byStatus[st] ?? 0) + 1;
    }
    const trs: Record<string, number> = {};
    for (const r of sim.tracking.list(account, now)) {
      const s = sim.tracking.statusAt(r, now);
      trs[s] = (trs[s] ?? 0) + 1;
    }
    const notes: Record<string, number> = {};
    for (const n of sim.registry.notificationsFor(account))
      notes[n.deliveryStatus] = (notes[n.deliveryStatus] ?? 0) + 1;
    return {
      shipments: sim.world.visibleShipments(account, now).length,
      containers: idxs.length,
      containers_by_status: byStatus,
      active_containers: sim.world.activeContainerCount(account, now),
      tracking_requests_by_status: trs,
      webhooks: sim.registry.list(account).length,
      webhook_notifications_by_delivery_status: notes,
      documents: sim.documents.visibleDocuments(account, now).length,
      email_submissions: sim.documents.visibleEmails(account, now).length,
    };
  };

  const notFoundContainer = (c: Context) => c.json({ error: "container not found" }, 404);
  /** Which account a world's box belongs to, as the control API names it (a self-provisioned key masked). */
  const label = (world: SimulatorCore, account: AccountName): string => {
    const own = world.options.account?.key;
    return own ? maskKey(own) : account;
  };

  app.get("/containers/:ref", (c) => {
    const found = locate(c);
    if (!found) return notFoundContainer(c);
    const { world, plan } = found;
    return c.json({ account: label(world, plan.account), data: containerResource(world.ctxFor(plan.account), plan) });
  });

  app.post("/containers/:ref", async (c) => {
    const found = locate(c);
    if (!found) return notFoundContainer(c);
    const { world, plan } = found;
    const parsed = containerControlSchema.safeParse(await body(c));
    if (!parsed.success)
      return invalid(c, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    try {
      const events = applyContainerControl(world, plan, parsed.data);
      const data = containerResource(world.ctxFor(plan.account), plan);
      return c.json({ account: label(world, plan.account), events, data });
    } catch (e) {
      if (e instanceof ControlError) return invalid(c, e.message);
      throw e;
    }
  });

  // The service no longer lists the container (deleted upstream, or dropped from the account); restore lists
  // it again. For the dashboard's "gone upstream" handling.
  app.delete("/containers/:ref", (c) => {
    const found = locate(c);
    if (!found) return notFoundContainer(c);
    const { world, plan } = found;
    world.world.delisted.add(plan.idx);
    return c.json({ account: label(world, plan.account), id: plan.id, listed: false });
  });

  app.post("/containers/:ref/restore", (c) => {
    const found = locate(c);
    if (!found) return notFoundContainer(c);
    const { world, plan } = found;
    world.world.delisted.delete(plan.idx);
    return c.json({ account: label(world, plan.account), id: plan.id, listed: true });
  });

  app.post("/shipments", async (c) => {
    const world = pick(c);
    if (!world) return unknownAccount(c);
    const parsed = shipmentSchema.safeParse(await body(c));
    if (!parsed.success)
      return invalid(c, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    const d = parsed.data;
    if (world.options.account && d.account !== "demo")
      return invalid(c, "a self-provisioned account's world has only its own account: leave `account` out");
    if (d.scac && !CARRIERS_BY_SCAC.get(d.scac.toUpperCase())) return invalid(c, `unknown scac ${d.scac}`);
    if (d.pod && !US_PORTS.some((p) => p.code === d.pod?.toUpperCase()))
      return invalid(c, `unknown port of discharge ${d.pod}; use one of ${US_PORTS.map((p) => p.code).join(", ")}`);
    const numbers = d.container_numbers?.map((n) => n.toUpperCase());
    if (numbers?.some((n) => world.world.containersByNumber(n).length > 0))
      return invalid(c, "a container number is already in the world");
    const now = world.clock.now();
    const s = world.world.addShipment({
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
    if (d.pod_eta_at !== undefined || d.vessel !== undefined)
      applyShipmentArrival(world, s, { pod_eta_at: d.pod_eta_at, vessel: d.vessel }, s.createdAt);
    const ctx = world.ctxFor(d.account);
    for (const idx of s.containerIdxs) emitContainerCreated(ctx, world.emitter, world.world.container(idx));
    return c.json(
      {
        account: label(world, d.account),
        data: shipmentResource(ctx, s),
        containers: s.containerIdxs.map((i) => containerResource(ctx, world.world.container(i))),
      },
      201,
    );
  });

  // A shipment's arrival facts (ETA, vessel and voyage), by id or bill of lading, in the named world or any.
  app.post("/shipments/:ref", async (c) => {
    const ref = c.req.param("ref");
    const named = c.req.query("account") ?? c.req.header("x-sim-account");
    const worlds = named ? [pick(c)] : [core, ...accounts.list().map((w) => w.core)];
    let found: { world: SimulatorCore; s: ReturnType<SimulatorCore["world"]["shipment"]> } | null = null;
    for (const world of worlds) {
      const s = world?.world.findShipment(ref) ?? world?.world.shipmentsByNumber(ref)[0];
      if (world && s) {
        found = { world, s };
        break;
      }
    }
    if (!found) return c.json({ error: "shipment not found" }, 404);
    const parsed = shipmentArrivalSchema.safeParse(await body(c));
    if (!parsed.success)
      return invalid(c, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    const { world, s } = found;
    const events = applyShipmentArrival(world, s, parsed.data);
    return c.json({ account: label(world, s.account), events, data: shipmentResource(world.ctxFor(s.account), s) });
  });

  app.route("/", freeTimeRoutes(pick));

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
    accounts.clear();
    return c.json({ ok: true, clock: core.clock.snapshot() });
  });

  app.post("/webhooks/flush", async (c) => {
    await Promise.all([core.dispatcher.idle(), accounts.idle()]);
    return c.json({ ok: true });
  });

  return app;
}
