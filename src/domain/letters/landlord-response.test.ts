import { describe, expect, it } from 'vitest';
import { classifyLandlordResponse } from './landlord-response.ts';

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
