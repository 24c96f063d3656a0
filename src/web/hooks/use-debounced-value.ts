import { startTransition, useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`. The update is a transition: React renders it in slices, so a
 * large component (a whole form) re-rendering for it does not block the page (docs/performance.md, "Main thread").
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setDebounced(value)), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
