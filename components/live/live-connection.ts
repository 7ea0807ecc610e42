import { backoffDelayMs } from "@/lib/shared/backoff";
import {
  LIVE_RETRY_MAX_MS,
  LIVE_RETRY_MS,
  LIVE_TOPICS,
  type LiveEvent,
  type LiveTopic,
} from "@/lib/shared/live-events";

// Pure: the tab's one connection to GET /api/events, shared by every hook that wants live updates
// (live-provider.tsx owns it). The EventSource constructor and the timers are parameters so the unit test drives
// it with fakes.

/** "connecting" until the first stream opens; "reconnecting" from a lost stream until the next one opens. */
export type LiveStatus = "connecting" | "open" | "reconnecting";

export type LiveSubscriber = {
  topics: readonly LiveTopic[];
  onEvent: (event: LiveEvent) => void;
  /** The stream came back after a gap: the route keeps no history, so whatever was said meanwhile is lost. */
  onResync: () => void;
};

/** What the connection uses of an EventSource. */
export type LiveSource = {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void;
  close(): void;
};

export type LiveConnectionOptions = {
  url: string;
  open: (url: string) => LiveSource;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
};

export type LiveConnection = {
  /** Opens the stream; subscribers may come before or after. */
  start(): void;
  /** Closes the stream and cancels a pending retry; start() opens it again. */
  stop(): void;
  subscribe(subscriber: LiveSubscriber): () => void;
  status(): LiveStatus;
  onStatus(listener: () => void): () => void;
};

export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const subscribers = new Set<LiveSubscriber>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = "connecting";
  let source: LiveSource | null = null;
  let timer: unknown = null;
  let failures = 0;
  let stopped = true;

  const setStatus = (next: LiveStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener();
  };

  const dispatch = (topic: LiveTopic, data: string): void => {
    const event = parseEvent(topic, data);
    for (const subscriber of subscribers) if (subscriber.topics.includes(topic)) subscriber.onEvent(event);
  };

  const connect = (): void => {
    timer = null;
    const next = options.open(options.url);
    source = next;
    for (const topic of LIVE_TOPICS) next.addEventListener(topic, (message) => dispatch(topic, message.data));
    next.onopen = () => {
      const afterGap = status === "reconnecting";
      failures = 0;
      setStatus("open");
      if (afterGap) for (const subscriber of subscribers) subscriber.onResync();
    };
    // The browser would retry by itself at a fixed pace, and not at all after an error status (a 401 or a 503
    // while the database is away): closing and reopening here backs off instead, and always comes back.
    next.onerror = () => {
      next.close();
      if (stopped || source !== next) return;
      source = null;
      setStatus("reconnecting");
      const delay = backoffDelayMs(failures, {
        baseMs: LIVE_RETRY_MS,
        maxMs: LIVE_RETRY_MAX_MS,
        random: options.random,
      });
      failures += 1;
      timer = setTimer(connect, delay);
    };
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      connect();
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      source?.close();
      source = null;
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}

/** The route sends `{topic, ids?}`; anything else still tells its subscribers that the topic changed. */
function parseEvent(topic: LiveTopic, data: string): LiveEvent {
  try {
    const parsed: unknown = JSON.parse(data);
    const ids = typeof parsed === "object" && parsed !== null && "ids" in parsed ? parsed.ids : undefined;
    if (Array.isArray(ids) && ids.every((id) => typeof id === "string")) return { topic, ids };
  } catch {
    // malformed data: the topic alone
  }
  return { topic };
}
