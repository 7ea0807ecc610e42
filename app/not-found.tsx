import Link from "next/link";

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-6 text-center">
      <p className="text-sm font-semibold text-muted">404</p>
      <h1 className="text-xl font-semibold">Nothing here</h1>
      <p className="text-sm text-muted">The page does not exist, or it belongs to another workspace.</p>
      <Link href="/" className="text-sm font-medium text-accent hover:underline">
        Back to Quayside
      </Link>
    </main>
  );
}
