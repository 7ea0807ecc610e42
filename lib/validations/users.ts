import { z } from "zod";

import { ROLES } from "@/lib/shared/roles";

export const roleSchema = z.enum(ROLES);

export const inviteUserSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid email address").max(254),
  role: roleSchema,
});

export const updateUserSchema = z.object({ role: roleSchema.optional(), disabled: z.boolean().optional() }).strict();

export const passwordSchema = z.string().min(12, "Use at least 12 characters").max(200, "Use at most 200 characters");

export const acceptInviteSchema = z.object({
  token: z.string().min(20).max(200),
  name: z.string().trim().min(1, "Enter your name").max(100),
  password: passwordSchema,
});
