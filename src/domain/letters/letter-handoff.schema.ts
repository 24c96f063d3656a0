import { z } from 'zod';
import type { FmrTrend } from '../market/market.schema.ts';
import type { LetterHandoff } from './letter-handoff.ts';
import type { LetterPoints, RentCapNote } from './reply-form.ts';

// The check of a stored letter handoff (letter-handoff.ts) when the reply page reads it back.

const rent = z.number().int().positive().max(1_000_000);

export const fmrTrendSchema = z.object({
  areaName: z.string().min(1).max(200),
  bedrooms: z.number().int().min(0).max(8),
  fromYear: z.number().int().min(2000).max(2100),
  toYear: z.number().int().min(2000).max(2100),
  fromFmr: rent,
  toFmr: rent,
  percentChange: z.number().int().min(-100).max(1000),
}) satisfies z.ZodType<FmrTrend>;

export const rentCapNoteSchema = z.object({
  law: z.string().min(1).max(200),
  place: z.string().min(1).max(200),
  limit: z.string().regex(/^\d+(\.\d+)?%$/),
  period: z.string().max(200),
  unless: z.array(z.string().max(300)).max(10),
  currentRent: rent,
  allowedRent: rent,
}) satisfies z.ZodType<RentCapNote>;

export const letterPointsSchema = z.object({
  comparable: z.object({ where: z.string().max(300).nullable(), effectiveRent: rent }).nullable(),
  repairs: z.string().max(2000).nullable(),
  pastIncreases: rent.nullable(),
}) satisfies z.ZodType<LetterPoints>;

export const letterHandoffSchema = z.object({
  landlordName: z.string().max(200),
  currentRent: rent,
  /** The rent the letter asked for (the current rent when it asked to keep it). */
  askedRent: rent,
  /** The increase the landlord had proposed before the letter. */
  proposedRent: rent.nullable(),
  /** Our market average for the renter's home, from the analysis the letter used. */
  marketAverage: rent.nullable(),
  /** The day the letter asked for an answer by, 'YYYY-MM-DD'. */
  replyBy: z.iso.date().nullable(),
  hudTrend: fmrTrendSchema.nullable(),
  rentCap: rentCapNoteSchema.nullable().default(null),
  /** The renter's intent (ADR 0061); a handoff saved before it had none, and reads as a 12-month ask without flexibility. */
  termMonths: z.number().int().min(1).max(60).default(12),
  flexibility: z.enum(['lease-extension', 'improvements', 'none']).default('none'),
  points: letterPointsSchema.nullable().default(null),
}) satisfies z.ZodType<LetterHandoff, unknown>;

/** A stored value, if it is a handoff this version wrote; null otherwise (missing, old, edited by hand). */
export function parseLetterHandoff(raw: string | null): LetterHandoff | null {
  if (!raw) return null;
  try {
    const result = letterHandoffSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
