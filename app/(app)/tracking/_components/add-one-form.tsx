"use client";

import { useState } from "react";

import { REQUEST_TYPE_LABELS, REQUEST_TYPES, type RequestType } from "@/components/tracking/bulk-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { checkContainerNumber, containerNumberProblem, normalizeContainerNumber } from "@/lib/domain/iso6346";
import { checkShipmentNumber } from "@/lib/domain/shipment-number";
import { explainFailedReason } from "@/lib/domain/tracking-request-status";
import { useCreateTracking } from "@/lib/queries/tracking-queries";
import { UNCONFIRMED, wentOut } from "@/lib/shared/tracking-api";

import { CarrierSelect } from "./carrier-select";

function validate(type: RequestType, number: string, scac: string | null): string | null {
  if (!number) return "Enter a number.";
  if (type === "container") {
    const check = checkContainerNumber(number);
    return check.valid ? null : containerNumberProblem(check);
  }
  const check = checkShipmentNumber(number, scac);
  return check.valid ? null : check.reason;
}

/** One container, bill of lading or booking, with its carrier (or auto-detect). */
export function AddOneForm() {
  const [type, setType] = useState<RequestType>("container");
  const [number, setNumber] = useState("");
  const [scac, setScac] = useState("");
  const [touched, setTouched] = useState(false);
  const normalized = normalizeContainerNumber(number);
  const error = touched ? validate(type, normalized, scac || null) : null;
  const create = useCreateTracking((body) => {
    const first = body.results[0];
    // Sent (answered or not): the form starts fresh; the queue shows the request.
    if (first && wentOut(first)) {
      // A fresh, empty form: not an empty field the person failed to fill in.
      setNumber("");
      setTouched(false);
    }
  });
  const result = create.data?.results[0];
  return (
    <Card>
      <CardHeader
        title="Track one number"
        description="A container number, bill of lading or booking. Pick the carrier when you know it; otherwise the service works it out."
      />
      <CardBody>
        <form
          className="grid gap-3 sm:grid-cols-[11rem_1fr_14rem_auto] sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (validate(type, normalized, scac || null) === null)
              create.mutate({ requestType: type, requestNumber: normalized, scac: scac || null });
          }}
        >
          <Field id="one-type" label="Kind">
            <Select id="one-type" value={type} onChange={(event) => setType(event.target.value as RequestType)}>
              {REQUEST_TYPES.map((value) => (
                <option key={value} value={value}>
                  {REQUEST_TYPE_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="one-number" label="Number" error={error}>
            <Input
              id="one-number"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              onBlur={() => {
                // Leaving the field empty is not an error yet; submitting it empty is.
                if (number.trim()) setTouched(true);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "one-number-error" : undefined}
              autoComplete="off"
              placeholder={type === "container" ? "MSCU1234566" : "MEDUAB123456"}
            />
          </Field>
          <Field id="one-carrier" label="Carrier">
            <CarrierSelect id="one-carrier" value={scac} onChange={setScac} />
          </Field>
          <div className="sm:pt-6">
            <Button type="submit" busy={create.isPending}>
              Track
            </Button>
          </div>
        </form>
        {create.isError ? (
          <Alert tone="error" className="mt-3">
            {create.error.message}
          </Alert>
        ) : null}
        {result && result.ok ? (
          <Alert tone="success" className="mt-3">
            Request sent for {result.requestNumber}. It appears in the queue below and on the board once the carrier
            answers.
          </Alert>
        ) : null}
        {result && !result.ok && result.code === UNCONFIRMED ? (
          <Alert
            tone="warning"
            className="mt-3"
            title={`${result.requestNumber} was sent; the service has not answered yet.`}
            testId="tracking-unconfirmed"
          >
            It appears in the queue below once the service answers; there is no need to send it again.
          </Alert>
        ) : null}
        {result && !result.ok && result.code !== UNCONFIRMED ? (
          <Alert tone="error" className="mt-3" title={`${result.requestNumber} was not sent.`}>
            {result.message} {result.code === "validation_failed" ? explainFailedReason("invalid_number").action : null}
          </Alert>
        ) : null}
      </CardBody>
    </Card>
  );
}
