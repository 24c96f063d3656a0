import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { announcePurchase, onPurchaseMessage, type PurchaseMessage } from './purchase-channel.ts';

// Another tab of the site, as the browser's BroadcastChannel (Node has the same API) sees it.
const otherTab = new BroadcastChannel('rentcheck-purchase');
afterEach(() => {
  otherTab.onmessage = null;
});
afterAll(() => otherTab.close());

const nextMessage = <T>(subscribe: (resolve: (value: T) => void) => void) => new Promise<T>((resolve) => subscribe(resolve));

describe('the purchase channel between tabs', () => {
  it("tells other tabs that a guest's payment is confirmed, with its session", async () => {
    const received = nextMessage<unknown>((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    announcePurchase({ type: 'paid', sessionId: 'demo_cs_1', guest: true });
    expect(await received).toEqual({ type: 'paid', sessionId: 'demo_cs_1', guest: true });
  });

  it('hands a listener the messages of other tabs, and drops what is not a purchase message', async () => {
    const seen: PurchaseMessage[] = [];
    const done = nextMessage<void>((resolve) => {
      const stop = onPurchaseMessage((message) => {
        seen.push(message);
        if (message.type === 'account-created') {
          stop();
          resolve();
        }
      });
    });
    otherTab.postMessage({ type: 'paid', sessionId: '' });
    otherTab.postMessage('hello');
    otherTab.postMessage({ type: 'refund', sessionId: 'demo_cs_2' });
    otherTab.postMessage({ type: 'account-created', sessionId: 'demo_cs_2' });
    await done;
    expect(seen).toEqual([{ type: 'account-created', sessionId: 'demo_cs_2' }]);
  });
});
