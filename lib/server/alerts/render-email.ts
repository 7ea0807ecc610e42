// Pure: alert emails as HTML and plain text (the digest's: render-digest-email.ts). Every value is escaped; the
// HTML uses only passive tags and attributes (tables, no scripts, no remote images) so it reads the same in any
// mail client and in the Outbox's sanitised frame.
import type { BoxEmailContent } from "@/lib/shared/alerts/box-email";

export type RenderedEmail = { subject: string; html: string; text: string };
export type EmailLinks = { app: string; open: string | null; unsubscribe: string; settings: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function frame(title: string, inner: string, links: EmailLinks): string {
  return [
    "<!doctype html><html><body>",
    '<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td>',
    `<h2>${escapeHtml(title)}</h2>`,
    inner,
    "<hr>",
    `<p><small>Sent by Quayside. <a href="${escapeHtml(links.settings)}">Notification settings</a> · <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe from email</a></small></p>`,
    "</td></tr></table></body></html>",
  ].join("");
}

export function footer(links: EmailLinks): string {
  return `\n--\nNotification settings: ${links.settings}\nUnsubscribe from email: ${links.unsubscribe}\n`;
}

export function renderAlertEmail(
  alert: { title: string; body: string; number: string | null },
  links: EmailLinks,
): RenderedEmail {
  const open = links.open
    ? `<p><a href="${escapeHtml(links.open)}">Open ${escapeHtml(alert.number ?? "the box")} in Quayside</a></p>`
    : "";
  return {
    subject: alert.title,
    html: frame(alert.title, `<p>${escapeHtml(alert.body)}</p>${open}`, links),
    text: `${alert.title}\n\n${alert.body}\n${links.open ? `\nOpen in Quayside: ${links.open}\n` : ""}${footer(links)}`,
  };
}

/** One email about one box: what it is, where, whose, its LFD and days left, every change, and its link. */
export function renderBoxEmail(content: BoxEmailContent, links: EmailLinks): RenderedEmail {
  const open = links.open ?? `${links.app}${content.boxPath}`;
  const facts = content.facts
    .map((fact) => `<tr><th align="left">${escapeHtml(fact.label)}</th><td>${escapeHtml(fact.value)}</td></tr>`)
    .join("");
  const changes = content.changes
    .map(
      (change) =>
        `<li><strong>${escapeHtml(change.headline)}</strong> <small>(${escapeHtml(change.at)})</small><br>${escapeHtml(change.detail)}</li>`,
    )
    .join("");
  const html = [
    `<table cellpadding="4" cellspacing="0" border="0">${facts}</table>`,
    `<h3>What changed</h3><ul>${changes}</ul>`,
    `<p><a href="${escapeHtml(open)}">Open ${escapeHtml(content.facts[0]?.value ?? "the box")} on the board</a></p>`,
  ].join("");
  const text = [
    content.heading,
    "",
    ...content.facts.map((fact) => `${fact.label}: ${fact.value}`),
    "",
    "What changed:",
    ...content.changes.map((change) => `- ${change.headline} (${change.at}): ${change.detail}`),
    "",
    `Open on the board: ${open}`,
  ].join("\n");
  return { subject: content.subject, html: frame(content.heading, html, links), text: `${text}\n${footer(links)}` };
}
