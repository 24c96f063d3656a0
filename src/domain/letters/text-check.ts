import { type NegotiationStrategy, strategyFigures } from '../strategy/strategy.ts';
import { formatUsd } from '../shared/money.ts';
import { clean } from '../shared/text.ts';
import type { LetterForm } from './letter-form.schema.ts';
import type { ReplyPlan } from './reply-builder.ts';
import type { ReplyForm } from './reply-form.schema.ts';
import { type SenderDetails, senderOf } from './sender.ts';

/**
 * The one checker for every generated text (ADR 0066): a letter or a reply, from our templates or from the AI, is read
 * against the plan it came from before it is shown. Every dollar figure and percentage must be one the plan computed
 * (or the renter wrote), every lease term one the renter chose (or, in a reply, the landlord named), every ask the
 * renter's own and only one of them, no bracketed placeholder may stand for a detail the renter gave, and no sentence
 * may promise to accept an amount not yet named. Pure: text and plan in, findings out; an empty list is a pass.
 */

export interface TextPlan {
  kind: 'letter' | 'reply';
  /** Every dollar amount the text may state, in whole dollars. */
  dollars: ReadonlySet<number>;
  /** Every percentage the text may state. */
  percents: ReadonlySet<number>;
  /** The rents the text may ask for or accept; the first is the renter's ask, which must appear. Empty: no ask. */
  asks: readonly number[];
  /** The lease terms the text may name, in months; the first is the term it proposes, which must appear. */
  terms: readonly number[];
  /** Details the renter gave: a placeholder for one of them is a fault. */
  known: Partial<Record<PlaceholderDetail, boolean>>;
}

export type PlaceholderDetail = 'landlordName' | 'senderName' | 'phone' | 'email' | 'address';
export type CheckRule = 'figure' | 'term' | 'ask' | 'contradicting-asks' | 'placeholder' | 'pre-agreement';

export interface CheckFinding {
  rule: CheckRule;
  /** The words found, as written ("$2,475", "24-month", "[Your Name]"). */
  found: string;
  message: string;
}

const DOLLAR = /\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)/g;
const PERCENT = /(\d+(?:\.\d+)?)\s?(?:%|percent\b)/gi;
const TERM = /\b(\d{1,2})-month\b|\bover (?:the )?(\d{1,2}) months\b|\bfor (?:the next|another) (\d{1,2}) months\b/gi;
const PLACEHOLDER = /\[[^\]\n]{1,60}\]/g;
const PLACEHOLDER_DETAILS: [RegExp, PlaceholderDetail][] = [
  [/^\[Your (?:Full )?Name\]$/i, 'senderName'],
  [/^\[Your Phone(?: Number)?\]$/i, 'phone'],
  [/^\[Your Email(?: Address)?\]$/i, 'email'],
  [/^\[Your (?:Mailing |Street )?Address\]$/i, 'address'],
  [/^\[Landlord'?s Name\]$/i, 'landlordName'],
];

/** A first-person ask or acceptance: the first dollar figure after it is the rent asked for. */
const ASK_VERB =
  /\b(?:I (?:would|'d) (?:therefore )?like to (?:request|propose)|I (?:am|'m) (?:asking|proposing|requesting)|I propose|I request|What I'd (?:like|suggest)(?: to propose)?|Would you be (?:open|willing)|Could we (?:meet|keep|do|settle)|Would you consider|Here is my proposal|I would ask that|I (?:am|would be) (?:glad|happy) to accept|I accept|works for me|sounds great|I (?:would be|am) willing to sign|I (?:am|'m) prepared to sign|I would be glad to sign|I will sign|I'd happily sign|My request stands at|I (?:am|'m) still hoping for|I'm hoping for|My proposal is|I (?:would|will|could|can|'d) (?:accept|agree to)|renew(?:ing)? at)\b/i;
/** Words that accept an amount: with no figure named after them they promise to accept an unknown one. */
const ACCEPTS = /\b(?:I|we) (?:would|will|could|can|'d) (?:accept|agree to|be fine with)\b|\bas far as I can go\b/i;

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
}

const amountOf = (raw: string) => Number(raw.replace(/,/g, ''));

export function checkText(text: string, plan: TextPlan): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const m of text.matchAll(DOLLAR)) {
    if (!plan.dollars.has(Math.round(amountOf(m[1] ?? '')))) {
      findings.push({ rule: 'figure', found: m[0].trim(), message: `${m[0].trim()} is not a figure the plan computed or the renter gave` });
    }
  }
  for (const m of text.matchAll(PERCENT)) {
    if (!plan.percents.has(Number(m[1]))) {
      findings.push({ rule: 'figure', found: m[0].trim(), message: `${m[0].trim()} is not a percentage the plan computed` });
    }
  }
  const termsFound = [...text.matchAll(TERM)].map((m) => ({ found: m[0], months: Number(m[1] ?? m[2] ?? m[3]) }));
  for (const t of termsFound) {
    if (!plan.terms.includes(t.months))
      findings.push({ rule: 'term', found: t.found, message: `${t.found}: the renter chose no such term` });
  }
  const proposedTerm = plan.terms[0];
  if (proposedTerm !== undefined && plan.asks.length > 0 && !termsFound.some((t) => t.months === proposedTerm)) {
    findings.push({ rule: 'term', found: '', message: `The ${proposedTerm}-month term the renter chose is not stated` });
  }

  const asked = new Set<number>();
  for (const sentence of sentencesOf(text)) {
    const verb = sentence.match(ASK_VERB);
    const farAsICanGo = /as far as I can go/i.test(sentence);
    const from = farAsICanGo ? 0 : verb ? (verb.index ?? 0) : -1;
    if (from >= 0) {
      const figure = sentence.slice(from).match(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)/);
      if (figure) {
        const rent = amountOf(figure[1] ?? '');
        asked.add(rent);
        if (!plan.asks.includes(rent)) {
          findings.push({
            rule: 'ask',
            found: figure[0],
            message: `Asks for ${figure[0]}, not the renter's ${plan.asks[0] === undefined ? 'position' : formatUsd(plan.asks[0])}`,
          });
        }
      }
    }
    if (ACCEPTS.test(sentence) && !/\$\s?\d/.test(sentence.slice(sentence.search(ACCEPTS)))) {
      findings.push({ rule: 'pre-agreement', found: sentence, message: 'Promises to accept an amount not yet named' });
    }
  }
  if (asked.size > 1) {
    findings.push({
      rule: 'contradicting-asks',
      found: [...asked].map(formatUsd).join(', '),
      message: `Asks for ${asked.size} different rents`,
    });
  }
  const ask = plan.asks[0];
  if (ask !== undefined && !text.includes(formatUsd(ask))) {
    findings.push({ rule: 'ask', found: '', message: `The renter's ask of ${formatUsd(ask)} is not stated` });
  }

  for (const m of text.matchAll(PLACEHOLDER)) {
    const detail = PLACEHOLDER_DETAILS.find(([pattern]) => pattern.test(m[0]))?.[1];
    if (!detail || plan.known[detail]) {
      findings.push({ rule: 'placeholder', found: m[0], message: `${m[0]} stands for a detail the renter gave (or for nothing)` });
    }
  }
  return findings;
}

const numbersIn = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => Number((m[1] ?? '').replace(/,/g, ''))).filter((n) => Number.isFinite(n));

/** Figures the renter wrote in their own answers (a repair quote in their notes is theirs to mention). */
function ownFigures(texts: readonly string[]): { dollars: number[]; percents: number[] } {
  const own = texts.join('\n');
  return {
    dollars: [...numbersIn(own, DOLLAR), ...numbersIn(own.replace(/[$,]/g, ''), /\b(\d{3,6})\b/g)].map(Math.round),
    percents: numbersIn(own, PERCENT),
  };
}

/** The details the renter gave, whose placeholders must not stand in the text: the landlord's name and the sender's. */
function knownDetails(form: Partial<SenderDetails> & { landlordName: string }): TextPlan['known'] {
  const sender = senderOf(form);
  return {
    landlordName: clean(form.landlordName) !== '',
    senderName: sender.name !== null,
    phone: sender.phone !== null,
    email: sender.email !== null,
    address: sender.addressLines.length > 0,
  };
}

/**
 * The renter's own words on the letter form whose figures are theirs to state (a repair quote in their notes, a
 * listing's rent): the one list the template's checker and the AI letter's allowed figures read.
 */
export function renterOwnTexts(form: LetterForm): string[] {
  return [
    form.maintenanceIssues,
    form.propertyImprovements,
    form.rentIncreaseHistory,
    form.additionalNotes,
    ...form.comparables.map((c) => c.rent),
  ];
}

/** What a letter from this form and plan may say (the template's and the AI letter's one plan). */
export function letterTextPlan(form: LetterForm, s: NegotiationStrategy): TextPlan {
  const computed = strategyFigures(s);
  const own = ownFigures(renterOwnTexts(form));
  const dollars = [...computed.dollars, ...own.dollars];
  const percents = [...computed.percents, ...own.percents];
  if (s.capCorrection) percents.push(Number(s.capCorrection.limitPercent.toFixed(3)), Number(s.capCorrection.increasePercent.toFixed(3)));
  if (s.proposal) {
    dollars.push(s.turnover.askOverTerm);
    for (const c of s.comparables) dollars.push(s.proposal.proposedRent - c.effectiveRent);
  }
  return {
    kind: 'letter',
    dollars: new Set(dollars),
    percents: new Set(percents),
    asks: [s.ask.targetRent],
    terms: [s.termMonths],
    known: knownDetails(form),
  };
}

/** What a reply from this form and plan may say. */
export function replyTextPlan(form: ReplyForm, plan: ReplyPlan, vacancy: number | null = plan.current): TextPlan {
  const { current, asked, theirs, market, trend, rentCap, points, proposal, alternative } = plan;
  const dollars: number[] = [];
  const percents: number[] = [];
  const add = (...values: (number | null | undefined)[]) => {
    for (const v of values) if (v !== null && v !== undefined && Number.isFinite(v)) dollars.push(Math.round(v));
  };
  add(current, asked, theirs, market, proposal.rent, alternative?.rent, vacancy, rentCap?.allowedRent);
  const subject = plan.move === 'decline' ? current : theirs;
  if (current !== null && theirs !== null) {
    add(Math.abs(theirs - current));
    if (current > 0) percents.push(Math.round((Math.abs(theirs - current) / current) * 100));
  }
  if (market !== null && subject !== null) add(subject - market);
  if (proposal.rent !== null) {
    for (const against of [current, theirs]) {
      if (against === null) continue;
      add(Math.abs(against - proposal.rent), Math.abs(against - proposal.rent) * proposal.term);
    }
  }
  if (trend) {
    add(trend.fromFmr, trend.toFmr);
    percents.push(Math.abs(trend.percentChange));
  }
  if (rentCap) percents.push(Number(rentCap.limit.replace('%', '')));
  if (points) {
    add(points.comparable?.effectiveRent, points.pastIncreases);
    if (points.comparable && subject !== null) add(subject - points.comparable.effectiveRent);
  }
  const own = ownFigures([form.additionalTerms]);
  const terms = [proposal.term, plan.renterTerm, plan.longerTerm, plan.landlordTerm].filter((t): t is number => t !== null);
  return {
    kind: 'reply',
    dollars: new Set([...dollars, ...own.dollars]),
    percents: new Set([...percents, ...own.percents]),
    asks: proposal.rent === null ? [] : [proposal.rent],
    terms: [...new Set(terms)],
    known: knownDetails(form),
  };
}
