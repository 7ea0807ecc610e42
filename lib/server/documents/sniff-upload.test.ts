import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { assertContentMatches } from "./sniff-upload";

const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);

// The smallest real headers of each accepted kind, as their specifications (and file-type) read them.
const PDF = text("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n");
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0);
const TIFF = bytes(0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0, 1, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0);
const HTML = text("<!doctype html><html><body><script>fetch('/api/users')</script></body></html>");
const ZIP = bytes(
  0x50,
  0x4b,
  0x03,
  0x04,
  20,
  0,
  0,
  0,
  8,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  0x61,
);

describe("an upload's bytes against its declared type", () => {
  it("accepts each kind whose bytes are that kind", async () => {
    await expect(assertContentMatches(PDF, "application/pdf", "a.pdf")).resolves.toBeUndefined();
    await expect(assertContentMatches(PNG, "image/png", "a.png")).resolves.toBeUndefined();
    await expect(assertContentMatches(JPEG, "image/jpeg", "a.jpg")).resolves.toBeUndefined();
    await expect(assertContentMatches(TIFF, "image/tiff", "a.tif")).resolves.toBeUndefined();
  });

  it("refuses HTML sent as a PDF with 415, saying what the content is", async () => {
    const refused = assertContentMatches(HTML, "application/pdf", "invoice.pdf");
    await expect(refused).rejects.toMatchObject({ code: "unsupported_media_type", status: 415 });
    await expect(refused).rejects.toThrow(
      /invoice\.pdf .* a PDF, but its content is text \(such as HTML or a script\)/,
    );
  });

  it("refuses another known format, and an image that is another image format", async () => {
    await expect(assertContentMatches(ZIP, "application/pdf", "a.pdf")).rejects.toThrow(/application\/zip/);
    await expect(assertContentMatches(PNG, "image/jpeg", "photo.jpg")).rejects.toThrow(/a PNG image/);
    await expect(assertContentMatches(PDF, "image/png", "scan.png")).rejects.toThrow(/a PDF/);
    await expect(assertContentMatches(HTML, "image/tiff", "scan.tif")).rejects.toMatchObject({ status: 415 });
  });

  it("refuses a PDF whose signature is not at the start, and unknown binary", async () => {
    await expect(assertContentMatches(text(" %PDF-1.4"), "application/pdf", "a.pdf")).rejects.toMatchObject({
      status: 415,
    });
    await expect(assertContentMatches(bytes(0, 1, 2, 3, 4, 5), "application/pdf", "a.pdf")).rejects.toThrow(
      /not a file of that kind/,
    );
  });

  it("recognises the favicon the app ships as what it is, not as an accepted image", async () => {
    const svg = readFileSync(new URL("../../../public/favicon.svg", import.meta.url));
    await expect(assertContentMatches(svg, "image/png", "icon.png")).rejects.toMatchObject({ status: 415 });
  });
});
