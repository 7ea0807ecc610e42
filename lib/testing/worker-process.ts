// Integration tests that run the real background worker (scripts/worker.ts) as a child process: its JSON log
// lines parsed as they come, its stderr kept for the failure message, and a poll that waits on a fact.
import { spawn, type ChildProcess } from "node:child_process";

import { childEnv } from "@/lib/env.mjs";

export type WorkerLine = {
  message?: string;
  workspaceId?: string;
  resumed?: boolean;
  requests?: number;
  containers?: number;
};

export type WorkerProcess = { proc: ChildProcess; lines: WorkerLine[]; stderr: string; exited: Promise<number | null> };

export function spawnWorker(extraEnv: Record<string, string>): WorkerProcess {
  const proc = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    env: childEnv({ LOG_LEVEL: "info", APP_URL: "http://127.0.0.1:9/unused", ...extraEnv }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: WorkerLine[] = [];
  let buffer = "";
  proc.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    const parts = buffer.split("\n");
    buffer = parts.pop() ?? "";
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as WorkerLine);
      } catch {
        // not a log line
      }
    }
  });
  // "close", not "exit": by then the process's output has all been read, so its last log lines are in `lines`.
  const exited = new Promise<number | null>((resolve) => proc.once("close", (code) => resolve(code)));
  const out: WorkerProcess = { proc, lines, stderr: "", exited };
  proc.stderr?.on("data", (chunk: Buffer) => (out.stderr += chunk.toString("utf8")));
  return out;
}

/** Stops every worker still running (SIGTERM) and waits for each to exit. */
export async function stopWorkers(workers: WorkerProcess[]): Promise<void> {
  const running = workers.filter((w) => w.proc.exitCode === null && w.proc.signalCode === null);
  for (const worker of running) worker.proc.kill("SIGTERM");
  await Promise.all(running.map((worker) => worker.exited));
}

/** Polls `probe` every 100 ms until it returns something truthy; fails with `what` and `context()` at the deadline. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  deadlineMs: number,
  context: () => string = () => "",
): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${deadlineMs / 1000}s waiting for ${what}\n${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
