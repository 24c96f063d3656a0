import { describe, expect, it } from 'vitest';
import { detectLandlordTone, LANDLORD_TONE_KEYWORDS } from './landlord-tone.ts';

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
