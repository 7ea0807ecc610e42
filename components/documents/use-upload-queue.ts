"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { uploadProblem } from "@/lib/shared/upload-rules";

import { uploadOne, type UploadState } from "./upload-one";

export type UploadItem = { key: string; file: File; state: UploadState };

const CONCURRENCY = 3;

/**
 * The browser side of the document upload: checks each file before sending, sends up to three at a time,
 * and keeps the File so a failed upload can be retried without choosing it again.
 */
export function useUploadQueue(onUploaded: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const waiting = useRef<UploadItem[]>([]);
  const running = useRef(0);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  const setState = useCallback((key: string, state: UploadState) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, state } : item)));
  }, []);

  const pump = useCallback(() => {
    const start = (item: UploadItem) => {
      running.current += 1;
      void uploadOne(item.file, (state) => setState(item.key, state)).then((final) => {
        setState(item.key, final);
        if (final.status === "done") onUploadedRef.current();
        running.current -= 1;
        const next = waiting.current.shift();
        if (next) start(next);
      });
    };
    while (running.current < CONCURRENCY) {
      const next = waiting.current.shift();
      if (!next) break;
      start(next);
    }
  }, [setState]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files, (file): UploadItem => {
        const problem = uploadProblem(file);
        return {
          key: `${file.name}-${file.size}-${crypto.randomUUID()}`,
          file,
          state: problem ? { status: "refused", message: problem } : { status: "queued" },
        };
      });
      setItems((current) => [...added, ...current]);
      waiting.current.push(...added.filter((item) => item.state.status === "queued"));
      pump();
    },
    [pump],
  );

  const retry = useCallback(
    (item: UploadItem) => {
      setState(item.key, { status: "queued" });
      waiting.current.push({ ...item, state: { status: "queued" } });
      pump();
    },
    [pump, setState],
  );

  const clearFinished = useCallback(
    () =>
      setItems((current) => current.filter((item) => !["done", "duplicate", "refused"].includes(item.state.status))),
    [],
  );

  return { items, add, retry, clearFinished };
}
