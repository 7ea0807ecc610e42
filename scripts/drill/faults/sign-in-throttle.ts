// Sign-in throttling: guesses sent at once must not slip in before they are counted, an attacker's
// X-Forwarded-For must not make one address look like many, and the guessing must not lock the account's owner
// out: the owner, at another client address (the drill connects from 127.0.0.2, a real other address on the
// loopback, no forwarded header), signs in at once. Every guess comes from 127.0.0.1, which then backs off (30
// failures across accounts, then 5 s, 10 s … up to 5 minutes): the drill signs in its sessions first.
import { randomInt } from "node:crypto";

import { type Fault } from "../context";
import { csrf, signIn, type SignInResult } from "../http";
import { tally, type Row } from "../report";

import { DEMO_PASSWORD } from "../../../prisma/seed/demo-users";

// Free failures before a back-off: per account from one address, and per address across accounts.
const PER_ACCOUNT = 5;
const PER_ADDRESS = 30;
const CONCURRENT = 20;
/** The account owner's own machine: another client address than the guesser's 127.0.0.1. */
const OWNER_ADDRESS = "127.0.0.2";
const ROTATED_ONE_EMAIL = 10;
const ROTATED_MANY_EMAILS = 40;

type Outcome = "checked" | "throttled" | "other";

/** A guess the app checked answers "not right"; a throttled one 429 "too many"; anything else is odd. */
function outcome(result: SignInResult): Outcome {
  if (result.status === 429 || /too many/i.test(result.error ?? "")) return "throttled";
  if (result.status === 401 && result.error) return "checked";
  return "other";
}

const label = (result: SignInResult): string => `${result.status} ${outcome(result)}`;
const count = (results: SignInResult[], kind: Outcome): number => results.filter((r) => outcome(r) === kind).length;
const randomAddress = (): string =>
  `${randomInt(1, 223)}.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

export const throttle: Fault = {
  name: "throttle",
  done: "wrong passwords: 20 at once for one email, then its owner signs in from 127.0.0.2; 10 for another with a new X-Forwarded-For each; 40 for 40 unknown emails with a new X-Forwarded-For each",
  expected:
    "≤ 5 checked per email from this address (the rest refused as too many, 429), the owner at another address signed in; ≤ 30 checked from this one address however X-Forwarded-For varies",
  run: async (ctx) => {
    const app = ctx.stack.appUrl;
    const token = await csrf(app);
    const run = `${Date.now()}`;

    // 1. Concurrency: every guess is in flight before any answer.
    const burst = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        signIn(app, { email: "manager@demo.test", password: `wrong-${i}`, csrf: token }),
      ),
    );
    const burstChecked = count(burst, "checked");
    // Shown, not judged: the back-off after five failures is 1 s, so whether the right password lands inside it
    // depends on this machine's speed (the integration tests hold the clock still to check it is refused).
    const right = await signIn(app, { email: "manager@demo.test", password: DEMO_PASSWORD, csrf: token });
    // The owner, elsewhere: the guesses above must not have locked the account for everyone.
    const owner = await signIn(app, {
      email: "manager@demo.test",
      password: DEMO_PASSWORD,
      csrf: token,
      localAddress: OWNER_ADDRESS,
    }).catch((error: unknown) => ({ status: 0, url: null, error: String(error), session: null }) as SignInResult);

    // 2. One email, a different claimed client address each time.
    const oneEmail: SignInResult[] = [];
    for (let i = 0; i < ROTATED_ONE_EMAIL; i += 1) {
      oneEmail.push(
        await signIn(app, {
          email: `xff-${run}@drill.test`,
          password: `wrong-${i}`,
          csrf: token,
          headers: { "x-forwarded-for": randomAddress() },
        }),
      );
    }
    // 3. Many emails (under their own limit each), a different claimed address each time: only the socket's
    //    address may count, so the per-address limit must stop them.
    const manyEmails: SignInResult[] = [];
    for (let i = 0; i < ROTATED_MANY_EMAILS; i += 1) {
      manyEmails.push(
        await signIn(app, {
          email: `spray-${run}-${i}@drill.test`,
          password: "wrong",
          csrf: token,
          headers: { "x-forwarded-for": randomAddress() },
        }),
      );
    }
    const fromAddress = burstChecked + count(oneEmail, "checked") + count(manyEmails, "checked");
    const odd = [...burst, ...oneEmail, ...manyEmails].filter((r) => outcome(r) === "other");
    const sixth = oneEmail[PER_ACCOUNT];

    const rows: Row[] = [
      {
        fault: "throttle: concurrent guesses",
        done: `${CONCURRENT} concurrent wrong passwords for manager@demo.test from 127.0.0.1, then the right one from 127.0.0.1 and from ${OWNER_ADDRESS}`,
        expected: `≤ ${PER_ACCOUNT} checked, the rest refused as too many (429); the owner at ${OWNER_ADDRESS} signed in at once`,
        observed: `${tally(burst.map(label))}; right password afterwards from 127.0.0.1: ${right.status}${right.session ? " (signed in)" : ` (${right.error ?? "refused"})`}; from ${OWNER_ADDRESS}: ${owner.status}${owner.session ? " (signed in)" : ` (NOT signed in: ${owner.error ?? "no session"})`}`,
        pass:
          owner.session !== null &&
          burstChecked <= PER_ACCOUNT &&
          count(burst, "other") === 0 &&
          burst.every((r) => outcome(r) !== "throttled" || r.status === 429),
        figure: `${burstChecked} of ${CONCURRENT} checked; owner elsewhere ${owner.session ? "signed in" : "LOCKED OUT"}`,
      },
      {
        fault: "throttle: X-Forwarded-For",
        done: `${ROTATED_ONE_EMAIL} wrong passwords for one email and ${ROTATED_MANY_EMAILS} for ${ROTATED_MANY_EMAILS} unknown emails, each with a random X-Forwarded-For, all from 127.0.0.1 (TRUSTED_PROXIES empty)`,
        expected: `the one email refused as too many after ${PER_ACCOUNT} checked (a new X-Forwarded-For is no new client); ≤ ${PER_ADDRESS} checked from 127.0.0.1 in all (with the ${CONCURRENT} above)`,
        observed: `one email: ${tally(oneEmail.map(label))}; many emails: ${tally(manyEmails.map(label))}${odd.length > 0 ? `; unexpected answers: ${odd.map((r) => `${r.status} ${r.error ?? ""}`).join(", ")}` : ""}`,
        // The sixth follows the fifth at once, inside its 1 s back-off; later ones may land after a wait ends.
        pass:
          oneEmail.slice(0, PER_ACCOUNT).every((r) => outcome(r) === "checked") &&
          (sixth ? outcome(sixth) === "throttled" : false) &&
          count(oneEmail, "checked") < ROTATED_ONE_EMAIL &&
          fromAddress <= PER_ADDRESS &&
          odd.length === 0,
        figure: `${count(oneEmail, "checked")} checked for the one email; ${fromAddress} checked from the address (limit ${PER_ADDRESS})`,
      },
    ];
    return rows;
  },
};
