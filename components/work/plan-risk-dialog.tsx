"use client";

import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import type { PlanQuestion } from "@/lib/queries/plan-guard";

import { planRiskLines, planRiskTitle, planRiskTotal } from "./plan-risk-text";

/** Boxes named one by one before "and N more": the dialog stays readable for a batch of hundreds. */
const SHOWN = 8;

/**
 * Asks before a plan that may cost money. A modal <dialog>: the browser keeps focus inside and Esc answers "pick
 * another day", which is also where focus starts (the safe answer is the easy one).
 */
export function PlanRiskDialog({ question, onAnswer }: { question: PlanQuestion; onAnswer: (goOn: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLButtonElement>("[data-answer='cancel']")?.focus();
  }, []);
  const risky = question.kind === "risky" ? question.check.risky : [];
  const total = question.kind === "risky" ? planRiskTotal(question.check) : null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="plan-risk-title"
      aria-describedby="plan-risk-body"
      data-testid="plan-risk-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      // Esc and Tab are this dialog's: the board's keys (Esc closes the drawer) and the drawer's focus trap
      // listen further up, and must not act while the question is open.
      onKeyDown={(event) => {
        if (event.key !== "Escape" && event.key !== "Tab") return;
        event.stopPropagation();
        if (event.key === "Escape") {
          event.preventDefault();
          onAnswer(false);
        }
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-card border border-border bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/40"
    >
      <div className="space-y-3 p-5">
        <h2 id="plan-risk-title" className="text-base font-semibold">
          {question.kind === "risky" ? planRiskTitle(question.check) : "The cost of this day could not be checked"}
        </h2>
        <div id="plan-risk-body" className="space-y-2 text-sm">
          {question.kind === "unchecked" ? (
            <p>
              {question.error} The plan can still be saved; its LFD, holds and the terminal&rsquo;s calendar were not
              checked.
            </p>
          ) : (
            <>
              <ul className="max-h-72 space-y-2 overflow-y-auto" data-testid="plan-risk-boxes">
                {risky.slice(0, SHOWN).map((box) => (
                  <li key={box.id} data-testid="plan-risk-box" data-number={box.number}>
                    <span className="font-mono font-medium">{box.number}</span>
                    <ul className="ml-4 list-disc text-muted marker:text-warning">
                      {planRiskLines(box).map((line) => (
                        <li key={line} className="text-ink">
                          {line}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
              {risky.length > SHOWN ? <p className="text-muted">and {risky.length - SHOWN} more</p> : null}
              {total ? (
                <p className="font-semibold text-urgency-past" data-testid="plan-risk-total">
                  {total}
                </p>
              ) : null}
            </>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={() => onAnswer(false)} data-answer="cancel">
            Pick another day
          </Button>
          <Button variant="danger" onClick={() => onAnswer(true)} data-testid="plan-anyway">
            Plan anyway
          </Button>
        </div>
      </div>
    </dialog>
  );
}
