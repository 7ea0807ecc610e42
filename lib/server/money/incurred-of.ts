// Pure: no server-only import, so the board's card, the reports and their tests price runs the same way.
import { daysOfRuns, parseRuns } from "@/lib/domain/incurred-days";
import { incurredMoney, type IncurredMoney } from "@/lib/domain/incurred-money";
import { tariffsFor, type TariffBook, type TariffSubject } from "@/lib/domain/tariff-match";

// A box's incurred money from the chargeable days its day state keeps (container_day_state.charged, written with
// the day records): one small value per box, priced at read time by the versions in force on each day, so a
// tariff saved later (a new tariff reaches back as far as nothing covered) prices the past without a rewrite.

export function incurredOfRuns(charged: unknown, book: TariffBook, subject: TariffSubject): IncurredMoney {
  return incurredMoney(daysOfRuns(parseRuns(charged)), tariffsFor(book, subject));
}
