// What the drill reads about processes from /proc: children, command lines, resident memory. Linux only,
// like the embedded PostgreSQL the drill runs on.
import { readdirSync, readFileSync } from "node:fs";

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
  } catch {
    return "";
  }
}

/** One variable of a process's environment as it started, or null (gone, or not ours to read). */
export function environValue(pid: number, name: string): string | null {
  try {
    const entry = readFileSync(`/proc/${pid}/environ`, "utf8")
      .split("\0")
      .find((e) => e.startsWith(`${name}=`));
    return entry === undefined ? null : entry.slice(name.length + 1);
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (killed, not yet reaped by its parent) still answers signal 0 but runs nothing.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/** Direct children of a process (every thread's, since a child belongs to the thread that forked it). */
export function childPids(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const task of tasks) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (text) found.push(...text.split(/\s+/).map(Number));
    } catch {
      // the thread ended meanwhile
    }
  }
  return found;
}

/** The process and everything below it. */
export function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i += 1) all.push(...childPids(all[i] ?? 0));
  return all;
}

/** Resident memory of a process and its descendants, in bytes (VmRSS from /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  let total = 0;
  for (const member of processTree(pid)) {
    try {
      const line = readFileSync(`/proc/${member}/status`, "utf8")
        .split("\n")
        .find((l) => l.startsWith("VmRSS:"));
      total += Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
    } catch {
      // exited
    }
  }
  return total;
}

/** Pids of every running process whose command line matches. */
export function findProcesses(pattern: RegExp): number[] {
  const pids = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  return pids.filter((pid) => pid !== process.pid && pattern.test(commandLine(pid)));
}

export const MB = 1024 * 1024;
export const mb = (bytes: number): string => `${(bytes / MB).toFixed(0)} MB`;
