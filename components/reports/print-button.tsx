"use client";

import { useEffect } from "react";

import { Button } from "@/components/ui/button";

/** Prints the page; with `auto`, opens the print dialog once on arrival (one click from the reports page). */
export function PrintButton({ auto = false }: { auto?: boolean }) {
  useEffect(() => {
    if (auto) window.print();
  }, [auto]);
  return (
    <Button onClick={() => window.print()} className="print:hidden">
      Print
    </Button>
  );
}
