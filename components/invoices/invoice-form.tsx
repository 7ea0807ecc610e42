"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useCreateInvoice } from "@/lib/queries/invoice-queries";
import { ApiError } from "@/lib/shared/fetch-json";
import { invoiceInputSchema } from "@/lib/validations/invoice-input";

import { EMPTY_INVOICE, EMPTY_LINE, invoiceBody, rangeDates, type InvoiceState } from "./form-state";
import { ITEM_WORDS } from "./invoice-words";
import { LineFields } from "./line-fields";

// Enter one invoice with many lines. Every 541.6 item has a field; one left blank is saved as missing and the
// check says so (the invoice need not be paid), so nothing here is required but the lines themselves.

type Errors = Record<string, string>;

const TEXT_ITEMS = [
  ["invoiceNumber", "text"],
  ["billingParty", "text"],
  ["billedOn", "date"],
  ["dueOn", "date"],
  ["billsOfLading", "text"],
  ["portOfDischarge", "text"],
  ["freeDays", "number"],
  ["freeTimeStart", "date"],
  ["freeTimeEnd", "date"],
  ["availableOn", "date"],
  ["pickedUpOn", "date"],
  ["returnedOn", "date"],
  ["tariffRule", "text"],
  ["disputeContact", "text"],
  ["disputeUrl", "url"],
] as const;

const HINTS: Partial<Record<string, string>> = {
  billsOfLading: "Separate several with commas",
  availableOn: "Demurrage and storage",
  pickedUpOn: "Detention and per diem",
  returnedOn: "Detention and per diem",
  disputeContact: "Email, phone or address",
};

function errorsOf(issues: readonly { path: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

export function InvoiceForm() {
  const router = useRouter();
  const create = useCreateInvoice();
  const [state, setState] = useState<InvoiceState>(EMPTY_INVOICE);
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof InvoiceState, value: string | boolean) => setState((old) => ({ ...old, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    state.lines.forEach((line, index) => {
      const range = rangeDates(line.from, line.to);
      if (range.error) found[`lines.${index}.dates`] = range.error;
    });
    const body = invoiceBody(state);
    const parsed = invoiceInputSchema.safeParse(body);
    if (!parsed.success)
      Object.assign(
        found,
        errorsOf(parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }))),
      );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(body, {
      onSuccess: (saved) => router.push(`/invoices/${saved.invoice.id}`),
      onError: (error) => {
        if (error instanceof ApiError && Array.isArray(error.details))
          setErrors(errorsOf(error.details as { path: string; message: string }[]));
      },
    });
  }

  const lineErrors = (index: number) =>
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`lines.${index}.`))
      .map(([path, message]) => `${ITEM_WORDS[path.split(".")[2] ?? ""] ?? "Line"}: ${message}`);

  return (
    <form className="grid grid-cols-1 gap-6" onSubmit={submit} noValidate aria-label="Enter an invoice">
      <Card>
        <CardHeader
          title="What the invoice states"
          description="Copy each item as the invoice gives it. Leave a field blank when the invoice lacks it: it is saved as missing, never guessed."
        />
        <CardBody className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TEXT_ITEMS.map(([field, type]) => (
            <Field
              key={field}
              id={`invoice-${field}`}
              label={ITEM_WORDS[field] ?? field}
              hint={HINTS[field]}
              error={errors[field]}
            >
              <Input
                id={`invoice-${field}`}
                type={type === "number" ? "text" : type}
                inputMode={type === "number" ? "numeric" : undefined}
                value={state[field]}
                onChange={(event) => set(field, event.target.value)}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={
                  errors[field] ? `invoice-${field}-error` : HINTS[field] ? `invoice-${field}-hint` : undefined
                }
              />
            </Field>
          ))}
          {(["certifiedCompliance", "certifiedPerformance"] as const).map((field) => (
            <label key={field} className="flex items-start gap-2 text-sm sm:col-span-2 lg:col-span-3">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-[rgb(var(--accent))]"
                checked={state[field]}
                onChange={(event) => set(field, event.target.checked)}
              />
              <span>The invoice certifies: {ITEM_WORDS[field]?.replace(/^Certification: /, "")}</span>
            </label>
          ))}
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Lines"
          description="One line per box and charge: the days charged, the rate per day and the amount."
        />
        <CardBody className="grid grid-cols-1 gap-4">
          {errors["lines"] ? (
            <p role="alert" className="text-xs text-danger">
              {errors["lines"]}
            </p>
          ) : null}
          {state.lines.map((line, index) => (
            <LineFields
              key={index}
              index={index}
              line={line}
              errors={lineErrors(index)}
              onChange={(changed) =>
                setState((old) => ({ ...old, lines: old.lines.map((l, i) => (i === index ? changed : l)) }))
              }
              onRemove={
                state.lines.length > 1
                  ? () => setState((old) => ({ ...old, lines: old.lines.filter((_, i) => i !== index) }))
                  : null
              }
            />
          ))}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setState((old) => ({ ...old, lines: [...old.lines, { ...EMPTY_LINE }] }))}
            >
              Add a line
            </Button>
          </div>
        </CardBody>
      </Card>

      {create.isError && !(create.error instanceof ApiError && Array.isArray(create.error.details)) ? (
        <Alert tone="error" title="The invoice was not saved.">
          {create.error.message}
        </Alert>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <Alert tone="error" title="Some fields need a look before the invoice can be saved." />
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" busy={create.isPending}>
          Save and check
        </Button>
      </div>
    </form>
  );
}
