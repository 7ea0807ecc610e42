import { formatAmount } from "@/lib/domain/alerts/describe";
import type { Digest, DigestBox } from "@/lib/domain/alerts/digest-content";

// A digest for the screen and for print: the same sections as the email, as tables that print cleanly.

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
const HOLDS: Column = { label: "Blocking holds", value: (box) => box.holds.join(", ") || "—" };
const PAST: Column = { label: "Days past", value: (box) => String(-(box.daysLeft ?? 0)) };
const FEES: Column = { label: "Posted fees", value: (box) => money(box.fees) };
const RETURN_BY: Column = { label: "Return by", value: (box) => box.returnBy ?? "—" };

function Section({ title, boxes, columns }: { title: string; boxes: DigestBox[]; columns: Column[] }) {
  return (
    <section className="break-inside-avoid">
      <h2 className="mb-2 mt-6 text-base font-semibold">
        {title} <span className="text-muted">— {boxes.length}</span>
      </h2>
      {boxes.length === 0 ? (
        <p className="text-sm text-muted">None.</p>
      ) : (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted">
              {columns.map((column) => (
                <th key={column.label} scope="col" className="py-1 pr-2 font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {boxes.map((box) => (
              <tr key={box.id} className="border-b border-border/60">
                {columns.map((column) => (
                  <td key={column.label} className="truncate py-1 pr-2">
                    {column.value(box)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function DigestView({ digest }: { digest: Digest }) {
  return (
    <article data-testid="digest">
      {digest.exposure ? (
        <section className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            ["Past LFD", `${digest.exposure.pastLfdCount}`, `posted ${money(digest.exposure.postedPastLfd)}`],
            ["Due today", `${digest.exposure.dueTodayCount}`, ""],
            ["Due tomorrow", `${digest.exposure.dueTomorrowCount}`, ""],
            ["Blocked", `${digest.exposure.blockedCount}`, "by holds"],
          ].map(([label, value, note]) => (
            <div key={label} className="rounded-md border border-border p-3">
              <p className="text-xs text-muted">{label}</p>
              <p className="text-xl font-semibold">{value}</p>
              {note ? <p className="text-xs text-muted">{note}</p> : null}
            </div>
          ))}
        </section>
      ) : null}
      {digest.trend ? (
        <section className="break-inside-avoid">
          <h2 className="mb-2 mt-6 text-base font-semibold">Last 7 days</h2>
          <table className="w-full table-fixed border-collapse text-sm">
            <thead>
              <tr className="border-b border-border text-left text-xs text-muted">
                <th scope="col" className="py-1 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 font-medium">
                  Entered past LFD
                </th>
                <th scope="col" className="py-1 font-medium">
                  Came due
                </th>
                <th scope="col" className="py-1 font-medium">
                  Holds placed
                </th>
              </tr>
            </thead>
            <tbody>
              {digest.trend.map((day) => (
                <tr key={day.date} className="border-b border-border/60">
                  <td className="py-1">{day.date}</td>
                  <td className="py-1">{day.pastLfd}</td>
                  <td className="py-1">{day.dueToday}</td>
                  <td className="py-1">{day.holdsPlaced}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <Section title="Due today" boxes={digest.dueToday} columns={[NUMBER, TERMINAL, LFD, HOLDS]} />
      <Section title="Due tomorrow" boxes={digest.dueTomorrow} columns={[NUMBER, TERMINAL, LFD, HOLDS]} />
      <Section title="Past LFD" boxes={digest.pastLfd} columns={[NUMBER, TERMINAL, LFD, PAST, FEES]} />
      {digest.blocked.map((group) => (
        <Section
          key={group.owner}
          title={`Blocked — ${group.owner}`}
          boxes={group.boxes}
          columns={[NUMBER, TERMINAL, LFD, HOLDS]}
        />
      ))}
      <Section title="Return soon" boxes={digest.returnSoon} columns={[NUMBER, TERMINAL, RETURN_BY]} />
      <section className="break-inside-avoid">
        <h2 className="mb-2 mt-6 text-base font-semibold">
          What changed overnight <span className="text-muted">— {digest.overnight.length}</span>
        </h2>
        {digest.overnight.length === 0 ? (
          <p className="text-sm text-muted">Nothing.</p>
        ) : (
          <ul className="list-disc pl-5 text-sm">
            {digest.overnight.map((change, index) => (
              <li key={`${change.at}-${index}`}>{change.title}</li>
            ))}
          </ul>
        )}
      </section>
      {digest.urgencyUnknown > 0 ? (
        <p className="mt-6 text-sm text-muted">
          {digest.urgencyUnknown} boxes have unknown urgency (stale data or tracking stopped) and are not listed as due.
        </p>
      ) : null}
    </article>
  );
}
