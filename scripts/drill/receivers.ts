// Loopback receivers for the alerts Quayside sends (chat posts and signed webhooks), bound to 127.0.0.1 on free
// ports and closed by the fault that opened them. The trickling one answers `HTTP/1.1 200 OK` at once and then
// one byte every 5 s, forever (its head never ends, so nothing can cut the wait short but the sender's own
// deadline); the prompt one answers at once and counts what it got.
import { randomBytes } from "node:crypto";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createTcpServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

import type { Receipt } from "./receipts";

export type Receiver = { url: string; receipts: () => Receipt[]; close: () => Promise<void> };

const TRICKLE_EVERY_MS = 5_000;
const MAX_HEAD = 64 * 1024;

async function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Every request: `200 OK` at once, then a byte every 5 s and never the end of the answer. */
export async function tricklingReceiver(): Promise<Receiver> {
  const receipts: Receipt[] = [];
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    let head = "";
    let receipt: Receipt | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      if (receipt) return;
      head += chunk;
      const end = head.indexOf("\r\n\r\n");
      if (end === -1) {
        if (head.length > MAX_HEAD) socket.destroy();
        return;
      }
      const lines = head.slice(0, end).split("\r\n");
      const header = (name: string): string =>
        lines
          .find((line) => line.toLowerCase().startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim() ?? "";
      receipt = { path: lines[0]?.split(" ")[1] ?? "", id: header("idempotency-key"), at: Date.now(), closedAt: null };
      receipts.push(receipt);
      socket.write("HTTP/1.1 200 OK\r\nX-Trickle: ");
      timer = setInterval(() => socket.write("."), TRICKLE_EVERY_MS);
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      if (receipt) receipt.closedAt = Date.now();
      sockets.delete(socket);
    });
  });
  const url = await listen(server);
  return {
    url,
    receipts: () => receipts.map((r) => ({ ...r })),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Answers at once: 200, or for paths starting /fail a 500 whose body is a secret (`secret`), which the
 * delivery log must never show (the receiver is an internal target).
 */
export async function promptReceiver(): Promise<Receiver & { secret: string }> {
  const receipts: Receipt[] = [];
  const secret = `drill-internal-answer-${randomBytes(8).toString("hex")}`;
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const id = request.headers["x-quayside-delivery"] ?? request.headers["idempotency-key"] ?? "";
      const at = Date.now();
      receipts.push({ path: request.url ?? "", id: String(id), at, closedAt: at });
      if (request.url?.startsWith("/fail")) response.writeHead(500, { "content-type": "text/plain" }).end(secret);
      else response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  const url = await listen(server);
  return {
    url,
    secret,
    receipts: () => receipts.map((r) => ({ ...r })),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
