import { z } from 'zod';
import { estimateName } from '../market/market-copy.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import { SCENARIO_KEYS, SCENARIO_TITLES, type ScenarioKey, scenarioForm } from './scenarios.ts';
import { type NegotiationStrategy, strategyFigures } from '../strategy/strategy.ts';
import { formatUsd } from '../shared/money.ts';
import { RENT_CHECK_ANSWERS, RENT_CHECK_RULE_INPUTS } from '../rent-rules/schema.ts';
import type { RentCheckResult } from '../rent-rules/check.ts';
import { aiLetterRulesLines } from './ai-letter-rules.ts';
import { letterFromAnswers } from './letter-from-answers.ts';
import type { LetterForm } from './letter-form.schema.ts';
import { letterFormSchema } from './letter-form.schema.ts';
import { renterOwnTexts, type TextPlan } from './text-check.ts';
import { LETTER_TONES, type LetterTone } from './tones.ts';

const AI_LETTER_FORMATS = ['letter', 'email'] as const;

/** Body of POST /api/letters/ai: the renter's own answers; market figures are recomputed by the server. */
export const aiLetterRequestSchema = z.object({
  form: letterFormSchema,
  tones: z
    .array(z.enum(LETTER_TONES, { error: 'Unknown letter tone' }))
    .min(1, 'Choose at least one tone')
    .max(2, 'Choose at most two tones')
    .default(['conversational']),
  format: z.enum(AI_LETTER_FORMATS, { error: 'Format must be letter or email' }).default('letter'),
  /** The renter's answers to the rent check's exemption questions; the server runs the check itself (ADR 0052). */
  ruleAnswers: RENT_CHECK_ANSWERS.default({}),
  /** The rest of what the renter gave the rent check: figures read on an official page and month counts (ADR 0072). */
  ruleInputs: RENT_CHECK_RULE_INPUTS.default({ figures: {}, tenancyMonths: null, leaseTermMonths: null }),
  /**
   * The scenario of the renter's negotiation plan the letter is written from (scenarios.ts, ADR 0048): the server
   * sets the scenario's answers itself from its own market figures, so the ask never comes from the browser.
   */
  scenario: z.enum(SCENARIO_KEYS, { error: 'Unknown negotiation scenario' }).nullable().default(null),
});
export type AiLetterRequest = z.output<typeof aiLetterRequestSchema>;

export interface AiLetterResponse {
  letter: string;
  remaining: number;
  limit: number;
  /** 'template' when the AI letter quoted a figure we did not compute twice: the template is returned, no revision used. */
  source: 'ai' | 'template';
}

/** Attempts at an AI letter whose figures all check out before the template is returned. */
export const AI_LETTER_ATTEMPTS = 2;

export interface AllowedFigures {
  dollars: ReadonlySet<number>;
  percents: ReadonlySet<number>;
}

/** The interval's coverage ("80%"), which a letter does not quote. */
const INTERVAL_PERCENT = 80;
const DOLLAR = /\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)/g;
const PERCENT = /(\d+(?:\.\d+)?)\s?(?:%|percent\b)/gi;

function numbersIn(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(pattern)].map((m) => Number((m[1] ?? '').replace(/,/g, ''))).filter((n) => Number.isFinite(n));
}

/**
 * The dollar amounts and percentages a letter may state: every figure the strategy computed but the range, every
 * figure the template draft states (built by our code from the same plan), and amounts the renter wrote in their
 * own answers (a repair quote in their notes is theirs to mention).
 */
function allowedFigures(form: LetterForm, strategy: NegotiationStrategy, draft: string): AllowedFigures {
  const computed = strategyFigures(strategy);
  // The 80% interval's ends are not a market fact a letter may state (ADR 0039), unless the draft uses the same
  // amount for something else.
  const rangeEnds = strategy.market ? [strategy.market.range.low, strategy.market.range.high] : [];
  const dollars = computed.dollars.filter((d) => !rangeEnds.includes(d));
  const own = [...renterOwnTexts(form), draft].join('\n');
  return {
    dollars: new Set([...dollars, ...numbersIn(own, DOLLAR)]),
    percents: new Set([...computed.percents.filter((p) => p !== INTERVAL_PERCENT), ...numbersIn(own, PERCENT)]),
  };
}

/** Each dollar amount or percentage in `text` that is not an allowed figure, as written ("$1,900", "12%"). */
export function unverifiedFigures(text: string, allowed: AllowedFigures): string[] {
  const bad: string[] = [];
  for (const m of text.matchAll(DOLLAR)) {
    if (!allowed.dollars.has(Number((m[1] ?? '').replace(/,/g, '')))) bad.push(m[0].trim());
  }
  for (const m of text.matchAll(PERCENT)) {
    if (!allowed.percents.has(Number(m[1]))) bad.push(m[0].trim());
  }
  return bad;
}

/**
 * The prompt for one renter's letter: the strategy and its figures, the template draft built from the same
 * answers, and the rule that no other dollar amount or percentage may appear. It holds only this renter's
 * answers and the server's market figures for their ZIP.
 */
export function buildAiLetterPrompt(input: {
  form: LetterForm;
  market: MarketAnalysis | null;
  tones: readonly LetterTone[];
  format: 'letter' | 'email';
  today: Date;
  /** The server's rent rules check of the proposed increase (ADR 0052), or null. */
  rentCheck?: RentCheckResult | null;
  /** The plan's scenario the renter chose; its answers replace theirs when their situation has it. */
  scenario?: ScenarioKey | null;
}): { system: string; prompt: string; draft: string; allowed: AllowedFigures; plan: TextPlan; scenario: ScenarioKey | null } {
  const { market, tones, format, today } = input;
  const fromScenario = input.scenario ? scenarioForm(input.form, input.scenario, market, today) : null;
  const scenario = fromScenario && input.scenario ? input.scenario : null;
  const built = letterFromAnswers(fromScenario ?? input.form, { market, tones, today, format, rentCheck: input.rentCheck ?? null });
  const { form, letter: draft, strategy: s } = built;
  const answering = s.proposal ? `, answering the landlord's proposed ${formatUsd(s.proposal.proposedRent)}` : '';
  const stance =
    s.stance === 'reduce'
      ? `ask for a lower rent: ${formatUsd(s.ask.targetRent)} a month, ${formatUsd(s.ask.monthlyChange)} (${s.ask.percent}%) less than the current ${formatUsd(s.currentRent)}${answering}`
      : s.stance === 'keep'
        ? `renew at the current rent of ${formatUsd(s.currentRent)} a month${answering}`
        : `counter the landlord's proposed ${formatUsd(s.proposal?.proposedRent ?? 0)} with ${formatUsd(s.ask.targetRent)} a month`;
  const allowed = allowedFigures(form, s, draft.text);
  // The one checker (ADR 0066) reads the AI letter against the same plan as the template, with the AI's figures.
  const plan: TextPlan = { ...built.plan, dollars: allowed.dollars, percents: allowed.percents };
  const rules = aiLetterRulesLines(s);
  const marketLine =
    s.market?.supportsStance === true
      ? `Market: ${market ? estimateName(market) : "RentCheck's estimate"} puts the average for a similar home at about ${formatUsd(s.market.average)} a month; call it by that name, never HUD's or the Census's figure. Quote no range of rents.`
      : 'Market: do not compare the rent with the market average; it does not support this request.';
  const system = [
    'You write rent negotiation letters for a tenant to send to their landlord.',
    'Use only the facts provided. Never invent numbers, dates, names, laws, listings or events.',
    'Every dollar amount and percentage you write must be one of the allowed figures, written the same way.',
    "Attribute figures exactly as the draft does: HUD's fair market rent is HUD's figure (say which, the ZIP's alone or area-wide), the Census median is the Census Bureau's, both include utilities, and the average is called by the draft's one name for it (RentCheck's estimate built on those figures); never call the average HUD's or the Census's, and never state a range of rents as a market fact.",
    'Keep every ask, date and lease term exactly as the draft states them: ask for one rent only, name no other lease term, offer nothing beyond the draft (no longer lease, no other rent, no promise to accept an increase), and state the ask and the term in figures.',
    'Keep the sender block, the signature lines and any bracketed placeholder (such as [Your Name]) exactly as the draft writes them.',
    'Write plain text without markdown. Be courteous and specific; keep it under 400 words.',
    rules.system,
  ].join(' ');
  const prompt = [
    `Rewrite the draft below into a more personal, persuasive ${format === 'email' ? 'email (first line "Subject: ...")' : 'letter'} in a ${tones.join(' and ')} tone.`,
    '',
    ...(scenario ? [`The renter chose this scenario of their negotiation plan: "${SCENARIO_TITLES[scenario]}".`] : []),
    `Strategy: ${stance}, on ${s.termMonths === 8 || s.termMonths === 11 || s.termMonths === 18 ? 'an' : 'a'} ${s.termMonths}-month lease${s.signEarly ? ', offering to sign early' : ''}.`,
    marketLine,
    ...rules.prompt,
    `Allowed dollar amounts: ${[...allowed.dollars]
      .sort((a, b) => a - b)
      .map((d) => formatUsd(d))
      .join(', ')}.`,
    `Allowed percentages: ${[...allowed.percents]
      .sort((a, b) => a - b)
      .map((p) => `${p}%`)
      .join(', ')}.`,
    '',
    'Draft:',
    draft.text,
  ].join('\n');
  return { system, prompt, draft: draft.text, allowed, plan, scenario };
}
