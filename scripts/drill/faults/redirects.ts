// Hostile `callbackUrl`s on sign-in: wherever next-auth sends the browser after a successful sign-in must stay
// on the app's origin, read as a browser reads it (backslashes and tabs included). A safe path is a control:
// it must be kept as it is.
import { type Fault } from "../context";
import { signIn } from "../http";

import { DEMO_PASSWORD } from "../../../prisma/seed/demo-users";

// `/sign-in?callbackUrl=/%5Cevil.example/x`, `/%09/evil.example` and `/\` as the form posts them (decoded), and
// the plainer ways out.
const HOSTILE = [
  "/\\evil.example/x",
  "/\t/evil.example/x",
  "/\\",
  "//evil.example/x",
  "https://evil.example/x",
  "/%5Cevil.example/x",
  " //evil.example",
  "/.//evil.example",
];
const CONTROL = "/board?bucket=ready";

/** Where a browser would land: the origin and whether the path could be read as another host ("//", "/\"). */
function landing(url: string, origin: string): { sameOrigin: boolean; text: string } {
  const cleaned = url.replace(/[\t\n\r]/g, "");
  try {
    const target = new URL(cleaned, origin);
    return {
      sameOrigin: target.origin === origin && !/^[/\\]{2}/.test(target.pathname),
      text: target.origin === origin ? `${target.pathname}${target.search}` : target.href,
    };
  } catch {
    return { sameOrigin: false, text: `unparseable ${JSON.stringify(url)}` };
  }
}

export const redirects: Fault = {
  name: "redirect targets",
  done: `sign in (right password) through /api/auth/callback/credentials with each of ${HOSTILE.length} hostile callbackUrls (${HOSTILE.map((h) => JSON.stringify(h)).join(", ")}), and a safe one`,
  expected: "every returned url on the app's origin; the safe one kept",
  run: async (ctx) => {
    const origin = new URL(ctx.stack.appUrl).origin;
    const results: string[] = [];
    let pass = true;
    for (const callbackUrl of HOSTILE) {
      const result = await signIn(ctx.stack.appUrl, { email: "admin@demo.test", password: DEMO_PASSWORD, callbackUrl });
      if (!result.session || !result.url) {
        pass = false;
        results.push(
          `${JSON.stringify(callbackUrl)}: sign-in failed (${result.status}${result.error ? `, ${result.error}` : ""})`,
        );
        continue;
      }
      const where = landing(result.url, origin);
      if (!where.sameOrigin) pass = false;
      results.push(`${JSON.stringify(callbackUrl)} → ${where.text}${where.sameOrigin ? "" : " (LEFT THE APP)"}`);
    }
    const control = await signIn(ctx.stack.appUrl, {
      email: "admin@demo.test",
      password: DEMO_PASSWORD,
      callbackUrl: CONTROL,
    });
    const controlKept = control.url !== null && landing(control.url, origin).text === CONTROL;
    if (!controlKept) pass = false;
    const stayed = results.filter((r) => !r.includes("LEFT") && !r.includes("failed")).length;
    return [
      {
        fault: redirects.name,
        done: redirects.done,
        expected: redirects.expected,
        observed: `${results.join("; ")}; control ${CONTROL} → ${control.url ? landing(control.url, origin).text : `none (${control.status})`}`,
        pass,
        figure: `${stayed}/${HOSTILE.length} stayed on the app`,
      },
    ];
  },
};
