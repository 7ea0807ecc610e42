import { z } from "zod";

import { ROLES } from "@/lib/domain/roles";

import { personNameSchema } from "./names";
import { passwordSchema } from "./password";

export const roleSchema = z.enum(ROLES);

export const inviteUserSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid email address").max(254),
  role: roleSchema,
});

export const updateUserSchema = z.object({ role: roleSchema.optional(), disabled: z.boolean().optional() }).strict();

export const acceptInviteSchema = z.object({
  token: z.string().min(20).max(200),
  name: personNameSchema,
  password: passwordSchema,
});
