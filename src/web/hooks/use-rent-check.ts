import { isoDay, parseIsoDay } from '#domain/shared/dates.ts';
import { parseAmount } from '#domain/shared/money.ts';
import { type Answer, LEASE_TERM_QUESTION_ID, type RentCheckResult } from '#domain/rent-rules/check.ts';
import type { RentCheckRequest } from '#domain/rent-rules/schema.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { callApi } from '../lib/api-client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { isZip } from '#domain/shared/zip.ts';

/** POST /api/functions/check-rent-increase (ADR 0046): the rent rules check for a ZIP, as the server answers it. */
const checkRentIncrease = (request: RentCheckRequest) => callApi((api) => api.functions['check-rent-increase'].$post({ json: request }));

export type RentCheckAnswers = Record<string, Answer>;

/**
 * What the renter told the card (held in page state, not in the form): answers to its questions, figures read on an
 * official page (ADR 0072), and the month counts a notice rule asked for (null when not given there).
 */
export interface RuleInputs {
  answers: RentCheckAnswers;
  figures: Record<string, number>;
  tenancyMonths: number | null;
  leaseTermMonths: number | null;
}

/** How the card changes them: an answer, a figure (null clears it), or a month count by its question's id. */
export interface RuleInputUpdates {
  answer: (id: string, answer: Answer) => void;
  figure: (family: string, value: number | null) => void;
  months: (questionId: string, months: number | null) => void;
}

const NO_INPUTS: RuleInputs = { answers: {}, figures: {}, tenancyMonths: null, leaseTermMonths: null };

/** The card's inputs and their setters, for a page that shows the rent check. */
export function useRuleInputs(): { inputs: RuleInputs; update: RuleInputUpdates } {
  const [inputs, setInputs] = useState<RuleInputs>(NO_INPUTS);
  const update = useMemo<RuleInputUpdates>(
    () => ({
      answer: (id, answer) => setInputs((all) => ({ ...all, answers: { ...all.answers, [id]: answer } })),
      figure: (family, value) =>
        setInputs((all) => {
          const { [family]: _dropped, ...figures } = all.figures;
          return { ...all, figures: value === null ? figures : { ...figures, [family]: value } };
        }),
      months: (questionId, months) =>
        setInputs((all) =>
          questionId === LEASE_TERM_QUESTION_ID ? { ...all, leaseTermMonths: months } : { ...all, tenancyMonths: months },
        ),
    }),
    [],
  );
  return { inputs, update };
}

export interface RentCheckFields {
  zip: string;
  currentRent: number | null;
  proposedRent: number | null;
  /** YYYY-MM-DD: the date the new rent would take effect (the day after the lease ends). */
  effectiveDate: string | null;
  noticeDate: string | null;
  /** Months lived there from the page's own form (the letter's tenure), used when the card asked none. */
  tenancyMonths?: number | null;
  rules: RuleInputs;
}

/** What the card shows: nothing to check, what is missing, the check, or the server's message. */
export type RentCheckState =
  | { status: 'none' }
  | { status: 'needs-date' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; check: RentCheckResult; place: { city: string | null; state: string } };

/** The form's tenure ("3" years, "" months) in months, or null when neither was given. */
export function tenureMonthsOf(years: string | undefined, months: string | undefined): number | null {
  const y = parseAmount(years ?? '');
  const m = parseAmount(months ?? '');
  return y === null && m === null ? null : Math.round((y ?? 0) * 12 + (m ?? 0));
}

/** "2026-03-31" → "2026-04-01": the new rent takes effect the day after the lease ends. */
export function dayAfter(isoDate: string | undefined): string | null {
  const day = parseIsoDay(isoDate);
  return day === null ? null : isoDay(day + 1);
}

/** The rent check of a proposed increase, asked of the server once the answers settle (400 ms). */
export function useRentCheck(fields: RentCheckFields): RentCheckState {
  const { zip, currentRent, proposedRent, effectiveDate, noticeDate, rules } = fields;
  const increase = isZip(zip) && currentRent !== null && proposedRent !== null && currentRent > 0 && proposedRent > currentRent;
  const request: RentCheckRequest | null =
    increase && effectiveDate
      ? {
          zip,
          currentRent: currentRent!,
          proposedRent: proposedRent!,
          effectiveDate,
          noticeDate: noticeDate || null,
          answers: rules.answers,
          figures: rules.figures,
          tenancyMonths: rules.tenancyMonths ?? fields.tenancyMonths ?? null,
          leaseTermMonths: rules.leaseTermMonths,
        }
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
