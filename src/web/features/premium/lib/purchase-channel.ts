import { pagePath } from '#domain/routes.ts';
/**
 * Tabs of this site tell each other about a purchase (ADR 0042): checkout opens in a new tab, and the tab that
 * opened it learns there when the payment is confirmed and when the paid guest's account exists.
 */
export type PurchaseMessage = { type: 'paid'; sessionId: string; guest: boolean } | { type: 'account-created'; sessionId: string };

const CHANNEL_NAME = 'rentcheck-purchase';

// One channel per page: a page never receives what it sent itself.
let channel: BroadcastChannel | null = null;
function purchaseChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

function isPurchaseMessage(data: unknown): data is PurchaseMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, sessionId } = data as Record<string, unknown>;
  return (type === 'paid' || type === 'account-created') && typeof sessionId === 'string' && sessionId !== '';
}

export function announcePurchase(message: PurchaseMessage): void {
  purchaseChannel()?.postMessage(message);
}

/** Calls `handler` for each purchase message another tab sends; returns the unsubscribe. */
export function onPurchaseMessage(handler: (message: PurchaseMessage) => void): () => void {
  const target = purchaseChannel();
  if (!target) return () => {};
  const listener = (event: MessageEvent) => {
    if (isPurchaseMessage(event.data)) handler(event.data);
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}

let followingCheckout = false;

/**
 * The tab that opened checkout in a new tab follows it: once the payment is confirmed there, a guest's tab opens the
 * same success page (the account form, so closing the checkout tab loses nothing) and a signed-in buyer's tab, or
 * any tab once the guest's account exists, opens the dashboard. A full load, so the page reads the new session.
 */
export function followCheckoutInOtherTab(): void {
  if (followingCheckout) return;
  followingCheckout = true;
  onPurchaseMessage((message) => {
    if (message.type === 'paid' && message.guest) {
      window.location.assign(`${pagePath('payment-success')}?session_id=${encodeURIComponent(message.sessionId)}`);
    } else {
      window.location.assign(pagePath('dashboard'));
    }
  });
}
