import { z } from 'zod';

/** A US ZIP code as the product takes it: exactly five digits (no ZIP+4). */
export const ZIP_PATTERN = /^\d{5}$/;

export const ZIP_MESSAGE = 'Zip code must be 5 digits';

/** True when `text` is a five-digit ZIP code (trim it first where the renter typed it). */
export function isZip(text: string): boolean {
  return ZIP_PATTERN.test(text);
}

/** A request's ZIP field: required, trimmed, five digits. */
export function zipCodeField() {
  return z.string({ error: 'Zip code is required' }).trim().regex(ZIP_PATTERN, ZIP_MESSAGE);
}
