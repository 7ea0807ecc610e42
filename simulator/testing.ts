// The one entry into the simulator for code outside simulator/ (the dashboard's tests, fixtures, benchmarks
// and e2e specs); ESLint refuses any other import across the line, both ways. A test starts a simulated
// service, talks to it only as a client of the real one could (its /v2 API) plus the /_sim control API, and
// stops it: the simulated world's objects stay out of reach, so no test of the dashboard passes for a reason
// the real service's clients could never observe.
import { simControl, type SimControl } from "./control/control-client";
export type { FaultSettings } from "./http/faults";
import { buildPdf } from "./documents/pdf";
import { createSimulator } from "./server";

export type {
  ClockChange,
  ContainerChange,
  FreeTimeRuleChange,
  NewShipment,
  ShipmentArrivalChange,
  SimAccountState,
  SimClosure,
  SimControl,
  SimFreeTime,
  SimFreeTimeRule,
  SimResource,
  SimState,
  TerminalClosureChange,
} from "./control/control-client";

export interface StartOptions {
  /** World seed (default 49): the same seed, size and start give the same world. */
  seed?: number;
  /** Approximate containers in the seeded world (10 to 50,000; default 1500). */
  containers?: number;
  /** Where the simulated clock starts (ISO instant; default now). */
  start?: string;
  /** Simulated seconds per real second; 0 freezes the clock (default 1). */
  speed?: number;
  /** First webhook retry delay in ms, doubling per attempt up to webhookRetryMaxMs. */
  webhookRetryBaseMs?: number;
  webhookRetryMaxMs?: number;
  /** Per-key rate limits (default on; benchmarks turn them off). */
  rateLimits?: boolean;
  /** Approximate containers in each self-provisioned (`sim_ws_…`) world (default 300). */
  accountContainers?: number;
}

export interface ServedSimulator {
  /** `http://127.0.0.1:<port>`; the service's API is under `/v2`, the control API under `/_sim`. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

export interface RunningSimulator {
  /** Answers a request in process, as over HTTP: a path ("/v2/containers") or a URL, whose host is ignored. */
  request(input: string | URL, init?: RequestInit): Promise<Response>;
  /** `request` as a fetch, to hand to a client under test instead of the network. */
  fetch: typeof fetch;
  /** The /_sim control API: clock, faults, container state, shipments, webhook flush. */
  control: SimControl;
  /** Serves it over HTTP on a free port of 127.0.0.1 (for other processes, or code that reads a base URL). */
  listen(): Promise<ServedSimulator>;
  /** Stops the ticker, pending webhook deliveries and every server listen() opened. */
  stop(): Promise<void>;
}

/** Builds a simulated service, synchronously (a test file may start one at its top), without the background ticker. */
export function startSimulator(options: StartOptions = {}): RunningSimulator {
  const sim = createSimulator(options);
  const request = (input: string | URL, init?: RequestInit): Promise<Response> =>
    Promise.resolve(sim.app.request(input instanceof URL ? input.href : input, init));
  return {
    request,
    fetch: (input, init) => Promise.resolve(sim.app.request(input, init)),
    control: simControl(request),
    listen: async () => {
      const server = await sim.listen(0, "127.0.0.1");
      return { origin: server.url, port: server.port, close: server.close };
    },
    stop: () => sim.close(),
  };
}

/** A small PDF whose page i shows the lines of pages[i]: the simulator reads its text back to classify it. */
export function samplePdf(pages: readonly (readonly string[])[], title?: string): Buffer {
  return buildPdf(pages, title);
}
