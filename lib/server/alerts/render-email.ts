// Pure: alert and digest emails as HTML and plain text. Every value is escaped; the HTML uses only passive
// tags and attributes (tables, no scripts, no remote images) so it reads the same in any mail client and in
// the Outbox's sanitised frame.
import { formatAmount } from "@/lib/domain/alerts/describe";
import { DIGEST_LIST_LIMIT as LIMIT, type Digest, type DigestBox } from "@/lib/domain/alerts/digest-content";

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

function money(fees: Record<string, number> | null): string {
  if (!fees) return "unknown";
  const parts = Object.entries(fees)
    .filter(([, amount]) => amount > 0)
    .map(([currency, amount]) => formatAmount(currency, amount));
  return parts.length > 0 ? parts.join(" + ") : "none";
}

type Column = { label: string; value: (box: DigestBox) => string };
const NUMBER: Column = { label: "Container", value: (box) => box.number };
const TERMINAL: Column = { label: "Terminal", value: (box) => box.terminal ?? "—" };
const LFD: Column = { label: "LFD", value: (box) => box.lfdDate ?? "—" };
const FEES: Column = { label: "Posted fees", value: (box) => money(box.fees) };
const PAST: Column = { label: "Days past", value: (box) => String(-(box.daysLeft ?? 0)) };
const HOLDS: Column = { label: "Holds", value: (box) => box.holds.join(", ") || "—" };
const RETURN_BY: Column = { label: "Return by", value: (box) => box.returnBy ?? "—" };

function section(title: string, boxes: DigestBox[], columns: Column[]): { html: string; text: string } {
  const shown = boxes.slice(0, LIMIT);
  const more = boxes.length > LIMIT ? ` (first ${LIMIT} of ${boxes.length})` : "";
  if (boxes.length === 0) return { html: `<h3>${escapeHtml(title)}</h3><p>None.</p>`, text: `${title}: none.\n` };
  const head = columns.map((column) => `<th align="left">${escapeHtml(column.label)}</th>`).join("");
  const rows = shown
    .map((box) => `<tr>${columns.map((column) => `<td>${escapeHtml(column.value(box))}</td>`).join("")}</tr>`)
    .join("");
  return {
    html: `<h3>${escapeHtml(title)} — ${boxes.length}${escapeHtml(more)}</h3><table border="1" cellpadding="4" cellspacing="0"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`,
    text: `${title} — ${boxes.length}${more}\n${shown.map((box) => `  ${columns.map((column) => column.value(box)).join(" · ")}`).join("\n")}\n`,
  };
}

/** The digest's sections, in reading order, shared by the email and the print view's headings. */
export function digestSections(digest: Digest): { title: string; boxes: DigestBox[]; columns: Column[] }[] {
  return [
    { title: "Due today", boxes: digest.dueToday, columns: [NUMBER, TERMINAL, LFD, HOLDS] },
    { title: "Due tomorrow", boxes: digest.dueTomorrow, columns: [NUMBER, TERMINAL, LFD, HOLDS] },
    { title: "Past LFD", boxes: digest.pastLfd, columns: [NUMBER, TERMINAL, LFD, PAST, FEES] },
    ...digest.blocked.map((group) => ({
      title: `Blocked — ${group.owner}`,
      boxes: group.boxes,
      columns: [NUMBER, TERMINAL, LFD, HOLDS],
    })),
    { title: "Return soon", boxes: digest.returnSoon, columns: [NUMBER, TERMINAL, RETURN_BY] },
  ];
}

export function digestTitle(digest: Digest): string {
  return `${digest.kind === "manager" ? "Manager digest" : "Daily digest"} for ${digest.date}: ${digest.dueToday.length} due today, ${digest.dueTomorrow.length} tomorrow, ${digest.pastLfd.length} past LFD`;
}

export function renderDigestEmail(digest: Digest, links: EmailLinks): RenderedEmail {
  const parts = digestSections(digest).map((entry) => section(entry.title, entry.boxes, entry.columns));
  const extra: { html: string; text: string }[] = [];
  if (digest.exposure) {
    const e = digest.exposure;
    extra.push({
      html: `<h3>Exposure</h3><ul><li>Past LFD: ${e.pastLfdCount} boxes, posted ${escapeHtml(money(e.postedPastLfd))}</li><li>Due today: ${e.dueTodayCount}; tomorrow: ${e.dueTomorrowCount}</li><li>Blocked by holds: ${e.blockedCount}</li></ul>`,
      text: `Exposure\n  Past LFD: ${e.pastLfdCount} boxes, posted ${money(e.postedPastLfd)}\n  Due today: ${e.dueTodayCount}; tomorrow: ${e.dueTomorrowCount}\n  Blocked by holds: ${e.blockedCount}\n`,
    });
  }
  if (digest.trend) {
    const rows = digest.trend
      .map(
        (day) =>
          `<tr><td>${escapeHtml(day.date)}</td><td>${day.pastLfd}</td><td>${day.dueToday}</td><td>${day.holdsPlaced}</td></tr>`,
      )
      .join("");
    extra.push({
      html: `<h3>Last 7 days</h3><table border="1" cellpadding="4" cellspacing="0"><thead><tr><th align="left">Day</th><th align="left">Entered past LFD</th><th align="left">Came due</th><th align="left">Holds placed</th></tr></thead><tbody>${rows}</tbody></table>`,
      text: `Last 7 days (entered past LFD / came due / holds placed)\n${digest.trend.map((day) => `  ${day.date}: ${day.pastLfd} / ${day.dueToday} / ${day.holdsPlaced}`).join("\n")}\n`,
    });
  }
  const overnight = digest.overnight.slice(0, LIMIT);
  extra.push({
    html: `<h3>What changed overnight — ${digest.overnight.length}</h3>${overnight.length === 0 ? "<p>Nothing.</p>" : `<ul>${overnight.map((change) => `<li>${escapeHtml(change.title)}</li>`).join("")}</ul>`}`,
    text: `What changed overnight — ${digest.overnight.length}\n${overnight.map((change) => `  ${change.title}`).join("\n")}\n`,
  });
  const unknown =
    digest.urgencyUnknown > 0
      ? {
          html: `<p>${digest.urgencyUnknown} boxes have unknown urgency (stale or tracking stopped) and are not listed above.</p>`,
          text: `${digest.urgencyUnknown} boxes have unknown urgency and are not listed above.\n`,
        }
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
