import { authedRoute } from "@/lib/server/route";
import { AppError } from "@/lib/shared/app-error";

// Unknown API paths: 401 without a session (nothing about the API is revealed), 404 with one.
const notFound = authedRoute(undefined, async () => {
  throw new AppError("not_found", "No such API endpoint.");
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
