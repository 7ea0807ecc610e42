"use client";

import { useCallback, useRef, useState } from "react";

import { uploadProblem } from "@/lib/shared/upload-rules";

export type UploadState =
  | { status: "queued" }
  | { status: "uploading"; loaded: number; total: number }
  | { status: "processing" }
  | { status: "done"; documentId: string }
  | { status: "duplicate"; existingId: string; existingName: string }
  | { status: "refused"; message: string }
  | { status: "failed"; message: string; retryable: boolean };

export type UploadItem = { key: string; file: File; state: UploadState };

type UploadResponse = { id?: string; error?: { code: string; message: string; details?: { existingDocumentId?: string; existingDocumentName?: string } } };

const CONCURRENCY = 3;

/**
 * The browser side of the document upload: checks each file before sending, sends up to three at a time
 * with XMLHttpRequest (fetch has no upload progress), and keeps the File so a failed upload can be retried
 * without choosing it again.
 */
export function useUploadQueue(onUploaded: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const active = useRef(0);
  const pending = useRef<UploadItem[]>([]);

  const update = useCallback((key: string, state: UploadState) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, state } : item)));
  }, []);

  const send = useCallback(
    (item: UploadItem) => {
      active.current += 1;
      const request = new XMLHttpRequest();
      request.open("POST", `/api/documents/upload?name=${encodeURIComponent(item.file.name)}`);
      request.setRequestHeader("Content-Type", item.file.type || "application/octet-stream");
      request.upload.onprogress = (event) => update(item.key, { status: "uploading", loaded: event.loaded, total: event.total || item.file.size });
      request.upload.onload = () => update(item.key, { status: "processing" });
      const finish = () => {
        active.current -= 1;
        const next = pending.current.shift();
        if (next) send(next);
      };
      request.onload = () => {
        let body: UploadResponse = {};
        try {
          body = JSON.parse(request.responseText) as UploadResponse;
        } catch {
          // An answer that is not JSON (a proxy error page) is handled by status below.
        }
        if (request.status >= 200 && request.status < 300 && body.id) {
          update(item.key, { status: "done", documentId: body.id });
          onUploaded();
        } else if (request.status === 409 && body.error?.details?.existingDocumentId) {
          update(item.key, { status: "duplicate", existingId: body.error.details.existingDocumentId, existingName: body.error.details.existingDocumentName ?? "an earlier upload" });
        } else {
          const retryable = request.status >= 500 || request.status === 429 || request.status === 0;
          update(item.key, { status: "failed", message: body.error?.message ?? `Upload failed (${request.status}).`, retryable });
        }
        finish();
      };
      request.onerror = () => {
        update(item.key, { status: "failed", message: "The connection dropped. Retry to send the same file again.", retryable: true });
        finish();
      };
      update(item.key, { status: "uploading", loaded: 0, total: item.file.size });
      request.send(item.file);
    },
    [onUploaded, update],
  );

  const schedule = useCallback(
    (item: UploadItem) => {
      if (active.current < CONCURRENCY) send(item);
      else pending.current.push(item);
    },
    [send],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files, (file): UploadItem => {
        const problem = uploadProblem(file);
        return { key: `${file.name}-${file.size}-${crypto.randomUUID()}`, file, state: problem ? { status: "refused", message: problem } : { status: "queued" } };
      });
      setItems((current) => [...added, ...current]);
      for (const item of added) if (item.state.status === "queued") schedule(item);
    },
    [schedule],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (!item) return;
      update(key, { status: "queued" });
      schedule({ ...item, state: { status: "queued" } });
    },
    [items, schedule, update],
  );

  const clearFinished = useCallback(() => setItems((current) => current.filter((item) => !["done", "duplicate", "refused"].includes(item.state.status))), []);

  return { items, add, retry, clearFinished };
}
