import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { spoolUpload } from "./spool-upload";

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe("spooling an upload", () => {
  it("writes the exact bytes and computes the base64 MD5 the direct upload needs", async () => {
    const chunks = [new Uint8Array([1, 2, 3]), new TextEncoder().encode("%PDF-1.4 hello")];
    const spooled = await spoolUpload(streamOf(chunks), 1024);
    const expected = Buffer.concat(chunks.map((c) => Buffer.from(c)));
    expect(readFileSync(spooled.path)).toEqual(expected);
    expect(spooled.byteSize).toBe(expected.length);
    expect(spooled.checksum).toBe(createHash("md5").update(expected).digest("base64"));
    await spooled.remove();
    expect(existsSync(spooled.path)).toBe(false);
  });

  it("stops at the limit with 413 and keeps nothing", async () => {
    await expect(spoolUpload(streamOf([new Uint8Array(600), new Uint8Array(600)]), 1000)).rejects.toMatchObject({
      code: "payload_too_large",
    });
  });

  it("gives up with 408 on an upload that stops sending, and keeps nothing", async () => {
    // One chunk, then silence: a stalled client. The stream never ends, so only the idle limit can end this.
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
      },
    });
    await expect(spoolUpload(stalled, 1000, { idleMs: 20 })).rejects.toMatchObject({
      code: "request_timeout",
      status: 408,
    });
  });

  it("refuses an empty body", async () => {
    await expect(spoolUpload(streamOf([]), 1000)).rejects.toMatchObject({ code: "bad_request" });
    await expect(spoolUpload(null, 1000)).rejects.toMatchObject({ code: "bad_request" });
  });
});

describe("inspecting an upload's head while spooling", () => {
  it("hands the first bytes, across chunks, to inspect before writing, then keeps the whole file", async () => {
    const seen: Uint8Array[] = [];
    const chunks = [new TextEncoder().encode("%PD"), new TextEncoder().encode("F-1.4 "), new Uint8Array(100)];
    const spooled = await spoolUpload(streamOf(chunks), 1024, {
      headBytes: 8,
      inspect: async (head) => {
        seen.push(head);
      },
    });
    expect(seen).toHaveLength(1);
    expect(new TextDecoder().decode(seen[0])).toBe("%PDF-1.4");
    expect(readFileSync(spooled.path)).toEqual(Buffer.concat(chunks.map((c) => Buffer.from(c))));
    await spooled.remove();
  });

  it("inspects a file shorter than the head once it ends; what inspect throws ends the upload", async () => {
    const refusal = new Error("not a pdf");
    await expect(
      spoolUpload(streamOf([new TextEncoder().encode("<html>")]), 1024, {
        inspect: async () => {
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    await expect(spoolUpload(streamOf([]), 1024, { inspect: async () => undefined })).rejects.toMatchObject({
      code: "bad_request",
    });
  });
});
