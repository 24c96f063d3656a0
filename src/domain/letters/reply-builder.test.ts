import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLandlordResponse, extractCounterOffer, extractLeaseTerm } from './landlord-response.ts';
import { buildReply, nextSteps } from './reply-builder.ts';
import { emptyReplyForm } from './reply-form.ts';
import { type ReplyForm, replyFormSchema } from './reply-form.schema.ts';
import { REPLY_PHRASES } from './reply-phrases.ts';
import { REPLY_TONES, type ReplyTone } from './tones.ts';

const today = new Date(2026, 10, 21);
const base: ReplyForm = replyFormSchema.parse({
  ...emptyReplyForm(),
  landlordResponse: 'Thanks for your letter. We could do $1,800 a month.',
  responseType: 'counter',
  counterOffer: '1800',
  currentRent: '1,850',
  requestedReduction: '150',
  selectedTones: ['professional'],
  acceptDisclaimer: true,
});
const reply = (form: Partial<ReplyForm>, tones: ReplyTone[] = ['professional']) => buildReply({ ...base, ...form }, { tones, today });
describe('buildReply', () => {
  const FREEZE = "We can't lower the rent, but we could keep it at $2,400 if you sign for 18 months.";
  const freeze = (form: Partial<ReplyForm>, tones: ReplyTone[] = ['professional']) =>
    reply({ landlordResponse: FREEZE, counterOffer: '', currentRent: '2400', requestedReduction: '150', ...form }, tones);

  it("fills the counter-offer from the landlord's text and reads the term they asked for", () => {
    expect(extractCounterOffer(FREEZE)).toBe(2400);
    expect(extractCounterOffer('We could take $50 off, so $1,800.')).toBe(1800);
    expect(extractCounterOffer('No change this year.')).toBeNull();
    expect(extractLeaseTerm(FREEZE)).toBe(18);
    expect(extractLeaseTerm('on a two-year lease')).toBe(24);
    expect(classifyLandlordResponse(FREEZE)).toBe('counter');
  });

  it('answers the $2,400 freeze: names it, computes the gaps, and proposes a figure and term unlike theirs', () => {
    const text = freeze({ marketRent: '2,250' });
    expect(text).toContain(
      'You have offered to keep the rent at $2,400 on an 18-month lease: a freeze, rather than the reduction I asked for.',
    );
    expect(text).toContain('That leaves $150 a month between us, $1,800 over a year, against the $2,250 I asked for.');
    expect(text).toContain('Your figure of $2,400 is $150 above the market average of $2,250 that my analysis found.');
    expect(text).toContain(
      'I would be willing to sign the 18-month lease you suggested at $2,325 a month. If you would prefer to keep the rent at $2,400, I would ask for a 12-month lease instead.',
    );
    expect(text).toContain(
      'At $2,325, the difference between our figures is $75 a month, or $900 over a year; a single month of vacancy at the current rent would be $2,400.',
    );
    expect(text).not.toMatch(/18 to 24|As you know|typically costs/);
  });

  it('never mixes "no rush" with "as soon as" in a blend', () => {
    for (const a of REPLY_TONES)
      for (const b of REPLY_TONES) {
        const text = freeze({}, [a, b]);
        expect(text).not.toMatch(/no rush/i);
        expect(text).not.toMatch(/as soon as/i);
      }
  });

  it('counters an increase with a freeze when the renter asked for a reduction', () => {
    const text = reply({ landlordResponse: 'We can offer $1,950 instead.', counterOffer: '', currentRent: '1,850' }, ['strategic']);
    expect(text).toContain('Your offer of $1,950 is an increase of $100 a month.');
    expect(text).toContain('Here is my proposal: $1,850 a month on a 12-month lease.');
    expect(text).toContain('At $1,850, the gap between us is $100 a month, $1,200 over a year, while one empty month would cost $1,850.');
  });

  it('meets a partial reduction halfway, reading a small figure as an amount off', () => {
    expect(reply({})).toContain('Your offer of $1,800 takes $50 off the rent, and I appreciate the move.');
    expect(reply({})).toContain('I would like to propose $1,750 a month on a 12-month lease.');
    expect(reply({ counterOffer: '$50' })).toContain('I would like to propose $1,750 a month on a 12-month lease.');
    expect(reply({ counterOffer: '1700' })).toContain('I am glad to accept $1,700 a month on a 12-month lease');
  });

  it('asks a partial yes what would help them decide, and a decline what would change their mind', () => {
    const partial = reply({ responseType: 'partial', landlordResponse: 'Let me think about it.', counterOffer: '' });
    expect(partial).toContain('To recap, I asked for $1,700 a month, down from the current $1,850.');
    expect(partial).toContain(
      'Is there anything I could provide that would help you decide? If it helps, I am prepared to sign an 18-month lease at $1,700 a month.',
    );
    const decline = reply({
      responseType: 'decline',
      landlordResponse: 'No, the rent stays.',
      counterOffer: '',
      flexibility: 'improvements',
    });
    expect(decline).toContain(
      'Could you let me know what would change your mind? If the rent cannot come down, I would ask that it stay at $1,850 for a 12-month lease instead.',
    );
    expect(decline).toContain(
      'If a lower rent is not possible, an improvement to the unit in its place, agreed between us, would also be welcome.',
    );
  });

  it('adapts to the landlord’s tone', () => {
    expect(reply({ landlordResponse: 'Not interested. Feel free to move.', responseType: 'decline' })).toContain(
      'I understand this may not be something you were planning to revisit',
    );
    expect(reply({ landlordResponse: 'That is our final offer: $1,800.' })).toContain('I understand your position.');
    expect(reply({ landlordResponse: "I'm happy to work with you. How about $1,800?" })).toContain('I appreciate your openness');
  });

  it('asks for an answer by a date 3 days out when urgent, and sets no date otherwise', () => {
    expect(reply({ timeline: 'urgent' })).toContain('I would appreciate your reply by Tuesday, November 24.');
    expect(reply({ timeline: 'normal' })).not.toMatch(/November/);
  });

  it('includes additional terms only when given, as their own sentence', () => {
    expect(reply({ additionalTerms: 'new carpet in the bedroom' })).toContain(
      'I would also ask for the following in the renewal. New carpet in the bedroom.',
    );
    expect(reply({})).not.toContain('the following');
  });

  it('ends with placeholders for name, phone and email', () => {
    expect(reply({}).endsWith('[Your Name]\n[Your Phone Number]\n[Your Email]')).toBe(true);
  });

  it('reads differently in each tone and each blend', () => {
    const pairs = REPLY_TONES.flatMap((a, i) => REPLY_TONES.slice(i + 1).map((b) => [a, b] as const));
    const all = [
      ...REPLY_TONES.map((t) => [t]),
      ...pairs.flatMap(([a, b]) => [
        [a, b],
        [b, a],
      ]),
    ];
    expect(new Set(all.map((tones) => reply({ timeline: 'urgent' }, tones))).size).toBe(16);
    const blend = reply({}, ['friendly', 'strategic']);
    expect(blend.startsWith(REPLY_PHRASES.friendly.salutation)).toBe(true);
    expect(blend).toContain(REPLY_PHRASES.friendly.closing);
    expect(blend).toContain('Here is my proposal: $1,750 a month');
  });

  it('uses the form’s tones when none are passed', () => {
    const form = { ...base, selectedTones: ['diplomatic'] as ReplyTone[] };
    expect(buildReply(form, { today })).toBe(buildReply(form, { tones: ['diplomatic'], today }));
  });
});

describe('nextSteps', () => {
  it('fits the response type, flexibility and timeline', () => {
    const steps = nextSteps({ ...base, flexibility: 'lease-extension', timeline: 'urgent' });
    expect(steps[0]).toBe('Decide the highest rent you can accept before you send your reply.');
    expect(steps).toContain('Be ready to confirm the longer lease term you offered in the renewal.');
    expect(steps).toContain('Follow up by phone if you have no answer within 3 days.');
    expect(steps.at(-1)).toBe('Get the final agreement in writing before you sign the renewal.');

    const declined = nextSteps({ ...base, responseType: 'decline', landlordResponse: 'No way.' });
    expect(declined).toContain('Compare listings nearby so you know your options if you decide to move.');
    expect(declined).toContain('Stay polite and stick to the facts; a calm reply keeps the door open.');
    expect(declined).toContain('Follow up politely if you have no answer within 7 days.');
  });
});

describe('every reply (property)', () => {
  it('starts no sentence lower-case, repeats none, never lectures and never mixes urgency with "no rush"', () => {
    const texts = [
      "We can't lower the rent, but we could keep it at $2,400 if you sign for 18 months.",
      'We can offer $1,950 instead.',
      'Let me think about it and get back to you.',
      'No, the rent stays as it is.',
      'This is our final offer: $1,800 a month on a two-year lease.',
    ];
    fc.assert(
      fc.property(
        fc.record({
          landlordResponse: fc.constantFrom(...texts),
          responseType: fc.constantFrom('counter' as const, 'partial' as const, 'decline' as const),
          currentRent: fc.constantFrom('', '1850', '2400'),
          requestedReduction: fc.constantFrom('', '150', '10%'),
          marketRent: fc.constantFrom('', '2250'),
          flexibility: fc.constantFrom('lease-extension' as const, 'improvements' as const, 'none' as const),
          additionalTerms: fc.constantFrom('', 'new carpet in the bedroom'),
          timeline: fc.constantFrom('urgent' as const, 'normal' as const),
          tones: fc.constantFrom(...REPLY_TONES.flatMap((a) => [[a], ...REPLY_TONES.filter((b) => b !== a).map((b) => [a, b])])),
        }),
        (r) => {
          const text = buildReply({ ...base, ...r, counterOffer: '', selectedTones: r.tones as ReplyTone[] }, { today });
          const sentences = text
            .split(/\n+/)
            .flatMap((line) => line.split(/(?<=[.!?])\s+/))
            .map((x) => x.trim())
            .filter(Boolean);
          for (const sentence of sentences) expect(sentence).not.toMatch(/^[a-z]/);
          expect(sentences.length).toBe(new Set(sentences).size);
          expect(text).not.toMatch(/As you know|18 to 24|12 to 18/);
          if (r.timeline === 'urgent') expect(text).not.toMatch(/no rush|whatever time you need/i);
          expect(text).not.toMatch(/as soon as/i);
        },
      ),
      { numRuns: 300 },
    );
  });
});
