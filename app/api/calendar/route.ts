import { authedRoute } from "@/lib/server/route";
import { calendarJson } from "@/lib/server/work/calendar-cache";
import { parseInput } from "@/lib/server/http/parse-input";
import { calendarQuerySchema } from "@/lib/validations/work";

export const dynamic = "force-dynamic";

export const GET = authedRoute(undefined, async ({ request, user }) => {
  const { from, to } = parseInput(calendarQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return new Response(await calendarJson(user.workspaceId, from, to), {
    headers: { "content-type": "application/json" },
  });
});
