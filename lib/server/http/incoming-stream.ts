// Pure: a node:http response as a web stream that reads only as fast as its consumer, so a large answer is
// never buffered whole (safe downloads, and the pinned fetch the upstream client uses in live mode).
import type { IncomingMessage } from "node:http";

export function incomingStream(response: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      response.on("data", (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) response.pause();
      });
      response.on("end", () => controller.close());
      response.on("error", (error) => controller.error(error));
    },
    pull() {
      response.resume();
    },
    cancel() {
      response.destroy();
    },
  });
}
