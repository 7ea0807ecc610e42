// History is never lost by configuration (issue 24, item 1). A rotation of the same account keeps every row of
// every table; a switch to another account moves the old account's rows, unchanged, to an archived account that
// the new account's board, sync and writes never reach, and that an admin exports or deletes explicitly. Counted
// over every table with a workspace_id column, so a table added later without a place in account-switch.ts fails.
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import type { SessionUser } from "@/lib/shared/session-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { ACCOUNT_TABLES, BOX_ROWS_OF, RESET_TABLES, WORKSPACE_TABLES } from "./account-switch";

// This machine has no internet DNS: saving a key resolves its base URL's host, so the test answers for it.
const publicDns = { resolve: async () => [{ address: "93.184.216.34", family: 4 }] };

const world = backfilledWorkspace({ containers: 60, roles: ["admin", "dispatcher"] });
const users = {} as Record<"admin" | "dispatcher", SessionUser>;

async function tablesWithWorkspace(): Promise<string[]> {
  // Tables and partitioned tables, not their partitions (a partition's rows are counted through its parent).
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE a.attname = 'workspace_id' AND NOT a.attisdropped AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND c.relnamespace = current_schema()::regnamespace`;
  return rows.map((row) => row.name).sort();
}

/** Rows per table of one workspace. */
async function rowsOf(workspaceId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesWithWorkspace()) {
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE workspace_id = $1::uuid`,
      workspaceId,
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

async function archivesOf(workspaceId: string) {
  const { listArchivedAccounts } = await import("@/lib/server/archived-accounts");
  return listArchivedAccounts(workspaceId);
}

beforeAll(async () => {
  for (const role of ["admin", "dispatcher"] as const) {
    const user = await db.user.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, role },
      include: { workspace: true },
    });
    users[role] = {
      id: user.id,
      email: user.email,
      name: null,
      role,
      workspaceId: world.workspaceId,
      workspaceName: user.workspace.name,
    };
  }
});

describe("switching accounts", () => {
  it("places every table: the account's moves, the workspace's stays, the connection's resets", async () => {
    const placed = [...ACCOUNT_TABLES, ...BOX_ROWS_OF, ...RESET_TABLES, ...WORKSPACE_TABLES];
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual(await tablesWithWorkspace());
  });

  it("deletes nothing on a rotation of the same account", async () => {
    const { updateSettings } = await import("@/lib/server/settings");
    const { addNote } = await import("@/lib/server/work/notes");
    const { workspace, users: people } = await createTestWorkspace(["admin"]);
    const admin = people[0];
    if (!admin) throw new Error("no admin");
    await updateSettings(workspace.id, { apiKey: "t49_live_before_rotation" }, admin.id, publicDns);
    const at = new Date();
    const box = await db.container.create({
      data: {
        workspaceId: workspace.id,
        upstreamId: "cont-rotation",
        number: "MSCU7006012",
        refNumbers: [],
        tags: [],
        holdNames: [],
        bucket: "ready",
        bucketRank: 5,
        evaluatedAt: at,
        raw: {},
        observedAt: at,
      },
    });
    await db.containerChange.create({
      data: {
        workspaceId: workspace.id,
        containerUpstreamId: "cont-rotation",
        field: "holds",
        newValue: [],
        source: "sync",
        observedAt: at,
      },
    });
    await addNote({ ...admin, workspaceId: workspace.id }, box.id, "Driver booked for 8:00");
    const before = await rowsOf(workspace.id);
    expect(before).toMatchObject({ containers: 1, container_changes: 1, container_notes: 1 });

    await updateSettings(workspace.id, { apiKey: "t49_live_after_rotation", sameAccount: true }, admin.id, publicDns);
    expect(await rowsOf(workspace.id)).toEqual(before);
    expect(await archivesOf(workspace.id)).toEqual([]);
  });

  it("moves the old account's data to a read-only archive the new account never sees", async () => {
    const { updateSettings, getUpstreamTarget, workspaceMode } = await import("@/lib/server/settings");
    const { addNote } = await import("@/lib/server/work/notes");
    const { writeDayRecords } = await import("@/lib/server/days/write-days");
    const { listContainers } = await import("@/lib/server/containers/query");
    const { recomputeWorkspace } = await import("@/lib/server/cache/recompute");
    const { syncLists } = await import("@/lib/server/sync/lists");
    const { containersQuerySchema } = await import("@/lib/validations/containers-query");
    const workspaceId = world.workspaceId;
    const board = () => listContainers(workspaceId, containersQuerySchema.parse({ limit: 200 }));

    const first = await board();
    const old = first.data[0];
    if (!old) throw new Error("the backfilled board is empty");
    await addNote(users.dispatcher, old.id, "Customs broker says Tuesday");
    await writeDayRecords(workspaceId);
    const before = await rowsOf(workspaceId);
    expect(before.containers).toBeGreaterThan(0);
    expect(before.container_days).toBeGreaterThan(0);
    expect(before.container_notes).toBe(1);

    // Simulated data to a live account: the simulated account's data is archived, not deleted.
    await updateSettings(workspaceId, { apiKey: "t49_live_new_account" }, users.admin.id, publicDns);
    const after = await rowsOf(workspaceId);
    const [archive, ...others] = await archivesOf(workspaceId);
    expect(others).toEqual([]);
    if (!archive) throw new Error("no archive");
    const kept = await rowsOf(archive.id);
    for (const table of ACCOUNT_TABLES) {
      expect(after[table], `${table} left the live workspace`).toBe(0);
      expect(kept[table], `${table} kept whole in the archive`).toBe(before[table]);
    }
    for (const table of WORKSPACE_TABLES) expect(after[table], `${table} stays`).toBe(before[table]);
    expect(archive.counts).toEqual({
      boxes: before.containers,
      notes: 1,
      history: (before.container_changes ?? 0) + (before.transport_events ?? 0) + (before.container_days ?? 0),
      documents: before.documents,
    });
    expect(archive.label).toMatch(/^Simulated account/);

    // The archive is never synced, evaluated or written to.
    expect(await workspaceMode(archive.id)).toBe("unconfigured");
    await expect(getUpstreamTarget(archive.id)).rejects.toThrow(/archived account/);
    const evaluatedAt = await db.container.findMany({
      where: { workspaceId: archive.id },
      select: { id: true, evaluatedAt: true, reevaluateAt: true, clockPassAt: true },
      orderBy: { id: "asc" },
    });
    expect(evaluatedAt.every((box) => box.reevaluateAt === null && box.clockPassAt === null)).toBe(true);
    expect(await recomputeWorkspace(archive.id)).toBe(0);
    expect(
      await db.container.findMany({
        where: { workspaceId: archive.id },
        select: { id: true, evaluatedAt: true, reevaluateAt: true, clockPassAt: true },
        orderBy: { id: "asc" },
      }),
    ).toEqual(evaluatedAt);
    await writeDayRecords(archive.id);
    const rewritten = await rowsOf(archive.id);
    // Only the re-evaluation's own bookkeeping (workspace_syncs) may appear; no account row is added or removed.
    expect(ACCOUNT_TABLES.filter((table) => rewritten[table] !== kept[table])).toEqual([]);
    // Day records moved unchanged, and stay append-only there.
    await expect(
      db.$executeRaw`UPDATE container_days SET phase = 'out' WHERE workspace_id = ${archive.id}::uuid`,
    ).rejects.toThrow(/append-only/);
    await expect(
      db.$executeRaw`UPDATE container_days SET workspace_id = ${workspaceId}::uuid WHERE workspace_id = ${archive.id}::uuid`,
    ).rejects.toThrow(/append-only/);

    // Back to the simulated account: the board fills again with boxes of its own, never the archived rows.
    await updateSettings(workspaceId, { apiKey: null }, users.admin.id);
    await syncLists(workspaceId, { ref: "backfill", backfill: true });
    const again = await board();
    expect(again.total).toBe(first.total);
    const archivedIds = new Set((await db.container.findMany({ where: { workspaceId: archive.id } })).map((b) => b.id));
    expect(again.data.some((row) => archivedIds.has(row.id))).toBe(false);
    // The same box number on the new board carries none of the old one's notes; the old box refuses a note.
    const same = again.data.find((row) => row.number === old.number);
    expect(same).toBeDefined();
    expect(await db.containerNote.count({ where: { containerId: same?.id ?? "" } })).toBe(0);
    await expect(addNote(users.dispatcher, old.id, "Still there?")).rejects.toThrow(/not on this workspace's board/);
    expect(await db.containerNote.count({ where: { containerId: old.id } })).toBe(1);
  });

  it("exports an archive's boxes with the team's notes, and deletes it only as confirmed", async () => {
    const { archivedAccountCsv, deleteArchivedAccount } = await import("@/lib/server/archived-accounts");
    const workspaceId = world.workspaceId;
    const [archive] = await archivesOf(workspaceId);
    if (!archive) throw new Error("no archive");
    const { csv } = await archivedAccountCsv(workspaceId, archive.id);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^container,bill_of_lading,/);
    expect(lines.length - 1).toBeGreaterThanOrEqual(archive.counts.boxes);
    expect(csv).toContain("Customs broker says Tuesday");

    // Another workspace's admin cannot reach it; counts other than what it holds are refused.
    const stranger = await createTestWorkspace(["admin"]);
    const { boxes, notes, history } = archive.counts;
    await expect(
      deleteArchivedAccount(stranger.workspace.id, archive.id, { boxes, notes, history }, "x"),
    ).rejects.toThrow(/does not exist/);
    await expect(
      deleteArchivedAccount(workspaceId, archive.id, { boxes, notes: notes + 1, history }, users.admin.id),
    ).rejects.toThrow(/not what was confirmed/);
    expect(await archivesOf(workspaceId)).toHaveLength(1);

    await deleteArchivedAccount(workspaceId, archive.id, { boxes, notes, history }, users.admin.id);
    expect(await archivesOf(workspaceId)).toEqual([]);
    const left = await rowsOf(archive.id);
    expect(Object.values(left).every((n) => n === 0)).toBe(true);
  });
});
