// A start killed with SIGKILL cannot stop its children: the app server and the simulator would keep their
// ports and the next start would fail. Each start records its children's process groups here and the next
// one stops any that are still alive (only if they still run our commands, in case a pid was reused).
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

type Recorded = { name: string; pid: number };

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
}

export async function stopLeftovers(dataDir: string, log: (line: string) => void): Promise<void> {
  const file = join(dataDir, "run", "children.json");
  if (!existsSync(file)) return;
  let recorded: Recorded[];
  try {
    recorded = JSON.parse(readFileSync(file, "utf8")) as Recorded[];
  } catch {
    // A record torn by a killed start (older versions wrote it in place) must not stop the next start.
    log("start: the previous start's record of its processes is unreadable; not stopping any");
    return;
  }
  for (const { name, pid } of recorded) {
    const cmd = commandLine(pid);
    if (!/next|simulator|worker/.test(cmd)) continue;
    log(`start: stopping ${name} (pid ${pid}) left running by a previous start`);
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      continue;
    }
    for (let i = 0; i < 50 && commandLine(pid) !== ""; i += 1) await new Promise((r) => setTimeout(r, 100));
  }
}

let writing: Promise<void> = Promise.resolve();

/**
 * Records the children, one write after another and each whole (a temporary file renamed over the record):
 * two overlapping writes in place once left a longer record's tail after a shorter one, and the next start
 * could not read it.
 */
export function recordChildren(
  dataDir: string,
  children: Array<{ name: string; pid: number | undefined }>,
): Promise<void> {
  const file = join(dataDir, "run", "children.json");
  const text = JSON.stringify(children.filter((c): c is Recorded => c.pid !== undefined));
  writing = writing
    .catch(() => undefined)
    .then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, text);
      await rename(`${file}.tmp`, file);
    });
  return writing;
}
