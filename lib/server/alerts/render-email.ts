// Pure: alert and digest emails as HTML and plain text. Every value is escaped; the HTML uses only passive
// tags and attributes (tables, no scripts, no remote images) so it reads the same in any mail client and in
// the Outbox's sanitised frame.
import { DIGEST_LIST_LIMIT, type Digest } from "@/lib/domain/alerts/digest-content";
import {
  digestExposure,
  digestSections,
  figureLine,
  trendColumns,
  urgencyUnknownText,
  type DigestColumn,
  type DigestSection,
} from "@/lib/shared/alerts/digest-table";

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

function frame(title: string, inner: string, links: EmailLinks): string {
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

function footer(links: EmailLinks): string {
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

const LIMIT = DIGEST_LIST_LIMIT;

function table<Row>(rows: readonly Row[], columns: readonly DigestColumn<Row>[]): string {
  const head = columns.map((column) => `<th align="left">${escapeHtml(column.label)}</th>`).join("");
  const body = rows
    .map((row) => `<tr>${columns.map((column) => `<td>${escapeHtml(column.value(row))}</td>`).join("")}</tr>`)
    .join("");
  return `<table border="1" cellpadding="4" cellspacing="0"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function section({ title, boxes, columns }: DigestSection): { html: string; text: string } {
  const shown = boxes.slice(0, LIMIT);
  const more = boxes.length > LIMIT ? ` (first ${LIMIT} of ${boxes.length})` : "";
  if (boxes.length === 0) return { html: `<h3>${escapeHtml(title)}</h3><p>None.</p>`, text: `${title}: none.\n` };
  return {
    html: `<h3>${escapeHtml(title)} — ${boxes.length}${escapeHtml(more)}</h3>${table(shown, columns)}`,
    text: `${title} — ${boxes.length}${more}\n${shown.map((box) => `  ${columns.map((column) => column.value(box)).join(" · ")}`).join("\n")}\n`,
  };
}

export function digestTitle(digest: Digest): string {
  return `${digest.kind === "manager" ? "Manager digest" : "Daily digest"} for ${digest.date}: ${digest.dueToday.length} due today, ${digest.dueTomorrow.length} tomorrow, ${digest.pastLfd.length} past LFD`;
}

export function renderDigestEmail(digest: Digest, links: EmailLinks): RenderedEmail {
  const parts = digestSections(digest).map(section);
  const extra: { html: string; text: string }[] = [];
  const exposure = digestExposure(digest);
  if (exposure) {
    extra.push({
      html: `<h3>Exposure</h3><ul>${exposure.map((figure) => `<li>${escapeHtml(figureLine(figure))}</li>`).join("")}</ul>`,
      text: `Exposure\n${exposure.map((figure) => `  ${figureLine(figure)}\n`).join("")}`,
    });
  }
  if (digest.trend) {
    const columns = trendColumns(digest);
    extra.push({
      html: `<h3>Last 7 days</h3>${table(digest.trend, columns)}`,
      text: `Last 7 days (${columns.map((column) => column.label.toLowerCase()).join(" · ")})\n${digest.trend
        .map((day) => `  ${columns.map((column) => column.value(day)).join(" · ")}`)
        .join("\n")}\n`,
    });
  }
  const overnight = digest.overnight.slice(0, LIMIT);
  extra.push({
    html: `<h3>What changed overnight — ${digest.overnight.length}</h3>${overnight.length === 0 ? "<p>Nothing.</p>" : `<ul>${overnight.map((change) => `<li>${escapeHtml(change.title)}</li>`).join("")}</ul>`}`,
    text: `What changed overnight — ${digest.overnight.length}\n${overnight.map((change) => `  ${change.title}`).join("\n")}\n`,
  });
  const unknownText = urgencyUnknownText(digest);
  const unknown = unknownText
    ? { html: `<p>${escapeHtml(unknownText)}</p>`, text: `${unknownText}\n` }
    : { html: "", text: "" };
  const all = [
    ...(digest.exposure ? extra.slice(0, digest.trend ? 2 : 1) : []),
    ...parts,
    ...extra.slice(digest.exposure ? (digest.trend ? 2 : 1) : 0),
    unknown,
  ];
  const title = digestTitle(digest);
  return {
    subject: title,
    html: frame(
      title,
      `${all.map((part) => part.html).join("")}<p><a href="${escapeHtml(links.app)}/notifications/digest">Printable version</a></p>`,
      links,
    ),
    text: `${title}\n\n${all.map((part) => part.text).join("\n")}\nPrintable version: ${links.app}/notifications/digest\n${footer(links)}`,
  };
}
