// Small, valid PDFs generated in code (one text block per page), and a reader that recovers per-page text
// from them. Uploaded PDFs from elsewhere usually compress their streams; for those the reader falls back
// to the page count and whatever plain text the file carries.

function escapePdfText(s: string): string {
  return s
    .replace(/\\/g, "\\\\")
    .replace(/\(/g, "\\(")
    .replace(/\)/g, "\\)")
    .replace(/[^\x20-\x7e]/g, "?");
}

/** Builds a PDF whose page i shows the lines of pages[i]. */
export function buildPdf(pages: readonly (readonly string[])[], title = "Document"): Buffer {
  const objects: string[] = [];
  const pageCount = pages.length;
  const fontObj = 3 + pageCount * 2;
  const infoObj = fontObj + 1;
  const kids = pages.map((_, i) => `${3 + i * 2} 0 R`).join(" ");
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  pages.forEach((lines, i) => {
    const content = [
      "BT",
      "/F1 11 Tf",
      "72 740 Td",
      "14 TL",
      ...lines.map((l) => `(${escapePdfText(l)}) Tj T*`),
      "ET",
    ].join("\n");
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontObj} 0 R >> >> /Contents ${4 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
  });
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  objects.push(`<< /Title (${escapePdfText(title)}) /Producer (Quayside simulator) >>`);
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoObj} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

function unescapePdfText(s: string): string {
  return s.replace(/\\([\\()])/g, "$1");
}

/** Text of each page, in page order. */
export function readPdfPages(bytes: Buffer): string[] {
  const text = bytes.toString("latin1");
  if (!text.startsWith("%PDF")) return [text.slice(0, 20_000)];
  const objects = new Map<number, string>();
  for (const m of text.matchAll(/(\d+) 0 obj\n?([\s\S]*?)endobj/g)) objects.set(Number(m[1]), m[2] ?? "");
  const pagesObj = [...objects.values()].find((o) => /\/Type\s*\/Pages\b/.test(o));
  const kids = pagesObj
    ? [...(/\/Kids\s*\[([^\]]*)\]/.exec(pagesObj)?.[1] ?? "").matchAll(/(\d+)\s+0\s+R/g)].map((m) => Number(m[1]))
    : [];
  const pages: string[] = [];
  for (const kid of kids) {
    const page = objects.get(kid) ?? "";
    const contentRef = /\/Contents\s+(\d+)\s+0\s+R/.exec(page)?.[1];
    const stream = contentRef ? (objects.get(Number(contentRef)) ?? "") : "";
    const strings = [...stream.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => unescapePdfText(m[1] ?? ""));
    pages.push(strings.join("\n"));
  }
  if (pages.length === 0) {
    const count = (text.match(/\/Type\s*\/Page\b/g) ?? []).length;
    return Array.from({ length: Math.max(1, count) }, (_, i) => (i === 0 ? text.slice(0, 20_000) : ""));
  }
  return pages;
}
