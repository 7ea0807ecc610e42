// Child process of workers.int.test.ts: one worker's alert cycles for a workspace (derive, fan out, deliver)
// until a pass finds nothing to do, as the engine runs them; prints what it did. Its sends run as if the email window
// (lib/domain/alerts/coalesce.ts) had passed: the grouping is what the test is about, not the wait.
import { deliverDue } from "./deliver";
import { deriveChangedBoxes } from "./derive-changed";
import { fanOut } from "./fan-out";
import { closeMailer } from "./mailer";

const [workspaceId = "", at = ""] = process.argv.slice(2);
const now = new Date(at);
const done = { boxes: 0, events: 0, notifications: 0, sent: 0 };
for (let idle = 0; idle < 3;) {
  const derived = await deriveChangedBoxes(workspaceId, now);
  const fanned = await fanOut(workspaceId, now);
  const delivered = await deliverDue({ aheadMs: 10 * 60_000 });
  done.boxes += derived.boxes;
  done.events += derived.events;
  done.notifications += fanned.notifications;
  done.sent += delivered.sent;
  idle = derived.boxes + fanned.events + delivered.sent + delivered.failed === 0 ? idle + 1 : 0;
}
closeMailer();
console.log(JSON.stringify(done));
process.exit(0);
