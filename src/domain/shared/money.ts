import { digitsOnly } from './sanitize.ts';

/** Rents below this are a fee, an amount off or a typo, not a monthly rent (typed by the renter or in a landlord's text). */
export const MIN_MONTHLY_RENT = 300;

/** First number in what the user typed ("$1,850", "1850/month", "10%"); null when there is none. */
export function parseAmount(raw: string | undefined): number | null {
  const match = (raw ?? '').replace(/,/g, '').match(/\d+(?:\.\d+)?/);
  if (!match) return null;
  const value = Number(match[0]);
  return Number.isFinite(value) ? value : null;
}

/** "2,500", "$2,500", "2500.00": an amount of money as a renter types it. */
const MONEY_TEXT = /^\$?\s*\d[\d,]*(\.\d+)?$/;

/** The amount in money text: "$2,500" is 2500 ($, commas and spaces dropped); NaN when the rest is not a number. */
export function moneyAmount(text: string): number {
  return Number(text.replace(/[$,\s]/g, ''));
}

/** The amount when `text` is money as typed ("$2,500", "2500.00"); null for anything else ("1850/month", "ten"). */
export function moneyInput(text: string): number | null {
  const trimmed = text.trim();
  return MONEY_TEXT.test(trimmed) ? moneyAmount(trimmed) : null;
}

/** The amount of a money field that may be left empty: null when it is. */
export function optionalMoneyAmount(text: string): number | null {
  return text.trim() === '' ? null : moneyAmount(text);
}

/** True when what the user typed is a percentage ("10%", "5 percent"). */
export function isPercent(raw: string): boolean {
  return /%|\bpercent\b/i.test(raw);
}

/** A rent rounded to the nearest $5, as the negotiation plan, the scenarios and the reply propose figures. */
export function roundTo5(amount: number): number {
  return Math.round(amount / 5) * 5;
}

/** Digits grouped by thousands for a number input ("1234567" -> "1,234,567"); leading zeros dropped. */
export function formatThousands(digits: string): string {
  const clean = digitsOnly(digits).replace(/^0+(?=\d)/, '');
  return clean.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Whole dollars as Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
 * writes them ("$1,234", "-$50"; money.test.ts compares the two), grouped by hand: a page's first
 * Intl.NumberFormat sets up the browser's number formatting, a task of about 40 ms (160 ms at a phone's speed) that
 * fell in the city pages' hydration (docs/performance.md, "Main thread"). Amounts too large for plain digits, and non-finite ones, go to Intl.
 */
export function formatUsd(amount: number): string {
  const rounded = Math.round(amount);
  if (!Number.isFinite(rounded) || Math.abs(rounded) >= 1e21) return intlUsd().format(rounded);
  const sign = rounded < 0 || Object.is(rounded, -0) ? '-' : '';
  return `${sign}$${formatThousands(String(Math.abs(rounded)))}`;
}

let usd: Intl.NumberFormat | undefined;
function intlUsd(): Intl.NumberFormat {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return usd;
}
