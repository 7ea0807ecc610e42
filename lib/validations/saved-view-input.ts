import { z } from "zod";

// A named board view: the board's filter query string (the URL's, without "?"), shared by the menu and the API.
export const savedViewInputSchema = z.object({
  name: z.string().trim().min(1, "Give the view a name.").max(60, "Keep the name under 60 characters."),
  query: z.string().max(2000, "That view has too many filters to save."),
});
export type SavedViewInput = z.infer<typeof savedViewInputSchema>;
