import { describe, expect, it } from 'vitest';
import { letterFileName } from './download.ts';

describe('letterFileName', () => {
  it('is the prefix plus the lower-cased address with spaces as hyphens', () => {
    expect(letterFileName('12 Oak Street')).toBe('rent-negotiation-letter-12-oak-street.txt');
  });

  it('drops characters that are unsafe in file names and collapses hyphens', () => {
    expect(letterFileName('12 Oak St., Apt #4 / Unit B')).toBe('rent-negotiation-letter-12-oak-st-apt-4-unit-b.txt');
    expect(letterFileName('../../etc/passwd')).toBe('rent-negotiation-letter-etcpasswd.txt');
    expect(letterFileName('  5  Main --- Rd  ')).toBe('rent-negotiation-letter-5-main-rd.txt');
    expect(letterFileName('<script>"x"</script>:*?|')).toBe('rent-negotiation-letter-scriptxscript.txt');
  });

  it('keeps accented letters as their plain form', () => {
    expect(letterFileName('1 Rue Bélanger')).toBe('rent-negotiation-letter-1-rue-belanger.txt');
  });

  it('caps the address part at 80 characters without a trailing hyphen', () => {
    const name = letterFileName(`${'a'.repeat(79)} bcd`);
    expect(name).toBe(`rent-negotiation-letter-${'a'.repeat(79)}.txt`);
    expect(letterFileName('x'.repeat(300)).length).toBe('rent-negotiation-letter-'.length + 80 + '.txt'.length);
  });

  it('falls back to the bare name when nothing usable is left', () => {
    expect(letterFileName('')).toBe('rent-negotiation-letter.txt');
    expect(letterFileName(' #/?* ')).toBe('rent-negotiation-letter.txt');
    expect(letterFileName('公寓')).toBe('rent-negotiation-letter.txt');
  });
});
