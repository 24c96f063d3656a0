import type { MarketAnalysis } from '../market/market.schema.ts';
import { type NegotiationStrategy, REDUCE_THRESHOLD } from '../negotiation/strategy.ts';
import { formatUsd } from '../shared/sanitize.ts';
import { asSentenceEnd, bedroomWord, capitalize, clean, dayNumberOf, joinList, longDate, MONTH_NAME_PATTERN, plural } from './format.ts';
import type { LetterForm, TenantStrengthId } from './letter-form.ts';
import { type Addressee, type AskFacts, LETTER_PHRASES } from './letter-phrases.ts';
import { strategyForLetter, tenureMonthsOf } from './letter-strategy.ts';
import { blendRoles, DEFAULT_LETTER_TONE, type LetterTone } from './tones.ts';

export type LetterFormat = 'letter' | 'email';

export interface LetterOptions {
  /** One tone, or two blended: the first gives greeting, opening and closing; the second the rest. */
  tones?: readonly LetterTone[];
  today: Date;
  format: LetterFormat;
}

export interface BuiltLetter {
  subject: string;
  /** From the greeting to the signature placeholders. */
  body: string;
  /** Ready to send: a dated letter, or an email starting with its 'Subject:' line. */
  text: string;
  strategy: NegotiationStrategy;
}

const SIGNATURE_PLACEHOLDERS = ['[Your Name]', '[Your Phone Number]', '[Your Email]'] as const;

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

const HARDSHIP_SENTENCE = 'My financial circumstances have also changed, and a manageable rent would help me stay in a home I care about.';

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
const FREE_WORDS: Record<string, string> = { '0.5': 'half a month', '1': 'one month', '2': 'two months', '3': 'three months' };

/** The market paragraph: HUD's figure as HUD's, the Census median as the Census's, the average as RentCheck's estimate. */
function marketParagraph(s: NegotiationStrategy, lead: string): string | null {
  const m = s.market;
  if (!m || (!m.supportsStance && !m.trendHelps)) return null;
  const a = m.analysis;
  const units = unitWords(a);
  const sentences: string[] = [lead];
  const regional = a.level === 'regional';
  const trendSentence = trendSentenceOf(s, m, regional ? null : a.trend);
  if (!m.supportsStance) return trendSentence ? `${lead} ${trendSentence}` : null;
  const hud = regional ? null : a.sources.hud;
  const census = regional || !a.sources.census || a.sources.census.topCoded ? null : a.sources.census;
  if (hud) {
    const where = hud.level === 'zip' ? `ZIP ${a.zipcode}` : (hud.areaName ?? a.area.place.replace(/ · .*/, ''));
    sentences.push(
      `HUD's fair market rent for a ${bedroomWord(hud.bedrooms)} home in ${where} is ${formatUsd(hud.fmr)} for FY${hud.fiscalYear}; HUD sets it at the 40th percentile of rents paid by recent movers.`,
    );
  }
  if (census) {
    sentences.push(
      `The Census Bureau's American Community Survey for ${census.years} puts the median gross rent in ZIP ${a.zipcode}, across all unit sizes, at ${formatUsd(census.medianGrossRent)}.`,
    );
  }
  const range = `${formatUsd(m.range.low)} and ${formatUsd(m.range.high)}`;
  sentences.push(
    hud || census
      ? `RentCheck's estimate built from ${hud && census ? 'those figures' : 'that figure'} puts the average for a similar ${units} here at ${formatUsd(m.average)} a month, with 8 in 10 renting between ${range}.`
      : `A regional rent estimate puts the average for a similar ${units} here at ${formatUsd(m.average)} a month, with 8 in 10 renting between ${range}.`,
  );
  const current = formatUsd(s.currentRent);
  if (s.stance === 'reduce') {
    sentences.push(`At ${current}, I pay ${formatUsd(m.gap)} a month above that average, or ${formatUsd(m.gap * 12)} over a year.`);
    if (s.currentRent > m.range.high) sentences.push('That puts my rent above the top of the range.');
  } else if (s.stance === 'keep') {
    sentences.push(
      m.gap > REDUCE_THRESHOLD
        ? `At ${current}, I already pay ${formatUsd(m.gap)} a month above that average, so an increase would not reflect the market.`
        : `My current rent of ${current} is already in line with that average.`,
    );
  } else if (s.proposal) {
    const proposed = formatUsd(s.proposal.proposedRent);
    sentences.push(
      m.gap >= 0
        ? `At ${current}, I already pay ${m.gap === 0 ? 'the average' : `${formatUsd(m.gap)} a month above the average`}, and ${proposed} would put the rent ${formatUsd(s.proposal.proposedRent - m.average)} above it.`
        : `Your proposed ${proposed} would put the rent ${formatUsd(s.proposal.proposedRent - m.average)} a month above that average.`,
    );
  }
  if (trendSentence) sentences.push(trendSentence);
  return sentences.join(' ');
}

/** HUD's two-year FMR change, when it argues for the stance: flat or falling rents, or a rise smaller than the proposed one. */
function trendSentenceOf(
  s: NegotiationStrategy,
  m: NonNullable<NegotiationStrategy['market']>,
  trend: MarketAnalysis['trend'],
): string | null {
  if (!trend || !m.trendHelps) return null;
  const bed = bedroomWord(trend.bedrooms);
  const figures = `from ${formatUsd(trend.fromFmr)} in FY${trend.fromYear} to ${formatUsd(trend.toFmr)} in FY${trend.toYear}`;
  if (s.stance === 'counter' && s.proposal) {
    return trend.percentChange > 0
      ? `Over two years, HUD's ${bed} fair market rent for ${trend.areaName} rose ${trend.percentChange}%, ${figures}, which is less than the ${s.proposal.percent}% increase proposed for one year.`
      : `Over two years, HUD's ${bed} fair market rent for ${trend.areaName} did not rise (${figures}), while the proposed increase is ${s.proposal.percent}% in one year.`;
  }
  return trend.percentChange < 0
    ? `Rents are not rising here either: HUD's ${bed} fair market rent for ${trend.areaName} fell ${Math.abs(trend.percentChange)}% over two years, ${figures}.`
    : `Rents are not rising here either: HUD's ${bed} fair market rent for ${trend.areaName} held steady over two years, ${figures}.`;
}

/** Each optional answer as an argument for the stance. */
function argumentParagraphs(form: LetterForm, s: NegotiationStrategy): string[] {
  const paragraphs: string[] = [];
  const maintenance = clean(form.maintenanceIssues);
  if (maintenance) {
    const weight =
      s.stance === 'reduce'
        ? 'I think the rent should reflect the condition of the unit until these are fixed.'
        : s.stance === 'keep'
          ? 'I think the condition of the unit supports keeping the rent where it is until these are fixed.'
          : 'I think the condition of the unit argues for a smaller increase until these are fixed.';
    paragraphs.push(`Some repairs are still outstanding. ${asSentences(maintenance)} ${weight}`);
  }
  const history = clean(form.rentIncreaseHistory);
  if (s.pastIncreases) {
    const items = s.pastIncreases.items;
    const each = joinList(items.map((i) => `${formatUsd(i.amount)}${i.year ? ` in ${i.year}` : ''}`));
    paragraphs.push(
      items.length === 1
        ? `My rent has already gone up by ${each} during my tenancy.`
        : `My rent has already gone up ${COUNT_WORDS[items.length] ?? `${items.length} times`} during my tenancy, by ${each}: ${formatUsd(s.pastIncreases.total)} a month in all.`,
    );
  } else if (history) {
    paragraphs.push(`My rent has already gone up during my tenancy. ${asSentences(history)}`);
  }
  const best = s.bestComparable;
  if (best) {
    const less = formatUsd(s.currentRent - best.effectiveRent);
    paragraphs.push(
      best.freeMonths > 0
        ? `I have also seen a comparable listing nearby at ${formatUsd(best.rent)} a month with ${FREE_WORDS[String(best.freeMonths)] ?? `${best.freeMonths} months`} free on a ${best.termMonths}-month lease: an effective rent of ${formatUsd(best.effectiveRent)} a month, ${less} less than I pay.`
        : `I have also seen a comparable listing nearby at ${formatUsd(best.rent)} a month, ${less} less than I pay.`,
    );
  }
  const improvements = clean(form.propertyImprovements);
  if (improvements) paragraphs.push(`I have also made improvements to the home during my tenancy. ${asSentences(improvements)}`);
  if (form.reasonForReduction === 'financial_hardship' && s.stance !== 'counter') paragraphs.push(HARDSHIP_SENTENCE);
  const notes = clean(form.additionalNotes);
  if (notes) paragraphs.push(asSentences(notes));
  return paragraphs;
}

function subjectOf(s: NegotiationStrategy, address: string): string {
  if (s.stance === 'keep') return `Renewing at the current rent, ${address}`;
  if (s.stance === 'counter') return `The proposed renewal rent for ${address}`;
  return `Request to lower the rent at ${address}`;
}

export function buildLetter(form: LetterForm, market: MarketAnalysis | null, options: LetterOptions): BuiltLetter {
  const strategy = strategyForLetter(form, market, options.today);
  if (!strategy) throw new Error('The current rent must be a positive number');
  const s = strategy;
  const { lead, voice } = blendRoles(options.tones, DEFAULT_LETTER_TONE);
  const first = LETTER_PHRASES[lead];
  const rest = LETTER_PHRASES[voice];
  const address = clean(form.propertyAddress);
  const to = addressee(form.landlordName);
  const endsOn = s.timing.leaseEnd !== null && s.timing.advice !== 'expired' ? longDate(s.timing.leaseEnd) : null;
  const renewal = renewalPhrase(form.renewalTimeframe);

  // "never …" phrases go last, so a positive one never falls inside their negation ("never missed … and kept …").
  const strengths = form.tenantQuality
    .map((id) => STRENGTH_PHRASES[id])
    .sort((a, b) => Number(a.startsWith('never')) - Number(b.startsWith('never')));
  const ask: AskFacts = {
    stance: s.stance,
    current: formatUsd(s.currentRent),
    target: formatUsd(s.ask.targetRent),
    change: formatUsd(Math.abs(s.ask.monthlyChange)),
    percent: s.ask.percent > 0 ? `${s.ask.percent}%` : null,
    proposed: s.proposal ? formatUsd(s.proposal.proposedRent) : null,
    proposedIncrease: s.proposal ? formatUsd(s.proposal.increase) : null,
    proposedPercent: s.proposal && s.proposal.percent > 0 ? `${s.proposal.percent}%` : null,
    term: `${s.termMonths === 18 || s.termMonths === 11 || s.termMonths === 8 ? 'an' : 'a'} ${s.termMonths}-month`,
    termMonths: s.termMonths,
  };

  const paragraphs = [
    first.opening({
      stance: s.stance,
      tenure: tenurePhrase(form),
      rent: formatUsd(s.currentRent),
      leaseEnd: endsOn ? `ends on ${endsOn}` : renewal ? `comes up for renewal ${renewal}` : null,
      endsOn,
      renewal,
      proposed: ask.proposed,
    }),
    strengths.length > 0 ? rest.record(joinList(strengths)) : '',
    marketParagraph(s, rest.marketLead) ?? '',
    ...argumentParagraphs(form, s),
    rest.turnover({
      stance: s.stance,
      low: formatUsd(s.turnover.low),
      high: formatUsd(s.turnover.high),
      // The phrases still say "over a year": a year's share of the cost over the term (the letters helper rewrites this).
      askYearly: s.turnover.askOverTerm > 0 ? formatUsd((s.turnover.askOverTerm / s.termMonths) * 12) : null,
    }),
    [rest.ask(ask), s.signEarly ? rest.signEarly : '', rest.replyBy(longDate(s.timing.replyBy))].filter(Boolean).join(' '),
    first.closing,
  ].filter(Boolean);

  const body = [first.salutation(to), ...paragraphs, [first.signOff, ...SIGNATURE_PLACEHOLDERS].join('\n')].join('\n\n');
  const subject = subjectOf(s, address);
  const text =
    options.format === 'email'
      ? `Subject: ${subject}\n\n${body}`
      : [longDate(dayNumberOf(options.today)), clean(form.landlordName), `Re: ${subject}`, body].join('\n\n');
  return { subject, body, text, strategy };
}
