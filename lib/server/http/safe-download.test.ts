import { createServer, type Server } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { safeDownload } from "./safe-download";
import { checkFetchTarget, fileStorePolicy, UnsafeTargetError } from "./safe-fetch-target";

// Two local servers stand in for what a download URL must never reach (this machine, our network); each
// counts every connection, so "refused" also means "nothing was sent".
type Answer = { status: number; headers?: Record<string, string>; body?: string };
type Local = { server: Server; origin: string; port: number; connections: number; paths: string[] };

async function local(handler: (path: string) => Answer): Promise<Local> {
  const state: Local = { server: createServer(), origin: "", port: 0, connections: 0, paths: [] };
  state.server.on("connection", () => (state.connections += 1));
  state.server.on("request", (request, response) => {
    const path = request.url ?? "/";
    state.paths.push(path);
    const answer = handler(path);
    response.writeHead(answer.status, answer.headers ?? {});
    response.end(answer.body ?? "");
  });
  await new Promise<void>((resolve) => state.server.listen(0, "127.0.0.1", resolve));
  const address = state.server.address();
  state.port = typeof address === "object" && address ? address.port : 0;
  state.origin = `http://127.0.0.1:${state.port}`;
  return state;
}

let files: Local;
let inside: Local;
const live = { trustedOrigins: [] };
const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

beforeAll(async () => {
  inside = await local(() => ({ status: 200, body: "internal secrets" }));
  files = await local((path): Answer => {
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop)
      return { status: 302, headers: { location: Number(hop[1]) > 0 ? `/hop/${Number(hop[1]) - 1}` : "/file.pdf" } };
    if (path === "/escape") return { status: 307, headers: { location: `${inside.origin}/admin` } };
    return { status: 200, headers: { "content-type": "application/pdf", "content-length": "9" }, body: "%PDF-1.7\n" };
  });
});
afterAll(async () => {
  await Promise.all([files, inside].map((s) => new Promise<void>((resolve) => s.server.close(() => resolve()))));
});

describe("safe downloads", () => {
  it("refuses a loopback URL in live mode with a clear error and connects to nothing", async () => {
    for (const url of [
      `${inside.origin}/file.pdf`,
      `https://127.0.0.1:${inside.port}/file.pdf`,
      `https://127.1:${inside.port}/x`,
      `https://0x7f.1:${inside.port}/x`,
      `https://[::ffff:127.0.0.1]:${inside.port}/x`,
      `https://localhost:${inside.port}/x`,
    ]) {
      const error = await safeDownload(url, live).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error, url).toBeInstanceOf(UnsafeTargetError);
      expect(error instanceof Error ? error.message : "").toMatch(/will not fetch .*nothing was downloaded/);
    }
    expect(inside.connections).toBe(0);
  });

  it("checks an upload's storage URL the same way, in the upload's words", async () => {
    const error = await checkFetchTarget(`https://127.0.0.1:${inside.port}/blob`, live, undefined, "uploaded").then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnsafeTargetError);
    expect(error instanceof Error ? error.message : "").toMatch(/will not send to .*nothing was uploaded/);
    expect(fileStorePolicy("live").trustedOrigins).toEqual([]);
    expect(fileStorePolicy("unconfigured").trustedOrigins).toEqual([]);
    expect(inside.connections).toBe(0);
  });

  it("refuses a name when any of its addresses is private, and cloud metadata by address", async () => {
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.7", family: 4 },
    ];
    await expect(safeDownload("https://files.example.test/doc.pdf", live, { resolve })).rejects.toThrow(
      /private, loopback or reserved/,
    );
    await expect(safeDownload("https://169.254.169.254/latest/meta-data/", live)).rejects.toBeInstanceOf(
      UnsafeTargetError,
    );
    await expect(safeDownload("https://[fd00::1]/x", live)).rejects.toBeInstanceOf(UnsafeTargetError);
    await expect(safeDownload("https://100.64.1.1/x", live)).rejects.toBeInstanceOf(UnsafeTargetError);
  });

  it("fetches from the simulator's origin in simulated mode, following up to three redirects there", async () => {
    const simulated = { trustedOrigins: [files.origin] };
    const download = await safeDownload(`${files.origin}/hop/2`, simulated);
    expect(download).toMatchObject({ status: 200, contentType: "application/pdf", contentLength: "9" });
    expect(await text(download.body)).toBe("%PDF-1.7\n");
    await expect(safeDownload(`${files.origin}/hop/3`, simulated)).rejects.toThrow(/redirected too many times/);
  });

  it("re-checks every redirect: the simulator's origin cannot bounce a download into the local network", async () => {
    await expect(safeDownload(`${files.origin}/escape`, { trustedOrigins: [files.origin] })).rejects.toBeInstanceOf(
      UnsafeTargetError,
    );
    expect(files.paths).toContain("/escape");
    expect(inside.connections).toBe(0);
  });
});
