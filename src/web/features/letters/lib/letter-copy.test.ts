import { negotiationTiming } from '#domain/letters/timing.ts';
import { describe, expect, it } from 'vitest';
import { describeTones, generatedToast, keepSameConfirmation, reductionRangeHint, timingHeadline } from './letter-copy.ts';

const today = new Date(2026, 10, 21);

describe('tone wording', () => {
  it('names one tone or the blend of two', () => {
    expect(describeTones(['friendly'])).toBe('friendly');
    expect(describeTones(['professional', 'friendly'])).toBe('professional and friendly');
    expect(describeTones([])).toBe('conversational');
  });

  it('titles the first letter Generated and every later one Regenerated, naming the tone', () => {
    expect(generatedToast(['conversational'], false)).toEqual({
      title: 'Letter Generated!',
      description: 'Your letter is ready, written in a conversational tone.',
    });
    expect(generatedToast(['direct'], true)).toEqual({ title: 'Letter Regenerated!', description: 'Your letter now has a direct tone.' });
    expect(generatedToast(['direct', 'friendly'], true).description).toBe('Your letter now has a blend of direct and friendly tones.');
  });
});

describe('rent hints', () => {
  it('confirms the rent being kept, with or without a figure', () => {
    expect(keepSameConfirmation('1850')).toBe('Your letter will ask to keep your rent at $1,850 a month when you renew, with no increase.');
    expect(keepSameConfirmation('')).toBe('Your letter will ask to keep your current rent unchanged when you renew, with no increase.');
  });

  it('works out the 5 to 15 percent range once a rent is entered', () => {
    expect(reductionRangeHint('1850')).toBe('5 to 15% of $1,850 is $93 to $278 a month.');
    expect(reductionRangeHint('2,000')).toBe('5 to 15% of $2,000 is $100 to $300 a month.');
    expect(reductionRangeHint('')).toBeNull();
    expect(reductionRangeHint('0')).toBeNull();
  });
});

describe('timingHeadline', () => {
  it.each([
    [
      '2027-06-30',
      'Your lease ends on June 30, 2027. Send your letter on April 1, 2027, 90 days before, before renewal notices usually go out. It asks for a reply by April 15, 2027.',
    ],
    [
      '2027-02-19',
      'Your lease ends on February 19, 2027, 90 days from now: send your letter now, on November 21, 2026. It asks for a reply by December 5, 2026.',
    ],
    [
      '2026-12-10',
      "Your lease ends on December 10, 2026, only 19 days from now. Send your letter today, November 21, 2026: many leases ask for 30 days' notice. It asks for a reply by November 28, 2026.",
    ],
    [
      '2026-11-01',
      'Your lease end date, November 1, 2026, has passed. You can still ask: send your letter today, November 21, 2026. It asks for a reply by December 5, 2026.',
    ],
  ])('lease ending %s', (end, sentence) => {
    const timing = negotiationTiming(end, today);
    expect(timing && timingHeadline(timing)).toBe(sentence);
  });

  it('says "1 day" for a lease ending tomorrow', () => {
    const timing = negotiationTiming('2026-11-22', today);
    expect(timing && timingHeadline(timing)).toContain('only 1 day from now');
  });
});
