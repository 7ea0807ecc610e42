"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { ACCEPT_ATTRIBUTE, MAX_UPLOAD_BYTES } from "@/lib/shared/upload-rules";
import { formatBytes } from "@/lib/shared/format/number";

/**
 * Files can be dropped anywhere on the page (the listener is on the window, so no exact target is needed),
 * chosen with the button, or reached by keyboard: the button is a normal focusable control.
 */
export function DropZone({ onFiles, children }: { onFiles: (files: File[]) => void; children?: ReactNode }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const zone = useRef<HTMLElement>(null);
  const onFilesRef = useRef(onFiles);
  useEffect(() => {
    onFilesRef.current = onFiles;
  }, [onFiles]);

  useEffect(() => {
    let depth = 0;
    const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");
    const enter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      // Without preventDefault the browser would open the file instead of letting us take it.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      depth = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      onFilesRef.current(files);
    };
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragover", over);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    // The page's content can hydrate after the shell (it streams behind loading.tsx), so the shell's
    // data-hydrated mark does not mean a drop is taken yet; this one does (tests wait for it before dropping).
    zone.current?.setAttribute("data-listening", "");
    return () => {
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
    };
  }, []);

  return (
    <section
      aria-label="Upload documents"
      data-testid="drop-zone"
      ref={zone}
      className="rounded-card border-2 border-dashed border-border bg-surface px-5 py-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-1">
          <p className="text-sm font-medium">Drop files anywhere on this page to upload them, or choose them.</p>
          <p className="text-xs text-muted" data-testid="upload-rules">
            PDF, PNG, JPEG or TIFF, up to {formatBytes(MAX_UPLOAD_BYTES)} each. Many files at once are fine; three are
            sent at a time.
          </p>
        </div>
        <Button onClick={() => input.current?.click()}>Choose files…</Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          tabIndex={-1}
          aria-label="Files to upload"
          data-testid="upload-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (files.length) onFiles(files);
          }}
        />
      </div>
      {children}
      {dragging ? (
        <div
          className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-accent/10 backdrop-blur-[1px]"
          data-testid="drop-overlay"
        >
          <p className="rounded-card border-2 border-dashed border-accent bg-surface px-8 py-6 text-base font-medium text-accent shadow-lg">
            Drop to upload
          </p>
        </div>
      ) : null}
    </section>
  );
}
