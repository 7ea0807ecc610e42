import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { Providers } from "@/components/providers";
import { ThemeScript } from "@/components/shell/theme-script";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Quayside", template: "%s · Quayside" },
  description: "Drayage dispatch: containers by last free day, holds, fees and what you can pull now.",
  icons: { icon: "/favicon.svg" },
};

export const viewport: Viewport = { colorScheme: "light dark" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-screen font-sans text-sm">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
