// /_sim control endpoints for the world's free time (free-time-control.ts): rules per line and terminal, and
// terminal closures. Each acts on the world `?account=` names (the seeded world without it), as the others do.
import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { SimulatorCore } from "../core";
import {
  applyClosure,
  applyFreeTimeRule,
  closureSchema,
  closureView,
  freeTimeRuleSchema,
  freeTimeView,
  terminalByKey,
  terminalCalendarView,
  withdrawClosure,
} from "./free-time-control";
import { ControlError } from "./control-error";

async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol.for("invalid-json");
  }
}

const reasons = (error: z.ZodError) => error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");

export function freeTimeRoutes(pick: (c: Context) => SimulatorCore | null): Hono {
  const app = new Hono();
  const unknownAccount = (c: Context) => c.json({ error: "unknown account or key" }, 404);
  const unknownTerminal = (c: Context) =>
    c.json({ error: `unknown terminal ${c.req.param("ref")}: use an ocean terminal's FIRMS code or id` }, 404);

  app.get("/free-time", (c) => {
    const world = pick(c);
    return world ? c.json(freeTimeView(world)) : unknownAccount(c);
  });

  app.post("/free-time", async (c) => {
    const world = pick(c);
    if (!world) return unknownAccount(c);
    const parsed = freeTimeRuleSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return c.json({ error: reasons(parsed.error) }, 400);
    try {
      const { rule, events } = applyFreeTimeRule(world, parsed.data);
      return c.json({
        rule: {
          scope: rule.scope,
          key: rule.key,
          days: rule.rule.days,
          day_kind: rule.rule.working ? "working" : "calendar",
          effective_from: rule.effectiveFrom,
          set_at: new Date(rule.at).toISOString(),
        },
        events,
      });
    } catch (e) {
      if (e instanceof ControlError) return c.json({ error: e.message }, 400);
      throw e;
    }
  });

  app.get("/terminals/:ref", (c) => {
    const world = pick(c);
    if (!world) return unknownAccount(c);
    const terminal = terminalByKey(c.req.param("ref"));
    return terminal ? c.json(terminalCalendarView(world, terminal)) : unknownTerminal(c);
  });

  app.get("/terminals/:ref/closures", (c) => {
    const world = pick(c);
    if (!world) return unknownAccount(c);
    const terminal = terminalByKey(c.req.param("ref"));
    if (!terminal) return unknownTerminal(c);
    return c.json({ data: world.world.freeTime.closuresOf(terminal.id).map((x) => closureView(terminal, x)) });
  });

  app.post("/terminals/:ref/closures", async (c) => {
    const world = pick(c);
    if (!world) return unknownAccount(c);
    const terminal = terminalByKey(c.req.param("ref"));
    if (!terminal) return unknownTerminal(c);
    const parsed = closureSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return c.json({ error: reasons(parsed.error) }, 400);
    const { closure, events } = applyClosure(world, terminal, parsed.data);
    return c.json({ data: closureView(terminal, closure), events }, 201);
  });

  // The terminal reopens: the closure stays listed with withdrawn_at, and stops moving LFDs from now on.
  app.delete("/terminals/:ref/closures/:id", (c) => {
    const world = pick(c);
    if (!world) return unknownAccount(c);
    const terminal = terminalByKey(c.req.param("ref"));
    if (!terminal) return unknownTerminal(c);
    const done = withdrawClosure(world, terminal, c.req.param("id"));
    if (!done) return c.json({ error: "no open closure with that id at this terminal" }, 404);
    return c.json({ data: closureView(terminal, done.closure), events: done.events });
  });

  return app;
}
