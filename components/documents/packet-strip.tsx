import Link from "next/link";

import { describePages, layoutPacket, type PacketChild } from "@/lib/domain/packet-segments";
import { cn } from "@/lib/shared/cn";

// One colour per child, repeated if a packet has many; patterns are not needed because every page also
// carries its child's number, so colour is never the only signal. Solid shades dark enough for white text
// (4.5:1 and more) in both themes.
const COLOURS = ["bg-sky-700", "bg-amber-700", "bg-emerald-700", "bg-fuchsia-700", "bg-rose-700", "bg-indigo-600"];

/** The colour of the packet's `index`th part, as the strip paints its pages. */
export const partColour = (index: number): string => COLOURS[index % COLOURS.length] ?? "bg-sky-700";

/** Pages of a split packet as a strip: which child took which page, with gaps and overlaps flagged. */
export function PacketStrip({
  items,
  pageCount,
  listParts = true,
}: {
  items: PacketChild[];
  pageCount?: number | null;
  /** False where the parts are listed beside the strip already (the parts editor). */
  listParts?: boolean;
}) {
  const layout = layoutPacket(items, pageCount ?? null);
  const indexOf = new Map(layout.children.map((child, index) => [child.id, index]));
  if (layout.pageCount === 0) return <p className="text-sm text-muted">The packet has not been split yet.</p>;
  return (
    <div className="space-y-3">
      <ol className="flex flex-wrap gap-1" aria-label="Pages of the packet">
        {layout.owners.map((owners, index) => {
          const page = index + 1;
          const first = owners[0];
          const label =
            owners.length === 0
              ? "no document"
              : owners.length > 1
                ? `claimed by ${owners.length} documents`
                : (layout.children[indexOf.get(first ?? "") ?? 0]?.name ?? "");
          return (
            <li
              key={page}
              title={`Page ${page}: ${label}`}
              data-testid={`packet-page-${page}`}
              className={cn(
                "flex h-12 w-9 flex-col items-center justify-center rounded border text-[10px] font-medium",
                owners.length === 0 && "border-dashed border-warning bg-warning/10 text-warning",
                owners.length > 1 && "border-danger bg-danger/15 text-danger",
                owners.length === 1 &&
                  cn("border-transparent text-white", COLOURS[(indexOf.get(first ?? "") ?? 0) % COLOURS.length]),
              )}
            >
              <span>{page}</span>
              <span aria-hidden>
                {owners.length === 1 ? `#${(indexOf.get(first ?? "") ?? 0) + 1}` : owners.length === 0 ? "gap" : "×2"}
              </span>
            </li>
          );
        })}
      </ol>
      {listParts ? (
        <ul className="space-y-1 text-sm">
          {layout.children.map((child, index) => (
            <li key={child.id} className="flex items-center gap-2">
              <span className={cn("inline-block size-3 rounded-sm", COLOURS[index % COLOURS.length])} aria-hidden />
              <span className="text-muted">#{index + 1}</span>
              <Link className="font-medium text-accent hover:underline" href={`/documents/${child.id}`}>
                {child.name}
              </Link>
              <span className="text-muted" data-testid="child-pages">
                {describePages({ start: child.startPage, end: child.endPage })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {layout.gaps.length > 0 ? (
        <p className="text-sm text-warning" role="status">
          Not in any document: {layout.gaps.map(describePages).join(", ")}.
        </p>
      ) : null}
      {layout.overlaps.length > 0 ? (
        <p className="text-sm text-danger" role="status">
          Claimed by more than one document: {layout.overlaps.map(describePages).join(", ")}.
        </p>
      ) : null}
      {layout.unplaced.length > 0 ? (
        <p className="text-sm text-muted">
          No page range reported (yet) for: {layout.unplaced.map((c) => c.name).join(", ")}.
        </p>
      ) : null}
      {layout.invalid.length > 0 ? (
        <p className="text-sm text-danger">
          Impossible page ranges reported for:{" "}
          {layout.invalid.map((c) => `${c.name} (${c.startPage}–${c.endPage})`).join(", ")}.
        </p>
      ) : null}
    </div>
  );
}
