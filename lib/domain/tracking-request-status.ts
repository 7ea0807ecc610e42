// Tracking requests in plain words for the intake screen: what each status and failed_reason means, what
// to do, and whether sending the request again can help.
//
// `retry`:
// - "automatic": the service is still retrying on its own; do nothing yet.
// - "later": the same request may succeed later (temporary trouble, or the carrier has no record *yet*).
// - "after_fix": send again only after changing something (number, carrier).
// - "no": retrying cannot help.
// The service calls not_found and expired permanent for *that* request; for the dispatcher a new request
// later (not_found) or with checked details (expired) is still the way forward, hence not "no".

export type TrackingRequestStatus =
  "pending" | "awaiting_manifest" | "created" | "succeeded" | "failed" | "tracking_stopped";

export const FAILED_REASONS = [
  "not_found",
  "invalid_number",
  "scac_auto_detect_failed",
  "duplicate",
  "expired",
  "booking_cancelled",
  "retries_exhausted",
  "shipping_line_unreachable",
  "unrecognized_response",
  "internal_processing_error",
  "data_unavailable",
] as const;
export type FailedReason = (typeof FAILED_REASONS)[number];

export type RetryAdvice = "automatic" | "later" | "after_fix" | "no";
export type StatusTone = "info" | "success" | "warning" | "error";

export interface TrackingExplanation {
  label: string;
  explanation: string;
  /** What the dispatcher should do next; null when nothing. */
  action: string | null;
  retry: RetryAdvice;
  /** Sending a request again (now or later, maybe after a fix) can help. */
  retryable: boolean;
  tone: StatusTone;
}

type Entry = Omit<TrackingExplanation, "retryable">;

const FAILED: Record<FailedReason, Entry> = {
  not_found: {
    label: "Not found",
    explanation: "The carrier has no record of this number yet.",
    action: "Check the number and carrier; if they are right, try again once the carrier has it on file.",
    retry: "later",
    tone: "error",
  },
  invalid_number: {
    label: "Invalid number",
    explanation: "The number is malformed for this kind of request.",
    action: "Correct the number and send it again.",
    retry: "after_fix",
    tone: "error",
  },
  scac_auto_detect_failed: {
    label: "Carrier not detected",
    explanation: "The carrier could not be worked out from the number.",
    action: "Pick the shipping line and send the request again.",
    retry: "after_fix",
    tone: "error",
  },
  duplicate: {
    label: "Already tracked",
    explanation: "This number is already being tracked.",
    action: "Find the existing shipment instead of adding it again.",
    retry: "no",
    tone: "warning",
  },
  expired: {
    label: "Never manifested",
    explanation: "The carrier did not manifest this bill of lading or booking within 7 days.",
    action: "Confirm the number and carrier with the shipper, then send it again if it is still expected.",
    retry: "after_fix",
    tone: "error",
  },
  booking_cancelled: {
    label: "Booking cancelled",
    explanation: "The carrier reports the booking as cancelled.",
    action: "Ask the shipper for the replacement booking or bill of lading.",
    retry: "no",
    tone: "error",
  },
  retries_exhausted: {
    label: "Gave up retrying",
    explanation: "The service kept failing to get an answer from the carrier and stopped retrying.",
    action: "Try again later.",
    retry: "later",
    tone: "error",
  },
  shipping_line_unreachable: {
    label: "Carrier unreachable",
    explanation: "The carrier's system could not be reached.",
    action: "Try again later.",
    retry: "later",
    tone: "error",
  },
  unrecognized_response: {
    label: "Unreadable carrier reply",
    explanation: "The carrier answered in a way the service could not read.",
    action: "Try again later.",
    retry: "later",
    tone: "error",
  },
  internal_processing_error: {
    label: "Service error",
    explanation: "The tracking service hit an internal error.",
    action: "Try again later.",
    retry: "later",
    tone: "error",
  },
  data_unavailable: {
    label: "Data unavailable",
    explanation: "The carrier does not make data available for this number.",
    action: "Track it another way (e.g. by container number or with the carrier directly).",
    retry: "no",
    tone: "error",
  },
};

const UNKNOWN_FAILURE: Entry = {
  label: "Failed",
  explanation: "The request failed for a reason the service did not explain.",
  action: "Check the number and carrier, then try again.",
  retry: "after_fix",
  tone: "error",
};

const STATUSES: Record<Exclude<TrackingRequestStatus, "failed">, Entry> = {
  pending: {
    label: "Pending",
    explanation: "Sent to the carrier; waiting for its answer.",
    action: null,
    retry: "automatic",
    tone: "info",
  },
  awaiting_manifest: {
    label: "Awaiting manifest",
    explanation:
      "The carrier has not manifested this shipment yet. The service re-checks daily, for up to 7 days for a bill of lading or booking.",
    action: null,
    retry: "automatic",
    tone: "info",
  },
  created: {
    label: "Tracking",
    explanation: "The carrier found the shipment; it is being tracked.",
    action: null,
    retry: "no",
    tone: "success",
  },
  succeeded: {
    label: "Tracking",
    explanation: "The carrier found the shipment; it is being tracked.",
    action: null,
    retry: "no",
    tone: "success",
  },
  tracking_stopped: {
    label: "Tracking stopped",
    explanation:
      "Updates have stopped: the containers were returned, the booking was cancelled, the data is no longer available, or there was no news for too long.",
    action: null,
    retry: "no",
    tone: "warning",
  },
};

export function isFailedReason(value: string): value is FailedReason {
  return (FAILED_REASONS as readonly string[]).includes(value);
}

function withRetryable(entry: Entry): TrackingExplanation {
  return { ...entry, retryable: entry.retry === "later" || entry.retry === "after_fix" };
}

/** Explains a failed_reason; unknown or missing reasons get a generic explanation. */
export function explainFailedReason(reason: string | null | undefined): TrackingExplanation {
  return withRetryable(reason && isFailedReason(reason) ? FAILED[reason] : UNKNOWN_FAILURE);
}

/** Explains a status (and, when failed, its reason). Unknown statuses read as pending-like information. */
export function explainTrackingRequest(status: string, failedReason?: string | null): TrackingExplanation {
  if (status === "failed") return explainFailedReason(failedReason);
  const entry = (STATUSES as Record<string, Entry | undefined>)[status];
  return withRetryable(
    entry ?? {
      label: status,
      explanation: "The service reported a status this version does not know.",
      action: null,
      retry: "no",
      tone: "info",
    },
  );
}
