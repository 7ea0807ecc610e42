import { afterAll, describe, expect, it } from "vitest";

import { childEnv } from "../../lib/env.mjs";

import { startProcess, stopAll, type Managed } from "./processes";
import { supervise } from "./supervise";

// A crashed child (a worker killed with SIGKILL, a simulator that threw) is started again and the crash is
// logged; stopping the stack stops the restarts.
afterAll(() => stopAll());

async function until<T>(what: string, probe: () => T | null | undefined, deadlineMs = 15_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("supervising a child of npm start", () => {
  it("restarts a child that was killed, logs why, and stops restarting once stopped", async () => {
    const lines: string[] = [];
    const started: Managed[] = [];
    const handle = supervise(
      "worker",
      () => {
        const child = startProcess(
          "worker",
          process.execPath,
          ["-e", "setInterval(() => undefined, 60_000)"],
          childEnv({}),
          { quiet: true },
        );
        started.push(child);
        return child;
      },
      { log: (line) => lines.push(line), stopped: () => false },
    );

    const first = await until("the first child", () => started[0]);
    first.child.kill("SIGKILL");
    const second = await until("a restarted child", () => started[1]);
    expect(second.child.pid).not.toBe(first.child.pid);
    expect(handle.current()).toBe(second);
    expect(lines.join("\n")).toMatch(/^worker exited \(signal SIGKILL\) after [\d.]+s; restarting it in 1s/);

    handle.stop();
    second.child.kill("SIGKILL");
    await second.exited;
    // Stopped: the loop ends when the child exits instead of scheduling a restart.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith("worker exited"))).toHaveLength(1);
  });
});
