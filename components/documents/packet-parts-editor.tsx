"use client";

import Link from "next/link";
import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { LocalTime } from "@/components/ui/local-time";
import { describePages } from "@/lib/domain/packet-segments";
import {
  checkParts,
  mergeWithNext,
  moveBoundary,
  splitPart,
  type Part,
  type PartsEdit,
} from "@/lib/domain/packet-parts";
import { useSavePacketParts } from "@/lib/queries/documents-queries";
import { cn } from "@/lib/shared/cn";
import type { PacketChildView, PacketView } from "@/lib/shared/document-api";

import { PacketStrip, partColour } from "./packet-strip";
import { PartType } from "./part-type";

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * A packet's parts, page by page, with what a dispatcher can change: split a part, merge it with the next, move
 * the boundary between two, and re-type each. Page edits are drafted here, checked with the same rule the server
 * applies, and saved at once; they are kept in Quayside, since the service's API cannot change a split.
 */
export function PacketPartsEditor({
  packetId,
  parts,
  packet,
  canWrite,
}: {
  packetId: string;
  parts: PacketChildView[];
  packet: PacketView;
  canWrite: boolean;
}) {
  const [draft, setDraft] = useState<Part[] | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const save = useSavePacketParts(packetId);
  const saved: Part[] = parts.map((p) => ({ id: p.id, start: p.startPage ?? 0, end: p.endPage ?? 0 }));
  const shown = draft ?? saved;
  const editable = canWrite && packet.notEditable === null && packet.pageCount !== null;
  const problem = draft && packet.pageCount !== null ? checkParts(draft, packet.pageCount) : null;
  const byId = new Map(parts.map((p) => [p.id, p]));
  const apply = (edit: PartsEdit) => {
    if (edit.ok) {
      setDraft(edit.parts);
      setRefused(null);
    } else setRefused(edit.problem.message);
  };
  const strip = shown.map((p, i) => ({
    id: p.id ?? `new-${i}`,
    name: (p.id ? byId.get(p.id)?.name : null) ?? `New part #${i + 1}`,
    startPage: p.start || null,
    endPage: p.end || null,
  }));
  return (
    <div className="space-y-4">
      <PacketStrip items={strip} pageCount={packet.pageCount} listParts={!editable} />
      {packet.edited ? (
        <p className="text-sm" data-testid="parts-edited">
          Page ranges edited in Quayside by {packet.edited.by} · <LocalTime at={packet.edited.at} />. The service keeps
          its own split.
        </p>
      ) : null}
      {canWrite && packet.notEditable ? <p className="text-sm text-muted">{packet.notEditable}</p> : null}
      {editable ? (
        <ol className="space-y-3" aria-label="Parts of the packet">
          {shown.map((part, index) => {
            const child = part.id ? byId.get(part.id) : undefined;
            const next = shown[index + 1];
            return (
              <li
                key={part.id ?? `new-${index}`}
                className="rounded-md border border-border p-3"
                data-testid="packet-part"
                data-pages={describePages(part)}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0 text-sm">
                    <span className={cn("mr-1.5 inline-block size-3 rounded-sm", partColour(index))} aria-hidden />
                    <span className="text-muted">#{index + 1} </span>
                    {child ? (
                      <Link className="font-medium text-accent hover:underline" href={`/documents/${child.id}`}>
                        {child.name}
                      </Link>
                    ) : (
                      <span className="font-medium">New part (made when you save)</span>
                    )}
                    <span className="block text-xs text-muted">
                      <span data-testid="child-pages">{describePages(part)}</span>
                      {child?.localPart ? " · split here, Quayside only" : ""}
                    </span>
                  </div>
                  {child ? (
                    <PartType id={child.id} index={index} type={child.type} localPart={child.localPart} />
                  ) : (
                    <span className="text-xs text-muted">Takes the type of the part it is split from</span>
                  )}
                </div>
                <div className="mt-2 flex flex-wrap items-end gap-2">
                  {part.end > part.start ? (
                    <SplitControl part={part} index={index} onSplit={(at) => apply(splitPart(shown, index, at))} />
                  ) : null}
                  {next ? (
                    <>
                      <label className="flex flex-col gap-1 text-xs text-muted">
                        Ends at page
                        <span className="w-20">
                          <Select
                            className="h-8 text-xs"
                            value={part.end}
                            aria-label={`Part ${index + 1} ends at page`}
                            onChange={(event) => apply(moveBoundary(shown, index, Number(event.target.value)))}
                          >
                            {range(part.start, next.end - 1).map((page) => (
                              <option key={page} value={page}>
                                {page}
                              </option>
                            ))}
                          </Select>
                        </span>
                      </label>
                      <Button size="sm" variant="secondary" onClick={() => apply(mergeWithNext(shown, index))}>
                        Merge with #{index + 2}
                      </Button>
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {refused ? (
        <p role="alert" className="text-sm text-danger">
          {refused}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem.message}
        </p>
      ) : null}
      {save.isError ? (
        <Alert tone="error" title="The pages were not saved.">
          {save.error.message}
        </Alert>
      ) : null}
      {editable ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            disabled={!draft || problem !== null}
            busy={save.isPending}
            onClick={() =>
              draft && save.mutate({ basedOn: packet.basedOn, parts: draft }, { onSettled: () => setDraft(null) })
            }
          >
            Save pages
          </Button>
          <Button size="sm" variant="ghost" disabled={!draft} onClick={() => setDraft(null)}>
            Discard changes
          </Button>
          {packet.edited && !draft ? (
            <Button size="sm" variant="ghost" busy={save.isPending} onClick={() => save.mutate(null)}>
              Back to the service&apos;s split
            </Button>
          ) : null}
          <p className="w-full text-xs text-muted">
            Page ranges are kept in Quayside: the tracking service&apos;s API cannot change a split. A part&apos;s type
            is sent to the service when the service made the part.
          </p>
        </div>
      ) : null}
    </div>
  );
}

function SplitControl({ part, index, onSplit }: { part: Part; index: number; onSplit: (atPage: number) => void }) {
  const [at, setAt] = useState(part.start + 1);
  const pages = range(part.start + 1, part.end);
  const chosen = pages.includes(at) ? at : (pages[0] ?? part.start + 1);
  return (
    <span className="inline-flex items-end gap-1 pr-3">
      <label className="flex flex-col gap-1 text-xs text-muted">
        Split before page
        <span className="w-20">
          <Select
            className="h-8 text-xs"
            value={chosen}
            aria-label={`Split part ${index + 1} before page`}
            onChange={(event) => setAt(Number(event.target.value))}
          >
            {pages.map((page) => (
              <option key={page} value={page}>
                {page}
              </option>
            ))}
          </Select>
        </span>
      </label>
      <Button size="sm" variant="secondary" onClick={() => onSplit(chosen)}>
        Split
      </Button>
    </span>
  );
}
