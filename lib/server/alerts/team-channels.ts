import "server-only";

import { randomBytes } from "node:crypto";

import { decryptSecret, encryptSecret } from "@/lib/server/crypto";
import { db } from "@/lib/server/db";

// The workspace's team channels as stored: the chat webhook URL (a secret: whoever has it can post) and the
// outbound webhook's signing secret are encrypted at rest; the outbound URL is not a secret.

export type TeamTargets = { chatUrl: string | null; hookUrl: string | null; hookSecret: string | null };

export async function teamTargets(workspaceId: string): Promise<TeamTargets> {
  const row = await db.alertSettings.findUnique({
    where: { workspaceId },
    select: { chatUrlCiphertext: true, hookUrl: true, hookSecretCiphertext: true },
  });
  return {
    chatUrl: row?.chatUrlCiphertext ? decryptSecret(row.chatUrlCiphertext) : null,
    hookUrl: row?.hookUrl ?? null,
    hookSecret: row?.hookSecretCiphertext ? decryptSecret(row.hookSecretCiphertext) : null,
  };
}

export function sealChatUrl(url: string): string {
  return encryptSecret(url);
}

/** A new signing secret, shown to the admin once. */
export function newHookSecret(): { secret: string; ciphertext: string } {
  const secret = `whsec_${randomBytes(24).toString("base64url")}`;
  return { secret, ciphertext: encryptSecret(secret) };
}
