import { describe, expect, it } from 'vitest';
import { extractLeaseTerm, landlordReasons, ownWords, readLandlordAnswer, responseTypeOf } from './landlord-response.ts';

/** The renter pays $2,500 and asked for $2,350. */
const RENTER = { current: 2500, asked: 2350 };

describe('readLandlordAnswer: landlord answers as renters paste them', () => {
  it.each([
    // Refusals that keep the rent, with and without the figure.
    ['We are unable to reduce the rent at this time. Your rent will remain $2,500 for the new lease term.', 'decline', 2500, null],
    ['Unfortunately we cannot lower the rent. It will stay the same.', 'decline', 2500, null],
    ['We have reviewed your request and we are not able to make any changes to the rent this year.', 'decline', null, null],
    ['No. The rent stays at $2,500, same as every other unit on the floor.', 'decline', 2500, null],
    [
      'Hi Sam,\nThanks for the letter. We will not consider a reduction, but we will renew at the current rate.\nBest,\nDana Lee\nUnit 2400 Management Office\n(713) 555-0142',
      'decline',
      2500,
      null,
    ],
    // Proposed increases, with their reasons.
    ['Due to higher property taxes and insurance, your rent will increase to $2,650 starting March 1, 2027.', 'increase', 2650, null],
    ['Rents in the area have gone up. The new rent will be $2,650 per month on a 12-month lease.', 'increase', 2650, 12],
    ["We can't lower it. With the new roof and windows, we need to raise it by $150 a month.", 'increase', 2650, null],
    ['Your current rent of $2,500 will go up to $2,700 when the lease renews.', 'increase', 2700, null],
    ['After reviewing the market, the renewal rent is 2,650 per month. Similar units nearby rent for $2,900.', 'increase', 2650, null],
    ['We are applying a 4% increase at renewal to cover rising operating costs.', 'increase', 2600, null],
    // Counter-offers below the current rent, partial yeses and amounts off.
    ['We can do $2,450 if you sign a 12-month lease.', 'counter', 2450, 12],
    ['We could knock $50 off the rent if you renew for 18 months.', 'counter', 2450, 18],
    ['You asked for $2,350. We cannot do that, but we could meet you at $2,425.', 'counter', 2425, null],
    ['How about $2,400 a month on a two-year lease? The $75 application fee is waived for renewals.', 'counter', 2400, 24],
    ['We can offer $2,350 a month starting in March.', 'accept', 2350, null],
    // Not decided.
    ["Thanks for reaching out. Let me think about it and I'll get back to you next week.", 'partial', null, null],
    ['I need to check with the owner before I can give you an answer.', 'partial', null, null],
    ['We are considering your request and will let you know by Friday.', 'partial', null, null],
    // Terms without a figure.
    ['If you sign for 18 months we could talk about the rent.', 'counter', null, 18],
    ['Thanks, I got your letter.', 'unclear', null, null],
  ] as const)('%j → %s', (text, move, rent, term) => {
    expect(readLandlordAnswer(text, RENTER)).toMatchObject({ move, rent, term });
  });

  it('leaves a quoted thread and the signature out: their numbers are not the offer', () => {
    const email = [
      'Hi Sam,',
      '',
      'We are unable to reduce the rent. It will remain $2,500.',
      '',
      'Regards,',
      'Oakwood Property Management',
      '2400 Main St, Suite 2650, Houston, TX 77002',
      'Office: 713-555-0199',
      '',
      'On Mon, Nov 23, 2026 at 9:14 AM Sam Rivera <sam@example.com> wrote:',
      '> I am asking for a rent of $2,350 a month, which is $150 less than the $2,500 I pay now.',
    ].join('\n');
    expect(ownWords(email)).not.toMatch(/2,350|Suite|713/);
    expect(readLandlordAnswer(email, RENTER)).toMatchObject({ move: 'decline', rent: 2500 });
  });

  it('skips fees, deposits and the market figures they quote', () => {
    expect(readLandlordAnswer('The rent will be $2,650, plus a $50 pet fee. Comparable units go for $2,800.', RENTER)).toMatchObject({
      move: 'increase',
      rent: 2650,
      reasons: ['market'],
    });
    expect(readLandlordAnswer('There is a $200 deposit increase; the rent itself stays the same.', RENTER)).toMatchObject({
      move: 'decline',
      rent: 2500,
    });
  });

  it('reads the same figure differently against a different ask: keeping the rent meets an ask to keep it', () => {
    const text = 'Your rent will remain $2,500 for the new lease term.';
    expect(readLandlordAnswer(text, { current: 2500, asked: 2500 }).move).toBe('accept');
    expect(readLandlordAnswer(text, { current: 2500, asked: 2350 }).move).toBe('decline');
    expect(readLandlordAnswer(text, { current: 2400, asked: 2300 }).move).toBe('increase');
  });

  it('answers an increase or a yes as a counter in the form, a refusal as declined', () => {
    expect(responseTypeOf('increase')).toBe('counter');
    expect(responseTypeOf('accept')).toBe('counter');
    expect(responseTypeOf('decline')).toBe('decline');
    expect(responseTypeOf('unclear')).toBe('unclear');
  });
});

describe('landlordReasons', () => {
  it.each([
    ['Our property taxes went up 12% this year.', ['taxes']],
    ['Insurance premiums and taxes both rose.', ['taxes', 'insurance']],
    ['Our costs have gone up across the board.', ['costs']],
    ['Rents have gone up in the area and the market supports it.', ['market']],
    ['We renovated the lobby and upgraded the laundry room.', ['upgrades']],
    ['The rent will be $2,650.', []],
  ] as const)('%j → %j', (text, reasons) => {
    expect(landlordReasons(text)).toEqual(reasons);
  });
});

describe('extractLeaseTerm', () => {
  it('reads months and years in digits and words', () => {
    expect(extractLeaseTerm('if you sign for 18 months')).toBe(18);
    expect(extractLeaseTerm('an 18-month lease')).toBe(18);
    expect(extractLeaseTerm('on a two-year lease')).toBe(24);
    expect(extractLeaseTerm('for 1 year')).toBe(12);
    expect(extractLeaseTerm('No change this year.')).toBeNull();
  });
});
