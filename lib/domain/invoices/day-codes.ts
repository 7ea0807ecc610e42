// What the check says of each charged box day (product.md, "Invoice checks"), and the verdict it gives the invoice.
//
// One code per day, the first that applies in this order. The order is product.md's list, reordered where its
// evidence demands it:
// 1. `before_discharge`, 2. `after_pickup` / `after_return`: the box was not where the charge says it was. They
//    rest on the box's own milestones and win over everything else: a day after pickup also reads "not available"
//    in its day record (no pickup window: the box was gone), and that would be the wrong reason to give a line.
// 3. `in_free_time`: the charge's own tariff (the LFD it must respect) says the day is free, whatever happened on it.
// 4. `terminal_closed`: the terminal's published calendar; it needs no observation of the box that day.
// 5. `not_available`: the box could not be picked up at any time that day. It rests on the day's observation, so
//    it needs one: with no terminal check that day, availability carried over from an earlier day cannot be
//    confirmed and the day is `unverified` instead (product.md: "cannot be confirmed either way").
// 6. `charged_twice`: a day that is otherwise owed is still owed once; the first invoice (by billing date, then
//    entry) keeps it and every later line billing the same box, day and charge is contested.
// 7. `rate_mismatch`: the day is owed, at the tariff's rate in force that day, not the one billed.
// 8. `unverified`: nothing above applies and no observation confirms the day: not contested, not confirmed.
// 9. `chargeable`.
// `unknown_container` (issue 25, bad input): the box is not tracked in this workspace, so nothing can be checked
// until it is; like `unverified` it is neither contested nor confirmed.

export const DAY_CODES = [
  "before_discharge",
  "after_pickup",
  "after_return",
  "in_free_time",
  "terminal_closed",
  "not_available",
  "charged_twice",
  "rate_mismatch",
  "unverified",
  "unknown_container",
  "chargeable",
] as const;
export type DayCode = (typeof DAY_CODES)[number];

/** The days that argue the charge is not owed (or not at that rate): the dispute's days and its amount at stake. */
export const CONTESTABLE_DAY_CODES = [
  "before_discharge",
  "after_pickup",
  "after_return",
  "in_free_time",
  "terminal_closed",
  "not_available",
  "charged_twice",
  "rate_mismatch",
] as const satisfies readonly DayCode[];

export const isContestable = (code: DayCode): boolean => (CONTESTABLE_DAY_CODES as readonly DayCode[]).includes(code);

/**
 * `not_payable`: an item is missing (541.5) or the invoice is late (541.7): it need not be paid at all.
 * `contestable`: some day is contestable. `payable`: nothing to contest (unverified days may remain).
 */
export const VERDICTS = ["not_payable", "contestable", "payable"] as const;
export type Verdict = (typeof VERDICTS)[number];
