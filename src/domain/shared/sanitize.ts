export const SANITIZE_MAX_LENGTH = 1000;

/**
 * SPEC section 5 "Input sanitising": tags, script blocks, javascript: URLs and inline handlers stripped,
 * quotes removed, result cut to 1000 characters. Whitespace is kept so typing is not disturbed.
 */
export function sanitizeText(input: string): string {
  return input
    .replace(/<script[\s\S]*?>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<\/?[a-z!][^>]*>/gi, '')
    .replace(/[<>]/g, '')
    .replace(/javascript\s*:/gi, '')
    .replace(/\bon[a-z]+\s*=/gi, '')
    .replace(/["'`]/g, '')
    .slice(0, SANITIZE_MAX_LENGTH);
}

/** Digits and commas only (rent, square footage inputs); returns the digits to store. */
export function digitsOnly(input: string): string {
  return input.replace(/[^\d]/g, '');
}

export function keepDigitsAndCommas(input: string): string {
  return input.replace(/[^\d,]/g, '');
}

export function formatThousands(digits: string): string {
  const clean = digitsOnly(digits).replace(/^0+(?=\d)/, '');
  return clean.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export function formatUsd(amount: number): string {
  return usd.format(Math.round(amount));
}
