// Child processes for the start and test scripts. Each child leads its own process group, so stopping it
// also stops what it spawned (npm and next start grandchildren), and nothing is left behind on Ctrl-C.
import { spawn, type ChildProcess } from "node:child_process";

export type Managed = {
  name: string;
  child: ChildProcess;
  exited: Promise<number>;
  /** The last lines it wrote (kept even when quiet), to show why it died. */
  tail: () => string[];
};

const TAIL_LINES = 30;
const running = new Set<Managed>();
let stopping = false;

export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { quiet?: boolean } = {},
): Managed {
  const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `[${name}] `;
  const lines: string[] = [];
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      if (!options.quiet) stream.write(prefix + line + "\n");
    }
  };
  child.stdout?.on("data", forward(process.stdout));
  child.stderr?.on("data", forward(process.stderr));
  const exited = new Promise<number>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  const managed: Managed = { name, child, exited, tail: () => [...lines] };
  running.add(managed);
  void exited.then(() => running.delete(managed));
  return managed;
}

/** "code 1", "signal SIGKILL": how a child that has exited ended. */
export function exitText(managed: Managed): string {
  return managed.child.signalCode ? `signal ${managed.child.signalCode}` : `code ${managed.child.exitCode ?? "?"}`;
}

/** True once stopAll() began: children exiting after that are being stopped, not crashing. */
export function isStopping(): boolean {
  return stopping;
}

export async function stopProcess(managed: Managed, timeoutMs = 5_000): Promise<void> {
  if (managed.child.exitCode !== null || managed.child.signalCode !== null || managed.child.pid === undefined) return;
  try {
    process.kill(-managed.child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (managed.child.pid !== undefined) process.kill(-managed.child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }, timeoutMs);
  await managed.exited;
  clearTimeout(timer);
}

/** `timeoutMs`: how long each child gets after SIGTERM before SIGKILL (its own orderly stop must fit in it). */
export async function stopAll(timeoutMs = 5_000): Promise<void> {
  stopping = true;
  await Promise.all([...running].reverse().map((managed) => stopProcess(managed, timeoutMs)));
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(command, args, { env, stdio: "inherit" });
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

/** Runs a command to completion with its output kept; resolves with its exit code and everything it wrote. */
export function runCaptured(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) =>
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString("utf8") })),
  );
}

/** Polls a URL until it answers 2xx, the process dies, or the timeout passes. */
export async function waitForHttp(url: string, managed: Managed | null, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void managed?.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new Error(`${managed?.name} exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}
