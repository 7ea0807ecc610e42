"use client";

import { useEffect, type ComponentProps } from "react";

import { Button } from "@/components/ui/button";

/** Prints the page; with `auto`, opens the print dialog once on arrival (one click from the reports page). */
export function PrintButton({
  auto = false,
  ...look
}: { auto?: boolean } & Pick<ComponentProps<typeof Button>, "variant" | "size">) {
  useEffect(() => {
    if (auto) window.print();
  }, [auto]);
  return (
    <Button {...look} onClick={() => window.print()} className="print:hidden">
      Print
    </Button>
  );
}
