// `npm start` builds only when the sources changed since the last production build: a content hash of
// everything that goes into the build is stored next to it.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { run, startProcess } from "./processes";

const INPUT_DIRS = ["app", "components", "lib", "public"];
const INPUT_FILES = [
  "next.config.mjs",
  "proxy.ts",
  "instrumentation-client.ts",
  "tailwind.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  "prisma/schema.prisma",
];
const SKIP = new Set(["node_modules", ".next", "generated"]);
const HASH_FILE = join(".next", "quayside-source-hash");

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // Tests beside the code are not part of the build: editing one needs no new build.
      .filter((entry) => !SKIP.has(entry.name) && !entry.name.endsWith(".test.ts"))
      .map((entry) =>
        entry.isDirectory() ? listFiles(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
      ),
  );
  return nested.flat();
}

export async function sourceHash(): Promise<string> {
  const files = [
    ...(await Promise.all(INPUT_DIRS.map(listFiles))).flat(),
    ...INPUT_FILES.filter((file) => existsSync(file)),
  ].sort();
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(file)
      .update("\0")
      .update(await readFile(file))
      .update("\0");
  return hash.digest("hex");
}

/** `quiet`: the build's own output is kept back (shown only when it fails), for a build run beside other work. */
export async function buildIfNeeded(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  options: { quiet?: boolean } = {},
): Promise<void> {
  const hash = await sourceHash();
  if (existsSync(join(".next", "BUILD_ID")) && existsSync(HASH_FILE) && (await readFile(HASH_FILE, "utf8")) === hash) {
    log("build: production build is up to date");
    return;
  }
  log("build: building the app (first start or sources changed; about a minute)…");
  const args = ["node_modules/next/dist/bin/next", "build"];
  if (options.quiet) {
    const build = startProcess("build", process.execPath, args, env, { quiet: true });
    const code = await build.exited;
    if (code !== 0) {
      for (const line of build.tail()) log(`[build] ${line}`);
      throw new Error(`next build failed with exit code ${code}`);
    }
  } else {
    const code = await run(process.execPath, args, env);
    if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
  }
  await writeFile(HASH_FILE, hash);
}
