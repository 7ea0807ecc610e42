import type { ComponentType, SVGProps } from "react";

import {
  ActivityIcon,
  BoardIcon,
  CalendarIcon,
  DocumentsIcon,
  EmailIcon,
  ReportsIcon,
  SettingsIcon,
  TrackingIcon,
} from "@/components/ui/icons";
import { ADMIN_ROLES, ROLES, type Role } from "@/lib/shared/roles";

export type NavItem = {
  href: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  roles: readonly Role[];
  beta?: boolean;
};

const EVERYONE: readonly Role[] = ROLES;

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/board", label: "Board", icon: BoardIcon, roles: EVERYONE },
  { href: "/calendar", label: "Calendar", icon: CalendarIcon, roles: EVERYONE },
  { href: "/tracking", label: "Tracking", icon: TrackingIcon, roles: EVERYONE },
  { href: "/documents", label: "Documents", icon: DocumentsIcon, roles: EVERYONE, beta: true },
  { href: "/emails", label: "Emails", icon: EmailIcon, roles: EVERYONE, beta: true },
  { href: "/reports", label: "Reports", icon: ReportsIcon, roles: EVERYONE },
  { href: "/activity", label: "Activity", icon: ActivityIcon, roles: EVERYONE },
  { href: "/settings", label: "Settings", icon: SettingsIcon, roles: ADMIN_ROLES },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role));
}

/** Where a role lands after sign-in: managers read reports, everyone else works the board. */
export function homePathFor(role: Role): string {
  return role === "manager" ? "/reports" : "/board";
}
