import { Link } from '@tanstack/react-router';

/** A path inside the shell that has no screen (yet). */
export function ShellNotFound() {
  return (
    <div className="grid place-items-center py-16 text-center">
      <div className="space-y-2">
        <h1 className="text-xl font-semibold">Page not found</h1>
        <p className="text-sm text-muted-foreground">There is no screen at this address.</p>
        <Link to="/" className="text-sm text-primary underline-offset-4 hover:underline">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
