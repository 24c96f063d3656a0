/** Longest wait for the first paint (a browser that never reports one still starts the app). */
const FIRST_PAINT_TIMEOUT_MS = 3000;

/**
 * Resolves once the page's first contentful paint has been presented, then one more frame (so the whole parsed
 * document is on screen), or at once when no paint is coming (hidden tab, no Paint Timing support), or after
 * FIRST_PAINT_TIMEOUT_MS.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!supported || document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      requestAnimationFrame(() => requestAnimationFrame(finish));
    });
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(finish, FIRST_PAINT_TIMEOUT_MS);
  });
}
