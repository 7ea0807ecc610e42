// One row per fault and the table the drill ends with (Markdown, so it can be pasted as it is).

export type Row = {
  fault: string;
  /** What the drill did. */
  done: string;
  expected: string;
  observed: string;
  pass: boolean;
  /** The measured figure (time to recovery, memory growth, counts). */
  figure: string;
};

const HEADER = ["fault", "what was done", "expected", "observed", "result", "figure"];

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}

export function renderTable(rows: readonly Row[]): string {
  const lines = [`| ${HEADER.join(" | ")} |`, `|${HEADER.map(() => "---").join("|")}|`];
  for (const row of rows) {
    lines.push(
      `| ${[row.fault, row.done, row.expected, row.observed, row.pass ? "pass" : "**FAIL**", row.figure].map(cell).join(" | ")} |`,
    );
  }
  return lines.join("\n");
}

/** A row for a fault that threw, or that the overall deadline left no time for. */
export function failedRow(fault: string, done: string, expected: string, error: unknown): Row {
  const message = error instanceof Error ? error.message : String(error);
  return { fault, done, expected, observed: `drill error: ${message}`, pass: false, figure: "—" };
}

/** "413 ×19, error UND_ERR_SOCKET ×1": how often each outcome was seen. */
export function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value} ×${count}`).join(", ") || "none";
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
