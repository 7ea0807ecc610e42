// ActiveStorage-style direct uploads: a blob record with the declared checksum, a signed id for POST
// /documents, and a PUT target that checks Content-MD5 against the exact bytes received.
import { createHash, createHmac } from "node:crypto";
import { stableUuid } from "../lib/prng";
import type { AccountName } from "../world/reference-data";

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface Blob {
  id: string;
  key: string;
  account: AccountName;
  filename: string;
  contentType: string;
  byteSize: number;
  checksum: string;
  createdAt: number;
  bytes: Buffer | null;
}

export const md5Base64 = (bytes: Buffer): string => createHash("md5").update(bytes).digest("base64");

export class BlobStore {
  private readonly byId = new Map<string, Blob>();
  private readonly byKey = new Map<string, Blob>();
  private counter = 0;
  private readonly secret: string;

  constructor(private readonly seed: number) {
    this.secret = `sim-blob-secret-${seed}`;
  }

  create(input: Omit<Blob, "id" | "key" | "bytes">, bytes: Buffer | null = null): Blob {
    this.counter += 1;
    const id = stableUuid(this.seed, "blob", this.counter);
    const key = `${stableUuid(this.seed, "blob-key", this.counter).replace(/-/g, "").slice(0, 28)}`;
    const blob: Blob = { ...input, id, key, bytes };
    this.byId.set(id, blob);
    this.byKey.set(key, blob);
    return blob;
  }

  byKeyLookup(key: string): Blob | undefined {
    return this.byKey.get(key);
  }

  private sign(message: string): string {
    return createHmac("sha1", this.secret).update(message).digest("hex");
  }

  /** Shaped like Rails' signed ids: base64 JSON envelope, then `--` and a hex digest. */
  signedId(blob: Blob): string {
    const message = Buffer.from(`BAhJIik${blob.id}`).toString("base64");
    const envelope = Buffer.from(JSON.stringify({ _rails: { message, exp: null, pur: "blob_id" } })).toString("base64");
    return `${envelope}--${this.sign(envelope)}`;
  }

  fromSignedId(signedId: string): Blob | undefined {
    const [envelope, digest] = signedId.split("--");
    if (!envelope || !digest || this.sign(envelope) !== digest) return undefined;
    try {
      const parsed = JSON.parse(Buffer.from(envelope, "base64").toString("utf8")) as { _rails?: { message?: string } };
      const inner = Buffer.from(parsed._rails?.message ?? "", "base64").toString("utf8");
      return this.byId.get(inner.replace(/^BAhJIik/, ""));
    } catch {
      return undefined;
    }
  }

  downloadSignature(key: string): string {
    return this.sign(`download:${key}`);
  }
}
