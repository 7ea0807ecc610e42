// Runs the faults one after another within the overall deadline: a fault that throws, or that no time is left
// for, is a failed row, never a crash of the drill, so the table always comes out.
import type { DrillContext, Fault } from "./context";
import { failedRow, type Row } from "./report";

export async function runFault(ctx: DrillContext, fault: Fault): Promise<Row[]> {
  if (Date.now() >= ctx.deadline)
    return [failedRow(fault.name, fault.done, fault.expected, "no time left before the drill's overall deadline")];
  if (!ctx.stack.startScriptRunning())
    return [failedRow(fault.name, fault.done, fault.expected, "the stack had stopped (the start script exited)")];
  ctx.log(`drill: ${fault.name}…`);
  const started = Date.now();
  let rows: Row[];
  try {
    rows = await fault.run(ctx);
  } catch (error) {
    rows = [failedRow(fault.name, fault.done, fault.expected, error)];
  }
  for (const row of rows)
    ctx.log(
      `  ${row.pass ? "pass" : "FAIL"}: ${row.fault} (${((Date.now() - started) / 1000).toFixed(0)} s): ${row.figure}`,
    );
  return rows;
}
