"use client";

import type { ChargeClock } from "@/lib/domain/incurred-days";
import type { IncurredKind } from "@/lib/domain/incurred-money";
import { useContainerMoney } from "@/lib/queries/money-queries";
import { shortDayText, weekdayDayText } from "@/lib/shared/format/date";
import { CLOCK_LABEL, figureDaysText, INCURRED_KIND_LABEL, versionSharesText } from "@/lib/shared/format/incurred";
import { formatAmounts, formatMoney } from "@/lib/shared/format/money";
import { countText, formatCount } from "@/lib/shared/format/number";
import type { ContainerMoneyResponse } from "@/lib/shared/money-api";

/**
 * What the terminal posts for a box's time there, by fee type: demurrage and extended dwell time (its storage),
 * whichever tariff prices the days (a terminal may post "demurrage" on a terminal's own tariff). Per diem is the
 * line's, billed on its invoice: the service posts none.
 */
const POSTED_AT_TERMINAL: readonly { type: string; label: string }[] = [
  { type: "demurrage", label: "demurrage" },
  { type: "extended_dwell_time", label: "extended dwell time" },
];

const CLOCK_KINDS: Record<ChargeClock, readonly IncurredKind[]> = {
  terminal: ["demurrage", "storage"],
  out: ["per_diem"],
};
const CLOCK_TITLE: Record<ChargeClock, string> = { terminal: "At the terminal", out: "Out (per diem)" };

function PostedCell({ clock, posted }: { clock: ChargeClock; posted: ContainerMoneyResponse["posted"] }) {
  if (clock === "out") return <span className="text-muted">billed by the line (not posted)</span>;
  if (posted === null) return <span className="italic text-muted">unknown: the terminal reports no fees</span>;
  const parts = POSTED_AT_TERMINAL.flatMap(({ type, label }) => {
    const amounts = posted[type];
    return amounts && Object.keys(amounts).length > 0 ? [`${formatAmounts(amounts)} ${label}`] : [];
  });
  return <span data-testid="incurred-posted">{parts.length > 0 ? parts.join(" · ") : "none"}</span>;
}

function FigureLines({ money, clock }: { money: ContainerMoneyResponse; clock: ChargeClock }) {
  const figures = money.incurred.figures.filter((figure) => CLOCK_KINDS[clock].includes(figure.kind));
  const unpriced = money.incurred.unpriced.find((gap) => gap.clock === clock);
  return (
    <>
      {figures.length === 0 && !unpriced ? <span className="text-muted">none</span> : null}
      {/* One line per kind and currency: amounts of two currencies are never added. */}
      {figures.map((figure) => (
        <span key={`${figure.kind}-${figure.currency}`} className="block" data-testid="incurred-figure">
          <span className="font-semibold tabular-nums" data-testid="incurred-amount">
            {formatMoney(figure.amount, figure.currency)}
          </span>{" "}
          <span className="text-xs text-muted">
            ({figure.currency}) {clock === "terminal" ? INCURRED_KIND_LABEL[figure.kind].toLowerCase() : ""}
          </span>
          <span className="block text-xs text-muted">
            {figureDaysText(figure)} · {versionSharesText(figure.versions)}
          </span>
        </span>
      ))}
      {unpriced ? (
        <span className="block text-xs text-warning" data-testid="incurred-unpriced">
          {countText(unpriced.days, "chargeable day")} {CLOCK_LABEL[clock]} no tariff covers: not estimated
        </span>
      ) : null}
    </>
  );
}

/** The clocks to show: the terminal's always (its posted fees stand beside), per diem once it has a day. */
function clocksShown(money: ContainerMoneyResponse): ChargeClock[] {
  const hasOut =
    money.incurred.figures.some((figure) => figure.kind === "per_diem") ||
    money.incurred.unpriced.some((gap) => gap.clock === "out");
  return hasOut ? ["terminal", "out"] : ["terminal"];
}

function DayTable({ days }: { days: ContainerMoneyResponse["incurred"]["days"] }) {
  return (
    <details className="rounded-md border border-border">
      <summary className="cursor-pointer px-2 py-1 text-xs font-medium">
        Each chargeable day ({countText(days.length, "day")})
      </summary>
      <table className="w-full text-left text-xs" data-testid="incurred-days">
        <thead className="text-muted">
          <tr>
            <th scope="col" className="px-2 py-1 font-medium">
              Day
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              Kind
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              No.
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              Rate
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              Tariff
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={`${day.date}-${day.kind}`} className="border-t border-border" data-testid="incurred-day">
              <td className="px-2 py-1 tabular-nums">{weekdayDayText(day.date)}</td>
              <td className="px-2 py-1">{INCURRED_KIND_LABEL[day.kind]}</td>
              <td className="px-2 py-1 tabular-nums">{formatCount(day.day)}</td>
              <td className="px-2 py-1 text-right tabular-nums">
                {day.priced ? formatMoney(day.priced.amount, day.priced.currency) : "—"}
              </td>
              <td className="px-2 py-1">
                {day.priced ? `${day.priced.tariff.name} v${day.priced.tariff.version}` : "no tariff"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * Money incurred to date beside what the terminal posted, per clock (at the terminal, out): each figure per kind
 * and currency (never added across currencies), naming the tariff versions and the days it counts, each day on
 * demand. An estimate from the tariffs in force on each day, over the days the box's day records call chargeable;
 * a day counts once it has ended.
 */
export function IncurredSection({ containerId }: { containerId: string }) {
  const money = useContainerMoney(containerId);
  if (money.isPending)
    return (
      <div
        role="status"
        className="mt-3 h-12 animate-pulse rounded bg-surface-muted"
        aria-label="Loading money incurred"
      />
    );
  if (money.isError)
    return <p className="mt-3 text-sm text-danger">The money incurred could not be loaded: {money.error.message}</p>;
  const data = money.data;
  const through = data.through ? shortDayText(data.through) : null;
  return (
    <div className="mt-3 space-y-2 text-sm" data-testid="incurred-money">
      <h4 className="text-xs font-medium text-muted">
        Incurred to date <span className="font-normal">(an estimate from the tariffs, not a posted fee)</span>
        {through ? `: the days through ${through}, each counted once it has ended` : ""}
      </h4>
      {through === null ? (
        <p className="text-muted">No day records yet: nothing is counted before a box&rsquo;s first day has ended.</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="incurred-table">
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="w-28 py-1 pr-2 font-medium">
                <span className="sr-only">Where</span>
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Incurred (est.)
              </th>
              <th scope="col" className="py-1 font-medium">
                Posted
              </th>
            </tr>
          </thead>
          <tbody>
            {clocksShown(data).map((clock) => (
              <tr
                key={clock}
                className="border-t border-border align-top"
                data-testid="incurred-row"
                data-clock={clock}
              >
                <th scope="row" className="py-1.5 pr-2 font-medium">
                  {CLOCK_TITLE[clock]}
                </th>
                <td className="py-1.5 pr-2">
                  <FigureLines money={data} clock={clock} />
                </td>
                <td className="py-1.5">
                  <PostedCell clock={clock} posted={data.posted} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.incurred.days.length > 0 ? <DayTable days={data.incurred.days} /> : null}
    </div>
  );
}
