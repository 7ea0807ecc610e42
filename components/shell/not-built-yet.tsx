import { Card, CardBody } from "@/components/ui/card";

/** Says plainly that a page's feature has not landed, instead of showing an empty or fake page. */
export function NotBuiltYet({ feature, issue, children }: { feature: string; issue: number; children: string }) {
  return (
    <Card className="max-w-2xl">
      <CardBody className="space-y-2 py-8">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">Not built yet</p>
        <h2 className="text-lg font-semibold">{feature} has not landed in this version.</h2>
        <p className="text-sm text-muted">{children}</p>
        <p className="text-xs text-muted">Tracked as issue #{issue} in the Quayside issue list.</p>
      </CardBody>
    </Card>
  );
}
