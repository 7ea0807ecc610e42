/** Where one file of the upload queue stands (use-upload-queue.ts keeps one per file). */
export type UploadState =
  | { status: "queued" }
  | { status: "uploading"; loaded: number; total: number }
  | { status: "processing" }
  | { status: "done"; documentId: string }
  | { status: "duplicate"; existingId: string; existingName: string }
  | { status: "refused"; message: string }
  | { status: "failed"; message: string; retryable: boolean };

type UploadResponse = {
  id?: string;
  error?: { code: string; message: string; details?: { existingDocumentId?: string; existingDocumentName?: string } };
};

/**
 * Sends one file to the server with XMLHttpRequest (fetch has no upload progress) and resolves with its final
 * state: done, duplicate (409 with the existing document), or failed (retryable for network errors, 429, 5xx).
 */
export function uploadOne(file: File, onProgress: (state: UploadState) => void): Promise<UploadState> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/documents/upload?name=${encodeURIComponent(file.name)}`);
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.onprogress = (event) =>
      onProgress({ status: "uploading", loaded: event.loaded, total: event.total || file.size });
    request.upload.onload = () => onProgress({ status: "processing" });
    request.onload = () => {
      let body: UploadResponse = {};
      try {
        body = JSON.parse(request.responseText) as UploadResponse;
      } catch {
        // An answer that is not JSON (a proxy error page) is judged by its status below.
      }
      if (request.status >= 200 && request.status < 300 && body.id)
        return resolve({ status: "done", documentId: body.id });
      const existing = body.error?.details;
      if (request.status === 409 && existing?.existingDocumentId) {
        return resolve({
          status: "duplicate",
          existingId: existing.existingDocumentId,
          existingName: existing.existingDocumentName ?? "an earlier upload",
        });
      }
      const retryable = request.status >= 500 || request.status === 429;
      resolve({ status: "failed", message: body.error?.message ?? `Upload failed (${request.status}).`, retryable });
    };
    request.onerror = () =>
      resolve({
        status: "failed",
        message: "The connection dropped. Retry to send the same file again.",
        retryable: true,
      });
    onProgress({ status: "uploading", loaded: 0, total: file.size });
    request.send(file);
  });
}
