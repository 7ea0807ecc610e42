import { createServer, type Server } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postJson } from "./http-post";

// A receiver on this machine (loopback is the one place this test may connect to) that answers with a body.
let server: Server;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push(body);
      response.writeHead(500, { "content-type": "text/plain" });
      response.end("internal service secret: password=hunter2");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const target = (internal: boolean) => ({
  url: new URL(`http://receiver.test:${port}/hook`),
  addresses: [{ address: "127.0.0.1", family: 4 }],
  internal,
});

describe("postJson", () => {
  it("never reads the answer of an internal target, so no body can reach the delivery log", async () => {
    const result = await postJson(target(true), '{"id":"1"}', {});
    expect(result).toEqual({ status: 500, body: "" });
    expect(received).toContain('{"id":"1"}');
  });

  it("keeps the answer of a public receiver, and connects to the checked address whatever the name", async () => {
    // receiver.test resolves nowhere: the request can only have arrived through the pinned address.
    const result = await postJson(target(false), '{"id":"2"}', {});
    expect(result).toEqual({ status: 500, body: "internal service secret: password=hunter2" });
    expect(received).toContain('{"id":"2"}');
  });
});
