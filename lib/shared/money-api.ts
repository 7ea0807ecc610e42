// The contract of GET /api/containers/{id}/money: what a box has incurred to date by its day records and the
// versioned tariffs (lib/domain/incurred-money.ts), beside what the terminal has posted. The drawer reads it.
import type { AmountsByCurrency } from "@/lib/domain/fees";
import type { IncurredMoney } from "@/lib/domain/incurred-money";
import type { LocalDate } from "@/lib/domain/local-date";

export type { IncurredMoney };

export type ContainerMoneyResponse = {
  /** The last local day the records count (a day is incurred once it has ended); null: no day written yet. */
  through: LocalDate | null;
  /** The zone the days are local dates of (the port's). */
  zone: string | null;
  incurred: IncurredMoney;
  /** Posted by the terminal, per fee type and currency (no `total`); null: the terminal reports no fees at all. */
  posted: Record<string, AmountsByCurrency> | null;
};
