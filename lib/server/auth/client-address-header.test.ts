import { Socket } from "node:net";
import { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { parseTrustedProxies } from "./client-address";
import {
  CLIENT_ADDRESS_HEADER,
  readClientAddress,
  signClientAddress,
  stampClientAddress,
} from "./client-address-header";

const SECRET = "a-test-secret-of-at-least-32-characters!";

function requestFrom(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
  const req = new IncomingMessage(socket);
  Object.assign(req.headers, headers);
  return req;
}

describe("client address header", () => {
  it("replaces a client-sent header with the socket's address, signed", () => {
    const req = requestFrom("203.0.113.7", {
      [CLIENT_ADDRESS_HEADER]: signClientAddress("198.51.100.1", "guessed-secret"),
      "x-forwarded-for": "198.51.100.1",
    });
    stampClientAddress(req, parseTrustedProxies(""), SECRET);
    expect(readClientAddress(req.headers, SECRET)).toBe("203.0.113.7");
  });

  it("believes X-Forwarded-For only through a trusted proxy", () => {
    const req = requestFrom("10.0.0.2", { "x-forwarded-for": "198.51.100.1, 203.0.113.9" });
    stampClientAddress(req, parseTrustedProxies("10.0.0.0/8"), SECRET);
    expect(readClientAddress(req.headers, SECRET)).toBe("203.0.113.9");
  });

  it("refuses a header that the app server did not sign", () => {
    expect(readClientAddress({ [CLIENT_ADDRESS_HEADER]: "198.51.100.1" }, SECRET)).toBeNull();
    expect(
      readClientAddress({ [CLIENT_ADDRESS_HEADER]: signClientAddress("198.51.100.1", "another-secret") }, SECRET),
    ).toBeNull();
    const genuine = signClientAddress("198.51.100.1", SECRET);
    expect(
      readClientAddress({ [CLIENT_ADDRESS_HEADER]: genuine.replace("198.51.100.1", "198.51.100.2") }, SECRET),
    ).toBeNull();
    expect(readClientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: genuine }), SECRET)).toBe("198.51.100.1");
    expect(readClientAddress({}, SECRET)).toBeNull();
  });
});
