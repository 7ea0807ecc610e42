// Lint step: no two source files share one name. Two `filter-options.ts` (one in the board's components, one in
// the server) make every search, editor tab and stack trace ambiguous, and an auto-import can pick the wrong
// one. Names Next.js gives meaning to (page.tsx, route.ts, …) repeat by design and are left out.
import { readdir } from "node:fs/promises";
import { join } from "node:path";

const ROOTS = ["app", "components", "lib", "scripts", "simulator", "e2e", "prisma"];
const SKIP_DIRS = new Set(["node_modules", "generated", ".next", ".artifacts"]);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const NEXT_FILES =
  /^(page|layout|template|route|loading|error|global-error|not-found|forbidden|unauthorized|default)\.(ts|tsx)$/;

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? SKIP_DIRS.has(entry.name)
          ? Promise.resolve([])
          : sources(join(dir, entry.name))
        : Promise.resolve(SOURCE.test(entry.name) ? [join(dir, entry.name)] : []),
    ),
  );
  return nested.flat();
}

const byName = new Map<string, string[]>();
for (const path of (await Promise.all(ROOTS.map(sources))).flat()) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (!NEXT_FILES.test(name)) byName.set(name, [...(byName.get(name) ?? []), path]);
}
const shared = [...byName].filter(([, paths]) => paths.length > 1);
for (const [name, paths] of shared) console.error(`${name} is the name of ${paths.length} files: ${paths.join(", ")}`);
if (shared.length > 0) {
  console.error("Give each file a name of its own (say what it holds: users-query.ts, user-schema.ts).");
  process.exit(1);
}
