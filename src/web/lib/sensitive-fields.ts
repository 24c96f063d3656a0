/** 5 seconds after a password field loses focus the clipboard is overwritten with empty text. */
const CLIPBOARD_CLEAR_DELAY_MS = 5000;

let pending: number | undefined;

export function scheduleClipboardClear(delayMs = CLIPBOARD_CLEAR_DELAY_MS): void {
  window.clearTimeout(pending);
  pending = window.setTimeout(() => {
    try {
      void navigator.clipboard?.writeText('').catch(() => {
        // Without clipboard permission (or focus) there is nothing to overwrite.
      });
    } catch {
      // Clipboard API unavailable.
    }
  }, delayMs);
}

/** Context menu and drag are blocked on password fields and other sensitive elements. */
export const sensitiveFieldHandlers = {
  onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
  onDragStart: (event: { preventDefault: () => void }) => event.preventDefault(),
  onDrop: (event: { preventDefault: () => void }) => event.preventDefault(),
};

/** The console warning against pasting code (self-XSS), printed once at start-up. */
export function warnAgainstPastingCode(): void {
  const title = 'color:#b91c1c;font-size:24px;font-weight:700';
  const body = 'font-size:14px';
  console.warn(
    '%cStop!%c\nThis is a browser feature meant for developers. If someone told you to copy and paste something here, it is a scam: it would give them access to your RentCheck account. Do not paste code here.',
    title,
    body,
  );
}
