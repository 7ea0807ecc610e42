import type { ComponentType, SVGProps } from "react";

import {
  ActivityIcon,
  BoardIcon,
  CalendarIcon,
  DocumentsIcon,
  EmailIcon,
  InvoiceIcon,
  ReportsIcon,
  SettingsIcon,
  TrackingIcon,
} from "@/components/ui/icons";
import { can, type Action, type Role } from "@/lib/domain/roles";

export type NavItem = {
  href: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** What the item's page needs beyond being signed in (lib/domain/roles.ts); none: everyone. */
  needs?: Action;
  beta?: boolean;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/board", label: "Board", icon: BoardIcon },
  { href: "/calendar", label: "Calendar", icon: CalendarIcon },
  { href: "/tracking", label: "Tracking", icon: TrackingIcon },
  { href: "/documents", label: "Documents", icon: DocumentsIcon, beta: true },
  { href: "/emails", label: "Emails", icon: EmailIcon, beta: true },
  { href: "/reports", label: "Reports", icon: ReportsIcon },
  { href: "/invoices", label: "Invoices", icon: InvoiceIcon },
  { href: "/activity", label: "Activity", icon: ActivityIcon },
  { href: "/settings", label: "Settings", icon: SettingsIcon, needs: "administer" },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.needs || can({ role }, item.needs));
}

/** Where a role lands after sign-in: managers read reports, everyone else works the board. */
export function homePathFor(role: Role): string {
  return role === "manager" ? "/reports" : "/board";
}
