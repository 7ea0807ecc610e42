"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/shared/cn";
import type { Role } from "@/lib/domain/roles";

import { navItemsFor } from "./nav-items";

export function SidebarNav({ role }: { role: Role }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="flex flex-col gap-0.5">
      {navItemsFor(role).map(({ href, label, icon: Icon, beta }) => {
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <Link
            key={href}
            href={href}
            aria-current={active ? "page" : undefined}
            title={label}
            className={cn(
              "flex items-center justify-center gap-3 rounded-md px-2 py-2 text-sm font-medium transition-colors lg:justify-start lg:px-3",
              active ? "bg-accent/10 text-accent" : "text-muted hover:bg-surface-muted hover:text-ink",
            )}
          >
            <Icon />
            <span className="sr-only lg:not-sr-only">{label}</span>
            {beta ? (
              <span className="ml-auto hidden rounded border border-border px-1 text-[10px] uppercase tracking-wide text-muted lg:inline">
                beta
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
