import { describe, expect, it } from 'vitest';
import { formatAnswerBy, SUPPORT_MESSAGES, supportAnswerBy, supportRequestSchema } from './support.ts';

describe('a priority support request', () => {
  it('keeps the message’s lines, puts the subject on one line and strips control characters', () => {
    const parsed = supportRequestSchema.parse({ subject: ' Landlord\nreplied \u001b[31m ', message: 'Line one\nLine two\u0007' });
    expect(parsed).toEqual({ subject: 'Landlord replied [31m', message: 'Line one\nLine two', timeZone: 'UTC' });
  });

  it('refuses an empty subject or message and an overlong one with a plain message', () => {
    const issue = (input: unknown) => supportRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ subject: '  ', message: 'Hello' })).toBe(SUPPORT_MESSAGES.subjectMissing);
    expect(issue({ subject: 'Help', message: '\u0000' })).toBe(SUPPORT_MESSAGES.messageMissing);
    expect(issue({ message: 'Hello' })).toBe(SUPPORT_MESSAGES.subjectMissing);
    expect(issue({ subject: 'x'.repeat(121), message: 'Hello' })).toBe('Please keep the subject under 120 characters.');
    expect(issue({ subject: 'Help', message: 'x'.repeat(5001) })).toBe('Please keep your message under 5000 characters.');
  });

  it('is answered by the time sent plus the promised hours', () => {
    const answerBy = supportAnswerBy(new Date('2026-11-25T21:30:00Z'), 24);
    expect(answerBy.toISOString()).toBe('2026-11-26T21:30:00.000Z');
    expect(formatAnswerBy(answerBy, 'UTC')).toBe('Thursday, November 26, 2026 at 9:30 PM UTC');
  });
});
