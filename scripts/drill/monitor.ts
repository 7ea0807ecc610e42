// Polls a URL in the background while a fault runs: every answer (or "error <code>") with its time, to say
// whether the app stayed up and what it answered while something under it was broken.
import { sleep, statusOf } from "./http";

export type Sample = { at: number; status: string };
export type Monitor = { samples: () => Sample[]; stop: () => Promise<Sample[]> };

export function monitor(url: string, headers: Record<string, string> = {}, intervalMs = 500): Monitor {
  const samples: Sample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = Date.now();
      samples.push({ at, status: await statusOf(url, { headers, timeoutMs: 5_000 }) });
      await sleep(Math.max(0, intervalMs - (Date.now() - at)));
    }
  })();
  return {
    samples: () => [...samples],
    stop: async () => {
      running = false;
      await loop;
      return [...samples];
    },
  };
}
