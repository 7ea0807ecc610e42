import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SKIPPED = new Set(["node_modules", "e2e"]);
const REPLACES_A_MODULE = /\bvi\.(do)?[mM]ock\(/;

function testFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) testFiles(full, found);
    } else if (entry.name.endsWith(".int.test.ts")) found.push(full);
  }
  return found;
}

/**
 * The integration files split by whether they replace a module (`vi.mock`): those need a module graph of their own
 * and run isolated; the rest share one graph per worker, which saves the import of the server's modules for each
 * file. Read from the sources at each run, so a file that starts mocking moves on its own.
 */
export function integrationFiles(root: string): { mocking: string[]; sharing: string[] } {
  const mocking: string[] = [];
  const sharing: string[] = [];
  for (const file of testFiles(root).sort()) {
    const relative = path.relative(root, file);
    (REPLACES_A_MODULE.test(readFileSync(file, "utf8")) ? mocking : sharing).push(relative);
  }
  return { mocking, sharing };
}
