// Prisma's schema engine compiled to WebAssembly, driven through the pg driver adapter. The Prisma CLI
// wants to download a native engine first, which is impossible offline; this is the same engine.
// The package is an internal API: its version is pinned exactly in package.json.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

const require = createRequire(import.meta.url);
let wasmReady: Promise<void> | undefined;

function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const pkgDir = dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
    const bytes = await readFile(join(pkgDir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  })();
  return wasmReady;
}

/**
 * The pg adapter factory, remembering each connection it opens. Freeing the engine does not end them: left
 * open, the engine's connection held the migration advisory lock for about 10 s more, and every second
 * migration run in one process (tests, a restore followed by a start) waited that long for it.
 */
class ClosingPrismaPg extends PrismaPg {
  private readonly opened: { dispose: () => Promise<void> }[] = [];

  override async connect(): ReturnType<PrismaPg["connect"]> {
    const adapter = await super.connect();
    this.opened.push(adapter);
    return adapter;
  }

  override async connectToShadowDb(): ReturnType<PrismaPg["connectToShadowDb"]> {
    const adapter = await super.connectToShadowDb();
    this.opened.push(adapter);
    return adapter;
  }

  async disposeAll(): Promise<void> {
    await Promise.all(this.opened.splice(0).map((adapter) => adapter.dispose().catch(() => undefined)));
  }
}

/** Opens a schema engine on the given database. Call `close()` when done. */
export async function openSchemaEngine(
  connectionString: string,
  schema?: { path: string; content: string },
): Promise<{ engine: SchemaEngine; close: () => Promise<void> }> {
  await loadWasm();
  const pg = new ClosingPrismaPg({ connectionString });
  const factory = bindMigrationAwareSqlAdapterFactory(pg);
  const datamodels: [string, string][] | undefined = schema ? [[schema.path, schema.content]] : undefined;
  const engine = await bg.SchemaEngine.new({ datamodels }, () => undefined, factory);
  return {
    engine,
    close: async () => {
      engine.free();
      await pg.disposeAll();
    },
  };
}
