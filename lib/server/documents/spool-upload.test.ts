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
    await expect(spoolUpload(stalled, 1000, 20)).rejects.toMatchObject({ code: "request_timeout", status: 408 });
  });

  it("refuses an empty body", async () => {
    await expect(spoolUpload(streamOf([]), 1000)).rejects.toMatchObject({ code: "bad_request" });
    await expect(spoolUpload(null, 1000)).rejects.toMatchObject({ code: "bad_request" });
  });
});
