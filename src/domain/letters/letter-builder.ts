import { estimateName } from '../market/market-copy.ts';
import { utilitiesSentence } from '../market/utilities.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import { type BelowAverageReason, type NegotiationStrategy, REDUCE_THRESHOLD, termWords } from '../strategy/strategy.ts';
import { formatUsd } from '../shared/money.ts';
import { type Comparable, concessionPhrase } from '../strategy/comparable.ts';
import {
  forLandlord,
  type Addressee,
  type AskFacts,
  type ComparableFacts,
  type IncreaseFacts,
  LETTER_PHRASES,
  type LetterPhrases,
  type MarketFacts,
  type MarketPosition,
  type RulesFacts,
  type TrendFacts,
} from './letter-phrases.ts';
import { longDate, MONTH_NAME_PATTERN, parseIsoDay } from '../shared/dates.ts';
import { asSentenceEnd, bedroomWord, capitalize, clean, joinList, joinOr, percentText, plural } from '../shared/text.ts';
import type { RentCheckResult } from '../rent-rules/check.ts';
import type { TenantStrengthId } from './letter-form.ts';
import type { LetterForm } from './letter-form.schema.ts';
import { strategyForLetter, tenureMonthsOf } from './letter-strategy.ts';
import { homeAddressLines, type Sender, type SenderDetails, senderBlockLines, senderOf, signatureLines } from './sender.ts';
import { blendRoles, DEFAULT_LETTER_TONE, type LetterTone } from './tones.ts';
import { limitWords } from '../rent-rules/check.ts';

export type LetterFormat = 'letter' | 'email';

export interface LetterOptions {
  /** One tone, or two blended paragraph by paragraph (see LetterPart). */
  tones?: readonly LetterTone[];
  today: Date;
  format: LetterFormat;
  /** The rent rules check of the landlord's proposed increase (ADR 0046), when the page has one. */
  rentCheck?: RentCheckResult | null;
}

export interface BuiltLetter {
  subject: string;
  /** From the greeting to the signature (the renter's name and contact details, or their placeholders). */
  body: string;
  /**
   * Ready to send: a business letter (the sender block, the date, the landlord, the 'Re:' subject line, the body), or an
   * email starting with its 'Subject:' line.
   */
  text: string;
  /** The body's paragraphs between greeting and sign-off, each with what it argues. */
  paragraphs: { part: LetterPart; text: string }[];
  strategy: NegotiationStrategy;
  /** What the text is assembled from around the paragraphs, so `letterText` re-signs it or writes it as an email without building it again. */
  frame: LetterFrame;
}

/** The parts of a letter that do not depend on its sender or format. */
export interface LetterFrame {
  salutation: string;
  signOff: string;
  subject: string;
  /** The send date, written out ("March 3, 2027"). */
  date: string;
  landlordName: string;
  /** The home's address lines, the return address when the renter gives none of their own. */
  home: string[];
}

/** From the greeting to the signature. */
function bodyOf({ paragraphs, frame }: Pick<BuiltLetter, 'paragraphs' | 'frame'>, sender: Sender): string {
  return [frame.salutation, ...paragraphs.map((p) => p.text), [frame.signOff, ...signatureLines(sender)].join('\n')].join('\n\n');
}

/**
 * The letter's text in a format, signed with the sender's details: the paragraphs are not written again, so a
 * change of format or of the renter's details costs no rebuild (the letter page shows this).
 */
export function letterText(
  letter: Pick<BuiltLetter, 'paragraphs' | 'frame'>,
  format: LetterFormat,
  details: Partial<SenderDetails>,
): string {
  const { frame } = letter;
  const sender = senderOf(details);
  const body = bodyOf(letter, sender);
  if (format === 'email') return `Subject: ${frame.subject}\n\n${body}`;
  return [senderBlockLines(sender, frame.home).join('\n'), frame.date, frame.landlordName, `Re: ${frame.subject}`, body].join('\n\n');
}

/** Each strength as it continues "I have …". */
const STRENGTH_PHRASES: Record<TenantStrengthId, string> = {
  on_time_rent: 'never missed or been late on a rent payment',
  excellent_condition: 'kept the property in excellent condition',
  minor_repairs: 'handled minor repairs myself',
  quiet_hours: 'respected quiet hours and the building rules',
  proactive_communication: 'communicated proactively about any issues',
  clean_common_areas: 'kept the common areas clean',
  no_noise_complaints: 'never received a noise complaint',
  landscaping: 'taken care of the landscaping and outdoor areas',
};

const COMPANY_WORDS =
  /\b(llc|l\.l\.c\.|inc\.?|corp\.?|corporation|company|co\.|ltd\.?|lp|llp|management|mgmt|properties|property|residential|realty|real estate|group|partners|apartments|homes|living|trust|associates|holdings|rentals|leasing|communities|housing)\b/i;
const LEGAL_SUFFIX = /,?\s*\b(llc|l\.l\.c\.|inc\.?|corp\.?|corporation|ltd\.?|lp|llp)\.?$/i;
const TITLE = /^(mr|mrs|ms|mx|dr|miss)\.?\s/i;

export function addressee(landlordName: string): Addressee {
  const name = clean(landlordName);
  if (COMPANY_WORDS.test(name)) {
    const short = name.replace(LEGAL_SUFFIX, '').trim() || name;
    return { name: short, company: true, first: short };
  }
  return { name, company: false, first: TITLE.test(name) ? name : (name.split(' ')[0] ?? name) };
}

/** "2 years and 3 months"; null when zero or blank. */
export function tenurePhrase(form: Pick<LetterForm, 'tenureLengthYears' | 'tenureLengthMonths'>): string | null {
  const total = tenureMonthsOf(form);
  if (total <= 0) return null;
  const years = Math.floor(total / 12);
  const months = total % 12;
  return [years && plural(years, 'year'), months && plural(months, 'month')].filter(Boolean).join(' and ');
}

/** The renewal timeframe as typed, made to follow "coming up": "60 days" → "in 60 days", "Next month" → "next month". */
export function renewalPhrase(raw: string): string | null {
  const text = clean(raw);
  if (!text) return null;
  if (MONTH_NAME_PATTERN.test(text)) return `in ${text}`;
  const lower = text.charAt(0).toLowerCase() + text.slice(1);
  return /^(\d|(a|an|about|around|approximately|roughly|the next|the coming)\b)/i.test(lower) ? `in ${lower}` : lower;
}

/** User text as whole sentences: trimmed, first letter capitalised, ending with a full stop. */
function asSentences(raw: string): string {
  return capitalize(asSentenceEnd(raw));
}

function unitWords(market: MarketAnalysis): string {
  const bedrooms = bedroomWord(market.bedrooms);
  return `${bedrooms} ${market.housingType === 'house' ? 'house' : 'apartment'}`;
}

const COUNT_WORDS = ['no', 'once', 'twice', 'three times', 'four times', 'five times', 'six times'];

/** HUD's two-year change for the area, formatted; null for a regional answer or when HUD has none. */
function trendFactsOf(s: NegotiationStrategy): TrendFacts | null {
  const a = s.market?.analysis;
  const trend = a && a.level !== 'regional' ? a.trend : null;
  if (!trend) return null;
  return {
    bed: bedroomWord(trend.bedrooms),
    area: trend.areaName,
    change: trend.percentChange,
    from: formatUsd(trend.fromFmr),
    fromYear: trend.fromYear,
    to: formatUsd(trend.toFmr),
    toYear: trend.toYear,
    proposedPercent: s.proposal ? `${s.proposal.percent}%` : null,
  };
}

/** The renter's past increases outpaced HUD's change for the area: the increases paragraph quotes the trend. */
function increasesOutpaced(s: NegotiationStrategy, trend: TrendFacts | null): boolean {
  const percent = s.pastIncreases?.percentOfStart ?? null;
  return trend !== null && percent !== null && percent > trend.change;
}

/**
 * The market paragraph's facts: HUD's figure as HUD's, the Census median as the Census's, and the renter's own
 * reading of them (our average, never cited to the landlord as a source); no range. Null when the public figures
 * do not argue for the stance and the trend does not either, or the answer is a regional estimate with no source.
 */
function marketFactsOf(s: NegotiationStrategy, trend: TrendFacts | null, trendElsewhere: boolean): MarketFacts | null {
  const m = s.market;
  if (!m) return null;
  const a = m.analysis;
  const regional = a.level === 'regional';
  const hud = regional ? null : a.sources.hud;
  const census = regional || !a.sources.census || a.sources.census.topCoded ? null : a.sources.census;
  const trendFacts = m.trendHelps && !trendElsewhere ? trend : null;
  const position = m.supportsStance && (hud || census) ? positionOf(s, m) : null;
  if (!position && !trendFacts) return null;
  return {
    figures:
      position === null
        ? null
        : {
            hud: hud && {
              bed: bedroomWord(hud.bedrooms),
              // Which HUD figure it is, so the ZIP's own figure is never read as the county's (ADR 0064).
              where: hud.level === 'zip' ? `ZIP ${a.zipcode} alone` : `${hud.areaName ?? a.area.place.replace(/ · .*/, '')}, area-wide`,
              fmr: formatUsd(hud.fmr),
              year: hud.fiscalYear,
            },
            census: census && { years: census.years, zip: a.zipcode, median: formatUsd(census.medianGrossRent) },
            units: unitWords(a),
            average: formatUsd(m.average),
            estimate: estimateName(a),
            position,
          },
    trend: trendFacts,
  };
}

function positionOf(s: NegotiationStrategy, m: NonNullable<NegotiationStrategy['market']>): MarketPosition | null {
  const current = formatUsd(s.currentRent);
  if (s.stance === 'reduce') return { kind: 'above', current, gap: formatUsd(m.gap), yearly: formatUsd(m.gap * 12) };
  if (s.stance === 'keep')
    return m.gap > REDUCE_THRESHOLD ? { kind: 'keep-above', current, gap: formatUsd(m.gap) } : { kind: 'in-line', current };
  if (!s.proposal) return null;
  const proposed = formatUsd(s.proposal.proposedRent);
  const over = formatUsd(s.proposal.proposedRent - m.average);
  return m.gap >= 0
    ? { kind: 'counter-above', current, gap: m.gap === 0 ? null : formatUsd(m.gap), proposed, over }
    : { kind: 'counter-below', proposed, over };
}

function increaseFactsOf(form: LetterForm, s: NegotiationStrategy, trend: TrendFacts | null): IncreaseFacts | null {
  const past = s.pastIncreases;
  if (past) {
    const items = past.items;
    const outpaced = increasesOutpaced(s, trend);
    return {
      stance: s.stance,
      list: joinList(items.map((i) => `${formatUsd(i.amount)}${i.year ? ` in ${i.year}` : ''}`)),
      times: items.length > 1 ? (COUNT_WORDS[items.length] ?? `${items.length} times`) : null,
      total: formatUsd(past.total),
      percent: past.percentOfStart !== null && past.percentOfStart > 0 ? `${past.percentOfStart}%` : null,
      outpaced: outpaced && trend ? trend : null,
      text: null,
    };
  }
  const history = clean(form.rentIncreaseHistory);
  if (!history) return null;
  return { stance: s.stance, list: null, times: null, total: null, percent: null, outpaced: null, text: asSentences(history) };
}

/**
 * The comparables that help: effective rent below what the renter pays (a counter: below the proposed rent), each
 * listing once.
 */
function comparableFactsOf(s: NegotiationStrategy): ComparableFacts | null {
  const against = s.stance !== 'reduce' && s.proposal ? s.proposal.proposedRent : s.currentRent;
  // The same listing entered twice is quoted once.
  const seen = new Set<string>();
  const helpful = s.comparables.filter((c) => {
    const key = JSON.stringify([c.where.toLowerCase(), c.rent, c.bedrooms, c.freeMonths, c.termMonths]);
    if (c.effectiveRent >= against || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const best = s.bestComparable;
  if (!best || helpful.length === 0) return null;
  const where = (c: Comparable) => (c.where ? capitalize(c.where) : null);
  return {
    listings: helpful.map((c) => ({
      where: where(c),
      bed: c.bedrooms === null ? null : bedroomWord(c.bedrooms),
      rent: formatUsd(c.rent),
      concession: concessionPhrase(c),
      effective: formatUsd(c.effectiveRent),
    })),
    best: { where: where(best), less: formatUsd(against - best.effectiveRent) },
    proposed: s.stance !== 'reduce' && s.proposal ? formatUsd(s.proposal.proposedRent) : null,
  };
}

/** Why an ask below the cited average is still fair, in the letter's words ("the repairs still outstanding"). */
function belowAverageFacts(s: NegotiationStrategy, tenure: string | null): AskFacts['belowAverage'] {
  const warning = s.warnings.find((w) => w.kind === 'below-average');
  if (warning?.kind !== 'below-average' || warning.because.length === 0) return null;
  const words: Record<BelowAverageReason, string | null> = {
    repairs: 'the repairs still outstanding',
    comparables: 'the lower listings nearby',
    increases: 'the increases I have already absorbed',
    tenure: tenure ? `my ${tenure} as a reliable tenant` : null,
  };
  const because = warning.because.flatMap((reason) => words[reason] ?? []);
  return because.length > 0 ? { below: formatUsd(warning.average - s.ask.targetRent), because: joinList(because) } : null;
}

/**
 * The paragraphs of a letter, in order, each written by the tone that owns it in a blend (ADR 0039): the first
 * tone writes the frame and the evidence (greeting, opening, market figures, vacancy cost, closing and sign-off);
 * the second writes the renter's own case (record, each argument, and the ask with early signing and reply-by).
 */
export type LetterPart =
  | 'opening'
  | 'rules'
  | 'record'
  | 'market'
  | 'repairs'
  | 'increases'
  | 'comparables'
  | 'improvements'
  | 'hardship'
  | 'notes'
  | 'vacancy'
  | 'ask'
  | 'closing';

const FIRST_TONE_PARTS: ReadonlySet<LetterPart> = new Set(['opening', 'market', 'vacancy', 'closing']);

function rulesFactsOf(s: NegotiationStrategy): RulesFacts | null {
  const c = s.capCorrection;
  const n = s.shortNotice;
  if (!c && !n) return null;
  return {
    cap:
      c && s.proposal
        ? {
            law: c.law,
            place: c.place,
            limit: percentText(c.limitPercent),
            period: limitWords(c, 'tenant'),
            unless: c.unless.length > 0 ? joinOr(c.unless.map(forLandlord)) : null,
            proposed: formatUsd(s.proposal.proposedRent),
            increase: percentText(c.increasePercent),
            allowed: formatUsd(c.allowedRent),
          }
        : null,
    notice: n ? { law: n.law, required: n.requiredDays, given: n.givenDays, earliest: longDate(parseIsoDay(n.earliestDate)!) } : null,
  };
}

function subjectOf(s: NegotiationStrategy, address: string): string {
  if (s.stance === 'keep') return `Renewing at the current rent, ${address}`;
  if (s.stance === 'counter') return `The proposed renewal rent for ${address}`;
  return `Request to lower the rent at ${address}`;
}

export function buildLetter(form: LetterForm, market: MarketAnalysis | null, options: LetterOptions): BuiltLetter {
  const strategy = strategyForLetter(form, market, options.today, options.rentCheck ?? null);
  if (!strategy) throw new Error('The current rent must be a positive number');
  const s = strategy;
  const { lead, voice } = blendRoles(options.tones, DEFAULT_LETTER_TONE);
  const first = LETTER_PHRASES[lead];
  const second = LETTER_PHRASES[voice];
  const toneOf = (part: LetterPart) => (FIRST_TONE_PARTS.has(part) ? first : second);
  const address = clean(form.propertyAddress);
  const to = addressee(form.landlordName);
  const endsOn = s.timing.leaseEnd !== null && s.timing.advice !== 'expired' ? longDate(s.timing.leaseEnd) : null;
  const renewal = renewalPhrase(form.renewalTimeframe);

  // "never …" phrases go last, so a positive one never falls inside their negation ("never missed … and kept …").
  const strengths = form.tenantQuality
    .map((id) => STRENGTH_PHRASES[id])
    .sort((a, b) => Number(a.startsWith('never')) - Number(b.startsWith('never')));
  const trend = trendFactsOf(s);
  const marketFacts = marketFactsOf(s, trend, s.pastIncreases !== null && increasesOutpaced(s, trend));
  const marketFactsCited = marketFacts?.figures != null;
  const ask: AskFacts = {
    stance: s.stance,
    current: formatUsd(s.currentRent),
    target: formatUsd(s.ask.targetRent),
    change: formatUsd(Math.abs(s.ask.monthlyChange)),
    percent: s.ask.percent > 0 ? `${s.ask.percent}%` : null,
    proposed: s.proposal ? formatUsd(s.proposal.proposedRent) : null,
    proposedIncrease: s.proposal ? formatUsd(s.proposal.increase) : null,
    proposedPercent: s.proposal && s.proposal.percent > 0 ? `${s.proposal.percent}%` : null,
    term: termWords(s.termMonths),
    termMonths: s.termMonths,
    belowAverage: marketFactsCited ? belowAverageFacts(s, tenurePhrase(form)) : null,
  };
  const increases = increaseFactsOf(form, s, trend);
  const comparables = comparableFactsOf(s);
  const repairs = s.repairs;
  const improvements = clean(form.propertyImprovements);
  const notes = clean(form.additionalNotes);
  const overTerm = s.turnover.askOverTerm;
  const rules = rulesFactsOf(s);

  const parts: [LetterPart, ((p: LetterPhrases) => string) | null][] = [
    [
      'opening',
      (p) =>
        p.opening({
          stance: s.stance,
          tenure: tenurePhrase(form),
          rent: formatUsd(s.currentRent),
          leaseEnd: endsOn ? `ends on ${endsOn}` : renewal ? `comes up for renewal ${renewal}` : null,
          endsOn,
          renewal,
          proposed: ask.proposed,
        }),
    ],
    ['rules', rules ? (p) => p.rules(rules) : null],
    ['record', strengths.length > 0 ? (p) => p.record(joinList(strengths)) : null],
    [
      'market',
      marketFacts
        ? // What the renter's rent includes, beside figures that include utilities (ADR 0065).
          (p) =>
            [
              p.market(marketFacts),
              marketFacts.figures && market && utilitiesSentence(form.rentIncludesUtilities, s.currentRent, estimateName(market)),
            ]
              .filter(Boolean)
              .join(' ')
        : null,
    ],
    [
      'repairs',
      repairs
        ? (p) =>
            p.repairs({
              stance: s.stance,
              items: asSentences(repairs.items),
              fixBy: longDate(repairs.fixBy),
              current: formatUsd(s.currentRent),
              acceptsIncrease: s.ask.targetRent > s.currentRent,
              proposed: s.proposal !== null,
            })
        : null,
    ],
    ['increases', increases ? (p) => p.increases(increases) : null],
    ['comparables', comparables ? (p) => p.comparables(comparables) : null],
    ['improvements', improvements ? (p) => p.improvements(asSentences(improvements)) : null],
    ['hardship', s.warnings.some((w) => w.kind === 'hardship') ? (p) => p.hardship : null],
    ['notes', notes ? (p) => p.notes(asSentences(notes)) : null],
    [
      'vacancy',
      s.vacancyHelps
        ? (p) =>
            p.vacancy({
              stance: s.stance,
              againstProposal: s.proposal !== null,
              low: formatUsd(s.turnover.low),
              high: formatUsd(s.turnover.high),
              overTerm: overTerm > 0 ? formatUsd(overTerm) : null,
              termMonths: s.termMonths,
              more: s.turnover.low > overTerm,
            })
        : null,
    ],
    ['ask', (p) => [p.ask(ask), s.signEarly ? p.signEarly : '', p.replyBy(longDate(s.timing.replyBy))].filter(Boolean).join(' ')],
    ['closing', (p) => p.closing],
  ];
  const paragraphs = parts.flatMap(([part, write]) => (write ? [{ part, text: write(toneOf(part)) }] : []));

  const place = market && market.zipcode === clean(form.zipcode) ? market.area : null;
  const frame: LetterFrame = {
    salutation: first.salutation(to),
    signOff: first.signOff,
    subject: subjectOf(s, address),
    date: longDate(s.timing.sendOn),
    landlordName: clean(form.landlordName),
    home: homeAddressLines(form.propertyAddress, form.zipcode, place),
  };
  return {
    subject: frame.subject,
    body: bodyOf({ paragraphs, frame }, senderOf(form)),
    text: letterText({ paragraphs, frame }, options.format, form),
    paragraphs,
    strategy,
    frame,
  };
}
