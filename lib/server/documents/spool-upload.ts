import "server-only";

import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import { AppError } from "@/lib/shared/app-error";
import { formatBytes } from "@/lib/shared/format/number";

/** An upload that sends nothing for this long is given up (408), so a stalled client does not hold a request. */
export const UPLOAD_IDLE_MS = 30_000;

export type SpooledUpload = { path: string; byteSize: number; checksum: string; remove: () => Promise<void> };

export type SpoolOptions = {
  idleMs?: number;
  /**
   * Sees the file's first `headBytes` (all of a shorter file) before any byte is written; what it throws ends
   * the upload and nothing is kept. Used to check the content against the declared type (sniff-upload.ts).
   */
  inspect?: (head: Uint8Array) => Promise<void>;
  headBytes?: number;
};

/**
 * Streams an upload to a temporary file while computing its MD5 (the direct upload's checksum is the base64
 * MD5 of the exact bytes, needed before the bytes are sent on). Memory stays flat whatever the file size (the
 * head held for `inspect` is a few KB); a body over `maxBytes` is cut off with 413 and nothing is kept.
 */
export async function spoolUpload(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  { idleMs = UPLOAD_IDLE_MS, inspect, headBytes = 4100 }: SpoolOptions = {},
): Promise<SpooledUpload> {
  if (!body) throw new AppError("bad_request", "The upload has no content.");
  const dir = join(tmpdir(), "quayside-uploads");
  await mkdir(dir, { recursive: true });
  const path = join(dir, randomUUID());
  const hash = createHash("md5");
  let byteSize = 0;
  const idle = new AbortController();
  let timer = setTimeout(() => idle.abort(), idleMs);
  // The head waits here until it is long enough to inspect (or the file ends); after that, chunks pass through.
  let head: Buffer[] | null = inspect ? [] : null;
  let headLength = 0;
  const release = async (stream: Transform): Promise<void> => {
    if (!head || !inspect) return;
    const held = Buffer.concat(head);
    head = null;
    // An empty body is refused below as empty, not as the wrong kind.
    if (held.length > 0) await inspect(held.subarray(0, headBytes));
    stream.push(held);
  };
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort(), idleMs);
      byteSize += chunk.length;
      if (byteSize > maxBytes) {
        callback(new AppError("payload_too_large", `The file is larger than the ${formatBytes(maxBytes)} limit.`));
        return;
      }
      hash.update(chunk);
      if (!head) {
        callback(null, chunk);
        return;
      }
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < headBytes) {
        callback();
        return;
      }
      release(this).then(() => callback(), callback);
    },
    flush(callback) {
      release(this).then(() => callback(), callback);
    },
  });
  const remove = () => rm(path, { force: true });
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), meter, createWriteStream(path), {
      signal: idle.signal,
    });
  } catch (error) {
    await remove();
    if (idle.signal.aborted && !(error instanceof AppError))
      throw new AppError("request_timeout", `The upload stopped for more than ${idleMs / 1000} s; try again.`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (byteSize === 0) {
    await remove();
    throw new AppError("bad_request", "The file is empty.");
  }
  return { path, byteSize, checksum: hash.digest("base64"), remove };
}
