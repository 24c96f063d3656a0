import { formatUsd } from '../shared/sanitize.ts';
import { asSentenceEnd, capitalize, clean, dayNumberOf, isPercent, joinList, longDate, MONTH_NAME_PATTERN, parseAmount, plural } from './format.ts';
import type { LetterForm, ReductionReason, TenantStrengthId } from './letter-form.schema.ts';
import { LETTER_PHRASES, type LetterAsk } from './letter-phrases.ts';
import { blendRoles, DEFAULT_LETTER_TONE, type LetterTone } from './tones.ts';

export type LetterFormat = 'letter' | 'email';

/** The market analysis figures the letter may quote (SPEC section 3, market analysis result). */
export interface LetterMarket {
  currentRent: number;
  marketRent: number;
  overpayment: number;
  percentOvermarket: number;
  dataSource: string;
}

export interface LetterOptions {
  /** One or two tones; the first leads (greeting, opening, closing), the second sets transitions and the ask. */
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
}

export const SIGNATURE_PLACEHOLDERS = ['[Your Name]', '[Your Phone Number]', '[Your Email]'] as const;

/** Each strength as it continues "I have …". */
export const STRENGTH_PHRASES: Record<TenantStrengthId, string> = {
  on_time_rent: 'never missed or been late on a rent payment',
  excellent_condition: 'kept the property in excellent condition',
  minor_repairs: 'handled minor repairs myself',
  quiet_hours: 'respected quiet hours and the building rules',
  proactive_communication: 'communicated proactively about any issues',
  clean_common_areas: 'kept the common areas clean',
  no_noise_complaints: 'never received a noise complaint',
  landscaping: 'taken care of the landscaping and outdoor areas',
};

export const REASON_SENTENCES: Record<ReductionReason, string | null> = {
  market_analysis: 'My request is based on current rents for similar homes in the area.',
  financial_hardship:
    'My financial circumstances have changed, and a more manageable rent would help me stay in a home I care about.',
  maintenance_issues: 'Part of my reason is the condition of the unit and the maintenance issues I have experienced.',
  comparable_units: 'Similar units nearby are being offered for less than I currently pay.',
  long_tenancy: 'I value being a long-term tenant here, and I would like to stay for years to come.',
  other: null,
};

const BEDROOM_WORDS: Record<string, string> = {
  '0': 'studio',
  '1': 'one-bedroom',
  '2': 'two-bedroom',
  '3': 'three-bedroom',
  '4': 'four-bedroom',
  '5': 'five-bedroom',
};

export function buildLetter(form: LetterForm, market: LetterMarket | null, options: LetterOptions): BuiltLetter {
  const { lead, voice } = blendRoles(options.tones, DEFAULT_LETTER_TONE);
  const opening = LETTER_PHRASES[lead];
  const middle = LETTER_PHRASES[voice];
  const address = clean(form.propertyAddress);
  const landlord = clean(form.landlordName);
  const marketFacts = marketSentences(form, market);
  const ask = letterAsk(form, marketFacts !== null);

  const strengths = form.tenantQuality.map((id) => STRENGTH_PHRASES[id]);
  const reason = REASON_SENTENCES[form.reasonForReduction];
  const argument = [reason, marketFacts && middle.market(marketSource(market?.dataSource), marketFacts)].filter(Boolean);

  const points = supportingPoints(form);
  const paragraphs = [
    opening.opening({ address, tenure: tenurePhrase(form), renewal: renewalPhrase(form.renewalTimeframe) }),
    strengths.length > 0 ? middle.strengths(joinList(strengths)) : '',
    argument.join(' '),
    ...points.map((point, i) => `${middle.connectors[i % middle.connectors.length]} ${point}`),
    clean(form.additionalNotes) ? capitalize(asSentenceEnd(form.additionalNotes)) : '',
    [middle.ask(ask), form.willResignEarly ? middle.resignEarly : ''].filter(Boolean).join(' '),
    opening.closing,
  ].filter(Boolean);

  const body = [
    opening.salutation(landlord),
    ...paragraphs,
    [opening.signOff, ...SIGNATURE_PLACEHOLDERS].join('\n'),
  ].join('\n\n');
  const subject = ask.kind === 'keep' ? `Request to keep my current rent at ${address}` : `Request for a rent reduction at ${address}`;
  const text =
    options.format === 'email'
      ? `Subject: ${subject}\n\n${body}`
      : [longDate(dayNumberOf(options.today)), address, landlord, `Re: ${subject}`, body].join('\n\n');
  return { subject, body, text };
}

/** "2 years and 3 months" from the two inputs (months past 11 carry into years); null when zero or blank. */
export function tenurePhrase(form: Pick<LetterForm, 'tenureLengthYears' | 'tenureLengthMonths'>): string | null {
  const total = Math.round((parseAmount(form.tenureLengthYears) ?? 0) * 12 + (parseAmount(form.tenureLengthMonths) ?? 0));
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

function letterAsk(form: LetterForm, hasMarketGap: boolean): LetterAsk {
  const current = parseAmount(form.currentRent);
  if (form.negotiateToKeepSame) return { kind: 'keep', rent: current !== null ? formatUsd(current) : clean(form.currentRent) };
  const amount = parseAmount(form.desiredReduction);
  if (amount === null || amount <= 0) return { kind: 'open', towardMarket: hasMarketGap };
  if (isPercent(form.desiredReduction)) {
    const newRent = current !== null && amount < 100 ? formatUsd(current * (1 - amount / 100)) : null;
    return { kind: 'reduce', amount: `${amount}%`, newRent };
  }
  const newRent = current !== null && amount < current ? formatUsd(current - amount) : null;
  return { kind: 'reduce', amount: `${formatUsd(amount)} a month`, newRent };
}

/**
 * The market comparison, only when the renter pays above the average: quoting a below-market rent would argue
 * against them. The difference comes from the rounded figures shown, so the letter's arithmetic checks out;
 * the yearly figure is that monthly difference times 12.
 */
function marketSentences(form: LetterForm, market: LetterMarket | null): string | null {
  if (!market || !Number.isFinite(market.currentRent) || !Number.isFinite(market.marketRent)) return null;
  const current = Math.round(market.currentRent);
  const average = Math.round(market.marketRent);
  const monthly = current - average;
  if (monthly <= 0 || average <= 0) return null;
  const bedrooms = BEDROOM_WORDS[form.bedrooms.trim()];
  const units = `${bedrooms ? `${bedrooms} ` : ''}${form.housingType === 'house' ? 'houses' : 'apartments'}`;
  const zip = clean(form.zipcode);
  return (
    `comparable ${units}${zip ? ` in the ${zip} area` : ''} rent for about ${formatUsd(average)} a month. ` +
    `I currently pay ${formatUsd(current)}, which is ${formatUsd(monthly)} a month above that average, or ${formatUsd(monthly * 12)} over a year.`
  );
}

function marketSource(dataSource: string | undefined): string {
  if (/hud/i.test(dataSource ?? '')) return 'federal HUD fair-market-rent data';
  if (/regional/i.test(dataSource ?? '')) return 'regional rent estimates';
  return 'a rental market analysis for the area';
}

function supportingPoints(form: LetterForm): string[] {
  const points: string[] = [];
  const maintenance = clean(form.maintenanceIssues);
  if (maintenance) points.push(`I would like to raise some maintenance issues that affect the unit: ${asSentenceEnd(maintenance)}`);
  const improvements = clean(form.propertyImprovements);
  if (improvements) points.push(`I have made improvements to the property during my tenancy: ${asSentenceEnd(improvements)}`);
  const increases = clean(form.rentIncreaseHistory);
  if (increases) points.push(`here is some context on past rent increases: ${asSentenceEnd(increases)}`);
  if (form.includeCompetitiveOffers) {
    const offers = clean(form.competitiveOffersDetails);
    points.push(offers ? `I have looked into other rentals in the area: ${asSentenceEnd(offers)}` : 'I have been looking at other rentals in the area.');
  }
  return points;
}
