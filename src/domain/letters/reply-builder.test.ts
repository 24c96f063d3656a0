import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FmrTrend } from '../market/market.schema.ts';
import { buildReply, nextSteps, planReply } from './reply-builder.ts';
import { emptyReplyForm } from './reply-form.ts';
import { type ReplyForm, type ReplyFormInput, replyFormSchema } from './reply-form.schema.ts';
import { REPLY_PHRASES } from './reply-phrases.ts';
import { REPLY_TONES, type ReplyTone } from './tones.ts';

const today = new Date(2026, 10, 25);
/** HUD's FY2024 to FY2026 change for a two-bedroom in Harris County: slower than a 6% rise in one year. */
const HARRIS: FmrTrend = {
  areaName: 'Harris County, TX',
  bedrooms: 2,
  fromYear: 2024,
  toYear: 2026,
  fromFmr: 1990,
  toFmr: 2060,
  percentChange: 4,
};

/** The renter from the letter page: Ms. Patel's tenant pays $2,500, asked for $2,350; our average is $2,448. */
const form = (fields: Partial<ReplyFormInput>): ReplyForm =>
  replyFormSchema.parse({
    ...emptyReplyForm(),
    landlordName: 'Ms. Patel',
    responseType: 'counter',
    currentRent: '2500',
    requestedReduction: '$2,350',
    marketRent: '2448',
    acceptDisclaimer: true,
    ...fields,
  });
const reply = (fields: Partial<ReplyFormInput>, tones: ReplyTone[] = ['professional']) => buildReply(form(fields), { tones, today });
/** The paragraphs between the greeting and the sign-off. */
const paragraphs = (text: string) => text.split('\n\n');

const DECLINE = 'We are unable to reduce the rent at this time. Your rent will remain $2,500 for the new lease term.';
const INCREASE = 'Due to higher property taxes and insurance, your rent will increase to $2,650 starting March 1, 2027.';
const COUNTER = 'We can do $2,450 if you sign a 12-month lease.';

describe('buildReply: the three answers from issue 20', () => {
  it('answers a refusal that keeps $2,500 as a refusal, never as a freeze offered', () => {
    const text = reply({ landlordResponse: DECLINE, responseType: 'decline' });
    expect(planReply(form({ landlordResponse: DECLINE, responseType: 'decline' })).move).toBe('decline');
    expect(paragraphs(text)[0]).toBe('Dear Ms. Patel,');
    expect(paragraphs(text)[1]).toBe(
      'Thank you for your reply about my lease renewal. I understand the rent is to stay at $2,500, rather than come down to the $2,350 I asked for.',
    );
    expect(paragraphs(text)[2]).toBe('My estimate of the average rent for similar homes here is $2,448, $52 a month below what I pay now.');
    // The renter's own ask again, on their own term: no halfway figure, no rent fixed where the landlord wants it.
    expect(paragraphs(text)[3]).toBe(
      'I would like to propose $2,350 a month on a 12-month lease. At $2,350, the difference between our figures is $150 a month, or $1,800 over the 12-month lease; a single month of vacancy at the current rent would be $2,500.',
    );
    expect(text).not.toMatch(/freeze|offered to keep|Your offer/);
  });

  it('answers $2,650 as their proposed increase, with its reason answered in figures', () => {
    const text = reply({ landlordResponse: INCREASE, hudTrend: HARRIS, replyBy: '2026-12-09' });
    expect(paragraphs(text)[1]).toBe(
      'Thank you for your reply about my lease renewal. I understand you propose raising the rent from $2,500 to $2,650, an increase of $150 a month (6%).',
    );
    expect(paragraphs(text)[2]).toBe(
      "You mention higher property taxes and insurance. Could you tell me how much of the $150 a month increase they account for in this unit, and send me the figures behind it? HUD's Fair Market Rent for a two-bedroom home in Harris County, TX went from $1,990 in FY2024 to $2,060 in FY2026, a rise of 4% over two years. The proposed $2,650 would be a 6% rise in a single year. My estimate of the average rent for similar homes here is $2,448, $202 a month below $2,650.",
    );
    // The renter asked for $2,350: the reply still asks for it, and never agrees to an unknown share of the increase.
    expect(paragraphs(text)[3]).toBe(
      'I would like to propose $2,350 a month on a 12-month lease. At $2,350, the difference between our figures is $300 a month, or $3,600 over the 12-month lease.',
    );
    expect(text).not.toMatch(/I would accept|I could agree|as far as I can go/);
    expect(text).toContain('I would appreciate your reply by Wednesday, December 9.');
    expect(text).not.toMatch(/offer of \$2,650|Your offer/);
  });

  it("answers a counter below the current rent with the renter's own ask, and offers a longer lease only when they chose to", () => {
    const text = reply({ landlordResponse: COUNTER });
    expect(paragraphs(text)[1]).toBe(
      'Thank you for your reply about my lease renewal. Your offer of $2,450 on a 12-month lease takes $50 off the rent, and I appreciate the move.',
    );
    expect(paragraphs(text)[2]).toBe(
      'I would be willing to sign the 12-month lease you suggested at $2,350 a month. At $2,350, the difference between our figures is $100 a month, or $1,200 over the 12-month lease; a single month of vacancy at the current rent would be $2,500.',
    );
    expect(reply({ landlordResponse: COUNTER, flexibility: 'lease-extension' })).toContain(
      'If it helps, I am prepared to sign an 18-month lease at $2,350 a month.',
    );
  });
});

describe('buildReply: the reason they gave', () => {
  it('market: HUD’s two-year change and the renter’s average, only where they help', () => {
    const market = 'Rents in the area have gone up. The new rent will be $2,650 per month.';
    expect(reply({ landlordResponse: market, hudTrend: HARRIS })).toContain(
      "You mention the market. HUD's Fair Market Rent for a two-bedroom home in Harris County, TX went from $1,990 in FY2024 to $2,060 in FY2026, a rise of 4% over two years.",
    );
    // HUD's figure rose 20% in two years: faster than this increase, so the reply does not cite it.
    const fast = { ...HARRIS, toFmr: 2390, percentChange: 20 };
    expect(reply({ landlordResponse: market, hudTrend: fast })).not.toContain('HUD');
    // Nothing that helps: ask for their comparables instead of inventing any.
    expect(reply({ landlordResponse: market, hudTrend: fast, marketRent: '2800' })).toContain(
      'You mention the market. Could you share the listings you compared with? I would like to look at the same homes.',
    );
  });

  it('upgrades: which are in this unit, what they cost and when; a request, never a pre-agreement', () => {
    expect(reply({ landlordResponse: 'With the new roof and windows, we need to raise it by $150 a month.' })).toContain(
      'You mention upgrades to the property. Could you tell me which of them are in my unit, what they cost and when the work will be done?',
    );
  });

  it('costs behind a refusal: how much for this unit', () => {
    expect(reply({ landlordResponse: 'Our insurance went up, so we cannot lower the rent.', responseType: 'decline' })).toContain(
      'I understand your insurance has gone up. Could you tell me by how much a month for this unit? It would help me see how far the rent can move.',
    );
  });
});

describe('buildReply: what the letter page carried over', () => {
  it('greets the landlord by name, or leaves a placeholder when the name is not known', () => {
    expect(reply({ landlordResponse: DECLINE }).startsWith('Dear Ms. Patel,')).toBe(true);
    expect(reply({ landlordResponse: DECLINE }, ['friendly']).startsWith('Hi Ms. Patel,')).toBe(true);
    expect(reply({ landlordResponse: DECLINE, landlordName: ' ' }).startsWith("Dear [Landlord's Name],")).toBe(true);
  });

  it("repeats the letter's arguments carried over: its best listing, the increases paid, the repairs", () => {
    const text = reply({
      landlordResponse: DECLINE,
      responseType: 'decline',
      letterPoints: { comparable: { where: '410 Main St', effectiveRent: 2300 }, repairs: 'the dishwasher is broken', pastIncreases: 225 },
    });
    expect(paragraphs(text)[2]).toBe(
      'My estimate of the average rent for similar homes here is $2,448, $52 a month below what I pay now. As my letter noted, a comparable home nearby, 410 Main St, comes to $2,300 a month, $200 below what I pay now. My rent has already risen by $225 a month during my tenancy. The repairs my letter asked for still matter here. The dishwasher is broken.',
    );
  });

  it('answers an ask to keep the rent: keeping it is a yes', () => {
    const text = reply({ landlordResponse: DECLINE, requestedReduction: '$2,500' });
    expect(text).toContain('Keeping the rent at $2,500 is what I asked for.');
    expect(text).toContain('I am glad to accept $2,500 a month on a 12-month lease');
  });

  it('holds a refusal to the increase they had proposed before the letter', () => {
    const plan = planReply(
      form({ landlordResponse: 'Sorry, we are not able to change it.', responseType: 'decline', proposedRent: '2650' }),
    );
    expect(plan).toMatchObject({ move: 'increase', theirs: 2650, proposal: { rent: 2350, term: 12 } });
  });

  it('asks for an answer by the letter’s date while it is ahead, by 3 days when urgent, and by none otherwise', () => {
    expect(reply({ landlordResponse: COUNTER, replyBy: '2026-12-09' })).toContain('by Wednesday, December 9.');
    expect(reply({ landlordResponse: COUNTER, replyBy: '2026-11-20' })).not.toMatch(/November|December/);
    expect(reply({ landlordResponse: COUNTER, timeline: 'urgent', replyBy: '2026-12-09' })).toContain('by Saturday, November 28.');
  });
});

describe('every reply (property)', () => {
  const ANSWERS = [
    DECLINE,
    INCREASE,
    COUNTER,
    "We can't lower the rent, but we could keep it at $2,500 if you sign for 18 months.",
    'Rents in the area have gone up. The new rent will be $2,650 per month.',
    'Let me think about it and get back to you.',
    'No, the rent stays as it is.',
    'This is our final offer: $2,450 a month on a two-year lease.',
    'Not interested. Feel free to move.',
    'We could knock $50 off if you renew for 18 months.',
  ];
  const TONE_SETS = REPLY_TONES.flatMap((a) => [[a], ...REPLY_TONES.filter((b) => b !== a).map((b) => [a, b])]);

  it('thanks once, concedes nothing in the first paragraph, uses the name, and starts no sentence lower-case', () => {
    fc.assert(
      fc.property(
        fc.record({
          landlordResponse: fc.constantFrom(...ANSWERS),
          responseType: fc.constantFrom('counter' as const, 'partial' as const, 'decline' as const),
          currentRent: fc.constantFrom('', '2500', '2400'),
          requestedReduction: fc.constantFrom('', '150', '10%', '$2,350', '$2,500'),
          marketRent: fc.constantFrom('', '2448'),
          proposedRent: fc.constantFrom('', '2650'),
          hudTrend: fc.constantFrom(null, HARRIS),
          flexibility: fc.constantFrom('lease-extension' as const, 'improvements' as const, 'none' as const),
          additionalTerms: fc.constantFrom('', 'new carpet in the bedroom'),
          timeline: fc.constantFrom('urgent' as const, 'normal' as const),
          tones: fc.constantFrom(...TONE_SETS),
        }),
        (r) => {
          const text = buildReply(form({ ...r, selectedTones: r.tones as ReplyTone[] }), { today });
          expect(text.match(/\bthank(?:s| you)\b/gi)?.length).toBe(1);
          expect(text).not.toContain("[Landlord's Name]");
          expect(text).toMatch(/^(Dear|Hello|Hi) Ms\. Patel,/);
          const first = paragraphs(text)[1] ?? '';
          expect(first).not.toMatch(
            /\bI (?:would )?(?:like to )?propose|would ask|instead|prefer|\bI(?: am|'m| would be|'d be) willing|could we|would you consider|-month lease at|lock/i,
          );
          const sentences = text
            .split(/\n+/)
            .flatMap((line) => line.split(/(?<=[.!?])\s+/))
            .map((x) => x.trim())
            .filter(Boolean);
          for (const sentence of sentences) expect(sentence).not.toMatch(/^[a-z]/);
          expect(sentences.length).toBe(new Set(sentences).size);
          expect(text).not.toMatch(/As you know|18 to 24|12 to 18|freeze|as soon as|undefined|null|NaN/);
          if (text.includes('$2,650') && r.currentRent !== '') expect(text).not.toMatch(/offer of \$2,650/);
        },
      ),
      { numRuns: 400 },
    );
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
    expect(new Set(all.map((tones) => reply({ landlordResponse: COUNTER, timeline: 'urgent' }, tones))).size).toBe(16);
    const blend = reply({ landlordResponse: COUNTER }, ['friendly', 'strategic']);
    expect(blend.startsWith(REPLY_PHRASES.friendly.salutation('Ms. Patel'))).toBe(true);
    expect(blend).toContain(REPLY_PHRASES.friendly.closing);
    expect(blend).toContain('Here is my proposal: $2,350 a month, and I sign the 12-month lease you want.');
  });

  it('uses the form’s tones when none are passed', () => {
    const f = form({ landlordResponse: COUNTER, selectedTones: ['diplomatic'] });
    expect(buildReply(f, { today })).toBe(buildReply(f, { tones: ['diplomatic'], today }));
  });
});

describe('nextSteps', () => {
  it('fits what the landlord did, the flexibility and the timeline', () => {
    const steps = nextSteps(form({ landlordResponse: INCREASE, flexibility: 'lease-extension', timeline: 'urgent' }));
    expect(steps[0]).toBe('Ask for the proposed increase in writing, with the date it would start.');
    expect(steps).toContain('Be ready to confirm the longer lease term you offered in the renewal.');
    expect(steps).toContain('Follow up by phone if you have no answer within 3 days.');
    expect(steps.at(-1)).toBe('Get the final agreement in writing before you sign the renewal.');

    const declined = nextSteps(form({ responseType: 'decline', landlordResponse: 'No way.' }));
    expect(declined).toContain('Compare listings nearby so you know your options if you decide to move.');
    expect(declined).toContain('Stay polite and stick to the facts; a calm reply keeps the door open.');
    expect(declined).toContain('Follow up politely if you have no answer within 7 days.');
  });
});
