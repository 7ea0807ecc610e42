import { z } from "zod";

// Deleting an archived account: the body names the counts the admin was shown, and the delete goes ahead only if
// they are still what the archive holds (lib/server/archived-accounts.ts).
const count = z.number().int().min(0).max(100_000_000);

export const archiveDeleteSchema = z.strictObject({
  confirm: z.strictObject({ boxes: count, notes: count, history: count }),
});

export type ArchiveDeleteInput = z.infer<typeof archiveDeleteSchema>;
