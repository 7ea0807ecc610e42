import { redirect } from "next/navigation";

import { homePathFor } from "@/components/shell/nav-items";
import { requirePageUser } from "@/lib/server/auth/session";

export default async function HomePage() {
  const user = await requirePageUser();
  redirect(homePathFor(user.role));
}
