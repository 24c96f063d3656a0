import { Button } from '../ui/button.tsx';
import { TriangleAlertIcon } from '../ui/shell-icons.tsx';

/** Generic screen for any uncaught render error. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <main className="flex min-h-[70vh] items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <TriangleAlertIcon className="mx-auto h-12 w-12 text-orange-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-slate-600">
          An unexpected error stopped this page from loading. Your data is safe. Refresh the page or try again.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
          <Button variant="outline" onClick={() => (onRetry ? onRetry() : window.location.assign(window.location.href))}>
            Try Again
          </Button>
        </div>
      </div>
    </main>
  );
}
