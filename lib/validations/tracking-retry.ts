import { z } from "zod";

import { trackingItemSchema } from "@/lib/shared/tracking-api";

// POST /api/tracking-requests/{id}/retry: optionally with the carrier, which the dispatcher picks when the
// service could not detect it (scac_auto_detect_failed). No carrier: the request is sent as it was.
export const retryTrackingSchema = z.object({ scac: trackingItemSchema.shape.scac }).strict();
