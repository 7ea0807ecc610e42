// Child process of cluster.int.test.ts: one "app instance" for webhook intake. It serves the real route
// handler of app/api/webhooks/terminal49 over node:http (no Next.js server: a production build may not exist
// when integration tests run), and prints its port.
import { createServer } from "node:http";

import { NextRequest } from "next/server";

import { POST } from "@/app/api/webhooks/terminal49/route";

const server = createServer((incoming, outgoing) => {
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
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
