import { Writable } from "node:stream";

import { describe, expect, it } from "vitest";

import { ArchiveReader, findSectionEnd } from "./backup-archive-reader";

async function* chunksOf(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

function collector(): { sink: Writable; text: () => string } {
  const parts: Buffer[] = [];
  const sink = new Writable({
    highWaterMark: 2,
    write(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      // Asynchronous, so the reader meets back-pressure.
      setImmediate(done);
    },
  });
  return { sink, text: () => Buffer.concat(parts).toString() };
}

// Two sections as COPY writes them: a value holding a backslash and a dot (`\\.`), an escaped line break, a NULL;
// the second table is empty.
const ARCHIVE = "HEAD\nTABLE a\n1\t\\\\.\n2\tx\\ny\n\\\\.\n3\t\\N\n\\.\nTABLE b\n\\.\nEND {}\n";
const ROWS_OF_A = "1\t\\\\.\n2\tx\\ny\n\\\\.\n3\t\\N\n";

describe("ArchiveReader", () => {
  it("finds each section's end wherever the chunks are cut", async () => {
    for (let size = 1; size <= ARCHIVE.length; size += 1) {
      const reader = new ArchiveReader(chunksOf(ARCHIVE, size));
      expect(await reader.readLine()).toBe("HEAD");
      expect(await reader.readLine()).toBe("TABLE a");
      const a = collector();
      await reader.pipeSection(a.sink);
      expect(a.text(), `chunks of ${size}`).toBe(ROWS_OF_A);
      expect(await reader.readLine()).toBe("TABLE b");
      const b = collector();
      await reader.pipeSection(b.sink);
      expect(b.text()).toBe("");
      expect(await reader.readLine()).toBe("END {}");
      expect(await reader.readLine()).toBeNull();
    }
  });

  it("refuses a file cut inside a table's rows or a line", async () => {
    const cut = new ArchiveReader(chunksOf("TABLE a\n1\tx\n2\t", 4));
    await cut.readLine();
    await expect(cut.pipeSection(collector().sink)).rejects.toThrow(/truncated/);
    const line = new ArchiveReader(chunksOf("QUAYSIDE-ARCH", 4));
    await expect(line.readLine()).rejects.toThrow(/truncated/);
  });

  it("takes the marker only at the start of a line", () => {
    expect(findSectionEnd(Buffer.from("\\.\nrest"), true)).toEqual({ dataEnd: 0, next: 3 });
    expect(findSectionEnd(Buffer.from("\\.\nrest"), false)).toBeNull();
    expect(findSectionEnd(Buffer.from("x\\.\n"), true)).toBeNull();
    expect(findSectionEnd(Buffer.from("x\n\\.\n"), false)).toEqual({ dataEnd: 2, next: 5 });
  });
});
