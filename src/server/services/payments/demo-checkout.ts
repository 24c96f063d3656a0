import type { Deps } from '../../deps.ts';
import { type DemoSession, demoSessionView } from './demo-provider.ts';
import { purchaseStore, recordPaidSessionQuietly } from './purchases.ts';

/** A demo checkout session, or null when there is none or payments are real (Stripe) and the demo page must not exist. */
export async function findDemoCheckout(deps: Pick<Deps, 'demoCheckout'>, id: string): Promise<DemoSession | null> {
  return (await deps.demoCheckout?.find(id)) ?? null;
}

export type DemoPayment = { status: 'paid'; returnUrl: string } | { status: 'not-payable'; session: DemoSession } | { status: 'not-found' };

/**
 * The demo page's Pay: marks the session paid and records the purchase as Stripe's webhook would, then returns to the
 * app as Stripe does. A session already paid or expired is shown again.
 */
export async function payDemoCheckout(deps: Deps, id: string, requestUrl: string): Promise<DemoPayment> {
  const demo = deps.demoCheckout;
  if (!demo) return { status: 'not-found' };
  const paid = await demo.pay(id);
  if (!paid) {
    const session = await demo.find(id);
    return session ? { status: 'not-payable', session } : { status: 'not-found' };
  }
  await recordPaidSessionQuietly(purchaseStore(deps, requestUrl), demoSessionView(paid), 'demo-checkout');
  return { status: 'paid', returnUrl: paid.success_url.replace('{CHECKOUT_SESSION_ID}', paid.id) };
}
