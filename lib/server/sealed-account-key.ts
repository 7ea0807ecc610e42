import "server-only";

import { z } from "zod";

import { env } from "@/lib/env.mjs";
import { decryptSecret, encryptSecret } from "@/lib/server/crypto";
import { AppError } from "@/lib/shared/app-error";

// The account key is sealed (AES-256-GCM) together with the base URL the admin confirmed it for, so the key
// can only ever be sent there: changing the base_url column alone (a bug, a direct database write) makes the
// key unusable instead of sending it to the new host.
const SEALED_PREFIX = "sealed:v1:";
const sealedSchema = z.object({ apiKey: z.string().min(1), baseUrl: z.string().min(1) });

export type OpenedAccountKey = { apiKey: string; baseUrl: string };

export function sealAccountKey(apiKey: string, baseUrl: string): string {
  return encryptSecret(SEALED_PREFIX + JSON.stringify({ apiKey, baseUrl }));
}

/**
 * The key and the base URL it may be sent to. A key saved before sealing existed is bound to the stored base
 * URL, which must still pass the live rules below.
 */
export function openAccountKey(ciphertext: string, storedBaseUrl: string | null): OpenedAccountKey {
  const plaintext = decryptSecret(ciphertext);
  const stored = storedBaseUrl ?? env.TRACKING_BASE_URL;
  const opened = plaintext.startsWith(SEALED_PREFIX)
    ? sealedSchema.parse(JSON.parse(plaintext.slice(SEALED_PREFIX.length)))
    : { apiKey: plaintext, baseUrl: stored };
  if (opened.baseUrl !== stored) {
    throw new AppError(
      "upstream_unavailable",
      "The saved account key was confirmed for a different base URL. An admin must enter the key again in Settings.",
    );
  }
  const problem = liveBaseUrlProblem(opened.baseUrl);
  if (problem) throw new AppError("upstream_unavailable", `${problem} An admin must enter the key again in Settings.`);
  return opened;
}

/** Live mode sends the account key only over https, and never to the simulated service. Null when allowed. */
export function liveBaseUrlProblem(baseUrl: string): string | null {
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : null;
  if (url?.protocol !== "https:" || url.username || url.password)
    return "The account key is only sent to an https:// base URL.";
  if (url.origin === new URL(env.SIMULATOR_URL).origin)
    return "The account key is never sent to the simulated tracking service.";
  return null;
}
