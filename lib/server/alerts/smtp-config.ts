import "server-only";

import { env } from "@/lib/env.mjs";

// Where alert email goes: SMTP_URL when set; in demo mode, the local sink `npm start` runs; otherwise nowhere
// (email is off until an operator configures a mail server, and no delivery is queued for it).
export function smtpUrl(): string | null {
  if (env.SMTP_URL) return env.SMTP_URL;
  return env.QUAYSIDE_DEMO ? `smtp://127.0.0.1:${env.SMTP_SINK_PORT}` : null;
}
