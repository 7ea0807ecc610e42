// A slow receiver for tests and benchmarks, on loopback: once a request has come in, it answers its status line
// and headers a byte every `everyMs`, forever. No idle timeout ever fires on it; only a deadline on the whole
// send ends what is sent to it (lib/server/alerts/http-post.ts).
import { createServer, type AddressInfo, type Socket } from "node:net";

export type HeaderTrickler = {
  url: string;
  /** Requests received in full (each then trickled an answer). */
  requests: () => number;
  /** Sockets still open (sends not yet ended). */
  open: () => number;
  close: () => Promise<void>;
};

export async function startHeaderTrickler(options: {
  everyMs: number;
  path?: string;
  onRequest?: () => void;
}): Promise<HeaderTrickler> {
  const sockets = new Set<Socket>();
  let requests = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    let seen = "";
    let answering: NodeJS.Timeout | null = null;
    socket.on("data", (chunk: Buffer) => {
      seen += chunk.toString("latin1");
      if (answering || !seen.includes("\r\n\r\n")) return;
      requests += 1;
      options.onRequest?.();
      const answer = "HTTP/1.1 200 OK\r\nX-Slow: " + ".".repeat(10_000);
      let sent = 0;
      answering = setInterval(() => socket.write(answer.charAt(sent++)), options.everyMs);
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      if (answering) clearInterval(answering);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${options.path ?? "/trickle"}`,
    requests: () => requests,
    open: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
