// Pure: the daily digest as an email, HTML and plain text, from the one layout the page shows too
// (lib/shared/alerts/digest-table.ts): sections grouped by terminal and capped, every box a link to its drawer on
// the board, every cut group an "and N more" link to the board filtered to exactly that group. Two printed pages
// at most, whatever the day (render-digest-email.test.ts bounds a 300-box day).
import type { Digest } from "@/lib/domain/alerts/digest-content";
import {
  CHANGES_HREF,
  changeLines,
  digestExposure,
  digestLayout,
  figureLine,
  groupHeading,
  moreText,
  trendColumns,
  urgencyUnknownText,
  type DigestColumn,
  type DigestSectionLayout,
} from "@/lib/shared/alerts/digest-table";
import { disputeLine, DISPUTES_HEADING } from "@/lib/shared/alerts/digest-disputes";
import { weekdayDayText } from "@/lib/shared/format/date";
import { formatCount } from "@/lib/shared/format/number";

import { escapeHtml, footer, frame, type EmailLinks, type RenderedEmail } from "./render-email";

type Part = { html: string; text: string };

const a = (href: string, label: string): string => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

function table<Row>(rows: readonly Row[], columns: readonly DigestColumn<Row>[], href?: (row: Row) => string): string {
  const head = columns.map((column) => `<th align="left">${escapeHtml(column.label)}</th>`).join("");
  const body = rows
    .map(
      (row) =>
        `<tr>${columns
          .map(
            (column, index) =>
              `<td>${index === 0 && href ? a(href(row), column.value(row)) : escapeHtml(column.value(row))}</td>`,
          )
          .join("")}</tr>`,
    )
    .join("");
  return `<table border="1" cellpadding="3" cellspacing="0"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function section(layout: DigestSectionLayout, app: string): Part {
  if (layout.count === 0)
    return { html: `<p><strong>${escapeHtml(layout.title)}:</strong> none.</p>`, text: `${layout.title}: none.` };
  const html: string[] = [`<h3>${a(`${app}${layout.href}`, `${layout.title} — ${formatCount(layout.count)}`)}</h3>`];
  const text: string[] = [`${layout.title} — ${formatCount(layout.count)}: ${app}${layout.href}`];
  for (const group of layout.groups) {
    const rows = group.rows.map((row) => row.box);
    const hrefOf = new Map(group.rows.map((row) => [row.box, `${app}${row.href}`]));
    html.push(`<p><strong>${escapeHtml(groupHeading(group))}</strong></p>`);
    html.push(table(rows, layout.columns, (box) => hrefOf.get(box) ?? app));
    text.push(`  ${groupHeading(group)}`);
    for (const row of group.rows)
      text.push(`    ${layout.columns.map((column) => column.value(row.box)).join(" · ")}  ${app}${row.href}`);
    if (group.more > 0) {
      html.push(`<p>${a(`${app}${group.href}`, group.moreLabel)}</p>`);
      text.push(`    ${group.moreLabel}: ${app}${group.href}`);
    }
  }
  if (layout.others.length > 0) {
    const links = layout.others.map((other) => `${other.label} (${formatCount(other.count)})`);
    const tail = moreText(layout.othersMore, layout.othersMore === 1 ? "group" : "groups");
    html.push(
      `<p>Also: ${layout.others.map((other, index) => a(`${app}${other.href}`, links[index] ?? other.label)).join(" · ")}${tail ? ` · ${a(`${app}${layout.href}`, tail)}` : ""}</p>`,
    );
    text.push(`  Also: ${links.join(" · ")}${tail ? ` · ${tail}` : ""} — ${app}${layout.href}`);
  }
  return { html: html.join(""), text: text.join("\n") };
}

function overnight(digest: Digest, app: string): Part {
  const lines = changeLines(digest.overnight);
  const heading = `What changed overnight — ${formatCount(digest.overnight.length)}`;
  if (lines.length === 0)
    return { html: `<h3>${escapeHtml(heading)}</h3><p>Nothing.</p>`, text: `${heading}: nothing.` };
  const items = lines.map((line) => {
    const boxes = line.boxes.map((box) => (box.href ? a(`${app}${box.href}`, box.number) : escapeHtml(box.number)));
    const more = moreText(line.more);
    return {
      html: `<li>${escapeHtml(`${line.label} — ${formatCount(line.count)}:`)} ${boxes.join(", ")}${more ? ` ${escapeHtml(more)}` : ""}</li>`,
      text: `  ${line.label} — ${formatCount(line.count)}: ${line.boxes.map((box) => box.number).join(", ")}${more ? ` ${more}` : ""}`,
    };
  });
  return {
    html: `<h3>${escapeHtml(heading)}</h3><ul>${items.map((item) => item.html).join("")}</ul><p>${a(`${app}${CHANGES_HREF}`, "Every change in your notifications")}</p>`,
    text: `${heading} (every change: ${app}${CHANGES_HREF})\n${items.map((item) => item.text).join("\n")}`,
  };
}

function disputes(digest: Digest, app: string): Part[] {
  const list = digest.disputes ?? [];
  if (list.length === 0) return [];
  return [
    {
      html: `<h3>${escapeHtml(DISPUTES_HEADING)}</h3><ul>${list.map((item) => `<li>${a(`${app}/invoices/${item.invoiceId}`, disputeLine(item))}</li>`).join("")}</ul>`,
      text: `${DISPUTES_HEADING}\n${list.map((item) => `  ${disputeLine(item)} — ${app}/invoices/${item.invoiceId}`).join("\n")}`,
    },
  ];
}

function managerParts(digest: Digest): Part[] {
  const parts: Part[] = [];
  const exposure = digestExposure(digest);
  if (exposure)
    parts.push({
      html: `<h3>Exposure</h3><ul>${exposure.map((figure) => `<li>${escapeHtml(figureLine(figure))}</li>`).join("")}</ul>`,
      text: `Exposure\n${exposure.map((figure) => `  ${figureLine(figure)}`).join("\n")}`,
    });
  if (digest.trend && digest.trend.length > 0) {
    const columns = trendColumns(digest);
    parts.push({
      html: `<h3>Last 7 days</h3>${table(digest.trend, columns)}`,
      text: `Last 7 days (${columns.map((column) => column.label.toLowerCase()).join(" · ")})\n${digest.trend
        .map((day) => `  ${columns.map((column) => column.value(day)).join(" · ")}`)
        .join("\n")}`,
    });
  }
  return parts;
}

export function digestTitle(digest: Digest): string {
  return `${digest.kind === "manager" ? "Manager digest" : "Daily digest"} for ${weekdayDayText(digest.date)}: ${digest.dueToday.length} due today, ${digest.dueTomorrow.length} tomorrow, ${digest.pastLfd.length} past LFD`;
}

export function renderDigestEmail(digest: Digest, links: EmailLinks): RenderedEmail {
  const app = links.app;
  const layout = digestLayout(digest);
  const summary = layout
    .filter((item) => item.count > 0)
    .map((item) => `${item.title} ${formatCount(item.count)}`)
    .join(" · ");
  const unknown = urgencyUnknownText(digest);
  const parts: Part[] = [
    {
      html: `<p>${escapeHtml(summary ? `In all: ${summary}.` : "Nothing due, late or blocked.")} ${a(`${app}/board`, "Open the board")}</p>`,
      text: `${summary ? `In all: ${summary}.` : "Nothing due, late or blocked."} Board: ${app}/board`,
    },
    ...managerParts(digest),
    ...layout.map((item) => section(item, app)),
    ...disputes(digest, app),
    overnight(digest, app),
    ...(unknown ? [{ html: `<p>${escapeHtml(unknown)}</p>`, text: unknown }] : []),
  ];
  const title = digestTitle(digest);
  const printable = `${app}/notifications/digest`;
  return {
    subject: title,
    html: frame(title, `${parts.map((part) => part.html).join("")}<p>${a(printable, "Printable version")}</p>`, links),
    text: `${title}\n\n${parts.map((part) => part.text).join("\n\n")}\n\nPrintable version: ${printable}\n${footer(links)}`,
  };
}
