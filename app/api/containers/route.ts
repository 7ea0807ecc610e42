import { listContainersJson } from "@/lib/server/containers/query";
import { authedRoute } from "@/lib/server/route";
import { containersQuerySchema } from "@/lib/validations/containers-query";

export const dynamic = "force-dynamic";

export const GET = authedRoute(undefined, async ({ request, user }) => {
  const query = containersQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return new Response(await listContainersJson(user.workspaceId, query, user), {
    headers: { "content-type": "application/json" },
  });
});
