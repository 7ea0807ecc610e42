import "server-only";

import { logger } from "@/lib/server/logger";
import { errorText } from "@/lib/server/error-text";

import { deliverClaimed } from "./deliver";
import { claimDeliveries } from "./delivery-claims";

// The worker's sender: up to MAX_IN_FLIGHT sends at once, each on its own, never a batch awaited as a whole.
// A freed slot claims again at once, so a receiver that takes its full deadline holds one slot (and its
// target's cap, delivery-claims.ts) while every other delivery goes past it. It runs apart from deriving and
// fan-out (engine.ts): no send, however slow, delays an event being recorded or a bell being rung.

const MAX_IN_FLIGHT = 16;
const POLL_MS = 1_000;

export type DeliveryPool = { wake: () => void; stop: () => Promise<void> };

export function startDeliveryPool(): DeliveryPool {
  const sends = new Set<Promise<void>>();
  let stopped = false;
  let filling: Promise<void> | null = null;
  let again = false;

  const fill = (): void => {
    if (stopped) return;
    if (filling) {
      again = true;
      return;
    }
    filling = (async () => {
      do {
        again = false;
        const room = MAX_IN_FLIGHT - sends.size;
        if (room <= 0) break;
        let claimed: Awaited<ReturnType<typeof claimDeliveries>> = [];
        try {
          claimed = await claimDeliveries(room);
        } catch (error) {
          logger.warn("claiming alert deliveries failed", { error: errorText(error) });
          break;
        }
        for (const delivery of claimed) {
          const send: Promise<void> = deliverClaimed(delivery)
            .then(() => undefined)
            .catch((error: unknown) => logger.warn("alert delivery crashed", { error: errorText(error) }))
            .finally(() => {
              sends.delete(send);
              fill();
            });
          sends.add(send);
        }
        // A full claim may have left more due: look again while there is room.
        if (claimed.length === room) again = true;
      } while (again && !stopped);
    })().finally(() => {
      filling = null;
    });
  };

  const timer = setInterval(fill, POLL_MS);
  fill();

  return {
    wake: fill,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await filling;
      // Sends in flight finish within their deadline; their outcome is recorded under their own lease.
      await Promise.allSettled([...sends]);
    },
  };
}
