import "server-only";

import type { AddressInfo } from "node:net";

import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { errorText } from "@/lib/server/error-text";

// The demo mail server: a real SMTP server (smtp-server) on loopback that parses each message (mailparser) and
// stores it in outbox_messages for the Outbox page, so alert email runs the whole way over SMTP without a mail
// account. A message id seen again (a retried send) is stored once. No authentication, no relaying: it accepts
// mail for anyone and delivers it nowhere else.

const MAX_BYTES = 5 * 1024 * 1024;

export type SmtpSink = { port: number; close: () => Promise<void> };

async function store(raw: Buffer, envelope: { from: string | null; to: string[] }): Promise<void> {
  const mail = await simpleParser(raw);
  const headers = mail.headerLines.map((header) => [header.key, header.line.slice(header.key.length + 1).trim()]);
  const recipients = [...new Set(envelope.to.map((address) => address.toLowerCase()))];
  await db.$executeRaw`
    INSERT INTO outbox_messages (id, message_id, envelope_from, recipients, subject, text, html, headers, size_bytes, received_at)
    VALUES (gen_random_uuid(), ${mail.messageId ?? null}, ${envelope.from}, ${recipients}::text[], ${mail.subject ?? null}, ${mail.text ?? null},
            ${typeof mail.html === "string" ? mail.html : null}, ${JSON.stringify(headers)}::jsonb, ${raw.length}, now())
    ON CONFLICT (message_id) DO NOTHING`;
}

export function startSmtpSink(options: { port: number; host?: string }): Promise<SmtpSink> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_BYTES,
    logger: false,
    banner: "Quayside demo SMTP sink",
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error("Message too large"), { responseCode: 552 }));
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        store(Buffer.concat(chunks), { from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) })
          .then(() => callback())
          .catch((error: unknown) => {
            logger.warn("smtp sink could not store a message", {
              error: errorText(error),
            });
            callback(Object.assign(new Error("Temporary failure storing the message"), { responseCode: 451 }));
          });
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => {
      const address = server.server.address() as AddressInfo;
      resolve({ port: address.port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
