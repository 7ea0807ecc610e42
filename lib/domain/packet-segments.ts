// Which pages of a split packet became which child document. The service reports each child's
// parsed.packetSegment {startPage, endPage} (1-based, inclusive); nothing guarantees they tile the packet, so
// gaps (pages no child took) and overlaps (pages two children claim) are computed and shown, not assumed away.

export interface PacketChild {
  id: string;
  name: string;
  /** null: the service has not reported this child's segment (yet). */
  startPage: number | null;
  endPage: number | null;
}

/** A child whose segment is known. */
export type PlacedChild = PacketChild & { startPage: number; endPage: number };

export interface PageRange {
  start: number;
  end: number;
}

export interface PacketLayout {
  /** Highest page known: the packet's page count when known, else the last page any child claims. */
  pageCount: number;
  /** Children ordered by start page; impossible ranges (start > end, or < 1) and unreported ones listed apart. */
  children: PlacedChild[];
  invalid: PlacedChild[];
  unplaced: PacketChild[];
  /** Page → ids of the children that claim it (index 0 = page 1). */
  owners: string[][];
  gaps: PageRange[];
  overlaps: PageRange[];
}

function ranges(pages: boolean[]): PageRange[] {
  const found: PageRange[] = [];
  pages.forEach((flag, index) => {
    const page = index + 1;
    const last = found[found.length - 1];
    if (!flag) return;
    if (last && last.end === page - 1) last.end = page;
    else found.push({ start: page, end: page });
  });
  return found;
}

export function layoutPacket(children: readonly PacketChild[], knownPageCount: number | null = null): PacketLayout {
  const placed = children.filter((c): c is PlacedChild => c.startPage !== null && c.endPage !== null);
  const unplaced = children.filter((c) => c.startPage === null || c.endPage === null);
  const valid = placed.filter(
    (c) => Number.isInteger(c.startPage) && Number.isInteger(c.endPage) && c.startPage >= 1 && c.endPage >= c.startPage,
  );
  const invalid = placed.filter((c) => !valid.includes(c));
  const sorted = [...valid].sort(
    (a, b) => a.startPage - b.startPage || a.endPage - b.endPage || a.name.localeCompare(b.name),
  );
  const pageCount = Math.max(knownPageCount ?? 0, ...sorted.map((c) => c.endPage), 0);
  const owners: string[][] = Array.from({ length: pageCount }, () => []);
  for (const child of sorted)
    for (let page = child.startPage; page <= child.endPage; page += 1) owners[page - 1]?.push(child.id);
  return {
    pageCount,
    children: sorted,
    invalid,
    unplaced,
    owners,
    gaps: ranges(owners.map((ids) => ids.length === 0)),
    overlaps: ranges(owners.map((ids) => ids.length > 1)),
  };
}

/** "pages 3–5" or "page 4". */
export function describePages(range: PageRange): string {
  return range.start === range.end ? `page ${range.start}` : `pages ${range.start}–${range.end}`;
}
