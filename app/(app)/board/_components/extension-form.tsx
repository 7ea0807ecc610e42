"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { useAddExtension } from "@/lib/queries/free-time-queries";

import { ExtensionDocumentPicker, type PickedDocument } from "./extension-document-picker";

/** Grants extra free days to one box for one source (who granted them is required: it is evidence). */
export function ExtensionForm({ containerId }: { containerId: string }) {
  const add = useAddExtension(containerId);
  const [source, setSource] = useState<"line" | "terminal">("terminal");
  const [days, setDays] = useState("1");
  const [grantedBy, setGrantedBy] = useState("");
  const [note, setNote] = useState("");
  const [attached, setAttached] = useState<PickedDocument | null>(null);
  return (
    <details className="rounded-md border border-border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Grant an extension</summary>
      <form
        className="mt-2 grid gap-2 sm:grid-cols-[8rem_5rem_1fr]"
        aria-label="Grant a free-time extension"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            { source, days: Number(days), grantedBy, note: note.trim() || null, documentId: attached?.id ?? null },
            {
              onSuccess: () => {
                setGrantedBy("");
                setNote("");
                setAttached(null);
              },
            },
          );
        }}
      >
        <Select
          aria-label="Source"
          value={source}
          onChange={(event) => setSource(event.target.value === "line" ? "line" : "terminal")}
        >
          <option value="terminal">Terminal</option>
          <option value="line">Line</option>
        </Select>
        <Input
          aria-label="Days"
          type="number"
          min={1}
          max={30}
          required
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <Input
          aria-label="Granted by"
          placeholder="Granted by (who, reference)"
          required
          maxLength={200}
          value={grantedBy}
          onChange={(event) => setGrantedBy(event.target.value)}
        />
        <ExtensionDocumentPicker containerId={containerId} value={attached} onChange={setAttached} />
        <Input
          aria-label="Note"
          placeholder="Note (optional)"
          className="sm:col-span-2"
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? "Saving…" : "Grant"}
        </Button>
        {add.error ? (
          <p role="alert" className="text-xs text-danger sm:col-span-3">
            {add.error.message}
          </p>
        ) : null}
        {add.isSuccess ? (
          <p role="status" className="text-xs text-muted sm:col-span-3">
            Extension saved: the calculated LFD above counts it.
          </p>
        ) : null}
      </form>
    </details>
  );
}
