// Keeps a child of `npm start` running: a worker or simulator that crashes (or is killed) is logged and
// started again after a backoff (restart-backoff.ts), while the app goes on serving. Only the app exiting, or
// Ctrl-C, stops the stack.
import { afterExit } from "./restart-backoff";
import { exitText, isStopping, type Managed } from "./processes";

export type Supervised = { name: string; current: () => Managed | null; stop: () => void };

export function supervise(
  name: string,
  start: () => Managed,
  options: { log: (line: string) => void; stopped: () => boolean; onStart?: (child: Managed) => void },
): Supervised {
  let current: Managed | null = null;
  let cancelWait: (() => void) | null = null;
  let halted = false;
  const over = (): boolean => halted || options.stopped() || isStopping();

  void (async () => {
    let streak = 0;
    while (!over()) {
      const child = start();
      current = child;
      options.onStart?.(child);
      const startedAt = Date.now();
      await child.exited;
      if (over()) return;
      const ranMs = Date.now() - startedAt;
      const next = afterExit(streak, ranMs);
      streak = next.streak;
      options.log(
        `${name} exited (${exitText(child)}) after ${(ranMs / 1000).toFixed(1)}s; restarting it in ${next.delayMs / 1000}s (restart ${streak} in a row). The app keeps serving.`,
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, next.delayMs);
        cancelWait = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      cancelWait = null;
    }
  })();

  return {
    name,
    current: () => current,
    stop: () => {
      halted = true;
      cancelWait?.();
    },
  };
}
