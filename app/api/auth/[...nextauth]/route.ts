import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { getAuthOptions } from "@/lib/server/auth/options";

// Options are built per request so the server secret is read at run time, never at build time.
function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(request, context, getAuthOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
