import "server-only";

import { chromium } from "playwright-core";

import { env } from "@/lib/env.mjs";
import { AppError } from "@/lib/shared/app-error";
import { CHROMIUM_ARGS } from "@/lib/shared/chromium-args";

// One of the app's own pages printed to PDF by the Chromium the tests already use (CHROMIUM_PATH): the PDF is the
// printed page, not a second layout. The browser loads only the app's own origin (APP_URL, set by the admin; never
// the request's Host header, which a client chooses), with the asking person's cookies, so it sees exactly what
// they may see; any other request (another host, a link in a field) is refused. One rendering at a time: a browser
// is hundreds of MB, and a queue of people asking for packs must not start a browser each.

export type Paper = "letter" | "a4";

const TIMEOUT_MS = 30_000;
let queue: Promise<unknown> = Promise.resolve();

export function pageToPdf(
  path: string,
  options: { cookie: string | null; paper: Paper; footer: string },
): Promise<Uint8Array> {
  const run = queue.then(() => render(path, options));
  queue = run.catch(() => undefined);
  return run;
}

/** A Cookie header's pairs as cookies of `origin`. */
export function cookiesOf(header: string | null, origin: string): { name: string; value: string; url: string }[] {
  if (!header) return [];
  return header.split(";").flatMap((pair) => {
    const at = pair.indexOf("=");
    const name = (at < 0 ? "" : pair.slice(0, at)).trim();
    return name ? [{ name, value: pair.slice(at + 1).trim(), url: origin }] : [];
  });
}

async function render(
  path: string,
  options: { cookie: string | null; paper: Paper; footer: string },
): Promise<Uint8Array> {
  const origin = new URL(env.APP_URL).origin;
  const url = new URL(path, origin);
  if (url.origin !== origin) throw new AppError("bad_request", "Only the app's own pages are printed.");
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: env.CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      timeout: TIMEOUT_MS,
    });
  } catch {
    throw new AppError(
      "unavailable",
      "The PDF needs Chromium on the server (CHROMIUM_PATH); print the pack page instead (Print, then Save as PDF).",
    );
  }
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: "block" });
    // The person's cookies, for the app's origin only (a cookie jar sends them nowhere else).
    await context.addCookies(cookiesOf(options.cookie, origin));
    const page = await context.newPage();
    await page.route("**/*", (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort("blockedbyclient"),
    );
    const response = await page.goto(url.href, { waitUntil: "load", timeout: TIMEOUT_MS });
    // Sent elsewhere (the sign-in page, for a session that ended meanwhile): never print that as the pack.
    if (new URL(page.url()).pathname !== url.pathname)
      throw new AppError("unauthorized", "Your session ended: sign in again, then download the pack.");
    if (!response?.ok())
      throw new AppError(
        response?.status() === 404 ? "not_found" : "internal",
        response?.status() === 404 ? "That invoice is not in this workspace." : "The pack page could not be rendered.",
      );
    await page.emulateMedia({ media: "print" });
    const footer = options.footer.replace(/[<>&"]/g, "");
    return await page.pdf({
      format: options.paper === "a4" ? "A4" : "Letter",
      printBackground: true,
      margin: { top: "14mm", bottom: "16mm", left: "12mm", right: "12mm" },
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: `<div style="font-size:8pt;color:#555;width:100%;padding:0 12mm;display:flex;justify-content:space-between"><span>${footer}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
    });
  } finally {
    await browser.close().catch(() => undefined);
  }
}
