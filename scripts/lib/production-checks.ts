// What `npm start` tells an operator before a production start (QUAYSIDE_DEMO=false): settings that stop it
// (errors) and settings that work but are probably not what a production install wants (warnings), each
// naming the variable and what to do. Pure, so every rule is unit-tested; start.ts prints and acts on them.
import type { Env } from "../../lib/env.mjs";

export type Finding = { level: "error" | "warning"; setting: string; message: string };

export type StartFacts = {
  /** A production build is present (`.next/BUILD_ID`). */
  hasBuild: boolean;
  /** The build's tools are installed (devDependencies: typescript, tailwindcss); absent after `npm prune --omit=dev`. */
  canBuild: boolean;
};

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "::1" || host === "[::1]" || host.startsWith("127.");
}

export function productionFindings(env: Env, facts: StartFacts): Finding[] {
  if (env.QUAYSIDE_DEMO) return [];
  const findings: Finding[] = [];
  if (!env.AUTH_SECRET)
    findings.push({
      level: "error",
      setting: "AUTH_SECRET",
      message:
        "is not set. It signs sessions and encrypts the saved account key: set 32 or more random characters " +
        "(e.g. `openssl rand -base64 32`) and keep it; changing it later signs everyone out and makes the saved " +
        "account key unreadable.",
    });
  if (!facts.hasBuild && !facts.canBuild)
    findings.push({
      level: "error",
      setting: "(build)",
      message:
        "there is no production build and the build tools are not installed. Build where devDependencies are " +
        "installed (`npm install && npm run build`), then `npm prune --omit=dev` if you want them gone.",
    });
  if (!env.DATABASE_URL)
    findings.push({
      level: "warning",
      setting: "DATABASE_URL",
      message: `is not set: the embedded PostgreSQL keeps its data under ${env.QUAYSIDE_DATA_DIR}/pg. Fine on one machine; back it up (npm run backup), or set DATABASE_URL to a server you run.`,
    });
  if (isLoopbackUrl(env.APP_URL))
    findings.push({
      level: "warning",
      setting: "APP_URL",
      message: `is ${env.APP_URL}: links in invitations and alert email, and the webhook the tracking service calls, use it. Set the public https URL people open.`,
    });
  else if (new URL(env.APP_URL).protocol !== "https:")
    findings.push({
      level: "warning",
      setting: "APP_URL",
      message: "is not https: sessions and the account key would cross the network unencrypted. Put TLS in front.",
    });
  if (new URL(env.APP_URL).protocol === "https:" && env.TRUSTED_PROXIES.trim() === "")
    findings.push({
      level: "warning",
      setting: "TRUSTED_PROXIES",
      message:
        "is empty while APP_URL is https (TLS ends at a proxy, most likely): set it to the proxy's address, or " +
        "every client looks like the proxy and sign-in throttling locks them out together.",
    });
  if (!env.SMTP_URL)
    findings.push({
      level: "warning",
      setting: "SMTP_URL",
      message: "is not set: no alert or digest email is sent (in-app, chat and webhook alerts still are).",
    });
  if (env.SIMULATOR_EMBEDDED)
    findings.push({
      level: "warning",
      setting: "SIMULATOR_EMBEDDED",
      message: "is true: the simulated tracking service runs beside production. Unset it unless you mean to.",
    });
  return findings;
}
