import { describe, expect, it } from 'vitest';
import { formatThousands, formatUsd, moneyAmount, moneyInput, optionalMoneyAmount, parseAmount, roundTo5 } from './money.ts';

describe('money', () => {
  it('shows thousands separators', () => {
    expect(formatThousands('1234567')).toBe('1,234,567');
    expect(formatThousands('0042')).toBe('42');
    expect(formatThousands('')).toBe('');
  });

  it('rounds a rent to the nearest $5', () => {
    expect(roundTo5(2147)).toBe(2145);
    expect(roundTo5(2148)).toBe(2150);
    expect(roundTo5(2152.5)).toBe(2155);
  });

  it('formats whole US dollars', () => {
    expect(formatUsd(10008)).toBe('$10,008');
    expect(formatUsd(1679.6)).toBe('$1,680');
  });

  it("writes every amount exactly as Intl.NumberFormat's en-US whole-dollar currency format does", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const amounts = [0, -0, 0.4, -0.4, 0.5, -0.5, 1, 999, 999.5, 1000, -1234, 99_999.5, 1_234_567, 12_345_678_901, 2 ** 53, 1e21, -1e22];
    amounts.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 5000; i++) amounts.push((random() - 0.3) * 10 ** Math.floor(random() * 12));
    for (const amount of amounts) expect(formatUsd(amount), String(amount)).toBe(intl.format(Math.round(amount)));
  });

  it('reads money as a renter types it, and refuses what is not money', () => {
    expect(moneyInput(' $2,500 ')).toBe(2500);
    expect(moneyInput('2500.50')).toBe(2500.5);
    expect(moneyInput('1850/month')).toBeNull();
    expect(moneyInput('ten')).toBeNull();
    expect(moneyInput('')).toBeNull();
    expect(moneyAmount('$ 1,234')).toBe(1234);
    expect(optionalMoneyAmount('  ')).toBeNull();
    expect(optionalMoneyAmount('$1,200')).toBe(1200);
  });

  it('takes the first number out of free text', () => {
    expect(parseAmount('$1,850/month')).toBe(1850);
    expect(parseAmount('10%')).toBe(10);
    expect(parseAmount('no figure')).toBeNull();
  });
});
