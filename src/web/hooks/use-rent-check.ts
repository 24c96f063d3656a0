import { isoDay } from '#domain/letters/format.ts';
import { parseIsoDay } from '#domain/shared/dates.ts';
import type { Answer, RentCheckResult } from '#domain/rent-rules/check.ts';
import type { RentCheckRequest } from '#domain/rent-rules/schema.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** POST /api/functions/check-rent-increase (ADR 0046): the rent rules check for a ZIP, as the server answers it. */
const checkRentIncrease = (request: RentCheckRequest) => callApi((api) => api.functions['check-rent-increase'].$post({ json: request }));

export type RentCheckAnswers = Record<string, Answer>;

export interface RentCheckFields {
  zip: string;
  currentRent: number | null;
  proposedRent: number | null;
  /** YYYY-MM-DD: the date the new rent would take effect (the day after the lease ends). */
  effectiveDate: string | null;
  noticeDate: string | null;
  answers: RentCheckAnswers;
}

/** What the card shows: nothing to check, what is missing, the check, or the server's message. */
export type RentCheckState =
  | { status: 'none' }
  | { status: 'needs-date' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; check: RentCheckResult; place: { city: string | null; state: string } };

/** "2026-03-31" → "2026-04-01": the new rent takes effect the day after the lease ends. */
export function dayAfter(isoDate: string | undefined): string | null {
  const day = parseIsoDay(isoDate);
  return day === null ? null : isoDay(day + 1);
}

/** The rent check of a proposed increase, asked of the server once the answers settle (400 ms). */
export function useRentCheck(fields: RentCheckFields): RentCheckState {
  const { zip, currentRent, proposedRent, effectiveDate, noticeDate, answers } = fields;
  const increase = /^\d{5}$/.test(zip) && currentRent !== null && proposedRent !== null && currentRent > 0 && proposedRent > currentRent;
  const request: RentCheckRequest | null =
    increase && effectiveDate
      ? { zip, currentRent: currentRent!, proposedRent: proposedRent!, effectiveDate, noticeDate: noticeDate || null, answers }
      : null;
  // Debounced as text: a string typed the same stays equal, so the timer settles (an object would be new every render).
  const settledText = useDebouncedValue(request ? JSON.stringify(request) : null, 400);
  const settled = settledText ? (JSON.parse(settledText) as RentCheckRequest) : null;
  const query = useQuery({
    queryKey: ['rent-check', settledText],
    queryFn: () => checkRentIncrease(settled!),
    enabled: settled !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    placeholderData: keepPreviousData,
  });
  if (!increase) return { status: 'none' };
  if (!effectiveDate) return { status: 'needs-date' };
  if (query.isError) return { status: 'error', message: query.error.message };
  if (!query.data) return { status: 'loading' };
  return { status: 'success', check: query.data.check, place: query.data.place };
}
