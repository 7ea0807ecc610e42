import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { childEnv } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { verifyPassword } from "@/lib/server/password-hash";

function createAdmin(args: string[], stdin: string): Promise<{ code: number; output: string }> {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/create-admin.ts", ...args],
    { env: childEnv({}) },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code: code ?? 1, output })));
}

describe("npm run create-admin (a production deployment's first admin)", () => {
  it("creates a workspace and its admin with the password read from stdin", async () => {
    const email = `first-${randomUUID().slice(0, 8)}@acme.test`;
    const result = await createAdmin(["--email", email, "--workspace", `Acme ${email}`], "a-long-first-password\n");
    expect(result.output).toContain(`Created admin ${email}`);
    expect(result.code).toBe(0);
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { workspace: true } });
    expect(user.role).toBe("admin");
    expect(user.workspace.name).toBe(`Acme ${email}`);
    expect(await verifyPassword("a-long-first-password", user.passwordHash)).toBe(true);
  });

  it("refuses a short password and an email that already has an account", async () => {
    const email = `second-${randomUUID().slice(0, 8)}@acme.test`;
    expect((await createAdmin(["--email", email, "--workspace", "Acme"], "short\n")).code).not.toBe(0);
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
    await createAdmin(["--email", email, "--workspace", "Acme"], "a-long-second-password\n");
    const again = await createAdmin(["--email", email, "--workspace", "Elsewhere"], "a-long-third-password\n");
    expect(again.code).toBe(1);
    expect(again.output).toContain("already has an account");
  });

  it("refuses a common password and a name or workspace with a line break, creating nothing", async () => {
    const email = `weak-${randomUUID().slice(0, 8)}@acme.test`;
    const common = await createAdmin(["--email", email, "--workspace", "Acme"], "password1234\n");
    expect(common.code).toBe(2);
    expect(common.output).toContain("common and breached passwords");
    const forged = await createAdmin(
      ["--email", email, "--workspace", "Acme", "--name", "Eve\r\nBcc: all@acme.test"],
      "a-long-fourth-password\n",
    );
    expect(forged.code).toBe(2);
    expect(forged.output).toContain("control characters");
    expect((await createAdmin(["--email", email, "--workspace", "Acme\nCorp"], "a-long-fifth-password\n")).code).toBe(
      2,
    );
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });
});
