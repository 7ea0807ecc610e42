// The app's webhook intake (the real route handler of app/api/webhooks/terminal49) over node:http, not yet
// listening: no Next.js server, since a production build may not exist when integration tests run.
import { createServer, type Server } from "node:http";

import { NextRequest } from "next/server";

import { POST } from "@/app/api/webhooks/terminal49/route";

export function webhookIntakeServer(): Server {
  return createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === "string") headers.set(name, value);
      const request = new NextRequest(`http://127.0.0.1${incoming.url ?? "/"}`, {
        method: incoming.method ?? "POST",
        headers,
        body: Buffer.concat(chunks),
      });
      void POST(request).then(async (response) => {
        outgoing.writeHead(response.status, { "content-type": "application/json" });
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
}
