// A world's free time as the control API changed it: rules set for a line or a terminal, and terminal closures,
// each known from the instant it was made (`at`), so the state at any clock position stays a pure function of
// what was known then. Until the first entry the published rules of world-free-time.ts stand alone and the
// planned LFDs are reported as planned (lfd-truth.ts takes the fast path).
import type { Terminal } from "./reference-data";
import { lineFreeTime, terminalFreeTime, type WorldFreeTime } from "./world-free-time";

export type FreeTimeScope = "line" | "terminal";

export interface RuleEntry {
  /** When it was set (simulated clock): LFDs reported from then on follow it. */
  at: number;
  scope: FreeTimeScope;
  /** The line's SCAC, or the terminal's FIRMS code (its id when it has none). */
  key: string;
  rule: WorldFreeTime;
  /** Only boxes discharged on or after this local date count by it (null: every box). */
  effectiveFrom: string | null;
}

export interface ClosureEntry {
  id: string;
  at: number;
  terminalId: string;
  /** The terminal's local date, YYYY-MM-DD. */
  date: string;
  wholeDay: boolean;
  /** Local wall times (HH:MM) of a closure of some hours; null for a whole day. */
  from: string | null;
  to: string | null;
  reason: string;
  withdrawnAt: number | null;
}

const answersTo = (terminal: Pick<Terminal, "id" | "firmsCode">, key: string): boolean =>
  key === terminal.id || key === terminal.firmsCode;

export class FreeTimeBook {
  readonly rules: RuleEntry[] = [];
  readonly closures: ClosureEntry[] = [];
  /** Every instant an entry was made or withdrawn, ascending (the clock may have been set back in between). */
  private readonly changes: number[] = [];

  /** Nothing set through the control API is known at `t`. */
  untouchedAt(t: number): boolean {
    return this.changes.length === 0 || t < (this.changes[0] ?? Infinity);
  }

  /** How many changes are known at `t`: equal stamps mean the same book, for caches. */
  stampAt(t: number): number {
    let n = 0;
    for (const at of this.changes) if (at <= t) n += 1;
    return n;
  }

  private noteChange(at: number): void {
    this.changes.push(at);
    this.changes.sort((a, b) => a - b);
  }

  setRule(entry: RuleEntry): RuleEntry {
    this.rules.push(entry);
    this.noteChange(entry.at);
    return entry;
  }

  addClosure(closure: Omit<ClosureEntry, "id" | "withdrawnAt">): ClosureEntry {
    const entry: ClosureEntry = { ...closure, id: `closure-${this.closures.length + 1}`, withdrawnAt: null };
    this.closures.push(entry);
    this.noteChange(entry.at);
    return entry;
  }

  /** The terminal reopens: the closure stops counting from `at` on (it stays listed, withdrawn). */
  withdrawClosure(id: string, at: number): ClosureEntry | null {
    const entry = this.closures.find((c) => c.id === id && c.withdrawnAt === null);
    if (!entry) return null;
    entry.withdrawnAt = at;
    this.noteChange(at);
    return entry;
  }

  private latest(scope: FreeTimeScope, matches: (key: string) => boolean, t: number, discharged: string) {
    let found: RuleEntry | null = null;
    for (const entry of this.rules) {
      if (entry.scope !== scope || entry.at > t || !matches(entry.key)) continue;
      if (entry.effectiveFrom !== null && discharged < entry.effectiveFrom) continue;
      if (found === null || entry.at >= found.at) found = entry;
    }
    return found?.rule ?? null;
  }

  /** The storage rule a terminal counts a box discharged on `discharged` (local date) by, as known at `t`. */
  terminalRule(terminal: Pick<Terminal, "id" | "firmsCode">, t: number, discharged: string): WorldFreeTime | null {
    return (
      this.latest("terminal", (key) => answersTo(terminal, key), t, discharged) ?? terminalFreeTime(terminal.firmsCode)
    );
  }

  /** The demurrage rule a line counts a box discharged on `discharged` by, as known at `t`. */
  lineRule(scac: string, t: number, discharged: string): WorldFreeTime | null {
    return this.latest("line", (key) => key === scac, t, discharged) ?? lineFreeTime(scac);
  }

  /** The local dates the terminal was closed all day, as known at `t`. */
  closedDates(terminalId: string, t: number): ReadonlySet<string> {
    const dates = new Set<string>();
    for (const c of this.closures)
      if (c.terminalId === terminalId && c.wholeDay && c.at <= t && (c.withdrawnAt === null || c.withdrawnAt > t))
        dates.add(c.date);
    return dates;
  }

  closuresOf(terminalId: string): ClosureEntry[] {
    return this.closures.filter((c) => c.terminalId === terminalId);
  }
}
