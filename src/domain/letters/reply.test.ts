import { describe, expect, it } from 'vitest';
import {
  buildReply,
  classifyLandlordResponse,
  detectLandlordTone,
  emptyReplyForm,
  LANDLORD_TONE_KEYWORDS,
  nextSteps,
  type ReplyForm,
  replyFormSchema,
  validateReplyForm,
} from './reply.ts';
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

describe('validateReplyForm', () => {
  it('reports the four SPEC messages, word for word', () => {
    expect(validateReplyForm({ ...emptyReplyForm(), selectedTones: [] })).toEqual({
      landlordResponse: "Please paste your landlord's response",
      responseType: 'Please select how your landlord responded',
      selectedTones: 'Please select at least one response tone',
      acceptDisclaimer: 'Please accept the disclaimer to continue',
    });
  });

  it('passes a complete form and treats a blank response as missing', () => {
    expect(validateReplyForm({ ...base })).toEqual({});
    expect(validateReplyForm({ ...base, landlordResponse: '  ' })).toEqual({
      landlordResponse: "Please paste your landlord's response",
    });
  });

  it('defaults to the professional tone, normal timeline and no flexibility', () => {
    expect(emptyReplyForm()).toMatchObject({ selectedTones: ['professional'], timeline: 'normal', flexibility: 'none' });
  });
});

describe('classifyLandlordResponse', () => {
  it.each([
    ['We would like to counter with a smaller change.', 'counter'],
    ['Here is my counteroffer.', 'counter'],
    ['I can offer a 12-month renewal instead.', 'counter'],
    ['However, the building costs went up.', 'counter'],
    ['The rent will be $1,850 next year.', 'counter'],
    ['The rent will be $1850 next year.', 'counter'],
    ['I will consider it.', 'partial'],
    ['We are considering your request.', 'partial'],
    ["Let's discuss this next week.", 'partial'],
    ['Let me think about it.', 'partial'],
    ['No.', 'decline'],
    ['We cannot lower the rent.', 'decline'],
    ["Sorry, we can't lower the rent.", 'decline'],
    ['Sorry, we can\u2019t lower the rent.', 'decline'],
    ['We are unable to change the rent.', 'decline'],
    ['We must decline your request.', 'decline'],
    ['We have declined similar requests.', 'decline'],
    ['Thanks, I got your letter.', 'unclear'],
    ['', 'unclear'],
  ] as const)('%j → %s', (text, expected) => {
    expect(classifyLandlordResponse(text)).toBe(expected);
  });

  it('checks counter before partial before decline', () => {
    expect(classifyLandlordResponse('No, but we could consider $1,900 instead.')).toBe('counter');
    expect(classifyLandlordResponse('No promises, but I will consider it.')).toBe('partial');
  });

  it('matches whole words only', () => {
    expect(classifyLandlordResponse('I know you asked; note that I read it.')).toBe('unclear');
    expect(classifyLandlordResponse('Nobody else has asked. Nothing changes.')).toBe('unclear');
    expect(classifyLandlordResponse('I encountered this before.')).toBe('unclear');
    expect(classifyLandlordResponse('We will not change it.')).toBe('unclear');
    expect(classifyLandlordResponse('The rent stays. NO.')).toBe('decline');
  });

  it('does not take a plain number for a dollar amount', () => {
    expect(classifyLandlordResponse('Your lease has 12 months left.')).toBe('unclear');
  });
});

describe('detectLandlordTone', () => {
  it.each(
    (['dismissive', 'firm', 'open'] as const).flatMap((tone) =>
      LANDLORD_TONE_KEYWORDS[tone].map((keyword) => [tone, keyword.replace('*', 's')] as const),
    ),
  )('%s: "%s"', (tone, keyword) => {
    expect(detectLandlordTone(`Regarding the lease, ${keyword}.`)).toBe(tone);
  });

  it('is professional when nothing stands out', () => {
    expect(detectLandlordTone('Thank you for your letter. The rent for the new term is attached.')).toBe('professional');
  });

  it('ranks dismissive over firm over open', () => {
    expect(detectLandlordTone("I'd be happy to talk, but this is our final offer.")).toBe('firm');
    expect(detectLandlordTone('This is final. If you are not interested, feel free to move.')).toBe('dismissive');
    expect(detectLandlordTone('We are not willing to go lower.')).toBe('firm');
  });
});

describe('buildReply', () => {
  it('offers 18 to 24 months with a lease extension and 12 to 18 months otherwise, in every tone', () => {
    for (const tone of REPLY_TONES) {
      const extended = reply({ flexibility: 'lease-extension' }, [tone]);
      expect(extended).toContain('18 to 24 months');
      expect(extended).not.toContain('12 to 18 months');
      for (const flexibility of ['improvements', 'none'] as const) {
        const text = reply({ flexibility }, [tone]);
        expect(text).toContain('12 to 18 months');
        expect(text).not.toContain('18 to 24 months');
      }
    }
  });

  it('says turnover costs 1 to 3 months of rent, with the dollars when the rent is known', () => {
    for (const tone of REPLY_TONES) expect(reply({}, [tone])).toContain('1 to 3 months of rent (roughly $1,850 to $5,550 at the current rent)');
    expect(reply({ currentRent: '' })).toContain('1 to 3 months of rent in vacancy');
  });

  it('uses the counter-offer and proposes the midpoint', () => {
    const text = reply({});
    expect(text).toContain('I have reviewed your counter-offer of $1,800.');
    expect(text).toContain('I would like to propose a monthly rent of $1,750, which sits between your offer of $1,800 and my original request of $1,700.');
  });

  it('reads a small counter-offer as an amount off the rent', () => {
    expect(reply({ counterOffer: '$50' })).toContain('a monthly rent of $1,750, which sits between your offer of $1,800 and my original request of $1,700');
  });

  it('answers a partial yes and a decline differently', () => {
    expect(reply({ responseType: 'partial' })).toContain('I would like to confirm my request for a reduction of $150 a month');
    expect(reply({ responseType: 'decline' })).toContain('would you be willing to keep the rent at its current level of $1,850');
  });

  it('adapts to the landlord’s tone', () => {
    expect(reply({ landlordResponse: 'Not interested. Feel free to move.', responseType: 'decline' })).toContain(
      "I understand this may not be something you were planning to revisit",
    );
    expect(reply({ landlordResponse: 'That is our final offer: $1,800.' })).toContain('I understand and respect your position.');
    expect(reply({ landlordResponse: "I'm happy to work with you. How about $1,800?" })).toContain('I really appreciate your openness');
  });

  it('asks for an answer by a date 3 days out when urgent, and sets no date otherwise', () => {
    expect(reply({ timeline: 'urgent' })).toContain('I would appreciate your reply by Tuesday, November 24.');
    expect(reply({ timeline: 'normal' })).not.toMatch(/November/);
  });

  it('includes additional terms only when given', () => {
    expect(reply({ additionalTerms: 'new carpet in the bedroom' })).toContain('include the following: new carpet in the bedroom.');
    expect(reply({})).not.toContain('include the following');
  });

  it('ends with placeholders for name, phone and email', () => {
    expect(reply({}).endsWith('[Your Name]\n[Your Phone Number]\n[Your Email]')).toBe(true);
  });

  it('reads differently in each tone and each blend', () => {
    const pairs = REPLY_TONES.flatMap((a, i) => REPLY_TONES.slice(i + 1).map((b) => [a, b] as const));
    const all = [...REPLY_TONES.map((t) => [t]), ...pairs.flatMap(([a, b]) => [[a, b], [b, a]])];
    expect(new Set(all.map((tones) => reply({ timeline: 'urgent' }, tones))).size).toBe(16);
    const blend = reply({}, ['friendly', 'strategic']);
    expect(blend.startsWith(REPLY_PHRASES.friendly.salutation)).toBe(true);
    expect(blend).toContain(REPLY_PHRASES.friendly.closing);
    expect(blend).toContain('My proposal is $1,750 a month');
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
    expect(steps).toContain('Be ready to confirm the 18 to 24 month lease term in the renewal.');
    expect(steps).toContain('Follow up by phone if you have no answer within 3 days.');
    expect(steps.at(-1)).toBe('Get the final agreement in writing before you sign the renewal.');

    const declined = nextSteps({ ...base, responseType: 'decline', landlordResponse: 'No way.' });
    expect(declined).toContain('Compare listings nearby so you know your options if you decide to move.');
    expect(declined).toContain('Stay polite and stick to the facts; a calm reply keeps the door open.');
    expect(declined).toContain('Follow up politely if you have no answer within 7 days.');
  });
});
