import { expect, test, type Page } from "@playwright/test";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { signIn } from "./fixtures/browser-session";

test.describe.configure({ timeout: 120_000 });

const NONCE = /script-src 'self' 'nonce-([A-Za-z0-9+/]+={0,2})' 'strict-dynamic'/;

/** Every CSP violation the page reports, and every console error that names the policy. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript({
    content: `document.addEventListener("securitypolicyviolation", (e) => window.reportCspViolation(e.violatedDirective + " " + e.blockedURI + " at " + e.sourceFile + ":" + e.lineNumber));`,
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

test("pages carry a per-request nonce policy, and the board renders and hydrates under it", async ({ page }) => {
  const violations = await watchViolations(page);
  const signInPage = await page.goto("/sign-in");
  expect(signInPage?.headers()["content-security-policy"]).toMatch(NONCE);
  await signIn(page, DEMO.dispatcher, DEMO.password);

  const response = await page.goto("/board");
  const policy = response?.headers()["content-security-policy"] ?? "";
  const nonce = NONCE.exec(policy)?.[1] ?? "";
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  expect(policy).not.toContain("unsafe-eval");
  const parts = directives(policy);
  expect(parts.get("object-src")).toBe("'none'");
  expect(parts.get("frame-ancestors")).toBe("'none'");
  expect(parts.get("base-uri")).toBe("'self'");
  expect(parts.get("form-action")).toBe("'self'");
  expect(parts.get("connect-src")).toBe("'self'");
  expect(parts.get("img-src")).toBe("'self' data: blob:");
  // Served over http here (APP_URL is http): no HSTS, which would pin the browser to an https that is not there.
  expect(response?.headers()["strict-transport-security"]).toBeUndefined();

  // Every script the server's HTML carries, ours and Next.js's, has this response's nonce. Chunks the framework
  // loads later (an error boundary's, say) are added by those scripts and run by 'strict-dynamic'; any script
  // the policy refused would be a violation, and there are none (below).
  const html = (await response?.text()) ?? "";
  const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scriptTags.length).toBeGreaterThan(0);
  expect(scriptTags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  expect(parts.get("script-src")).toContain("'strict-dynamic'");

  // Rendered and hydrated: rows from the API, and a keyboard path that only client code handles.
  await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });
  await page.keyboard.press("/");
  await expect(page.locator("#board-search")).toBeFocused();
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Toggle dark mode" }).click();

  // A fresh nonce every time.
  const again = await page.goto("/board");
  expect(NONCE.exec(again?.headers()["content-security-policy"] ?? "")?.[1]).not.toBe(nonce);
  await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });

  // The other pages render under the same policy.
  for (const path of ["/tracking", "/documents", "/emails", "/reports"]) {
    const other = await page.goto(path);
    expect(other?.status()).toBe(200);
    expect(other?.headers()["content-security-policy"]).toMatch(NONCE);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
