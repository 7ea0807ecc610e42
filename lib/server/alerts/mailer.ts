import "server-only";

import nodemailer from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";

import { env } from "@/lib/env.mjs";

import type { RenderedEmail } from "./render-email";
import { smtpUrl } from "./smtp-config";

// Alert email through SMTP (nodemailer, a pooled transport per process). Each message carries a Message-ID
// made from its delivery id, so a send retried after a crash is the same message to the receiving server
// (the demo sink stores it once), and the RFC 8058 one-click unsubscribe headers.

type Transport = nodemailer.Transporter<SMTPPool.SentMessageInfo>;
let transport: { url: string; value: Transport } | null = null;

function transportFor(url: string): Transport {
  if (transport?.url !== url) {
    transport?.value.close();
    transport = {
      url,
      value: nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 5,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return transport.value;
}

export type OutgoingEmail = RenderedEmail & { to: string; deliveryId: string; unsubscribeUrl: string };

export function messageIdFor(deliveryId: string): string {
  return `<${deliveryId}@alerts.quayside>`;
}

export async function sendEmail(email: OutgoingEmail): Promise<string> {
  const url = smtpUrl();
  if (!url) throw new Error("No mail server is configured (SMTP_URL).");
  const info = await transportFor(url).sendMail({
    from: env.SMTP_FROM,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: messageIdFor(email.deliveryId),
    headers: {
      "List-Unsubscribe": `<${email.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
    },
  });
  return info.response;
}

/** Closes the pooled connections (a worker stopping, a test ending). */
export function closeMailer(): void {
  transport?.value.close();
  transport = null;
}
