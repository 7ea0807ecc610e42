// Child processes for the start and test scripts. Each child leads its own process group, so stopping it
// also stops what it spawned (npm and next start grandchildren), and nothing is left behind on Ctrl-C.
import { spawn, type ChildProcess } from "node:child_process";

export type Managed = { name: string; child: ChildProcess; exited: Promise<number> };

const running = new Set<Managed>();

export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, options: { quiet?: boolean } = {}): Managed {
  const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `[${name}] `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    if (options.quiet) return;
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) stream.write(prefix + line + "\n");
  };
  child.stdout?.on("data", forward(process.stdout));
  child.stderr?.on("data", forward(process.stderr));
  const exited = new Promise<number>((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const managed = { name, child, exited };
  running.add(managed);
  void exited.then(() => running.delete(managed));
  return managed;
}

export async function stopProcess(managed: Managed, timeoutMs = 5_000): Promise<void> {
  if (managed.child.exitCode !== null || managed.child.pid === undefined) return;
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

export async function stopAll(): Promise<void> {
  await Promise.all([...running].reverse().map((managed) => stopProcess(managed)));
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(command, args, { env, stdio: "inherit" });
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
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
