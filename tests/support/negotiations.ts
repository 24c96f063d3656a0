import { expect } from 'vitest';
import { isoDay } from '#domain/shared/dates.ts';
import type { TestApp } from '#tests/setup/test-app.ts';
import { type Client, ORIGIN } from '#tests/support/auth-helpers.ts';

/** Set-up the saved-negotiation integration tests share (saved-negotiations, negotiation-safety). */

export const DAY_MS = 86_400_000;
/** Today as a day number (UTC). */
export const today = Math.floor(Date.now() / DAY_MS);
/** 14:00 UTC on the day `offset` days from today: when that day's reminders are due. */
export const dueTime = (offset: number) => new Date((today + offset) * DAY_MS + 14 * 3_600_000);

export const NEGOTIATION_LETTER = 'Dear Pat Morgan,\n\nI am writing about my lease renewal at 12 Elm Street.\n\nSincerely,\nDana Rivera';

/** A `POST /api/negotiations` body: a letter sent in 2 days, a reply asked for in 16, the lease ending in 80. */
export function negotiationBody(overrides: Record<string, unknown> = {}) {
  const replyBy = isoDay(today + 16);
  return {
    addressLabel: '12 Elm Street, Apt 4',
    leaseEnd: isoDay(today + 80),
    sendOn: isoDay(today + 2),
    replyBy,
    noticeBy: isoDay(today + 30),
    handoff: {
      landlordName: 'Pat Morgan',
      currentRent: 2000,
      askedRent: 1850,
      proposedRent: null,
      marketAverage: 1900,
      replyBy,
      hudTrend: null,
      rentCap: null,
    },
    letter: NEGOTIATION_LETTER,
    reminders: true,
    ...overrides,
  };
}

/** Saves a negotiation for the signed-in client; expects 201 and answers the saved negotiation. */
export async function saveNegotiation(c: Client, overrides: Record<string, unknown> = {}) {
  const response = await c.send('POST', '/api/negotiations', negotiationBody(overrides));
  expect(response.status).toBe(201);
  return response.json();
}

/** Buys the Premium Package as a renter does with demo payments: checkout, the demo page's Pay, then verify. */
export async function buyPremiumWithDemoCheckout(app: TestApp, c: Client) {
  const started = await c.send('POST', '/api/functions/create-payment', { packageType: 'Premium Package', price: 7 });
  expect(started.status).toBe(200);
  const id = new URL((await started.json()).url).pathname.split('/').at(-1)!;
  const paid = await app.request(`/demo-checkout/${id}/pay`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(paid.status).toBe(303);
  expect((await c.send('POST', '/api/functions/verify-payment', { sessionId: id })).status).toBe(200);
}

/** Follows the newest confirmation link emailed to `email`, as the inbox's owner does. */
export async function confirmEmail(app: TestApp, c: Client, email: string) {
  await app.deps.background.idle();
  const confirmation = await app.deps.database.db
    .selectFrom('email_outbox')
    .select('links')
    .where('to_address', '=', email)
    .where('subject', '=', 'Confirm your RentCheck email address')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  expect(confirmation).toBeDefined();
  const link = new URL((confirmation!.links as unknown as string[])[0]!);
  expect((await c.get(`${link.pathname}${link.search}`)).status).toBeLessThan(400);
}
