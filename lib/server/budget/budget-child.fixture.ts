// Child process of budget.int.test.ts: tries to take `count` tokens for one account as fast as it can and
// prints how many it was granted.
import { tryAcquire } from "./budget";

const [account = "", count = "0", priority = "interactive"] = process.argv.slice(2);
let granted = 0;
for (let i = 0; i < Number(count); i += 1) {
  if ((await tryAcquire(account, "default", priority === "background" ? "background" : "interactive")).granted)
    granted += 1;
}
console.log(JSON.stringify({ granted }));
process.exit(0);
