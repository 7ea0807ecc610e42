import { REQUEST_TYPE_LABELS, type BulkLine } from "@/components/tracking/bulk-input";
import { UNCONFIRMED, type CreateItemResult } from "@/lib/shared/tracking-api";
import { cn } from "@/lib/shared/cn";

const STATUS = {
  ok: { text: "✓ valid", className: "text-success" },
  error: { text: "✗ error", className: "text-danger" },
  skip: { text: "– skipped", className: "text-muted" },
} as const;

/** Per-line verdicts, errors first, then after sending each line's outcome. */
export function BulkLines({
  lines,
  results,
}: {
  lines: readonly BulkLine[];
  results: ReadonlyMap<number, CreateItemResult>;
}) {
  const ordered = [...lines].sort(
    (a, b) => (a.status === "error" ? 0 : 1) - (b.status === "error" ? 0 : 1) || a.line - b.line,
  );
  return (
    <div className="max-h-80 overflow-auto rounded-md border border-border">
      <table className="w-full text-sm" data-testid="bulk-lines">
        <caption className="sr-only">Checked lines</caption>
        <thead className="sticky top-0 bg-surface-muted text-left text-xs text-muted">
          <tr>
            <th scope="col" className="px-3 py-1.5">
              Line
            </th>
            <th scope="col" className="px-3 py-1.5">
              Number
            </th>
            <th scope="col" className="px-3 py-1.5">
              Kind
            </th>
            <th scope="col" className="px-3 py-1.5">
              Carrier
            </th>
            <th scope="col" className="px-3 py-1.5">
              Check
            </th>
            <th scope="col" className="px-3 py-1.5">
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((line) => {
            const result = results.get(line.line);
            return (
              <tr
                key={line.line}
                data-testid="bulk-line"
                data-line={line.line}
                data-status={line.status}
                className={cn("border-t border-border", line.status === "error" && "bg-danger/5")}
              >
                <td className="px-3 py-1.5 tabular-nums text-muted">{line.line}</td>
                <td className="px-3 py-1.5 font-mono">{line.number || line.raw}</td>
                <td className="px-3 py-1.5 text-xs">{REQUEST_TYPE_LABELS[line.requestType]}</td>
                <td className="px-3 py-1.5 text-xs">{line.scac ?? "auto"}</td>
                <td className="px-3 py-1.5 text-xs">
                  <span className={STATUS[line.status].className}>{STATUS[line.status].text}</span>
                  {line.message ? <span className="ml-1 text-muted">{line.message}</span> : null}
                </td>
                <td className="px-3 py-1.5 text-xs" data-testid="bulk-result">
                  {result ? (
                    result.ok ? (
                      <span className="text-success">sent ({result.status.replace(/_/g, " ")})</span>
                    ) : result.code === UNCONFIRMED ? (
                      <span className="text-warning" title={result.message}>
                        sent, waiting for the service
                      </span>
                    ) : (
                      <span className="text-danger">refused: {result.message}</span>
                    )
                  ) : line.status === "ok" ? (
                    <span className="text-muted">not sent yet</span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
