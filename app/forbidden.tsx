import Link from "next/link";

// Rendered inside the app's shell, whose <main> it sits in: a second <main> would be a nested landmark.
export default function Forbidden() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-6 text-center">
      <p className="text-sm font-semibold text-danger">403</p>
      <h1 className="text-xl font-semibold">You do not have access to this page</h1>
      <p className="text-sm text-muted">
        Your role does not include it. Ask an admin of your workspace if you need access.
      </p>
      <Link href="/" className="text-sm font-medium text-accent hover:underline">
        Back to Quayside
      </Link>
    </div>
  );
}
