import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";

import { Providers } from "@/components/providers";
import { HydratedMarker } from "@/components/shell/hydrated-marker";
import { ThemeScript } from "@/components/shell/theme-script";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Quayside", template: "%s · Quayside" },
  description: "Drayage dispatch: containers by last free day, holds, fees and what you can pull now.",
  icons: { icon: "/favicon.svg" },
};

export const viewport: Viewport = { colorScheme: "light dark" };

// Reading the request makes every page render per request, which the nonce needs: a page prerendered at
// build time would carry no nonce and its scripts would be blocked by the policy.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript nonce={nonce} />
      </head>
      <body className="min-h-screen font-sans text-sm">
        <Providers>{children}</Providers>
        <HydratedMarker />
      </body>
    </html>
  );
}
