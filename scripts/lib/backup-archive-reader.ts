// Reads a Quayside archive (backup-archive-format.ts) front to back: its header lines, then each table's rows
// streamed into a writable (a COPY FROM STDIN) with back-pressure, never more than a chunk in memory.
import { once } from "node:events";
import { createReadStream } from "node:fs";
import { finished } from "node:stream/promises";
import type { Writable } from "node:stream";
import { createGunzip } from "node:zlib";

import { SECTION_END } from "./backup-archive-format";

const NEWLINE = 0x0a;
const MARKER = Buffer.from(SECTION_END);
const MARKER_AFTER_NEWLINE = Buffer.from(`\n${SECTION_END}`);
/** A header line longer than this is not one: the file is not an archive, or is damaged. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** Where the end marker is in `buffer`, if it is there: the data before it, and where what follows starts. */
export function findSectionEnd(buffer: Buffer, atLineStart: boolean): { dataEnd: number; next: number } | null {
  if (atLineStart && buffer.subarray(0, MARKER.length).equals(MARKER)) return { dataEnd: 0, next: MARKER.length };
  const at = buffer.indexOf(MARKER_AFTER_NEWLINE);
  return at < 0 ? null : { dataEnd: at + 1, next: at + MARKER_AFTER_NEWLINE.length };
}

export class ArchiveReader {
  private buffer: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Reads a gzip'd archive file. */
  static open(file: string): ArchiveReader {
    const gunzip = createGunzip();
    // A read error (the file vanished, a bad disk) must end the reader too, not leave it waiting.
    createReadStream(file)
      .on("error", (error) => gunzip.destroy(error))
      .pipe(gunzip);
    return new ArchiveReader(gunzip[Symbol.asyncIterator]());
  }

  /** The next line without its line break, or null at the end of the archive. */
  async readLine(): Promise<string | null> {
    for (;;) {
      const at = this.buffer.indexOf(NEWLINE);
      if (at >= 0) {
        const line = this.buffer.toString("utf8", 0, at);
        this.buffer = this.buffer.subarray(at + 1);
        return line;
      }
      if (this.buffer.length > MAX_LINE_BYTES) throw new Error("The file is not a Quayside archive (no line break).");
      if (!(await this.fill())) {
        if (this.buffer.length === 0) return null;
        throw new Error("The archive ends in the middle of a line: the file is truncated.");
      }
    }
  }

  /**
   * Writes the rows of the current section to `sink` (the end marker left out), ends it and waits until it
   * has finished (for a COPY: until the server has taken every row). Rejects with the sink's error.
   */
  async pipeSection(sink: Writable): Promise<void> {
    const done = finished(sink);
    // Awaited below; until then a failing sink must not count as an unhandled rejection.
    done.catch(() => undefined);
    const write = async (chunk: Buffer): Promise<void> => {
      if (chunk.length > 0 && !sink.write(chunk)) await Promise.race([once(sink, "drain"), done]);
    };
    let atLineStart = true;
    for (;;) {
      const end = findSectionEnd(this.buffer, atLineStart);
      if (end) {
        await write(this.buffer.subarray(0, end.dataEnd));
        this.buffer = this.buffer.subarray(end.next);
        sink.end();
        return done;
      }
      // The last bytes may be the start of the marker, split across chunks: keep them for the next look.
      const flush = this.buffer.length - (MARKER_AFTER_NEWLINE.length - 1);
      if (flush > 0) {
        await write(this.buffer.subarray(0, flush));
        atLineStart = this.buffer[flush - 1] === NEWLINE;
        this.buffer = this.buffer.subarray(flush);
      }
      if (!(await this.fill())) {
        sink.destroy(new Error("The archive ends inside a table's rows: the file is truncated."));
        return done;
      }
    }
  }

  /** Stops reading (closes the file) when the rest is not wanted. */
  async close(): Promise<void> {
    this.ended = true;
    await this.source.return?.();
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    const chunk = next.value;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    return true;
  }
}
