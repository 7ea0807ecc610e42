// A client of the /_sim control API (routes.ts), for tests outside the simulator: they set up the world they
// assert on through the same HTTP calls a person would make with curl, never through the simulator's objects.
// Every call throws on an answer other than 2xx, with the simulator's reason, so a set-up that did not apply
// fails where it was made instead of as a puzzling assertion later.
import type { z } from "zod";
import type { ClockSnapshot } from "../sim-clock";
import type { FaultSettings } from "../http/faults";
import type { TickResult } from "../ticker";
import type { containerControlSchema } from "./container-control";
import type { closureSchema, freeTimeRuleSchema } from "./free-time-control";
import type { shipmentArrivalSchema } from "./shipment-control";

/** Answers a request for a path of the simulator ("/_sim/clock"), over a socket or in process. */
export type SimRequest = (path: string, init?: RequestInit) => Promise<Response>;

/** A JSON:API resource as the control API returns it. */
export interface SimResource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
}

export interface ClockChange {
  /** ISO instant to jump to. */
  set?: string;
  /** ISO 8601 duration ("PT2H") or seconds. */
  advance?: string | number;
  /** Simulated seconds per real second; 0 freezes the clock. */
  speed?: number;
  /** Tick after the change, emitting webhook events for what changed (default true). */
  tick?: boolean;
}

export interface NewShipment {
  account?: "demo" | "trial" | "free";
  scac?: string;
  /** UN/LOCODE of the port of discharge. */
  pod?: string;
  containers?: number;
  container_numbers?: string[];
  bill_of_lading?: string;
  phase?: "recent" | "today" | "soon" | "far";
  rail?: boolean;
  /** The ETA the line reports from now on (ISO), and the vessel and voyage it names. */
  pod_eta_at?: string | null;
  vessel?: ShipmentArrivalChange["vessel"];
}

export type ContainerChange = z.input<typeof containerControlSchema>;
/** A line's demurrage or a terminal's storage rule (POST /_sim/free-time). */
export type FreeTimeRuleChange = z.input<typeof freeTimeRuleSchema>;
/** A terminal closure (POST /_sim/terminals/{firms}/closures). */
export type TerminalClosureChange = z.input<typeof closureSchema>;

export interface SimFreeTimeRule {
  scope: "line" | "terminal";
  key: string;
  days: number;
  day_kind: "calendar" | "working";
  source?: "published" | "control";
  effective_from?: string | null;
  set_at?: string;
}

export interface SimClosure {
  id: string;
  terminal: string;
  terminal_name: string;
  date: string;
  whole_day: boolean;
  from: string | null;
  to: string | null;
  reason: string;
  added_at: string;
  withdrawn_at: string | null;
}

export interface SimFreeTime {
  published: SimFreeTimeRule[];
  set: SimFreeTimeRule[];
  closures: SimClosure[];
}
export type ShipmentArrivalChange = z.input<typeof shipmentArrivalSchema>;

/** One account's counts in GET /_sim/state: what its keys see listed now. */
export interface SimAccountState {
  shipments: number;
  containers: number;
  containers_by_status: Record<string, number>;
  active_containers: number;
  tracking_requests_by_status: Record<string, number>;
  webhooks: number;
  webhook_notifications_by_delivery_status: Record<string, number>;
  documents: number;
  email_submissions: number;
}

export interface SimState {
  clock: ClockSnapshot;
  seed: number;
  pending_jobs: number;
  faults: FaultSettings;
  /** By account name (demo, trial, free), or the masked key of a self-provisioned world. */
  accounts: Record<string, SimAccountState>;
}

export interface SimControl {
  clock(): Promise<ClockSnapshot>;
  setClock(change: ClockChange): Promise<ClockSnapshot & { tick: TickResult | null }>;
  tick(): Promise<TickResult>;
  /** Counts per account and the faults (see simulator/README.md, "Control API"). */
  state(): Promise<SimState>;
  setFaults(faults: Partial<FaultSettings>): Promise<FaultSettings>;
  clearFaults(): Promise<void>;
  /** A container by id or number, as its account sees it. */
  container(ref: string): Promise<SimResource>;
  /** Pins the given fields from now on and emits the matching webhook events at once (`events`: how many). */
  setContainer(ref: string, change: ContainerChange): Promise<{ events: number; data: SimResource }>;
  /** The service stops listing the container (it is still found by id) until restored. */
  hideContainer(ref: string): Promise<void>;
  restoreContainer(ref: string): Promise<void>;
  addShipment(shipment: NewShipment): Promise<{ data: SimResource; containers: SimResource[] }>;
  /** Moves a shipment's ETA (pinned from now on, announced as shipment.estimated.arrival) or renames its vessel. */
  setShipment(ref: string, change: ShipmentArrivalChange): Promise<{ events: number; data: SimResource }>;
  /** The world's free-time rules (published and set) and terminal closures. */
  freeTime(): Promise<SimFreeTime>;
  /** Sets a rule; the LFDs reported from now on follow it (`events`: webhook events of boxes whose LFD moved). */
  setFreeTimeRule(rule: FreeTimeRuleChange): Promise<{ rule: SimFreeTimeRule; events: number }>;
  /** Closes a terminal (FIRMS code or id) on a date; its storage count skips a whole-day closure from now on. */
  addClosure(terminal: string, closure: TerminalClosureChange): Promise<{ data: SimClosure; events: number }>;
  /** Reopens: the closure stays listed, withdrawn, and stops moving LFDs. */
  withdrawClosure(terminal: string, id: string): Promise<{ data: SimClosure; events: number }>;
  /** Rebuilds the seeded world (optionally from another instant) and drops everything added since. */
  reset(start?: string): Promise<void>;
  /** Resolves once no webhook delivery is in flight or waiting for a retry. */
  flushWebhooks(): Promise<void>;
}

export function simControl(request: SimRequest): SimControl {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await request(`/_sim${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /_sim${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  const ref = (value: string) => `/containers/${encodeURIComponent(value)}`;
  return {
    clock: () => call("GET", "/clock"),
    setClock: (change) => call("POST", "/clock", change),
    tick: () => call("POST", "/tick"),
    state: () => call("GET", "/state"),
    setFaults: (faults) => call("POST", "/faults", faults),
    clearFaults: () => call("DELETE", "/faults"),
    container: async (value) => (await call<{ data: SimResource }>("GET", ref(value))).data,
    setContainer: (value, change) => call("POST", ref(value), change),
    hideContainer: (value) => call("DELETE", ref(value)),
    restoreContainer: (value) => call("POST", `${ref(value)}/restore`),
    addShipment: (shipment) => call("POST", "/shipments", shipment),
    setShipment: (value, change) => call("POST", `/shipments/${encodeURIComponent(value)}`, change),
    freeTime: () => call("GET", "/free-time"),
    setFreeTimeRule: (rule) => call("POST", "/free-time", rule),
    addClosure: (terminal, closure) => call("POST", `/terminals/${encodeURIComponent(terminal)}/closures`, closure),
    withdrawClosure: (terminal, id) =>
      call("DELETE", `/terminals/${encodeURIComponent(terminal)}/closures/${encodeURIComponent(id)}`),
    reset: (start) => call("POST", "/reset", start === undefined ? {} : { start }),
    flushWebhooks: () => call("POST", "/webhooks/flush"),
  };
}
