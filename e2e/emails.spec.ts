import { expect, test } from "@playwright/test";

import { DEMO } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";
import { SIM_ORIGIN } from "./fixtures/simulator";

test.describe.configure({ timeout: 90_000 });

type SimEmail = {
  id: string;
  attributes: { subject: string; content_type: string; body: string; in_reply_to: string | null };
};

async function simEmails(): Promise<SimEmail[]> {
  const response = await fetch(`${SIM_ORIGIN}/v2/email_submissions?page[size]=100`, {
    headers: { Authorization: "Token sim_paid_key" },
  });
  return ((await response.json()) as { data: SimEmail[] }).data;
}

test("an HTML email with <script> and onerror= renders inert in a sandboxed frame", async ({ page, baseURL }) => {
  const html = (await simEmails()).find(
    (e) => e.attributes.content_type.includes("html") && e.attributes.body.includes("<script"),
  );
  expect(html).toBeDefined();
  const dialogs: string[] = [];
  const remote: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? "http://127.0.0.1:3100") && !url.startsWith("data:") && !url.startsWith("about:"))
      remote.push(url);
  });
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/emails" });
  await expect(page.getByTestId("beta-badge")).toBeVisible();
  await expect(page.getByTestId("email-row").first()).toBeVisible();
  await page.getByRole("link", { name: html?.attributes.subject ?? "" }).click();

  const frame = page.getByTestId("email-body-frame");
  await expect(frame).toBeVisible();
  const sandbox = await frame.getAttribute("sandbox");
  expect(sandbox).not.toBeNull();
  expect(sandbox).not.toContain("allow-scripts");
  expect(sandbox).not.toContain("allow-same-origin");
  const body = page.frameLocator('[data-testid="email-body-frame"]').locator("body");
  await expect(body).toContainText("Customs placed a hold on");
  await expect(body.locator("script")).toHaveCount(0);
  await expect(body.locator("[onerror]")).toHaveCount(0);
  await expect(page.getByTestId("email-headers")).toContainText("broker@customs-brokers.example");
  await expect(page.getByTestId("email-documents").getByRole("link")).not.toHaveCount(0);
  await screenshot(page, "email-html");
  expect(dialogs).toEqual([]);
  expect(remote).toEqual([]);
});

test("a reply shows its thread and the attached documents with their state", async ({ page }) => {
  const reply = (await simEmails()).find(
    (e) => e.attributes.in_reply_to && e.attributes.subject.startsWith("RE: Arrival"),
  );
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/emails" });
  await page
    .getByRole("link", { name: reply?.attributes.subject ?? "", exact: true })
    .first()
    .click();
  await expect(page.getByTestId("email-headers")).toContainText(reply?.attributes.in_reply_to ?? "");
  await expect(page.getByTestId("email-thread").locator("li")).not.toHaveCount(0);
  await expect(page.getByTestId("email-thread")).toContainText("Arrival Notice");
  await expect(page.getByTestId("email-documents").getByTestId("doc-state").first()).toBeVisible();
  await screenshot(page, "email-thread");
});
