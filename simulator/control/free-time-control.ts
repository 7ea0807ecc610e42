// The control API's changes to a world's free time: a line's demurrage rule or a terminal's storage rule (free
// days, calendar or working days, optionally only for boxes discharged from a date), and terminal closures (a
// whole day or some hours, with a reason), withdrawn by reopening. Each is known from the instant it is made:
// the LFDs the lines and terminals report from then on follow it (lfd-truth.ts), and the boxes whose reported
// LFD moved at once get their webhook events, as the service would send them.
import { z } from "zod";
import type { SimulatorCore } from "../core";
import { diffContainer } from "../webhooks/container-events";
import type { ClosureEntry, FreeTimeScope, RuleEntry } from "../world/control-free-time";
import { CARRIERS_BY_SCAC, OCEAN_TERMINALS, TERMINALS_BY_ID, type Terminal } from "../world/reference-data";
import type { ContainerPlan } from "../world/types";
import { portHolidays, publishedFreeTime } from "../world/world-free-time";
import { ControlError } from "./control-error";

const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a local date, YYYY-MM-DD")
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "must be a calendar date");
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a local time, HH:MM");

export const freeTimeRuleSchema = z
  .object({
    scope: z.enum(["line", "terminal"]),
    /** The line's SCAC, or the terminal's FIRMS code (or its id). */
    key: z.string().trim().min(1),
    days: z.number().int().min(1).max(60),
    day_kind: z.enum(["calendar", "working"]),
    /** Only boxes discharged on or after this local date count by it (default: every box). */
    effective_from: localDate.nullable().default(null),
  })
  .strict();

export const closureSchema = z
  .object({
    date: localDate,
    whole_day: z.boolean().default(true),
    from: wallTime.nullable().default(null),
    to: wallTime.nullable().default(null),
    reason: z.string().trim().min(1).max(200),
  })
  .strict()
  .refine((c) => c.whole_day || (c.from !== null && c.to !== null && c.from < c.to), {
    message: "a closure of some hours needs from and to (HH:MM), from before to",
    path: ["from"],
  })
  .refine((c) => !c.whole_day || (c.from === null && c.to === null), {
    message: "a whole-day closure has no from or to",
    path: ["whole_day"],
  });

export type FreeTimeRuleChange = z.infer<typeof freeTimeRuleSchema>;
export type ClosureChange = z.infer<typeof closureSchema>;

/** An ocean terminal by FIRMS code or id (rail ramps keep no free-time rule here). */
export function terminalByKey(key: string): Terminal | null {
  const byId = TERMINALS_BY_ID.get(key);
  if (byId?.kind === "terminal") return byId;
  return OCEAN_TERMINALS.find((t) => t.firmsCode === key.toUpperCase()) ?? null;
}

/** Diffs every box `touches` names before and after `change`, emitting the events (`events`: how many). */
function withEvents<T>(
  core: SimulatorCore,
  touches: (c: ContainerPlan) => boolean,
  change: () => T,
): { result: T; events: number } {
  const { world } = core;
  const now = core.clock.now();
  const boxes = world.containers.filter((c) => c.createdAt <= now && touches(c));
  const before = boxes.map((c) => world.stateOf(c, now));
  const result = change();
  let events = 0;
  boxes.forEach((c, i) => {
    const was = before[i];
    if (was) events += diffContainer(core.ctxFor(c.account), core.emitter, c, was, world.stateOf(c, now));
  });
  return { result, events };
}

const atTerminal = (core: SimulatorCore, terminal: Terminal) => (c: ContainerPlan) =>
  c.railTerminalId === null &&
  (core.world.overrides.get(c.idx)?.podTerminalId?.value ?? c.podTerminalId) === terminal.id;

export function applyFreeTimeRule(
  core: SimulatorCore,
  change: FreeTimeRuleChange,
): { rule: RuleEntry; events: number } {
  const now = core.clock.now();
  let key = change.key.toUpperCase();
  let touches: (c: ContainerPlan) => boolean;
  if (change.scope === "terminal") {
    const terminal = terminalByKey(change.key);
    if (!terminal) throw new ControlError(`Unknown terminal ${change.key}: use an ocean terminal's FIRMS code or id`);
    key = terminal.firmsCode ?? terminal.id;
    touches = atTerminal(core, terminal);
  } else {
    if (!CARRIERS_BY_SCAC.get(key)) throw new ControlError(`Unknown line ${change.key}: use a carrier's SCAC`);
    touches = (c) => c.railTerminalId === null && core.world.shipment(c.shipmentIdx).scac === key;
  }
  const entry: RuleEntry = {
    at: now,
    scope: change.scope,
    key,
    rule: { days: change.days, working: change.day_kind === "working" },
    effectiveFrom: change.effective_from,
  };
  const { events } = withEvents(core, touches, () => core.world.freeTime.setRule(entry));
  return { rule: entry, events };
}

export function applyClosure(
  core: SimulatorCore,
  terminal: Terminal,
  change: ClosureChange,
): { closure: ClosureEntry; events: number } {
  const { result, events } = withEvents(core, atTerminal(core, terminal), () =>
    core.world.freeTime.addClosure({
      at: core.clock.now(),
      terminalId: terminal.id,
      date: change.date,
      wholeDay: change.whole_day,
      from: change.whole_day ? null : change.from,
      to: change.whole_day ? null : change.to,
      reason: change.reason,
    }),
  );
  return { closure: result, events };
}

export function withdrawClosure(
  core: SimulatorCore,
  terminal: Terminal,
  id: string,
): { closure: ClosureEntry; events: number } | null {
  const known = core.world.freeTime.closuresOf(terminal.id).some((c) => c.id === id && c.withdrawnAt === null);
  if (!known) return null;
  const { result, events } = withEvents(core, atTerminal(core, terminal), () =>
    core.world.freeTime.withdrawClosure(id, core.clock.now()),
  );
  return result ? { closure: result, events } : null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function closureView(terminal: Terminal, c: ClosureEntry) {
  return {
    id: c.id,
    terminal: terminal.firmsCode ?? terminal.id,
    terminal_name: terminal.name,
    date: c.date,
    whole_day: c.wholeDay,
    from: c.from,
    to: c.to,
    reason: c.reason,
    added_at: iso(c.at),
    withdrawn_at: iso(c.withdrawnAt),
  };
}

const ruleView = (r: { scope: FreeTimeScope; key: string; rule: { days: number; working: boolean } }) => ({
  scope: r.scope,
  key: r.key,
  days: r.rule.days,
  day_kind: r.rule.working ? "working" : "calendar",
});

/** The published rules, every rule the control API set (in the order set), and the closures of every terminal. */
export function freeTimeView(core: SimulatorCore) {
  const book = core.world.freeTime;
  return {
    published: publishedFreeTime().map((r) => ({ ...ruleView(r), source: "published" })),
    set: book.rules.map((r) => ({
      ...ruleView(r),
      source: "control",
      effective_from: r.effectiveFrom,
      set_at: iso(r.at),
    })),
    closures: book.closures.flatMap((c) => {
      const terminal = TERMINALS_BY_ID.get(c.terminalId);
      return terminal ? [closureView(terminal, c)] : [];
    }),
  };
}

/** A terminal's calendar as the world keeps it: its zone, the holidays its working-day rules skip, its closures. */
export function terminalCalendarView(core: SimulatorCore, terminal: Terminal) {
  return {
    terminal: terminal.firmsCode ?? terminal.id,
    name: terminal.name,
    timezone: terminal.timeZone,
    holidays: portHolidays(terminal.portCode),
    closures: core.world.freeTime.closuresOf(terminal.id).map((c) => closureView(terminal, c)),
  };
}
