// Carrier inference from a number: container owner prefixes and bill-of-lading SCAC prefixes.
import { checkContainerNumber, normalizeContainerNumber } from "../lib/check-digit";
import { CARRIERS, CARRIERS_BY_SCAC, type Carrier } from "../world/reference-data";

export type NumberType = "container" | "bill_of_lading" | "booking";

export interface Inference {
  numberType: NumberType;
  normalized: string;
  checkDigitPassed: boolean | null;
  isValid: boolean;
  reason: string | null;
  carrier: Carrier | null;
  candidates: { carrier: Carrier; confidence: number }[];
}

export function inferNumber(raw: string): Inference {
  const normalized = normalizeContainerNumber(raw.trim());
  if (/^[A-Z]{4}\d{7}$/.test(normalized)) {
    const check = checkContainerNumber(normalized);
    const owner = normalized.slice(0, 4);
    const carrier = CARRIERS.find((c) => c.ownerCodes.includes(owner)) ?? null;
    return {
      numberType: "container",
      normalized,
      checkDigitPassed: check.valid,
      isValid: check.valid,
      reason: check.valid ? null : "check_digit_failed",
      carrier,
      candidates: carrier ? [{ carrier, confidence: 0.95 }] : [],
    };
  }
  if (/^\d{6,12}$/.test(normalized)) {
    const guesses = ["MAEU", "COSU", "EGLV"]
      .map((s) => CARRIERS_BY_SCAC.get(s))
      .filter((c): c is Carrier => c !== undefined);
    return {
      numberType: "booking",
      normalized,
      checkDigitPassed: null,
      isValid: true,
      reason: null,
      carrier: null,
      candidates: guesses.map((carrier, i) => ({ carrier, confidence: 0.4 - i * 0.1 })),
    };
  }
  const valid = /^[A-Z0-9]{6,25}$/.test(normalized);
  const carrier = CARRIERS_BY_SCAC.get(normalized.slice(0, 4)) ?? null;
  return {
    numberType: "bill_of_lading",
    normalized,
    checkDigitPassed: null,
    isValid: valid,
    reason: valid ? null : "invalid_format",
    carrier: valid ? carrier : null,
    candidates: valid && carrier ? [{ carrier, confidence: 0.9 }] : [],
  };
}
