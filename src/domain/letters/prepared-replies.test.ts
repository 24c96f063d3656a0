import { describe, expect, it } from 'vitest';
import type { LetterHandoff } from './letter-handoff.ts';
import { type PreparedRepliesInput, preparedReplies } from './prepared-replies.ts';
import { buildReply, planReply, walkAwayNotes } from './reply-builder.ts';
import { emptyReplyForm } from './reply-form.ts';
import { type ReplyFormInput, replyFormSchema } from './reply-form.schema.ts';
import { checkText, replyTextPlan } from './text-check.ts';

const today = new Date(2026, 10, 28);

/** Counter the landlord's $2,600 with $2,300 (current $2,400), 12 months, offering 18; our average $2,350. */
const COUNTER: LetterHandoff = {
  landlordName: 'Ms. Patel',
  currentRent: 2400,
  askedRent: 2300,
  proposedRent: 2600,
  marketAverage: 2350,
  replyBy: '2026-12-09',
  hudTrend: null,
  rentCap: null,
  termMonths: 12,
  flexibility: 'lease-extension',
  points: null,
};
/** A smaller reduction on a longer lease: $2,500 down to $2,350 for 18 months, no proposal. */
const REDUCE_LONGER: LetterHandoff = {
  ...COUNTER,
  landlordName: 'Mr. Ruiz',
  currentRent: 2500,
  askedRent: 2350,
  proposedRent: null,
  marketAverage: null,
  replyBy: null,
  termMonths: 18,
  flexibility: 'improvements',
};
/** Keep the rent, sign early: $2,400 kept for 12 months. */
const KEEP: LetterHandoff = { ...REDUCE_LONGER, currentRent: 2400, askedRent: 2400, termMonths: 12, flexibility: 'none' };

const input = (handoff: LetterHandoff, fields: Partial<PreparedRepliesInput> = {}): PreparedRepliesInput => ({
  handoff,
  walkAway: null,
  recorded: null,
  counter: null,
  raise: null,
  sender: {},
  today,
  ...fields,
});
const paragraphs = (text: string | null) => (text ?? '').split('\n\n');

describe('prepared replies: three answers for each scenario, each written by buildReply and passing the checker', () => {
  it("counter the landlord's $2,600 with $2,300: declines keeps $2,600, counters halfway at $2,450, raises to $2,900", () => {
    const result = preparedReplies(input(COUNTER, { walkAway: { alternativeRent: 2300, oneTimeTotal: 1800, source: 'renter' } }));
    expect(result.replies.map((r) => [r.answer, r.landlordRent, r.figure])).toEqual([
      ['declines', 2600, 'theirs'],
      ['counters', 2450, 'example'],
      ['raises', 2900, 'example'],
    ]);
    const [declines, counters, raises] = result.replies;
    expect(counters?.howChosen).toBe(
      'An example: halfway between your ask of $2,300 and their proposed $2,600, ($2,300 + $2,600) ÷ 2, rounded to the nearest $5: $2,450 a month. To see the reply to another figure, type the one you expect.',
    );
    expect(raises?.howChosen).toBe(
      'An example: as far above their proposed $2,600 as your ask of $2,300 is below it, $2,600 + $300 = $2,900 a month. To see the reply to another figure, type the one you expect.',
    );
    // $2,600 - $2,400 = $200, 8% of $2,400; ($2,600 - $2,300) x 12 = $3,600; one month of $2,400 is under $3,600.
    expect(paragraphs(declines!.text)[1]).toBe(
      'Thank you for your reply about my lease renewal. I understand you propose raising the rent from $2,400 to $2,600, an increase of $200 a month (8%).',
    );
    expect(paragraphs(declines!.text)[3]).toBe(
      'I would like to propose $2,300 a month on a 12-month lease. At $2,300, the difference between our figures is $300 a month, or $3,600 over the 12-month lease. If it helps, I am prepared to sign an 18-month lease at $2,300 a month.',
    );
    // ($2,450 - $2,300) x 12 = $1,800, under one month of $2,400.
    expect(paragraphs(counters!.text)[3]).toBe(
      'I would like to propose $2,300 a month on a 12-month lease. At $2,300, the difference between our figures is $150 a month, or $1,800 over the 12-month lease; a single month of vacancy at the current rent would be $2,400. If it helps, I am prepared to sign an 18-month lease at $2,300 a month.',
    );
    // $2,900 - $2,400 = $500, 20.8% rounds to 21%; ($2,900 - $2,300) x 12 = $7,200.
    expect(paragraphs(raises!.text)[1]).toBe(
      'Thank you for your reply about my lease renewal. I understand you propose raising the rent from $2,400 to $2,900, an increase of $500 a month (21%).',
    );
    expect(paragraphs(raises!.text)[3]).toContain('the difference between our figures is $600 a month, or $7,200 over the 12-month lease.');
    // The walk-away point: $2,300 + $1,800 / 12 = $2,450; $2,600 is above it, $2,450 is not.
    expect(declines!.walkAway).toEqual([
      "Your landlord's figure, $2,600 a month, is above your walk-away point of $2,450 for a 12-month lease ($2,300 + $1,800 ÷ 12 months = $2,450 a month, rounded down to the dollar). Over the 12 months, renewing at $2,600 costs $31,200 ($2,600 × 12) and moving costs $29,400 ($2,300 × 12 + $1,800), $1,800 less. Your reply does not accept $2,600; whether to renew at it or move is your decision.",
    ]);
    expect(counters!.walkAway).toEqual([]);
    expect(raises!.walkAway[0]).toContain(
      'renewing at $2,900 costs $34,800 ($2,900 × 12) and moving costs $29,400 ($2,300 × 12 + $1,800), $5,400 less.',
    );
    expect(declines!.steps).toEqual([
      'Ask for the proposed increase in writing, with the date it would start.',
      'Decide the highest rent you can accept before you send your reply.',
    ]);
  });

  it('a smaller reduction on 18 months: declines keeps $2,500, a typed counter of $2,400, a typed raise of $2,700', () => {
    const result = preparedReplies(input(REDUCE_LONGER, { counter: 2400, raise: 2700 }));
    expect(result.counterRange).toEqual({ low: 2351, high: 2499 });
    const [declines, counters, raises] = result.replies;
    // ($2,500 - $2,350) x 18 = $2,700, more than one month of $2,500: no vacancy beside it.
    expect(paragraphs(declines!.text)[1]).toBe(
      'Thank you for your reply about my lease renewal. I understand the rent is to stay at $2,500, rather than come down to the $2,350 I asked for.',
    );
    expect(paragraphs(declines!.text)[2]).toBe(
      'I would like to propose $2,350 a month on an 18-month lease. At $2,350, the difference between our figures is $150 a month, or $2,700 over the 18-month lease. I am also willing to set aside non-urgent improvement requests.',
    );
    expect([counters!.landlordRent, counters!.figure, counters!.howChosen]).toEqual([
      2400,
      'renter',
      'The figure you typed: $2,400 a month, between your ask of $2,350 and your current $2,500.',
    ]);
    // $2,500 - $2,400 = $100 off; ($2,400 - $2,350) x 18 = $900, under one month of $2,500.
    expect(paragraphs(counters!.text)[1]).toBe(
      'Thank you for your reply about my lease renewal. Your offer of $2,400 takes $100 off the rent, and I appreciate the move.',
    );
    expect(paragraphs(counters!.text)[2]).toContain(
      'At $2,350, the difference between our figures is $50 a month, or $900 over the 18-month lease; a single month of vacancy at the current rent would be $2,500.',
    );
    expect([raises!.landlordRent, raises!.figure]).toEqual([2700, 'renter']);
    // ($2,700 - $2,350) x 18 = $6,300.
    expect(paragraphs(raises!.text)[2]).toContain('$350 a month, or $6,300 over the 18-month lease.');
  });

  it('a typed counter outside the ask and their figure is not used: the halfway example is', () => {
    const result = preparedReplies(input(REDUCE_LONGER, { counter: 2600, raise: 2400 }));
    // ($2,350 + $2,500) / 2 = $2,425; a raise must be above $2,500: $2,500 + $150.
    expect(result.replies.map((r) => [r.landlordRent, r.figure])).toEqual([
      [2500, 'theirs'],
      [2425, 'example'],
      [2650, 'example'],
    ]);
  });

  it('keep the rent: nothing to decline or counter; a 5% raise to $2,520, and a reply held to the walk-away point', () => {
    const result = preparedReplies(input(KEEP, { walkAway: { alternativeRent: 2200, oneTimeTotal: 0, source: 'market' } }));
    const [declines, counters, raises] = result.replies;
    expect(declines!.text).toBeNull();
    expect(declines!.unavailable).toBe(
      'You asked to keep $2,400, so a refusal that keeps it meets your ask; a refusal that raises it is the answer below.',
    );
    expect(counters!.unavailable).toBe('Your ask of $2,400 leaves no figure between it and your current $2,400 to counter with.');
    expect(raises!.howChosen).toBe(
      'An example: your current $2,400 plus 5% of your current rent, rounded to the nearest $5: $2,400 + $120 = $2,520 a month. To see the reply to another figure, type the one you expect.',
    );
    // The point is $2,200 + $0 / 12 = $2,200: the reply proposes no more, and says so to the renter.
    expect(paragraphs(raises!.text)[2]).toBe(
      'I would like to propose $2,200 a month on a 12-month lease. At $2,200, the difference between our figures is $320 a month, or $3,840 over the 12-month lease.',
    );
    expect(raises!.walkAway).toEqual([
      "Your landlord's figure, $2,520 a month, is above your walk-away point of $2,200 for a 12-month lease ($2,200 + $0 ÷ 12 months = $2,200 a month, rounded down to the dollar). Over the 12 months, renewing at $2,520 costs $30,240 ($2,520 × 12) and moving costs $26,400 ($2,200 × 12 + $0), $3,840 less. Your reply does not accept $2,520; whether to renew at it or move is your decision.",
      'Your ask of $2,400 a month is above your walk-away point of $2,200 for a 12-month lease, so the reply proposes $2,200. To propose $2,400, leave the walk-away point out.',
    ]);
  });

  it('every available reply of every scenario passes the checker, for examples and typed figures', () => {
    for (const handoff of [COUNTER, REDUCE_LONGER, KEEP]) {
      for (const walkAway of [null, { alternativeRent: 2250, oneTimeTotal: 3000, source: 'renter' as const }]) {
        for (const figures of [{}, { counter: handoff.askedRent + 10, raise: handoff.currentRent + 400 }]) {
          for (const reply of preparedReplies(input(handoff, { walkAway, ...figures })).replies) {
            if (reply.text === null) {
              expect(reply.unavailable).not.toMatch(/did not pass the check/);
              continue;
            }
            expect(reply.unavailable).toBeNull();
            const form = replyFormSchema.parse({
              ...emptyReplyForm(),
              landlordName: handoff.landlordName,
              landlordResponse: reply.landlordAnswer,
              responseType: 'counter',
              counterOffer: String(reply.landlordRent),
              currentRent: String(handoff.currentRent),
              requestedReduction: `$${handoff.askedRent}`,
              acceptDisclaimer: true,
            } satisfies ReplyFormInput);
            expect(checkText(reply.text, replyTextPlan(form, planReply(form))).filter((f) => f.rule === 'placeholder')).toEqual([]);
          }
        }
      }
    }
  });
});

describe('prepared replies follow the answer recorded on the dashboard', () => {
  it('a recorded $2,450 on 18 months replaces the counter example with the recorded words and figure', () => {
    const result = preparedReplies(
      input(REDUCE_LONGER, { recorded: { text: 'We could do $2,450 on an 18-month lease.', amount: null, date: '2026-12-03' } }),
    );
    expect(result.matched).toBe('counters');
    const counters = result.replies[1]!;
    expect([counters.title, counters.landlordRent, counters.figure, counters.howChosen]).toEqual([
      'Your landlord countered (recorded December 3, 2026)',
      2450,
      'recorded',
      'The rent in the answer you recorded: $2,450 a month.',
    ]);
    // $2,500 - $2,450 = $50 off; ($2,450 - $2,350) x 18 = $1,800, under one month of $2,500; their own 18 months named.
    expect(paragraphs(counters.text)[1]).toBe(
      'Thank you for your reply about my lease renewal. Your offer of $2,450 on an 18-month lease takes $50 off the rent, and I appreciate the move.',
    );
    expect(paragraphs(counters.text)[2]).toBe(
      'I would be willing to sign the 18-month lease you suggested at $2,350 a month. At $2,350, the difference between our figures is $100 a month, or $1,800 over the 18-month lease; a single month of vacancy at the current rent would be $2,500. I am also willing to set aside non-urgent improvement requests.',
    );
    // The other two stay examples.
    expect(result.replies.map((r) => r.figure)).toEqual(['theirs', 'recorded', 'example']);
  });

  it('a recorded figure above the proposal is the further raise, read from the amount the renter entered', () => {
    const result = preparedReplies(
      input(COUNTER, {
        walkAway: { alternativeRent: 2300, oneTimeTotal: 1800, source: 'renter' },
        recorded: { text: 'Costs went up, sorry.', amount: 2700, date: '2026-12-05' },
      }),
    );
    expect(result.matched).toBe('raises');
    const raises = result.replies[2]!;
    expect([raises.title, raises.landlordRent]).toEqual(['Your landlord raised the rent further (recorded December 5, 2026)', 2700]);
    // $2,700 - $2,400 = $300 a month, 12.5% rounds to 13%; ($2,700 - $2,300) x 12 = $4,800.
    expect(paragraphs(raises.text)[1]).toBe(
      'Thank you for your reply about my lease renewal. I understand you propose raising the rent from $2,400 to $2,700, an increase of $300 a month (13%).',
    );
    expect(raises.walkAway[0]).toContain(
      'renewing at $2,700 costs $32,400 ($2,700 × 12) and moving costs $29,400 ($2,300 × 12 + $1,800), $3,000 less.',
    );
  });

  it('a recorded refusal without a figure is the decline; a recorded yes matches none and says so', () => {
    const declined = preparedReplies(
      input(REDUCE_LONGER, { recorded: { text: 'We cannot lower the rent.', amount: null, date: '2026-12-03' } }),
    );
    expect(declined.matched).toBe('declines');
    expect(declined.replies[0]!.landlordAnswer).toBe('We cannot lower the rent.');
    const yes = preparedReplies(input(REDUCE_LONGER, { recorded: { text: 'Fine.', amount: 2350, date: '2026-12-03' } }));
    expect(yes.matched).toBeNull();
    expect(yes.recordedNote).toBe(
      'Your recorded answer, $2,350 a month, meets your ask of $2,350, so none of the three below is needed; the reply page answers it in full.',
    );
  });
});

describe('the reply page and the walk-away point', () => {
  const form = (fields: Partial<ReplyFormInput>) =>
    replyFormSchema.parse({
      ...emptyReplyForm(),
      landlordName: 'Ms. Patel',
      responseType: 'counter',
      currentRent: '2500',
      requestedReduction: '$2,350',
      acceptDisclaimer: true,
      ...fields,
    } satisfies Partial<ReplyFormInput>);

  it('a landlord meeting the ask above the point is not accepted: the reply proposes the point', () => {
    // Point for 12 months: $2,150 + $1,200 / 12 = $2,250, under the ask of $2,350 the landlord meets.
    const f = form({ landlordResponse: 'We can do $2,350.', walkAway: { alternativeRent: 2150, oneTimeTotal: 1200, source: 'renter' } });
    const plan = planReply(f);
    expect(plan.proposal).toEqual({ kind: 'counter', rent: 2250, term: 12, theirTerm: false });
    const text = buildReply(f, { today });
    expect(paragraphs(text)[1]).toBe(
      'Thank you for your reply about my lease renewal. I have read your offer of $2,350 a month carefully.',
    );
    expect(checkText(text, replyTextPlan(f, plan))).toEqual([]);
    expect(walkAwayNotes(f)).toEqual([
      "Your landlord's figure, $2,350 a month, is above your walk-away point of $2,250 for a 12-month lease ($2,150 + $1,200 ÷ 12 months = $2,250 a month, rounded down to the dollar). Over the 12 months, renewing at $2,350 costs $28,200 ($2,350 × 12) and moving costs $27,000 ($2,150 × 12 + $1,200), $1,200 less. Your reply does not accept $2,350; whether to renew at it or move is your decision.",
      'Your ask of $2,350 a month is above your walk-away point of $2,250 for a 12-month lease, so the reply proposes $2,250. To propose $2,350, leave the walk-away point out.',
    ]);
  });

  it('the longer lease offered is left out when the same rent is above the point for that term', () => {
    // 18 months: $2,300 + $600 / 18 = $2,333.33, rounded down to $2,333: the ask of $2,350 is held to it.
    // 24 months: $2,300 + $600 / 24 = $2,325, under $2,333: the longer lease at $2,333 is left out.
    const f = form({
      landlordResponse: 'We cannot lower the rent.',
      responseType: 'decline',
      askedTerm: '18',
      flexibility: 'lease-extension',
      walkAway: { alternativeRent: 2300, oneTimeTotal: 600, source: 'renter' },
    });
    const plan = planReply(f);
    expect(plan.proposal.rent).toBe(2333);
    expect(plan.alternative).toBeNull();
    expect(walkAwayNotes(f)).toContain(
      'Your offer of a 24-month lease at $2,333 a month is left out of the reply: it is above your walk-away point of $2,325 for that term.',
    );
  });

  it('no walk-away point, no notes, and the reply is the one it always was', () => {
    const f = form({ landlordResponse: 'The rent will be $2,700.' });
    expect(walkAwayNotes(f)).toEqual([]);
    expect(planReply(f).proposal.rent).toBe(2350);
  });
});
