import Link from "next/link";

import type { InvoiceDayView } from "@/lib/shared/invoice-api";
import { dayText, weekdayText } from "@/lib/shared/format/date";
import { formatMoney } from "@/lib/shared/format/money";

import { factWords, sourceWords } from "./evidence-words";
import { KIND_WORDS } from "./invoice-words";
import { DayCodeBadge } from "./verdict-badge";

const HEAD = "px-3 py-2";

/** Every charged box day: its code, what it puts at stake, and the evidence it rests on, in words. */
export function DayTable({ days }: { days: InvoiceDayView[] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-sm" data-testid="invoice-days">
        <thead className="bg-surface-muted text-left text-xs text-muted">
          <tr>
            <th scope="col" className={HEAD}>
              Container
            </th>
            <th scope="col" className={HEAD}>
              Day
            </th>
            <th scope="col" className={HEAD}>
              Charge
            </th>
            <th scope="col" className={HEAD}>
              Check
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Billed
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              At stake
            </th>
            <th scope="col" className={HEAD}>
              Evidence
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {days.map((day, index) => (
            <tr
              key={`${day.line}-${day.date}-${index}`}
              data-testid="invoice-day"
              data-date={day.date}
              data-code={day.code}
              className="align-top"
            >
              <td className="px-3 py-2 font-mono text-xs">{day.containerNumber ?? "—"}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {weekdayText(day.date)} {dayText(day.date, day.evidence.zone)}
              </td>
              <td className="px-3 py-2">
                {KIND_WORDS[day.kind]}
                <p className="text-xs text-muted">line {day.line + 1}</p>
              </td>
              <td className="px-3 py-2">
                <DayCodeBadge code={day.code} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {day.amount === null ? "—" : formatMoney(day.amount, day.currency)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {day.atStake > 0 ? formatMoney(day.atStake, day.currency) : "—"}
              </td>
              <td className="min-w-72 px-3 py-2">
                <ul className="space-y-0.5 text-xs">
                  {day.evidence.facts.map((fact, factIndex) => (
                    <li key={factIndex}>
                      {fact.kind === "also_charged" ? (
                        <Link className="text-accent underline underline-offset-2" href={`/invoices/${fact.invoiceId}`}>
                          {factWords(fact, day.evidence.zone)}
                        </Link>
                      ) : (
                        factWords(fact, day.evidence.zone)
                      )}
                    </li>
                  ))}
                  {sourceWords(day.evidence).map((words) => (
                    <li key={words} className="text-muted">
                      {words}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
