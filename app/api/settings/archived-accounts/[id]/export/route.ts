import { archivedAccountCsv } from "@/lib/server/archived-accounts";
import { authedRoute } from "@/lib/server/route";

export const dynamic = "force-dynamic";

// A CSV of the archived account's boxes with the team's notes: admins only.
export const GET = authedRoute<{ id: string }>("administer", async ({ user, params }) => {
  const { name, csv } = await archivedAccountCsv(user.workspaceId, params.id);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
});
